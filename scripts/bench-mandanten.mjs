// What hosting many brands costs (part of `pnpm bench`; prints numbers, asserts nothing):
//   1. build time for N = 2, 10, 50 synthetic brands (from the app template, in a temporary folder), per brand and
//      per added brand;
//   2. the nginx for all brands (shipped brands plus the 50 synthetic ones) against the nginx for one brand, in the
//      same run, on this machine: requests per second and p99 latency for index.html and a hashed asset, per host,
//      as ratios. Load only against 127.0.0.1, for a fixed time and at most MAX_REQUESTS per measurement.
// Needs the shipped apps built (pnpm build).
//   node scripts/bench-mandanten.mjs [--brands 2,10,50] [--seconds 5] [--connections 16]
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import {
  buildApps,
  createSyntheticBrands,
  distOf,
  lokal,
  nginxTempDir,
  nginxTest,
  readMandanten,
  repoRoot,
  startNginx,
  stopNginx,
  waitForPort,
  writeBundle,
  writeEinzelConfig,
} from '../deploy/src/index.ts';

const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: '2,10,50' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
  },
});
const counts = values.brands.split(',').map(Number);
const duration = Number(values.seconds);
const MAX_REQUESTS = 500_000;
const connections = Number(values.connections);
// Ports of this benchmark (a range no test uses).
const MULTI_PORT = 8470;
const SINGLE_PORT = 8471;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const work = nginxTempDir('ekp-bench-mandanten-');
const nginxes = [];
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

// 1. Build cost.
console.log(`Build (vite build per brand, 2 at a time on ${'this machine'}):`);
const builds = [];
let largest;
for (const count of counts) {
  const root = join(work, `n${count}`);
  const ids = createSyntheticBrands({ root, count });
  const start = performance.now();
  await buildApps(ids.map((id) => join(root, 'apps', id)));
  const buildMs = performance.now() - start;
  const mandanten = readMandanten([join(root, 'brands')]);
  const bundleStart = performance.now();
  const bundle = writeBundle({
    mandanten,
    out: join(root, 'bundle'),
    listen: MULTI_PORT,
    root: join(root, 'bundle', 'html'),
  });
  const bundleMs = performance.now() - bundleStart;
  const testStart = performance.now();
  const test = nginxTest(lokal(bundle.nginxDir, join(root, 'laufzeit')));
  const testMs = performance.now() - testStart;
  builds.push({ count, buildMs });
  console.log(
    `  N=${String(count).padStart(3)}  build ${seconds(buildMs).padStart(7)} (${seconds(buildMs / count)} per brand)` +
      `   bundle ${seconds(bundleMs)}   nginx -t ${testMs.toFixed(0)} ms ${test.ok ? '' : '(FAILED)'}`,
  );
  largest = { root, count };
}
for (let i = 1; i < builds.length; i++) {
  const [before, after] = [builds[i - 1], builds[i]];
  console.log(
    `  N=${before.count} → ${after.count}: ${seconds((after.buildMs - before.buildMs) / (after.count - before.count))} per added brand`,
  );
}

// 2. Serving: all brands in one nginx against one brand in its own nginx.
const shipped = readMandanten([join(repoRoot, 'brands')]);
for (const mandant of shipped) {
  if (!existsSync(join(distOf(mandant), 'index.html')))
    throw new Error(`${distOf(mandant)} fehlt: erst pnpm build`);
}
const mandanten = readMandanten([join(repoRoot, 'brands'), join(largest.root, 'brands')]);
const multiBundle = writeBundle({
  mandanten,
  out: join(work, 'multi'),
  listen: MULTI_PORT,
  root: join(work, 'multi', 'html'),
  betrieb: { api: Object.fromEntries(mandanten.map((mandant) => [mandant.id, 'http://127.0.0.1:9/api/'])) },
});
const single = shipped.find((mandant) => mandant.id === 'stadtwerke-musterstadt') ?? shipped[0];
const singleDir = writeEinzelConfig({
  out: join(work, 'single'),
  listen: SINGLE_PORT,
  dist: distOf(single),
  basis: single.basis,
  apiUpstream: 'http://127.0.0.1:9/api/',
});

async function serve(nginxDir, port, name) {
  const nginx = lokal(nginxDir, join(work, `laufzeit-${name}`));
  const test = nginxTest(nginx);
  if (!test.ok) throw new Error(test.output);
  const child = startNginx(nginx);
  nginxes.push(child);
  await waitForPort(port);
}

function entryOf(mandant) {
  const html = readFileSync(join(distOf(mandant), 'index.html'), 'utf8');
  return `${mandant.basis}${/src="\/(?:[^"]*\/)?(assets\/index-[^"]+\.js)"/.exec(html)?.[1]}`;
}

async function measure(port, host, path, encoding) {
  const options = {
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    headers: { host, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  };
  await autocannon({ ...options, amount: 2000 });
  const result = await autocannon({ ...options, duration, maxOverallRequests: MAX_REQUESTS });
  // nginx closes a kept-alive connection after 1000 requests; a request caught in that moment counts as an error.
  if (result.non2xx > 0 || result.errors > result.requests.total / 1000)
    throw new Error(`${host}${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

async function serving() {
  await serve(multiBundle.nginxDir, MULTI_PORT, 'multi');
  await serve(singleDir, SINGLE_PORT, 'single');
  console.log(
    `\nServing on 127.0.0.1 (${duration} s per line, ${connections} connections, load tool and nginx on the same 2 cores):` +
      `\n  nginx for all brands: ${mandanten.length} brands (${shipped.length} shipped + ${largest.count} synthetic); ` +
      `nginx for one brand: ${single.id}`,
  );
  const column = (text, width) => String(text).padEnd(width);
  console.log(
    `  ${column('host', 56)}${column('what', 22)}${column('all: req/s', 13)}${column('p99', 8)}ratio to one brand (req/s, p99)`,
  );
  for (const [label, path, encoding] of [
    ['index.html', (mandant) => mandant.basis, undefined],
    ['index.html gzip', (mandant) => mandant.basis, 'gzip'],
    ['hashed asset', entryOf, undefined],
    ['hashed asset gzip', entryOf, 'gzip'],
  ]) {
    const baseline = await measure(SINGLE_PORT, single.host, path(single), encoding);
    console.log(
      `  ${column(`${single.host} (one brand)`, 56)}${column(label, 22)}${column(Math.round(baseline.rps), 13)}${column(`${baseline.p99} ms`, 8)}1.00, 1.00`,
    );
    for (const mandant of shipped) {
      const multi = await measure(MULTI_PORT, mandant.host, path(mandant), encoding);
      console.log(
        `  ${column(mandant.host, 56)}${column(label, 22)}${column(Math.round(multi.rps), 13)}${column(`${multi.p99} ms`, 8)}` +
          `${(multi.rps / baseline.rps).toFixed(2)}, ${baseline.p99 > 0 ? (multi.p99 / baseline.p99).toFixed(2) : '–'}`,
      );
    }
  }
}

try {
  await serving();
} finally {
  for (const child of nginxes) await stopNginx(child);
  rmSync(work, { recursive: true, force: true });
}
