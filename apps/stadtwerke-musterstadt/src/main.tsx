// Generated from packages/brand/src/cli/app-template.ts (pnpm --filter @ekp/brand apps:sync).
import brand from 'virtual:ekp-brand';
import 'virtual:ekp-brand.css';
import '@ekp/portal-core/styles.css';
import { portalStarten } from '@ekp/portal-core';

import { env } from './env.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html braucht <div id="root">');

void portalStarten(root, {
  brand,
  apiBaseUrl: env.apiBaseUrl,
  feiertageUrl: env.feiertageUrl,
  serviceWorkerBasis: env.serviceWorkerBasis,
});
