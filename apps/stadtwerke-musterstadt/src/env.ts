// Generated from packages/brand/src/cli/app-template.ts (pnpm --filter @ekp/brand apps:sync).
// The one place of this app that reads the build environment; nothing else reads import.meta.env.
const apiBaseUrl: unknown = import.meta.env.VITE_EKP_API_BASE_URL;

/** Base of the backend: '/api' (same origin, proxied) unless the build sets VITE_EKP_API_BASE_URL. */
function validApiBaseUrl(value: unknown): string {
  if (value === undefined || value === '') return '/api';
  if (typeof value === 'string' && (/^\/[^/]/.test(value) || /^https?:\/\/[^\s]+$/.test(value))) {
    return value.replace(/\/$/, '');
  }
  throw new Error(`VITE_EKP_API_BASE_URL: Pfad wie /api oder http(s)-URL, nicht ${JSON.stringify(value)}`);
}

export const env = { apiBaseUrl: validApiBaseUrl(apiBaseUrl) };
