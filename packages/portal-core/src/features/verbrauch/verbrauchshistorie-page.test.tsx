/// <reference types="@vitest/browser-playwright" />
import { describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';

import { formatZahl } from '../../format/de.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { stelleUhr } from '../../test/uhr.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';
import type { HistorienEintrag } from './diagramme.ts';
import { beobachteAbrufe, diagramm, faengeDownloads, pruefeCsvForm, verzoegere } from './test/hilfen.ts';

const h = texts.verbrauchshistorie;
const knopf = (name: string) => page.getByRole('button', { name, exact: true });
const zeitraumText = (von: string, bis: string) => page.getByText(h.zeitraum(von, bis), { exact: true });

async function oeffne(vertrag = '3000101') {
  await oeffneSeite(`/vertrag/${vertrag}/verbrauchshistorie`, h.titel(vertrag));
}

/** Waits until the chart shows `anzahl` intervals and the controls are unlocked again. */
async function geladen(anzahl: number) {
  await expect.poll(async () => (await diagramm(h.diagramm)).data.labels?.length).toBe(anzahl);
  await expect.element(knopf(h.modi.stuendlich)).not.toHaveAttribute('aria-disabled');
  return diagramm(h.diagramm);
}

function abrufBereich(url: URL) {
  return {
    von: url.searchParams.get('von'),
    bis: url.searchParams.get('bis'),
    interval: url.searchParams.get('interval'),
  };
}

/** 22.11.2026 10:00, the month view of November open (21 days until yesterday), downloads caught. */
async function monatsuebersichtMitDownloads() {
  await stelleUhr('2026-11-22T10:00:00+01:00');
  const downloads = faengeDownloads();
  await oeffne();
  await geladen(48);
  await knopf(h.modi.taeglich).click();
  await geladen(21);
  return downloads;
}

describe('/vertrag/{id}/verbrauchshistorie: the 48-hour view', () => {
  it('spring-forward day before 12:00: yesterday and today in two calls, 47 hours, brand colours, no next', async () => {
    await stelleUhr('2026-03-29T10:00:00+02:00');
    const { abrufe } = beobachteAbrufe('/historie');
    await oeffne();
    await expect.poll(() => document.title).toBe(`${h.titel('3000101')} – ${testBrand.mandant}`);
    await expect.element(knopf(h.modi.stuendlich)).toHaveAttribute('aria-pressed', 'true');
    await expect.element(zeitraumText('28.03.2026', '29.03.2026')).toBeVisible();
    const chart = await geladen(47);

    expect(abrufe.map((a) => abrufBereich(a.url))).toEqual([
      { von: '2026-03-28T00:00:00+01:00', bis: '2026-03-29T00:00:00+01:00', interval: 'STUENDLICH' },
      { von: '2026-03-29T00:00:00+01:00', bis: '2026-03-30T00:00:00+02:00', interval: 'STUENDLICH' },
    ]);
    const farben = testBrand.chart.farben;
    const [preis, verbrauch] = chart.data.datasets;
    expect(verbrauch).toMatchObject({
      type: 'bar',
      backgroundColor: farben.historie,
      borderColor: farben.historieRand,
      borderWidth: 2,
    });
    expect(preis).toMatchObject({ type: 'line', borderColor: farben.preis, label: h.arbeitspreisEuro });
    // 02:00 does not exist on 29.03.2026: 01:00 is followed by 03:00.
    const labels = chart.data.labels as string[];
    expect(labels.slice(24, 27)).toEqual(['29.03. 00:00', '29.03. 01:00', '29.03. 03:00']);
    expect(chart.height).toBeGreaterThanOrEqual(200);

    await expect.element(knopf(h.naechster)).toBeDisabled();
    await expect.element(page.getByText(h.hinweisMorgen)).toBeVisible();
    await expect.element(page.getByText(h.hinweis)).toBeVisible();

    await page.getByText(h.tabelleAnzeigen).click();
    const tabelle = page.getByRole('table', { name: h.tabelle });
    await expect.element(tabelle).toBeVisible();
    expect(tabelle.getByRole('row').all()).toHaveLength(1 + 47);
    await erwarteLink(texts.allgemein.zurueck, '/vertrag/3000101/detail');
    await expectNoAxeViolations();
  });

  it('dynamic tariff: the chart marks the cheapest window and now, the table names each hour’s level', async () => {
    const t = texts.dynamischerTarif;
    await stelleUhr('2026-11-22T13:20:00+01:00');
    await oeffne();
    const chart = await geladen(48);
    const satz = page.getByRole('listitem').filter({ hasText: `für ${t.dauer(3)}: heute` });
    const [, von] = /heute (\d\d:\d\d)–/.exec(satz.element().textContent) ?? [];
    const fenster = chart.data.datasets.find((d) => d.label === t.fensterMarke(3));
    expect(fenster).toMatchObject({ type: 'line', yAxisID: 'preis' });
    // Hours as bars: the mark sits on the price line over the window's three bars.
    const markiert = (fenster?.data ?? []).flatMap((w, i) => (w == null ? [] : [chart.data.labels?.[i]]));
    expect(markiert[0]).toBe(`22.11. ${von}`);
    const jetzt = chart.data.datasets.find((d) => d.label?.startsWith('Jetzt: '));
    expect((jetzt?.data ?? []).flatMap((w, i) => (w == null ? [] : [chart.data.labels?.[i]]))).toEqual([
      '22.11. 13:00',
    ]);

    await page.getByText(h.tabelleAnzeigen).click();
    const tabelle = page.getByRole('table', { name: h.tabelle });
    await expect.element(tabelle.getByRole('columnheader', { name: t.spalteStufe })).toBeVisible();
    const stufen = new Set(Object.values(t.stufen));
    const zellen = tabelle
      .getByRole('row')
      .elements()
      .slice(1)
      .map((zeile) => zeile.querySelectorAll('td')[2]?.textContent ?? '');
    expect(zellen).toHaveLength(48);
    expect(zellen.every((zelle) => stufen.has(zelle as never))).toBe(true);
    // After 12:00 tomorrow is one page on, not late: no note that its prices are missing.
    expect(page.getByText(t.morgenNochNicht).elements()).toHaveLength(0);
    await expectNoAxeViolations();

    // A past day has no cheapest times to plan: the legend of the levels heads its own section.
    await knopf(h.vorheriger).click();
    await expect.element(zeitraumText('20.11.2026', '21.11.2026')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: t.legende })).toBeVisible();
    expect(page.getByRole('heading', { name: t.guenstigsteZeiten }).elements()).toHaveLength(0);
  });

  it.each([
    { fall: '11:59: tomorrow is not yet published', uhr: '2026-03-28T11:59:00+01:00', weiter: false },
    { fall: '12:00: next shows today and tomorrow (23 h)', uhr: '2026-03-28T12:00:00+01:00', weiter: true },
  ])('$fall', async ({ uhr, weiter }) => {
    await stelleUhr(uhr);
    await oeffne();
    await geladen(48);
    await expect.element(zeitraumText('27.03.2026', '28.03.2026')).toBeVisible();
    if (!weiter) {
      await expect.element(knopf(h.naechster)).toBeDisabled();
      return;
    }
    await knopf(h.naechster).click();
    await expect.element(zeitraumText('28.03.2026', '29.03.2026')).toBeVisible();
    const chart = await geladen(47);
    // Tomorrow has prices but no consumption yet.
    const verbrauch = chart.data.datasets[1]?.data ?? [];
    expect(verbrauch.slice(24)).toEqual(Array.from({ length: 23 }, () => null));
    expect(chart.data.datasets[0]?.data.slice(24).every((w) => typeof w === 'number')).toBe(true);
    await expect.element(knopf(h.naechster)).toBeDisabled();
    await knopf(h.vorheriger).click();
    await expect.element(zeitraumText('27.03.2026', '28.03.2026')).toBeVisible();
  });

  it('fall-back day: 49 hours, the doubled hour labelled with its zone', async () => {
    await stelleUhr('2026-10-25T15:00:00+01:00');
    await oeffne();
    const chart = await geladen(49);
    const labels = chart.data.labels as string[];
    expect(labels.filter((l) => l.startsWith('25.10. 02:00'))).toEqual([
      '25.10. 02:00 MESZ',
      '25.10. 02:00 MEZ',
    ]);
  });

  it('15-minute prices (3000108) stay quarter-hours: 192 intervals, 196 on the fall-back day', async () => {
    await stelleUhr('2026-11-22T10:00:00+01:00');
    const { screen } = await renderPortal({
      path: '/vertrag/3000108/verbrauchshistorie',
      signedInAs: '10000001',
    });
    const chart = await geladen(192);
    expect((chart.data.labels as string[]).slice(0, 3)).toEqual([
      '21.11. 00:00',
      '21.11. 00:15',
      '21.11. 00:30',
    ]);
    screen.unmount();

    await stelleUhr('2026-10-25T15:00:00+01:00');
    await renderPortal({ path: '/vertrag/3000108/verbrauchshistorie', signedInAs: '10000001' });
    await geladen(196);
  });
});

