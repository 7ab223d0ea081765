// Bundle bytes are stable for a given build, so budgets on them may fail the suite (unlike timings).
import { budgets, chartChunkWeight, routeWaitsForChartJs, routeWeight } from '../../scripts/bundle-size.mjs';
import { expect, test } from '../support/fixtures.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the sign-in route stays within its JS and CSS budgets', ({ brand }) => {
  const dist = new URL(`../../apps/${brand.id}/dist/`, import.meta.url);
  const weight = routeWeight(dist, 'features/anmeldung/anmelden-page.tsx', { vorgerendert: true });
  test.info().annotations.push({
    type: 'bytes',
    description: `JS ${kb(weight.jsGzip)}, CSS ${kb(weight.cssGzip)} gzip`,
  });
  expect(weight.jsGzip, `initial JS of /anmelden (${kb(weight.jsGzip)} gzip)`).toBeLessThanOrEqual(
    budgets.signInJsGzip,
  );
  expect(weight.cssGzip, `CSS of /anmelden (${kb(weight.cssGzip)} gzip)`).toBeLessThanOrEqual(
    budgets.signInCssGzip,
  );
});

test('chart.js stays in a chart chunk within its budget, out of the sign-in route', ({ brand }) => {
  const dist = new URL(`../../apps/${brand.id}/dist/`, import.meta.url);
  const chartChunk = chartChunkWeight(dist);
  expect(chartChunk, 'a chunk with chart.js exists').toBeGreaterThan(0);
  expect(chartChunk, `chart chunk (${kb(chartChunk)} gzip)`).toBeLessThanOrEqual(budgets.chartChunkGzip);
  const signIn = routeWeight(dist, 'features/anmeldung/anmelden-page.tsx');
  expect(signIn.files.some((file) => /chart/i.test(file))).toBe(false);
});

test('the chart routes render their texts and tables without waiting for chart.js', ({ brand }) => {
  const dist = new URL(`../../apps/${brand.id}/dist/`, import.meta.url);
  for (const page of ['preiszeitreihe-page.tsx', 'verbrauchshistorie-page.tsx', 'verbrauch-page.tsx']) {
    expect(routeWaitsForChartJs(dist, `features/verbrauch/${page}`), page).toBe(false);
  }
});
