import type { AppBrand } from '@ekp/brand';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { stelleUhr } from '../../test/uhr.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';
import { diagramm } from './test/hilfen.ts';

const v = texts.verbrauch;

describe('/vertrag/{id}/verbrauch', () => {
  it('3000101: both charts in the brand colours, the default description, the table and back', async () => {
    await stelleUhr('2026-11-22T10:00:00+01:00');
    await oeffneSeite('/vertrag/3000101/verbrauch', v.titel('3000101'));
    await expect.poll(() => document.title).toBe(`${v.titel('3000101')} – ${testBrand.mandant}`);

    // Readings 01.10.2022, then 31.12. and 15.06. of every year, and 02.11.2026 (20 days ago): nine periods.
    const tabelle = page.getByRole('table', { name: v.tabelle });
    await expect.element(tabelle).toBeVisible();
    expect(tabelle.getByRole('row').all()).toHaveLength(1 + 9);
    await expect.element(tabelle.getByRole('rowheader').first()).toHaveAccessibleName('01.10.2022');
    const letzte = tabelle.getByRole('row').last();
    await expect.element(letzte.getByRole('rowheader')).toHaveAccessibleName('15.06.2026');
    await expect.element(letzte.getByRole('cell').first()).toHaveAccessibleName('02.11.2026');

    const farben = testBrand.chart.farben;
    const verlauf = await diagramm(v.diagrammJahresverbrauch);
    const [linie, zeitraum, jahr] = verlauf.data.datasets;
    expect(verlauf.data.labels).toHaveLength(9);
    expect(linie).toMatchObject({
      type: 'line',
      label: v.verlauf,
      backgroundColor: farben.verbrauchsverlauf,
      borderColor: farben.verbrauchsverlaufRand,
      pointRadius: 5,
      borderWidth: 2,
    });
    expect(zeitraum).toMatchObject({
      type: 'bar',
      label: v.zeitraumverbrauch,
      backgroundColor: farben.verbrauchZeitraum,
    });
    expect(jahr).toMatchObject({
      type: 'bar',
      label: v.jahresverbrauch,
      backgroundColor: farben.verbrauchJahr,
    });
    expect(linie?.data).toEqual(jahr?.data);

    const prognose = await diagramm(v.diagrammPrognose);
    expect(prognose.data.datasets.map((d) => [d.label, d.backgroundColor])).toEqual([
      [v.zeitraumverbrauch, farben.verbrauchZeitraum],
      [v.prognose, farben.prognose],
    ]);
    // SPEC §9: at least 200 px high.
    expect(prognose.height).toBeGreaterThanOrEqual(200);

    // testBrand has no description texts: the default one explains the first chart.
    await expect.element(page.getByText(v.beschreibungStandard)).toBeVisible();
    // Each chart image is described by its text summary.
    const bild = page.getByRole('img', { name: v.diagrammJahresverbrauch }).element();
    const beschreibung = document.getElementById(bild.getAttribute('aria-describedby') ?? '');
    expect(beschreibung?.textContent).toMatch(/^9 Zeiträume vom 01\.10\.2022 bis 02\.11\.2026\./);

    await erwarteLink(texts.allgemein.zurueck, '/vertrag/3000101/detail');
    await expectNoAxeViolations();
  });

  it('the legend under a chart shows and hides a series, by keyboard as well, with its mark', async () => {
    await renderPortal({ path: '/vertrag/3000101/verbrauch', signedInAs: '10000001' });
    const prognose = await diagramm(v.diagrammPrognose);
    const legende = page
      .getByRole('figure', { name: v.diagrammPrognose })
      .getByRole('group', { name: v.legende });
    const zeitraum = legende.getByRole('button', { name: v.zeitraumverbrauch });
    const eintrag = legende.getByRole('button', { name: v.prognose });
    await expect.element(eintrag).toHaveAttribute('aria-pressed', 'true');
    // Told apart by shape as well as colour: a bar's entry is a square in its colour, the line's a line with a point.
    expect(eintrag.element().querySelector('rect')?.getAttribute('fill')).toBe(
      testBrand.chart.farben.prognose,
    );
    const linie = page
      .getByRole('figure', { name: v.diagrammJahresverbrauch })
      .getByRole('button', { name: v.verlauf })
      .element();
    expect(['rect', 'line', 'circle'].map((form) => linie.querySelector(form) !== null)).toEqual([
      false,
      true,
      true,
    ]);

    (zeitraum.element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(eintrag.element());
    await userEvent.keyboard(' ');
    await expect.element(eintrag).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => prognose.isDatasetVisible(1)).toBe(false);
    expect(prognose.isDatasetVisible(0)).toBe(true);
    // Only this chart: the same series in the other chart stays.
    const verlauf = await diagramm(v.diagrammJahresverbrauch);
    expect(verlauf.data.datasets.every((_, i) => verlauf.isDatasetVisible(i))).toBe(true);
    await expectNoAxeViolations();

    await userEvent.keyboard('{Enter}');
    await expect.element(eintrag).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => prognose.isDatasetVisible(1)).toBe(true);
  });

  it("the brand's description texts and colours", async () => {
    const marke: AppBrand = {
      ...testBrand,
      chart: {
        farben: { ...testBrand.chart.farben, verbrauchZeitraum: '#7b1fa2', prognose: '#00695c' },
        texte: {
          verbrauch: 'Eigene Beschreibung des Verbrauchs.',
          prognose: 'Eigene Beschreibung der Prognose.',
        },
      },
    };
    await renderPortal({ path: '/vertrag/3000103/verbrauch', signedInAs: '10000001', brand: marke });
    await expect.element(page.getByText('Eigene Beschreibung des Verbrauchs.')).toBeVisible();
    await expect.element(page.getByText('Eigene Beschreibung der Prognose.')).toBeVisible();
    expect(page.getByText(v.beschreibungStandard).all()).toHaveLength(0);
    const prognose = await diagramm(v.diagrammPrognose);
    expect(prognose.data.datasets.map((d) => d.backgroundColor)).toEqual(['#7b1fa2', '#00695c']);
  });

  it('3000102 (HT/NT): a column per channel', async () => {
    await renderPortal({ path: '/vertrag/3000102/verbrauch', signedInAs: '10000001' });
    const tabelle = page.getByRole('table', { name: v.tabelle });
    await expect.element(tabelle.getByRole('columnheader', { name: '1-0:1.8.1' })).toBeVisible();
    await expect.element(tabelle.getByRole('columnheader', { name: '1-0:1.8.2' })).toBeVisible();
  });

  it('the empty text (10000002)', async () => {
    await renderPortal({ path: '/vertrag/3000201/verbrauch', signedInAs: '10000002' });
    await expect.element(page.getByText(v.keine)).toBeVisible();
    expect(page.getByRole('img').all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('a load error with its reload action', async () => {
    await demo.fault({ operationId: 'getVerbraeuche', status: 404 });
    await renderPortal({ path: '/vertrag/3000101/verbrauch', signedInAs: '10000001' });
    await expect.element(page.getByRole('alert').filter({ hasText: v.ladeFehler })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: texts.allgemein.neuLaden }).click();
    await expect.element(page.getByRole('table', { name: v.tabelle })).toBeVisible();
    expect(page.getByRole('alert').all()).toHaveLength(0);
  });

  it('a server message wins over the default text; 5xx shows the technical message', async () => {
    await demo.fault({
      operationId: 'getVerbraeuche',
      status: 400,
      body: { message: 'Verbräuche derzeit nicht verfügbar.' },
    });
    const { screen } = await renderPortal({ path: '/vertrag/3000101/verbrauch', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Verbräuche derzeit nicht verfügbar.' }))
      .toBeVisible();
    screen.unmount();

    await demo.fault({ operationId: 'getVerbraeuche', status: 503, times: 2 });
    await renderPortal({ path: '/vertrag/3000101/verbrauch', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('alert').filter({ hasText: texts.allgemein.technischerFehler }), {
        timeout: 5000,
      })
      .toBeVisible();
  });
});
