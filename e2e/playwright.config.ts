import { chromiumArgs, chromiumPath } from '@ekp/test-config/chromium';
import { defineConfig } from '@playwright/test';

import { brands, demoApiPort, e2ePortBase } from './support/brands.ts';

/**
 * One brand built for an API on another origin (scripts/build-cross-origin.mjs; the e2e script builds it first):
 * the browser calls the demo backend directly, so CORS and the CSP connect-src are exercised for real.
 */
const crossOrigin = {
  brand: 'stadtwerke-musterstadt',
  port: e2ePortBase + 99,
  specs: /cross-origin.*\.spec\.ts$/,
};
const crossOriginBrand = brands.find((brand) => brand.id === crossOrigin.brand);

/**
 * Journeys in Debian's Chromium over each brand's production build, served by nginx with the production
 * configuration of deploy/nginx (strict CSP, /api proxied to the demo backend). One worker: the demo backend is
 * stateful and every test starts from its seed.
 */
export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/contract-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    ...brands.map((brand) => ({
      name: brand.id,
      use: { baseURL: `http://localhost:${brand.port}` },
      metadata: { brand },
      testIgnore: crossOrigin.specs,
    })),
    ...(crossOriginBrand
      ? [
          {
            name: 'cross-origin',
            use: { baseURL: `http://localhost:${String(crossOrigin.port)}` },
            metadata: { brand: crossOriginBrand, apiOrigin: `http://localhost:${String(demoApiPort)}` },
            testMatch: crossOrigin.specs,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `pnpm --filter @ekp/demo-api start`,
      url: `http://localhost:${demoApiPort}/__demo/mailbox`,
      env: {
        DEMO_API_PORT: String(demoApiPort),
        DEMO_API_PROCESSING_DELAY_MS: '1000',
        DEMO_API_CHECK_RESPONSES: '1',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...brands.map((brand) => ({
      command: `node ../scripts/nginx-serve.mjs --brand ${brand.id} --port ${brand.port} --api http://localhost:${demoApiPort}`,
      url: `http://localhost:${brand.port}/anmelden`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
    ...(crossOriginBrand
      ? [
          {
            command: [
              'node ../scripts/nginx-serve.mjs',
              `--brand ${crossOrigin.brand}`,
              `--dist apps/${crossOrigin.brand}/dist-cross-origin`,
              `--port ${String(crossOrigin.port)}`,
              `--api http://localhost:${String(demoApiPort)}`,
              `--connect-src http://localhost:${String(demoApiPort)}`,
            ].join(' '),
            url: `http://localhost:${String(crossOrigin.port)}/anmelden`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
