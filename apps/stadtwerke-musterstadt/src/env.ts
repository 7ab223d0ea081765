// Generated from packages/brand/src/cli/app-template.ts (pnpm --filter @ekp/brand apps:sync).
// The one place of this app that reads the build environment; nothing else reads import.meta.env.
const apiBaseUrl: unknown = import.meta.env.VITE_EKP_API_BASE_URL;
const feiertageUrl: unknown = import.meta.env.VITE_EKP_FEIERTAGE_URL;

/** A path like /api or an http(s) URL, without a trailing slash; undefined when the build leaves it unset. */
function validUrl(name: string, value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (/^\/[^/]/.test(value) || /^https?:\/\/[^\s]+$/.test(value))) {
    return value.replace(/\/$/, '');
  }
  throw new Error(`${name}: Pfad wie /api oder http(s)-URL, nicht ${JSON.stringify(value)}`);
}

export const env = {
  /** Base of the backend: '/api' (same origin, proxied) unless the build sets VITE_EKP_API_BASE_URL. */
  apiBaseUrl: validUrl('VITE_EKP_API_BASE_URL', apiBaseUrl) ?? '/api',
  /** The public holiday service: the portal's default (SPEC's service) unless the build sets VITE_EKP_FEIERTAGE_URL. */
  feiertageUrl: validUrl('VITE_EKP_FEIERTAGE_URL', feiertageUrl),
};