describe('/vertrag/{id}/verbrauchshistorie: month and year', () => {
  it('modes, paging with limits, the cache per mode and range, reload, cents and "Aktuell"', async () => {
    await stelleUhr('2026-11-22T10:00:00+01:00');
    const { abrufe } = beobachteAbrufe('/historie');
    await oeffne();
    await geladen(48);

    await knopf(h.modi.taeglich).click();
    await expect.element(knopf(h.modi.taeglich)).toHaveAttribute('aria-pressed', 'true');
    await expect.element(zeitraumText('01.11.2026', '21.11.2026')).toBeVisible();
    let chart = await geladen(21);
    const letzter = abrufe[abrufe.length - 1];
    expect(abrufBereich(letzter!.url)).toEqual({
      von: '2026-11-01T00:00:00+01:00',
      bis: '2026-11-22T00:00:00+01:00',
      interval: 'TAEGLICH',
    });
    // Daily working prices in cent (SPEC §9), in chart and table.
    const tage = (letzter!.antwort as { data: HistorienEintrag[] }).data;
    expect(chart.data.datasets[0]?.data[0]).toBeCloseTo((tage[0]?.arbeitspreis ?? 0) * 100, 10);
    expect(chart.data.datasets[0]?.label).toBe(h.arbeitspreisCent);
    await page.getByText(h.tabelleAnzeigen).click();
    const erste = page.getByRole('table', { name: h.tabelle }).getByRole('row').nth(1);
    await expect.element(erste.getByRole('rowheader')).toHaveTextContent('Sonntag, 1. November 2026');
    await expect
      .element(erste.getByRole('cell').nth(1))
      .toHaveTextContent(`${formatZahl((tage[0]?.arbeitspreis ?? 0) * 100, 2)} ct/kWh`);
    await expect.element(knopf(h.naechster)).toBeDisabled();

    await knopf(h.vorheriger).click();
    await expect.element(zeitraumText('01.10.2026', '31.10.2026')).toBeVisible();
    chart = await geladen(31);
    const anzahl = abrufe.length;
    await knopf(h.naechster).click();
    await expect.element(zeitraumText('01.11.2026', '21.11.2026')).toBeVisible();
    await geladen(21);
    expect(abrufe).toHaveLength(anzahl); // from the cache
    await knopf(texts.allgemein.neuLaden).click();
    await expect.poll(() => abrufe.length).toBe(anzahl + 1);
    await geladen(21);

    await knopf(h.modi.monatlich).click();
    await expect.element(zeitraumText('01.01.2026', '21.11.2026')).toBeVisible();
    chart = await geladen(11);
    expect(chart.data.labels?.[0]).toBe('Januar');
    expect(chart.data.labels?.[10]).toBe(h.aktuell);
    expect(abrufBereich(abrufe[abrufe.length - 1]!.url).interval).toBe('MONATLICH');
    await expect.element(knopf(h.naechster)).toBeDisabled();
    await knopf(h.vorheriger).click();
    await expect.element(zeitraumText('01.01.2025', '31.12.2025')).toBeVisible();
    chart = await geladen(12);
    expect(chart.data.labels).not.toContain(h.aktuell);
    await expect.element(knopf(h.naechster)).toBeEnabled();

    // Every mode opens at its latest period.
    await knopf(h.modi.stuendlich).click();
    await expect.element(zeitraumText('21.11.2026', '22.11.2026')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('year view on 1 January: the shown year (the one before) against its own year before', async () => {
    await stelleUhr('2027-01-01T10:00:00+01:00');
    const { abrufe } = beobachteAbrufe('/historie');
    await oeffne();
    // The mode buttons are locked while the first period loads.
    await expect.element(knopf(h.modi.monatlich)).not.toHaveAttribute('aria-disabled');
    await knopf(h.modi.monatlich).click();
    await expect.element(zeitraumText('01.01.2026', '31.12.2026')).toBeVisible();
    await geladen(12);
    const tabelle = page.getByRole('table', { name: texts.dynamischerTarif.vorjahrTabelle });
    await expect.element(tabelle).toBeVisible();
    expect(abrufe.map((a) => abrufBereich(a.url))).toContainEqual({
      von: '2025-01-01T00:00:00+01:00',
      bis: '2026-01-01T00:00:00+01:00',
      interval: 'MONATLICH',
    });
    const zeilen = [...tabelle.element().querySelectorAll('tbody tr')];
    expect(zeilen[0]?.querySelector('th')?.textContent).toBe('Januar 2026');
    // The demo's dynamic tariff has values in 2025: some month shows its year-before figures.
    const vorjahrVerbrauch = zeilen.map((zeile) => zeile.querySelectorAll('td')[1]?.textContent ?? '');
    expect(vorjahrVerbrauch.some((wert) => wert !== '')).toBe(true);
    await expectNoAxeViolations();
  });

  it('before the dynamic tariff there is no data', async () => {
    await stelleUhr('2026-11-22T10:00:00+01:00');
    await oeffne();
    await geladen(48);
    await knopf(h.modi.monatlich).click();
    await geladen(11);
    for (const jahr of ['2025', '2024', '2023']) {
      await knopf(h.vorheriger).click();
      await expect.element(zeitraumText(`01.01.${jahr}`, `31.12.${jahr}`)).toBeVisible();
    }
    await expect.element(page.getByText(h.keineDaten)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('mode buttons, arrows and reload are locked while a period loads', async () => {
    await verzoegere('getVerbrauchshistorie', 1500, 2);
    await oeffne();
    for (const name of [
      h.modi.taeglich,
      h.modi.monatlich,
      h.vorheriger,
      texts.allgemein.neuLaden,
      h.csvHerunterladen,
    ]) {
      await expect.element(knopf(name)).toHaveAttribute('aria-disabled', 'true');
    }
    // A locked button ignores clicks (a DOM click: Playwright itself waits for a locked button to unlock).
    (knopf(h.modi.taeglich).element() as HTMLButtonElement).click();
    await expect.element(knopf(h.modi.stuendlich)).toHaveAttribute('aria-pressed', 'true');
    await expect.element(knopf(h.modi.taeglich), { timeout: 8000 }).not.toHaveAttribute('aria-disabled');
    await expect.element(knopf(h.vorheriger)).not.toHaveAttribute('aria-disabled');
  });
});

describe('/vertrag/{id}/verbrauchshistorie: errors', () => {
  it.each([
    { fall: 'no message: the SPEC text', fault: { status: 404 }, text: h.fehler },
    {
      fall: 'the server message',
      fault: { status: 400, body: { message: 'Zeitraum ungültig.' } },
      text: 'Zeitraum ungültig.',
    },
    {
      fall: '5xx: the technical message',
      fault: { status: 500, times: 4 },
      text: texts.allgemein.technischerFehler,
    },
  ])('$fall', async ({ fault, text }) => {
    await demo.fault({ operationId: 'getVerbrauchshistorie', ...fault });
    await oeffne();
    await expect.element(page.getByRole('alert').filter({ hasText: text }), { timeout: 5000 }).toBeVisible();
    await expectNoAxeViolations();
  });

  it('a contract without a dynamic tariff answers with its reason', async () => {
    await oeffne('3000102');
    await expect
      .element(
        page.getByRole('alert').filter({ hasText: 'Der Vertrag 3000102 hat keinen dynamischen Tarif.' }),
      )
      .toBeVisible();
  });
});

describe('/vertrag/{id}/verbrauchshistorie: CSV', () => {
  const kopf = h.csvKopf;

  it('48h and year: the shown values, named after the period', async () => {
    await stelleUhr('2026-03-29T10:00:00+02:00');
    const downloads = faengeDownloads();
    await oeffne();
    await geladen(47);
    await knopf(h.csvHerunterladen).click();
    let datei = await downloads.letzte();
    expect(datei.name).toBe('Stundendaten_dynamischer_Tarif__2026-03-28_2026-03-29.csv');
    pruefeCsvForm(datei, kopf);
    expect(datei.zeilen).toHaveLength(1 + 47);
    expect(datei.zeilen[1]).toMatch(/^28\.03\.2026 00:00;\d+,\d+;-?\d+,\d+;-?\d+,\d+$/);
    expect(datei.zeilen[27]).toMatch(/^29\.03\.2026 03:00;/);
    // Hours without consumption yet: price only.
    expect(datei.zeilen[47]).toMatch(/^29\.03\.2026 23:00;;\d+,\d+;$/);

    await knopf(h.modi.monatlich).click();
    await geladen(3);
    await knopf(h.csvHerunterladen).click();
    await expect.poll(() => downloads.anzahl()).toBe(2);
    datei = await downloads.letzte();
    expect(datei.name).toBe('Jahresdaten_dynamischer_Tarif__2026-01-01_2026-03-28.csv');
    pruefeCsvForm(datei, kopf);
    expect(datei.zeilen.slice(1).map((z) => z.slice(0, 7))).toEqual(['01.2026', '02.2026', '03.2026']);
  });

  it('month: every day fetched on its own, at most 4 at once, 745 hours in October 2026', async () => {
    const downloads = await monatsuebersichtMitDownloads();
    await knopf(h.vorheriger).click();
    await geladen(31);
    const beobachtet = beobachteAbrufe('/historie');
    await knopf(h.csvHerunterladen).click();
    const datei = await downloads.letzte();
    expect(datei.name).toBe('Monatsdaten_dynamischer_Tarif__2026-10-01_2026-10-31.csv');
    pruefeCsvForm(datei, kopf);
    expect(datei.zeilen).toHaveLength(1 + 745);
    expect(datei.zeilen.filter((z) => z.startsWith('25.10.2026 02:00')).map((z) => z.split(';')[0])).toEqual([
      '25.10.2026 02:00 MESZ',
      '25.10.2026 02:00 MEZ',
    ]);
    expect(beobachtet.abrufe).toHaveLength(31);
    expect(beobachtet.abrufe.every((a) => a.url.searchParams.get('interval') === 'STUENDLICH')).toBe(true);
    expect(abrufBereich(beobachtet.abrufe[24]!.url)).toMatchObject({
      von: '2026-10-25T00:00:00+02:00',
      bis: '2026-10-26T00:00:00+01:00',
    });
    expect(beobachtet.maximal()).toBeLessThanOrEqual(4);
    expect(beobachtet.maximal()).toBeGreaterThan(1);
    await expectNoAxeViolations();
  });

  it('month: progress, cancel, and the failure text', async () => {
    const downloads = await monatsuebersichtMitDownloads();

    await verzoegere('getVerbrauchshistorie', 250, -1);
    await knopf(h.csvHerunterladen).click();
    await expect.element(page.getByText(h.exportLaeuft)).toBeVisible();
    await expect.element(page.getByText(/^Tag [1-9]\d? von 21$/)).toBeVisible();
    // Navigation is locked while exporting.
    await expect.element(knopf(h.vorheriger)).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations();
    await knopf(h.exportAbbrechen).click();
    await expect.element(page.getByText(h.exportAbgebrochen)).toBeVisible();
    expect(downloads.anzahl()).toBe(0);
    await expect.element(knopf(h.vorheriger)).not.toHaveAttribute('aria-disabled');

    await demo.clearFaults();
    await demo.fault({ operationId: 'getVerbrauchshistorie', status: 500, times: -1 });
    await knopf(h.csvHerunterladen).click();
    await expect.element(page.getByRole('alert').filter({ hasText: h.csvFehler })).toBeVisible();
    expect(downloads.anzahl()).toBe(0);
  });
});

describe('/vertrag/{id}/verbrauchshistorie: presentation', () => {
  /** Pages one period back and waits until the chart shows it. */
  async function eineSeiteZurueck() {
    const vorher = (await diagramm(h.diagramm)).data.labels?.[0];
    await knopf(h.vorheriger).click();
    await expect.poll(async () => (await diagramm(h.diagramm)).data.labels?.[0]).not.toBe(vorher);
    return diagramm(h.diagramm);
  }

  it('the first chart appears at once; another period moves from the old values to the new', async () => {
    await stelleUhr('2026-11-22T10:00:00+01:00');
    await oeffne();
    expect((await geladen(48)).options.animation).toBe(false);
    expect((await eineSeiteZurueck()).options.animation).not.toBe(false);
  });

  it('no animation with prefers-reduced-motion, not even for another period; no sideways scrolling at 360 px', async () => {
    // Two ordinary days (48 hours); the DST days have their own tests.
    await stelleUhr('2026-11-22T10:00:00+01:00');
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    await page.viewport(360, 740);
    try {
      await oeffne();
      const chart = await geladen(48);
      expect(chart.options.animation).toBe(false);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      expect((await eineSeiteZurueck()).options.animation).toBe(false);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
      await page.viewport(414, 896);
    }
  });
});
