import { chromiumArgs, chromiumPath } from '@ekp/test-config/chromium';
import { defineConfig } from '@playwright/test';

import { brands, demoApiPort } from './support/brands.ts';

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
  projects: brands.map((brand) => ({
    name: brand.id,
    use: { baseURL: `http://localhost:${brand.port}` },
    metadata: { brand },
  })),
  webServer: [
    {
      command: `pnpm --filter @ekp/demo-api start`,
      url: `http://localhost:${demoApiPort}/__demo/mailbox`,
      env: { DEMO_API_PORT: String(demoApiPort), DEMO_API_PROCESSING_DELAY_MS: '1000', DEMO_API_CHECK_RESPONSES: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...brands.map((brand) => ({
      command: `node ../scripts/nginx-serve.mjs --brand ${brand.id} --port ${brand.port} --api http://localhost:${demoApiPort}`,
      url: `http://localhost:${brand.port}/anmelden`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
  ],
});
