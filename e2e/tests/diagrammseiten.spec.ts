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

/**
 * Issue 17: a chart screen's first data is requested with its route, beside the screen's code, not after that code
 * has loaded and rendered. The screen's code is held back here until its request has gone out; once released, the
 * screen shows the answer without asking a second time.
 */
test.describe('Data with the route', () => {
  for (const { pfad, chunk, anfrage, anzahl, titel } of [
    {
      pfad: '/vertrag/3000101/preiszeitreihe',
      chunk: 'preiszeitreihe-page',
      anfrage: '/api/preiszeitreihe',
      anzahl: 1,
      titel: texts.preiszeitreihe.titel('3000101'),
    },
    {
      pfad: '/vertrag/3000101/verbrauch',
      chunk: 'verbrauch-page',
      anfrage: '/api/3000101/verbraeuche',
      anzahl: 1,
      titel: texts.verbrauch.titel('3000101'),
    },
    {
      // The hourly view of the latest day: two calls, before and after midnight of the final day (SPEC §7).
      pfad: '/vertrag/3000101/verbrauchshistorie',
      chunk: 'verbrauchshistorie-page',
      anfrage: '/api/3000101/historie',
      anzahl: 2,
      titel: texts.verbrauchshistorie.titel('3000101'),
    },
  ]) {
    test(`${pfad}: ${anfrage} goes out while the screen's code is held back, and only once`, async ({
      page,
      brand,
    }) => {
      await anmelden(page, brand);
      let codeFreigeben = () => {};
      const freigegeben = new Promise<void>((weiter) => (codeFreigeben = weiter));
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await freigegeben;
        await route.continue();
      });
      const anfragen: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith(anfrage)) anfragen.push(request.url());
      });

      await page.goto(pfad);
      await expect.poll(() => anfragen.length).toBe(anzahl);
      await expect(page.getByRole('heading', { level: 1, name: titel })).toHaveCount(0);

      codeFreigeben();
      await expect(page.getByRole('heading', { level: 1, name: titel })).toBeVisible();
      await expect(page.getByRole('main').getByText(texts.allgemein.wirdGeladen)).toHaveCount(0);
      expect(anfragen).toHaveLength(anzahl);
    });
  }
});
