// Generated from packages/brand/src/cli/app-template.ts (pnpm --filter @ekp/brand apps:sync).
import brand from 'virtual:ekp-brand';
import 'virtual:ekp-brand.css';
import '@ekp/portal-core/styles.css';
import { Portal } from '@ekp/portal-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { env } from './env.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html braucht <div id="root">');

createRoot(root).render(
  <StrictMode>
    <Portal brand={brand} apiBaseUrl={env.apiBaseUrl} feiertageUrl={env.feiertageUrl} />
  </StrictMode>,
);
