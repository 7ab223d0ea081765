import { chromiumArgs, chromiumPath } from '@ekp/test-config/chromium';
import { defineConfig } from '@playwright/test';

import {
  baseUrlOf,
  beispielBrand,
  brands,
  demoApiPort,
  e2ePortBase,
  mandantenPort,
  type E2eBrand,
} from './support/brands.ts';

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

/** The journeys of the generated brand under a sub-path (project `unterpfad`). */
const unterpfadSpecs = /unterpfad.*\.spec\.ts$/;

/**
 * Brands behind the nginx for all brands are called by their host names, as in production: Chromium resolves them to
 * 127.0.0.1 and treats them as the secure origins they are behind TLS.
 */
const hostBrands = [...brands, ...(beispielBrand ? [beispielBrand] : [])].filter(
  (brand): brand is E2eBrand & { host: string } => brand.host !== undefined,
);
const hostArgs =
  hostBrands.length === 0
    ? []
    : [
        `--host-resolver-rules=${hostBrands.map((brand) => `MAP ${brand.host} 127.0.0.1`).join(', ')}`,
        `--unsafely-treat-insecure-origin-as-secure=${hostBrands.map(baseUrlOf).join(',')}`,
      ];

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
  // The JSON report feeds the one-line count of .ci/run (scripts/testbilanz.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: '.testergebnisse/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    // The portal's service worker answers page loads from its cache and would hide requests from page.route; the
    // journeys of installierbar-offline.spec.ts allow it and test it (issue 15).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...hostArgs] },
  },
  projects: [
    ...brands.map((brand) => ({
      name: brand.id,
      use: { baseURL: baseUrlOf(brand) },
      metadata: { brand },
      testIgnore: [crossOrigin.specs, unterpfadSpecs],
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
    ...(beispielBrand
      ? [
          {
            name: 'unterpfad',
            use: { baseURL: baseUrlOf(beispielBrand) },
            metadata: { brand: beispielBrand },
            testMatch: unterpfadSpecs,
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
        // The journeys run against a backend that sends only what SPEC §3 names (issue 13);
        // tests/dialekt-variante.spec.ts switches to the plausible variations.
        DEMO_API_PROFIL: 'spec',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...brands
      .filter((brand) => brand.host === undefined)
      .map((brand) => ({
        command: `node ../scripts/nginx-serve.mjs --brand ${brand.id} --port ${brand.port} --api http://localhost:${demoApiPort}`,
        url: `http://localhost:${brand.port}/anmelden`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      })),
    ...(hostBrands.length > 0
      ? [
          {
            // The image for all brands (deploy/docker/Dockerfile.mandanten) with each brand's /api on the demo backend.
            command: [
              'node ../deploy/src/cli/mandanten.ts serve',
              `--port ${String(mandantenPort)}`,
              '--brands ../brands',
              ...(beispielBrand ? ['--brands ../build/e2e-beispiel/brands'] : []),
              `--api-default http://127.0.0.1:${String(demoApiPort)}/api/`,
            ].join(' '),
            url: `http://127.0.0.1:${String(mandantenPort)}/healthz`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
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
