// Issue 13: the screens against answers a real supplier's backend may plausibly send (numbers as strings with a
// decimal comma, missing keys, "true"/"false", ids as numbers, timestamps for dates, bare lists): every value that
// was sent is shown, nothing crashes, nothing shows an empty unit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { formatCent, formatDatum, formatEuro, formatKwh } from '../format/de.ts';
import { demo } from '../test/demo-backend.ts';
import { renderPortal } from '../test/render-portal.tsx';
import { stelleUhr } from '../test/uhr.ts';
import { texts } from '../texts.ts';

const norm = (text: string) => text.replace(/\u00a0/g, ' ');
const region = (name: string) => page.getByRole('region', { name, exact: true });

beforeEach(() => {
  // Unreadable fields are logged by the reader; these tests send some on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(document.body.textContent).not.toContain(texts.router.fehlerAnsicht);
});

describe('answers in another dialect than the contract', () => {
  it('a tariff with prices as strings (decimal comma) and keys left out shows its prices', async () => {
    await demo.fault({
      operationId: 'getAktuellerTarif',
      status: 200,
      body: {
        name: 'Stadtwerk Strom Klassik',
        tariftyp: 'ALLES_INKLUSIVE_NETTO',
        grundpreis: '119,40',
        arbeitspreis: '28,73',
        istDynamisch: 'false',
        gueltigVon: '2026-01-01T00:00:00+01:00',
      },
    });
    await renderPortal({ path: '/vertrag/3000102/detail', signedInAs: '10000001' });
    const tarif = region(texts.vertragDetail.aktuellerTarif);
    await expect.element(tarif.getByText('Stadtwerk Strom Klassik')).toBeVisible();
    const netto = `(${texts.tarif.netto})`;
    await expect
      .element(tarif.getByText(norm(`${formatEuro(119.4)} ${texts.tarif.proJahr} ${netto}`)))
      .toBeVisible();
    await expect.element(tarif.getByText(norm(`${formatCent(28.73)}/kWh ${netto}`))).toBeVisible();
  });

  it('an unreadable price shows as – with its unit text, never as a bare unit', async () => {
    await demo.fault({
      operationId: 'getAktuellerTarif',
      status: 200,
      body: { name: 'Stadtwerk Strom Klassik', tariftyp: 'ALLES_INKLUSIVE_NETTO', grundpreis: 'auf Anfrage' },
    });
    await renderPortal({ path: '/vertrag/3000102/detail', signedInAs: '10000001' });
    const tarif = region(texts.vertragDetail.aktuellerTarif);
    await expect
      .element(
        tarif.getByText(`${texts.formate.keinWert} ${texts.tarif.proJahr} (${texts.tarif.netto})`, {
          exact: true,
        }),
      )
      .toBeVisible();
  });

  it('readings with a plain number per channel show the number', async () => {
    await demo.fault({
      operationId: 'getAblesungen',
      status: 200,
      body: [
        {
          ablesedatum: '2026-05-21',
          zaehlernummer: '1ESY1161234501',
          ablesewerte: { '1-1:1.8.0': '12345,6' },
          ermittlungsart: 'KUNDE',
        },
      ],
      times: -1,
    });
    await renderPortal({ path: '/vertrag/3000101/ablesungen', signedInAs: '10000001' });
    const zeile = () => page.getByRole('row').nth(1).element().textContent;
    await expect.poll(zeile).toContain(formatDatum('2026-05-21'));
    expect(zeile()).toContain('12.345,6');
  });

  it('consumption without proKanal and with sums as strings shows the sums', async () => {
    await stelleUhr('2026-11-22T10:00:00+01:00');
    await demo.fault({
      operationId: 'getVerbraeuche',
      status: 200,
      body: { data: [{ von: '2025-01-01', bis: '2025-12-31', summe: '3480,5', summeJahr: '3490' }] },
      times: -1,
    });
    await renderPortal({ path: '/vertrag/3000101/verbrauch', signedInAs: '10000001' });
    const tabelle = page.getByRole('table', { name: texts.verbrauch.tabelle });
    await expect.element(tabelle).toBeVisible();
    await expect.poll(() => tabelle.element().textContent).toContain(formatKwh(3480.5, 1));
    // Every unit has its number (an unreadable one would be '–' or empty, never a bare ' kWh').
    const inhalt = tabelle.element().textContent;
    expect(inhalt.match(/kWh/g)?.length).toBe(inhalt.match(/\d\s?kWh/g)?.length);
  });

  it('a bank account with "false", a numeric id and a timestamp: Nein, and no Mandatsreferenz', async () => {
    await demo.fault({
      operationId: 'getBankverbindungen',
      status: 200,
      body: [
        {
          bankverbindungId: 4711,
          kontoinhaber: 'Dr. Max Mustermann',
          iban: 'DE02120300000000202051',
          bic: 'BYLADEM1001',
          bankname: 'Deutsche Kreditbank Berlin',
          gueltigVon: '2020-01-01T00:00:00+01:00',
          lastschrifteinzugErlaubt: 'false',
          valide: 'true',
        },
      ],
      times: -1,
    });
    await renderPortal({ path: '/bankverbindungen', signedInAs: '10000001' });
    const karte = page.getByRole('article', { name: 'DE02 1203 0000 0000 2020 51', exact: true });
    await expect.element(karte).toBeVisible();
    await expect.element(karte.getByText(texts.allgemein.nein, { exact: true })).toBeVisible();
    expect(karte.getByText(texts.bankverbindung.mandatsreferenz).all()).toHaveLength(0);
  });

  it('a history sent as a bare list shows its values, not "no data"', async () => {
    await stelleUhr('2026-06-10T10:00:00+02:00');
    await demo.fault({
      operationId: 'getVerbrauchshistorie',
      status: 200,
      body: [
        {
          von: '2026-06-09T10:00:00+02:00',
          bis: '2026-06-09T11:00:00+02:00',
          verbrauch: '0,42',
          arbeitspreis: '0,2874',
          kosten: '0,12',
        },
      ],
      times: -1,
    });
    await renderPortal({ path: '/vertrag/3000101/verbrauchshistorie', signedInAs: '10000001' });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(page.getByText(texts.verbrauchshistorie.tabelleAnzeigen));
    const tabelle = page.getByRole('table', { name: texts.verbrauchshistorie.tabelle });
    await expect.poll(() => tabelle.element().textContent).toContain('0,42');
    expect(page.getByText(texts.verbrauchshistorie.keineDaten).all()).toHaveLength(0);
  });
});

