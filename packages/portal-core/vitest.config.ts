import { chromiumBrowser, expectUnterLast } from '@ekp/test-config';
import { testbericht } from '@ekp/test-config/testbericht';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    // The calendar sweep names its reports after the moment (scripts/kalender.mjs).
    ...testbericht(),
    expect: expectUnterLast,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/rules/**/*.test.ts',
            'src/format/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/routes/**/*.test.ts',
            'src/session/**/*.test.ts',
            'src/vorab/**/*.test.ts',
            'src/pwa/**/*.test.ts',
          ],
          setupFiles: ['./src/test/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup-browser.ts'],
          globalSetup: ['./src/test/demo-server.global.ts'],
          // One stateful demo backend: test files run one after another, each test from the seed.
          fileParallelism: false,
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
