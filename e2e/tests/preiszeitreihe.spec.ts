import { texts } from '@ekp/portal-core/texts';

import { chartChunkFiles } from '../../scripts/bundle-size.mjs';
import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { anmelden, ladeCsv } from '../support/verbrauch.ts';
import { stelleUhr } from '../support/uhr.ts';

const p = texts.preiszeitreihe;

test.describe('Preiszeitreihe', () => {
  test('from 12:00 today and tomorrow; CSV von;Preis with decimal comma, hourly before 1.10.2025: 48 rows, named after first and last von', async ({
    page,
    brand,
  }) => {
    await stelleUhr(page, '2025-09-22T12:30:00+02:00');
    await anmelden(page, brand);
    await page.goto('/vertrag/3000101/detail');
    await page.getByRole('link', { name: texts.vertragDetail.preiszeitreihe }).click();
    await expect(page.getByRole('heading', { level: 1, name: p.titel('3000101') })).toBeVisible();
    await expect(page.getByText(texts.verbrauchshistorie.zeitraum('22.09.2025', '23.09.2025'))).toBeVisible();
    await expect(page.getByRole('img', { name: p.diagramm })).toBeVisible();
    await expectNoAxeViolations(page);

    const csv = await ladeCsv(page, p.csvKopf);
    expect(csv.name).toBe('preiszeitreihe_20250922T0000-20250923T2300.csv');
    expect(csv.zeilen).toHaveLength(1 + 48);
    for (const zeile of csv.zeilen.slice(1)) expect(zeile).toMatch(/^2[23]\.09\.2025 \d\d:00;-?\d+(,\d+)?$/);
  });

  test('quarter-hour prices since 1.10.2025: 192 rows before 12:00, yesterday and today', async ({
    page,
    brand,
  }) => {
    await stelleUhr(page, '2026-11-22T09:00:00+01:00');
    await anmelden(page, brand);
    await page.goto('/vertrag/3000108/preiszeitreihe');
    await expect(page.getByText(texts.verbrauchshistorie.zeitraum('21.11.2026', '22.11.2026'))).toBeVisible();
    const csv = await ladeCsv(page, p.csvKopf);
    expect(csv.name).toBe('preiszeitreihe_20261121T0000-20261122T2345.csv');
    expect(csv.zeilen).toHaveLength(1 + 192);
    expect(csv.zeilen.slice(1, 3).map((z) => z.split(';')[0])).toEqual([
      '21.11.2026 00:00',
      '21.11.2026 00:15',
    ]);
  });

  test('the error text', async ({ angemeldet: page }) => {
    // Every request fails: the first goes out with the route, and when its answer comes before the screen is there,
    // the screen asks once more as it opens (react-query's retry on mount), so a single fault could be used up.
    await demoBackend.fault({ operationId: 'getPreiszeitreihe', status: 404, times: -1 });
    await page.goto('/vertrag/3000101/preiszeitreihe');
    await expect(
      page.getByRole('alert').filter({ hasText: texts.allgemein.unbekannterFehler }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
  test('chart.js loads beside the data: the texts first, then the chart in its reserved place, nothing moves', async ({
    page,
    brand,
  }) => {
    await stelleUhr(page, '2026-11-22T13:20:00+01:00');
    await anmelden(page, brand);
    // Hold chart.js back until the texts are checked, as a slow connection would.
    let chartFreigeben = () => {};
    const chartFreigegeben = new Promise<void>((weiter) => (chartFreigeben = weiter));
    const chartDateien = chartChunkFiles(new URL(`../../apps/${brand.id}/dist/`, import.meta.url));
    expect(chartDateien.length).toBeGreaterThan(0);
    for (const datei of chartDateien) {
      await page.route(`**/${datei}`, async (route) => {
        await chartFreigegeben;
        await route.continue();
      });
    }
    await page.addInitScript(() => {
      const fenster = window as unknown as { verschiebung: number };
      fenster.verschiebung = 0;
      new PerformanceObserver((liste) => {
        for (const eintrag of liste.getEntries() as (PerformanceEntry & { value: number })[]) {
          fenster.verschiebung += eintrag.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/vertrag/3000101/preiszeitreihe');
    await expect(
      page.getByRole('heading', { level: 2, name: texts.dynamischerTarif.guenstigsteZeiten }),
    ).toBeVisible();
    await expect(page.getByText(texts.verbrauchshistorie.tabelleAnzeigen)).toBeVisible();
    await expect(page.getByRole('img', { name: p.diagramm })).toHaveCount(0);
    const verschiebung = () =>
      page.evaluate(() => (window as unknown as { verschiebung: number }).verschiebung);
    const vorher = await verschiebung();
    chartFreigeben();
    await expect(page.getByRole('img', { name: p.diagramm })).toBeVisible();
    expect(await verschiebung()).toBe(vorher);
  });
});
