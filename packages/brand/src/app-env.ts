// The build settings of a brand app, checked in one place: every app's src/env.ts (generated from
// cli/app-template.ts) reads import.meta.env and hands the raw values here.

/** What the build leaves in import.meta.env: a string, or undefined when unset. */
export interface AppBuildVariables {
  VITE_EKP_API_BASE_URL: unknown;
  VITE_EKP_FEIERTAGE_URL: unknown;
}

/** A path like /api or an http(s) URL, without a trailing slash; undefined when the build leaves it unset. */
function validUrl(name: string, value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (/^\/[^/]/.test(value) || /^https?:\/\/[^\s]+$/.test(value))) {
    return value.replace(/\/$/, '');
  }
  throw new Error(`${name}: Pfad wie /api oder http(s)-URL, nicht ${JSON.stringify(value)}`);
}

export function appEnv(variables: AppBuildVariables) {
  return {
    /** Base of the backend: '/api' (same origin, proxied) unless the build sets VITE_EKP_API_BASE_URL. */
    apiBaseUrl: validUrl('VITE_EKP_API_BASE_URL', variables.VITE_EKP_API_BASE_URL) ?? '/api',
    /** The public holiday service: the portal's default (SPEC's service) unless the build sets VITE_EKP_FEIERTAGE_URL. */
    feiertageUrl: validUrl('VITE_EKP_FEIERTAGE_URL', variables.VITE_EKP_FEIERTAGE_URL),
  };
}
