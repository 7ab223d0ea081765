import { texts } from '@ekp/portal-core/texts';

import { expect, test } from '../support/fixtures.ts';
import { anmelden } from '../support/verbrauch.ts';

/**
 * Issue 17: the chart pages paint their frame, title and controls while the data loads, then the content in place
 * of the loading block. Nothing in view may move meanwhile (Lighthouse's CLS goal of 0), on a phone, where the
 * controls and the link under the content are in view while it loads.
 */
test.describe('Chart pages without layout shift', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const [seite, titel] of [
    ['verbrauch', texts.verbrauch.titel('3000101')],
    ['verbrauchshistorie', texts.verbrauchshistorie.titel('3000101')],
    ['preiszeitreihe', texts.preiszeitreihe.titel('3000101')],
  ] as const) {
    test(`/vertrag/3000101/${seite}: the data arrives after the loading block is painted, nothing moves`, async ({
      page,
      brand,
    }) => {
      await anmelden(page, brand);
      await page.addInitScript(() => {
        const fenster = window as unknown as { verschiebungen: string[] };
        fenster.verschiebungen = [];
        new PerformanceObserver((liste) => {
          for (const eintrag of liste.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[]) {
            const knoten = eintrag.sources.map((quelle) => quelle.node?.nodeName ?? '?').join(', ');
            fenster.verschiebungen.push(`${eintrag.value.toFixed(3)} (${knoten})`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The backend answers once the page shows it is loading, as on a slow connection.
      let antwortenFreigeben = () => {};
      const freigegeben = new Promise<void>((weiter) => (antwortenFreigeben = weiter));
      await page.route('**/api/**', async (route) => {
        await freigegeben;
        await route.continue();
      });
      await page.goto(`/vertrag/3000101/${seite}`);
      await expect(page.getByRole('heading', { level: 1, name: titel })).toBeVisible();
      await expect(page.getByRole('main').getByText(texts.allgemein.wirdGeladen)).toBeVisible();
      antwortenFreigeben();
      // The content and its chart drawn (chart.js arrives beside the data into a placeholder of its size).
      await expect(page.getByText(texts.allgemein.wirdGeladen)).toHaveCount(0);
      await expect(page.locator('main canvas').first()).toBeVisible();
      // Two frames, so a shift of the last render is reported.
      await page.evaluate(
        () => new Promise((fertig) => requestAnimationFrame(() => requestAnimationFrame(fertig))),
      );
      const verschiebungen = await page.evaluate(
        () => (window as unknown as { verschiebungen: string[] }).verschiebungen,
      );
      expect(verschiebungen).toEqual([]);
    });
  }
});
