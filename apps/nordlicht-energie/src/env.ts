// Generated from packages/brand/src/cli/app-template.ts (pnpm --filter @ekp/brand apps:sync).
// The one place of this app that reads the build environment; nothing else reads import.meta.env.
import { appEnv } from '@ekp/brand/app-env';

export const env = {
  ...appEnv({
    VITE_EKP_API_BASE_URL: import.meta.env.VITE_EKP_API_BASE_URL,
    VITE_EKP_FEIERTAGE_URL: import.meta.env.VITE_EKP_FEIERTAGE_URL,
  }),
  /** Where the build wrote service-worker.js (its base); none in dev, where a worker would serve stale modules. */
  serviceWorkerBasis: import.meta.env.PROD ? import.meta.env.BASE_URL : undefined,
};
