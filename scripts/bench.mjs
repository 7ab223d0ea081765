// `pnpm bench`: prints numbers, asserts nothing. Build times (cold and warm turbo), bundle weights per brand.
import { execSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

import { budgets, chartChunkWeight, routeWeight } from './bundle-size.mjs';

const root = new URL('../', import.meta.url);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function timed(command) {
  const start = performance.now();
  const output = execSync(command, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { seconds: (performance.now() - start) / 1000, output };
}

const cold = timed('pnpm exec turbo run build --force --output-logs=none');
const warm = timed('pnpm exec turbo run build --output-logs=none');
const fullTurbo = /FULL TURBO/.test(warm.output);
console.log(
  `turbo run build  cold ${cold.seconds.toFixed(1)} s   warm ${warm.seconds.toFixed(1)} s   full cache hit: ${fullTurbo ? 'yes' : 'no'}`,
);

const brands = readdirSync(new URL('brands/', root), { withFileTypes: true }).filter((d) => d.isDirectory());
for (const { name } of brands) {
  const dist = new URL(`apps/${name}/dist/`, root);
  const signIn = routeWeight(dist, 'features/anmeldung/anmelden-page.tsx', { vorgerendert: true });
  console.log(
    `${name.padEnd(24)} /anmelden initial JS ${kb(signIn.jsGzip)} gzip (budget ${kb(budgets.signInJsGzip)}), CSS ${kb(signIn.cssGzip)} gzip (budget ${kb(budgets.signInCssGzip)})`,
  );
}
const chart = chartChunkWeight(new URL(`apps/${brands[0]?.name}/dist/`, root));
console.log(
  `chart chunk (chart.js, chart routes only) ${kb(chart)} gzip (budget ${kb(budgets.chartChunkGzip)})`,
);

// The browser benchmarks (photo downscaling, chart rendering and CSV export, Lighthouse) and the cost of many brands
// (build per added brand, the nginx for all brands against one brand's). Each prints its own numbers.
for (const script of [
  'bench-ablesung.mjs',
  'bench-charts.mjs',
  'bench-tarif.mjs',
  'bench-lighthouse.mjs',
  'bench-mandanten.mjs',
]) {
  console.log(`\n— ${script}`);
  const result = spawnSync(process.execPath, [new URL(script, import.meta.url).pathname], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) console.log(`${script} ended with exit code ${result.status}`);
}