/**
 * The main region's text once nothing loads any more, each chart is drawn and its alternative rendered (both come
 * after the screen's text, issue 17), and it has stopped changing.
 */
async function fertigerText(): Promise<string> {
  let vorher = '';
  const diagrammeFertig = () =>
    [...document.querySelectorAll('main figure')].every(
      (figur) =>
        figur.querySelector('canvas') !== null &&
        figur.querySelector('details > div, .sr-only')?.hasChildNodes() === true,
    );
  await expect
    .poll(
      () => {
        const text = document.querySelector('main')?.textContent ?? '';
        const fertig =
          text !== '' && !text.includes(texts.allgemein.wirdGeladen) && diagrammeFertig() && text === vorher;
        vorher = text;
        return fertig;
      },
      { interval: 150, timeout: 10_000 },
    )
    .toBe(true);
  return vorher;
}

describe.each(['spec', 'variant'] as const)('whole screens in the demo backend’s %s profile', (profil) => {
  // The same screen, once with the contract's own answers and once in the dialect: it must read the same.
  it.each([
    '/vertrag/3000102/detail',
    '/vertrag/3000102/ablesungen',
    '/vertrag/3000102/verbrauch',
    '/vertrag/3000101/verbrauchshistorie',
    '/vertrag/3000101/preiszeitreihe',
    '/vertrag/3000102/tarifhistorie',
    '/bankverbindungen',
    '/vertrag/3000102/bankverbindungen',
    '/rechnungsadressen',
    '/daten/uebersicht',
    '/dokumente',
  ])('%s shows exactly what it shows with the contract’s answers', async (path) => {
    const standard = await renderPortal({ path, signedInAs: '10000001' });
    const erwartet = await fertigerText();
    standard.screen.unmount();
    await demo.profil(profil);
    await renderPortal({ path, signedInAs: '10000001' });
    expect(await fertigerText()).toBe(erwartet);
    expect(console.warn).not.toHaveBeenCalled();
  });
});
