import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { stelleUhr } from '../../test/uhr.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLink, oeffneSeite } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';
import { beobachteAbrufe, diagramm, faengeDownloads, pruefeCsvForm } from './test/hilfen.ts';

const p = texts.preiszeitreihe;
const t = texts.dynamischerTarif;

/** The labels of the points a dataset draws (non-null values), by its legend label. */
function punkteVon(chart: Awaited<ReturnType<typeof diagramm>>, label: string): string[] {
  const datensatz = chart.data.datasets.find((d) => d.label === label);
  expect(datensatz, label).toBeDefined();
  return (datensatz?.data ?? []).flatMap((wert, i) => (wert == null ? [] : [String(chart.data.labels?.[i])]));
}

async function oeffne(vertrag = '3000101') {
  await oeffneSeite(`/vertrag/${vertrag}/preiszeitreihe`, p.titel(vertrag));
}

/** The prices the chart draws (without the closing point at the end of the last interval). */
async function preise(anzahl: number) {
  await expect.poll(async () => (await diagramm(p.diagramm)).data.labels?.length).toBe(anzahl + 1);
  return diagramm(p.diagramm);
}

describe('/vertrag/{id}/preiszeitreihe', () => {
  it.each([
    {
      fall: '11:59: yesterday and today',
      uhr: '2026-11-22T11:59:00+01:00',
      von: '2026-11-21T00:00:00+01:00',
      bis: '2026-11-23T00:00:00+01:00',
      zeitraum: ['21.11.2026', '22.11.2026'],
      erster: '21.11. 00:00',
    },
    {
      fall: '12:00: today and tomorrow',
      uhr: '2026-11-22T12:00:00+01:00',
      von: '2026-11-22T00:00:00+01:00',
      bis: '2026-11-24T00:00:00+01:00',
      zeitraum: ['22.11.2026', '23.11.2026'],
      erster: '22.11. 00:00',
    },
  ])('$fall', async ({ uhr, von, bis, zeitraum, erster }) => {
    await stelleUhr(uhr);
    const { abrufe } = beobachteAbrufe('/preiszeitreihe');
    await oeffne();
    await expect
      .element(page.getByText(texts.verbrauchshistorie.zeitraum(zeitraum[0]!, zeitraum[1]!)))
      .toBeVisible();
    // Quarter hours: the day-ahead market trades them since 1.10.2025.
    const chart = await preise(2 * 96);
    expect(
      abrufe.map((a) => [a.url.pathname, a.url.searchParams.get('von'), a.url.searchParams.get('bis')]),
    ).toEqual([['/api/preiszeitreihe', von, bis]]);
    expect(chart.data.labels?.[0]).toBe(erster);
  });

  it('a stepped line in EUR with two decimals, in the brand colour, with summary and table', async () => {
    await stelleUhr('2026-11-22T13:00:00+01:00');
    await oeffne();
    await expect.poll(() => document.title).toBe(`${p.titel('3000101')} – ${testBrand.mandant}`);
    const chart = await preise(192);
    const [linie] = chart.data.datasets;
    expect(linie).toMatchObject({
      type: 'line',
      stepped: 'after',
      borderColor: testBrand.chart.farben.preis,
      borderWidth: 2,
    });
    // The last price is repeated at the end of its interval, so its step is drawn too.
    expect(linie?.data[192]).toBe(linie?.data[191]);
    const y = chart.scales.y;
    expect(y?.getLabelForValue(0.2)).toBeDefined();
    const tick = (chart.options.scales?.y?.ticks as { callback: (w: number) => string }).callback;
    expect(tick(0.2)).toBe('0,20\u00a0€');
    expect(chart.height).toBeGreaterThanOrEqual(200);

    const bild = page.getByRole('img', { name: p.diagramm }).element();
    const beschreibung = document.getElementById(bild.getAttribute('aria-describedby') ?? '');
    expect(beschreibung?.textContent).toMatch(
      /^Niedrigster Preis \d,\d\d\s€ am \d\d\.11\.2026 \d\d:\d\d Uhr, höchster Preis/,
    );

    await page.getByText(texts.verbrauchshistorie.tabelleAnzeigen).click();
    const tabelle = page.getByRole('table', { name: p.diagramm });
    await expect.element(tabelle).toBeVisible();
    expect(tabelle.getByRole('row').all()).toHaveLength(1 + 192);
    await erwarteLink(texts.allgemein.zurueck, '/vertrag/3000101/detail');
    await expectNoAxeViolations();
  });

  it('marks the cheapest window the sentence names, and now with its level; the tooltip says the level', async () => {
    await stelleUhr('2026-11-22T13:20:00+01:00');
    await oeffne();
    const chart = await preise(192);
    // The sentence for 3 hours today, as the customer reads it, decides what the chart must mark.
    const satz = page.getByRole('listitem').filter({ hasText: `für ${t.dauer(3)}: heute` });
    const [, von, bis] = /heute (\d\d:\d\d)–(\d\d:\d\d) Uhr/.exec(satz.element().textContent) ?? [];
    // Quarter hours: today's window comes first, 12 points and one that closes the step at its end.
    const heute = punkteVon(chart, t.fensterMarke(3)).slice(0, 3 * 4 + 1);
    expect(heute[0]).toBe(`22.11. ${von}`);
    expect(heute.at(-1)).toBe(bis === '24:00' ? '23.11. 00:00' : `22.11. ${bis}`);
    expect(heute.every((label) => label >= `22.11. ${von}`)).toBe(true);

    const jetzt = chart.data.datasets.find((d) => d.label?.startsWith('Jetzt: '));
    const stufe = page
      .getByText(/^Jetzt \(heute 13:15–13:30 Uhr\)/)
      .element()
      .textContent.split('Preisniveau ')[1];
    expect(jetzt?.label).toBe(t.jetztMarke(stufe ?? ''));
    expect(punkteVon(chart, jetzt?.label ?? '')).toEqual(['22.11. 13:15']);
    // The legend names the marks, not the price line: the axis names it.
    const legende = page.getByRole('group', { name: texts.verbrauch.legende });
    const eintraege = legende.getByRole('button');
    expect(eintraege.all().map((eintrag) => eintrag.element().textContent)).toEqual([
      t.fensterMarke(3),
      t.jetztMarke(stufe ?? ''),
    ]);
    // Now is its triangle in the legend as in the chart.
    expect(eintraege.last().element().querySelector('polygon')).not.toBeNull();

    const tooltip = chart.options.plugins?.tooltip?.callbacks;
    const punkt = { datasetIndex: 0, dataIndex: 53, parsed: { y: chart.data.datasets[0]?.data[53] } };
    const zeilen = (tooltip?.label as (item: unknown) => string[]).call(chart.tooltip, punkt);
    expect(zeilen[1]).toMatch(new RegExp(`^${t.spalteStufe}: (${Object.values(t.stufen).join('|')})$`));

    // The customer hides the window mark, then chooses another length: the new window shows.
    const fensterEintrag = (stunden: number) =>
      legende.getByRole('button', { name: t.fensterMarke(stunden) });
    await fensterEintrag(3).click();
    await expect.element(fensterEintrag(3)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => chart.isDatasetVisible(1)).toBe(false);

    // Another length: the chart marks the 1-hour window of today and tomorrow.
    (page.getByRole('radio', { name: t.dauer(3) }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect
      .poll(async () => punkteVon(await diagramm(p.diagramm), t.fensterMarke(1)).length)
      .toBe(2 * (4 + 1));
    await expect.element(fensterEintrag(1)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await diagramm(p.diagramm)).isDatasetVisible(1)).toBe(true);
    await expectNoAxeViolations();
    // Back to 3 hours: that window shows too; the choice to hide it was for the window shown then.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(fensterEintrag(3)).toHaveAttribute('aria-pressed', 'true');
  });

  it('quarter-hour prices as they are: 196 on the fall-back day, the CSV likewise', async () => {
    await stelleUhr('2026-10-25T13:00:00+01:00');
    const downloads = faengeDownloads();
    await oeffne('3000108');
    const chart = await preise(196);
    expect((chart.data.labels as string[]).filter((l) => l.startsWith('25.10. 02:'))).toEqual([
      '25.10. 02:00 MESZ',
      '25.10. 02:15 MESZ',
      '25.10. 02:30 MESZ',
      '25.10. 02:45 MESZ',
      '25.10. 02:00 MEZ',
      '25.10. 02:15 MEZ',
      '25.10. 02:30 MEZ',
      '25.10. 02:45 MEZ',
    ]);
    await page.getByRole('button', { name: texts.verbrauchshistorie.csvHerunterladen }).click();
    const datei = await downloads.letzte();
    expect(datei.name).toBe('preiszeitreihe_20261025T0000-20261026T2345.csv');
    pruefeCsvForm(datei, p.csvKopf);
    expect(datei.zeilen).toHaveLength(1 + 196);
    expect(datei.zeilen[1]).toMatch(/^25\.10\.2026 00:00;-?\d+,\d+$/);
    expect(datei.zeilen[2]).toMatch(/^25\.10\.2026 00:15;/);
  });

  it('CSV of hourly prices (before 1.10.2025): von;Preis, decimal comma, 48 rows, named after the first and last von', async () => {
    await stelleUhr('2025-09-22T10:00:00+02:00');
    const downloads = faengeDownloads();
    await oeffne();
    await preise(48);
    await page.getByRole('button', { name: texts.verbrauchshistorie.csvHerunterladen }).click();
    const datei = await downloads.letzte();
    expect(datei.name).toBe('preiszeitreihe_20250921T0000-20250922T2300.csv');
    pruefeCsvForm(datei, 'von;Preis');
    expect(datei.zeilen).toHaveLength(1 + 48);
    for (const zeile of datei.zeilen.slice(1))
      expect(zeile).toMatch(/^2[12]\.09\.2025 \d\d:00;-?\d+(,\d+)?$/);
  });

  it.each([
    {
      fall: 'the error message',
      fault: { status: 400, body: { message: 'Keine Preise verfügbar.' } },
      text: 'Keine Preise verfügbar.',
    },
    { fall: 'else the SPEC text', fault: { status: 404 }, text: texts.allgemein.unbekannterFehler },
  ])('$fall', async ({ fault, text }) => {
    await demo.fault({ operationId: 'getPreiszeitreihe', ...fault });
    await oeffne();
    await expect.element(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    expect(page.getByRole('button', { name: texts.verbrauchshistorie.csvHerunterladen }).all()).toHaveLength(
      0,
    );
    await expectNoAxeViolations();
  });
});
