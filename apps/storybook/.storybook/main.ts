// One Storybook for the ui components (colocated in packages/ui), the portal screens (colocated in
// packages/portal-core) and the workbench's own pages (brand overview, introduction).
import { allBrands } from '@ekp/brand/all-brands';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

import { mswWorker } from '../src/msw-worker-plugin.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/portal-core/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The machines have no internet: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [
        react(),
        tailwindcss(),
        // Every brands/*/brand.json as `virtual:ekp-all-brands`: a new brand appears in the toolbar by itself.
        allBrands(),
        // MSW's worker script: served in dev and tests, emitted next to iframe.html in the static build.
        mswWorker(),
      ],
    }),
};

export default config;
