import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { formatDatum } from '../../format/de.ts';
import { formatAblesewert, kanalwerte, neuesteZuerst } from '../../rules/ablesung.ts';
import { ermittlungsartLabel } from '../../rules/vertrag.ts';
import { ablesungenVomBackend } from '../../test/ablesung-hilfen.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.ablesungen;
const spaltenkoepfe = () =>
  page
    .getByRole('columnheader')
    .elements()
    .map((th) => th.textContent);
const zeilen = () => page.getByRole('row').elements().slice(1);
/** A cell's text without the column label the stacked (phone) layout repeats in it for sighted users. */
function zellText(zelle: Element): string {
  const kopie = zelle.cloneNode(true) as Element;
  kopie.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
  return kopie.textContent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/vertrag/{id}/ablesungen', () => {
  it('3000101 (one channel): every column, newest first, German numbers, source labels, back button, CSV', async () => {
    await oeffneSeite('/vertrag/3000101/ablesungen', t.titel('3000101'));
    await expect.poll(() => document.title).toBe(`${t.titel('3000101')} – ${testBrand.mandant}`);
    await expect.element(page.getByRole('table')).toBeVisible();

    expect(spaltenkoepfe()).toEqual([
      texts.ablesung.ablesedatum,
      texts.ablesung.zaehlernummer,
      texts.ablesung.ablesewert,
      t.ablesegrund,
      t.erfassungshinweis,
      t.ermittlungsart,
      t.ableseart,
    ]);

    const erwartet = neuesteZuerst(await ablesungenVomBackend('3000101'));
    expect(erwartet.length).toBeGreaterThan(3);
    const gezeigt = zeilen();
    expect(gezeigt).toHaveLength(erwartet.length);
    gezeigt.forEach((zeile, index) => {
      const ablesung = erwartet[index]!;
      const zellen = [...zeile.querySelectorAll('th, td')].map(zellText);
      expect(zellen[0]).toBe(formatDatum(ablesung.ablesedatum));
      expect(zellen[1]).toBe('1ESY1161234501');
      // One decimal, thousands separator: '12.345,6'.
      expect(zellen[2]).toBe(formatAblesewert(kanalwerte(ablesung)[0]!));
      expect(zellen[2]).toMatch(/^\d{1,3}(\.\d{3})*,\d$/);
    });
    // Newest first: dates descend.
    const daten = gezeigt.map((z) => zellText(z.querySelector('th')!).split('.').reverse().join('-'));
    expect([...daten].sort().reverse()).toEqual(daten);
    // Every source appears with its label.
    for (const label of Object.values(t.ermittlungsarten)) {
      expect(page.getByRole('cell', { name: label, exact: true }).all().length).toBeGreaterThan(0);
    }
    await erwarteLink(texts.allgemein.zurueck, '/vertrag/3000101/detail');
    await erwarteLink(texts.vertragDetail.neueAblesungen, '/vertrag/3000101/ablesung');
    await expectNoAxeViolations();

    // CSV: semicolon, decimal comma, file name with the contract.
    let datei: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      datei = blob as Blob;
      return 'blob:test';
    });
    const klick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Ablesungen_Vertrag_3000101.csv');
    });
    await page.getByRole('button', { name: texts.verbrauchshistorie.csvHerunterladen }).click();
    expect(klick).toHaveBeenCalledOnce();
    const csv = await datei!.text();
    const [kopf, erste] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(kopf).toBe('Ablesedatum;Zählernummer;OBIS;Ablesewert;Ermittlungsart');
    const neueste = erwartet[0]!;
    const wert = kanalwerte(neueste)[0]!;
    expect(erste).toBe(
      `${formatDatum(neueste.ablesedatum)};1ESY1161234501;1-0:1.8.0;${wert.ablesewert.toFixed(1).replace('.', ',')};${ermittlungsartLabel(neueste.ermittlungsart)}`,
    );
  });

  it('3000102 (HT/NT): Ablesewerte with one value per channel and its OBIS code', async () => {
    await renderPortal({ path: '/vertrag/3000102/ablesungen', signedInAs: '10000001' });
    await expect.element(page.getByRole('columnheader', { name: t.ablesewerte, exact: true })).toBeVisible();
    const neueste = neuesteZuerst(await ablesungenVomBackend('3000102'))[0]!;
    const [ht, nt] = kanalwerte(neueste);
    const zelle = zeilen()[0]!.querySelectorAll('td')[1]!;
    expect(zellText(zelle)).toBe(`1-0:1.8.1: ${formatAblesewert(ht!)}1-0:1.8.2: ${formatAblesewert(nt!)}`);
    await expectNoAxeViolations();
  });

  it('no readings: SPEC §2’s empty text', async () => {
    await renderPortal({ path: '/vertrag/3000201/ablesungen', signedInAs: '10000002' });
    await expect.element(page.getByText(t.keineGefunden)).toBeVisible();
    expect(page.getByRole('table').all()).toHaveLength(0);
    expect(page.getByRole('button', { name: texts.verbrauchshistorie.csvHerunterladen }).all()).toHaveLength(
      0,
    );
    await expectNoAxeViolations();
  });

  it('a failed load: the generic list error, and Neu laden', async () => {
    // Two failures: the first answer and the query's one retry of a 5xx.
    await demo.fault({ operationId: 'getAblesungen', status: 500, times: 2 });
    await renderPortal({ path: '/vertrag/3000101/ablesungen', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        `${texts.allgemein.fehlerPraefix} ${texts.allgemein.unbekannterFehler}${texts.allgemein.neuLaden}`,
      );
    await expectNoAxeViolations();
    await page.getByRole('button', { name: texts.allgemein.neuLaden }).click();
    await expect.element(page.getByRole('table')).toBeVisible();
  });
});
