#!/usr/bin/env node
// Builds one brand for a backend on another origin (VITE_EKP_API_BASE_URL = an absolute URL) into
// apps/<id>/dist-cross-origin, for the e2e project `cross-origin`: it proves that CORS (preflight, exposed ttl/token
// headers) and the CSP connect-src work when the API is not proxied under /api of the portal's own origin.
//   node scripts/build-cross-origin.mjs [--brand stadtwerke-musterstadt] [--api http://localhost:4010/api] [--force]
// Skips (exit 0) when the brand's normal build is missing: the e2e suite runs over builds and has nothing to test.
// Rebuilds only when the normal build is newer than the last cross-origin build or the API URL changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'stadtwerke-musterstadt' },
    api: { type: 'string', default: `http://localhost:${process.env.DEMO_API_PORT ?? 4010}/api` },
    force: { type: 'boolean', default: false },
  },
});

const app = join(root, 'apps', values.brand);
const normal = join(app, 'dist/index.html');
const outDir = join(app, 'dist-cross-origin');
const stamp = join(outDir, '.api-base-url');

if (!existsSync(normal)) {
  console.log(`build-cross-origin: ${normal} fehlt (erst pnpm build) – übersprungen`);
  process.exit(0);
}

const current =
  !values.force &&
  existsSync(join(outDir, 'index.html')) &&
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === values.api &&
  statSync(join(outDir, 'index.html')).mtimeMs >= statSync(normal).mtimeMs;
if (current) {
  console.log(`build-cross-origin: ${outDir} ist aktuell (API ${values.api})`);
  process.exit(0);
}

const result = spawnSync(
  'pnpm',
  [
    '--filter',
    `@ekp/app-${values.brand}`,
    'exec',
    'vite',
    'build',
    '--outDir',
    'dist-cross-origin',
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_EKP_API_BASE_URL: values.api } },
);
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, values.api);
console.log(`build-cross-origin: ${outDir} gebaut (API ${values.api})`);
