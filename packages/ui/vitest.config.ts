import { chromiumBrowser, expectUnterLast } from '@ekp/test-config';
import { testbericht } from '@ekp/test-config/testbericht';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { ViteUserConfig } from 'vitest/config';

type BrowserOptions = NonNullable<NonNullable<ViteUserConfig['test']>['browser']>;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    ...testbericht(),
    expect: expectUnterLast,
    // The cast only bridges types: @ekp/test-config has no @types/node of its own, so pnpm gives it a second
    // vitest copy (peer @types/node 26 instead of the catalog's 24) whose config types tsc does not unify with
    // ours. Drop it once tooling/test-config declares "@types/node": "catalog:".
    browser: chromiumBrowser() as unknown as BrowserOptions,
    setupFiles: ['./src/test/setup.ts'],
  },
});
