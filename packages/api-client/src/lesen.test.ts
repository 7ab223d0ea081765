import { readFileSync } from 'node:fs';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';

import { leseAntwort, leseDatum, leseWahrheitswert, leseZahl, schemas } from './lesen.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('field kinds', () => {
  it.each([
    [12.5, 12.5],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.234,5', 1234.5],
    ['-0,0312', -0.0312],
    [' 7 ', 7],
    ['12 €', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [true, undefined],
  ])('number %j → %j', (wert, erwartet) => {
    expect(leseZahl(wert)).toBe(erwartet);
  });

  it.each([
    [true, true],
    ['false', false],
    ['TRUE', true],
    ['0', false],
    [1, true],
    ['vielleicht', undefined],
  ])('boolean %j → %j', (wert, erwartet) => {
    expect(leseWahrheitswert(wert)).toBe(erwartet);
  });

  it.each([
    ['2026-06-10', '2026-06-10'],
    ['2026-06-10T00:00:00+02:00', '2026-06-10'],
    // 22:30 UTC is already the next day in Berlin (summer time).
    ['2026-06-09T22:30:00Z', '2026-06-10'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
    ['10.06.2026', undefined],
    [20260610, undefined],
  ])('date %j → %j (the day in Europe/Berlin)', (wert, erwartet) => {
    expect(leseDatum(wert)).toBe(erwartet);
  });
});

describe('answers', () => {
  it('a tariff with missing keys and numbers as strings: nulls and numbers, each unreadable field logged once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tarif = leseAntwort('/{vertrag}/aktueller_tarif', {
      name: 'Strom Fix',
      tariftyp: 'ALLES_INKLUSIVE_BRUTTO',
      grundpreis: '119,40',
      arbeitspreis: 'dreißig',
      istDynamisch: 'false',
      gueltigVon: '2026-01-01T00:00:00+01:00',
    });
    expect(tarif).toEqual({
      name: 'Strom Fix',
      tariftyp: 'ALLES_INKLUSIVE_BRUTTO',
      preisgarantietyp: null,
      grundpreis: 119.4,
      arbeitspreis: null,
      arbeitspreisNT: null,
      anteilNt: null,
      istDynamisch: false,
      durchschnittlicherArbeitspreisVormonat: null,
      durchschnittlicherArbeitspreisGesamt: null,
      gueltigVon: '2026-01-01',
    });
    leseAntwort('/{vertrag}/aktueller_tarif', { arbeitspreis: 'dreißig' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('GET /{vertrag}/aktueller_tarif: arbeitspreis');
  });

  it('readings: plain numbers per channel become value objects, a missing map an empty one', () => {
    expect(
      leseAntwort('/{vertrag}/ablesungen', [
        { ablesedatum: '2026-05-21', zaehlernummer: 1234, ablesewerte: { '1-1:1.8.0': '12345,6' } },
        { ablesedatum: '2026-05-22', zaehlernummer: '1234' },
      ]),
    ).toMatchObject([
      {
        zaehlernummer: '1234',
        ablesewerte: { '1-1:1.8.0': { obiskennzahl: '1-1:1.8.0', ablesewert: 12345.6, nachkommastellen: 1 } },
      },
      { ablesewerte: {} },
    ]);
  });

  it('consumption without proKanal: an empty list', () => {
    expect(
      leseAntwort('/{vertrag}/verbraeuche', [{ von: '2025-01-01', bis: '2025-12-31', summe: '3480,5' }]),
    ).toMatchObject([{ summe: 3480.5, summeJahr: null, proKanal: [] }]);
  });

  it('history: entries without a readable start are dropped, the rest read', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const antwort = leseAntwort('/{vertrag}/historie', {
      data: [
        { von: 'gestern', bis: null, verbrauch: 1 },
        { von: '2026-06-10T00:00:00+02:00', bis: '2026-06-10T01:00:00+02:00', verbrauch: '0,42', kosten: '' },
      ],
    });
    expect(antwort).toEqual({
      data: [
        {
          von: '2026-06-10T00:00:00+02:00',
          bis: '2026-06-10T01:00:00+02:00',
          verbrauch: 0.42,
          arbeitspreis: null,
          kosten: null,
        },
      ],
    });
  });

  it('bank accounts: "false" is false, ids as numbers are strings, a timestamp is its Berlin day', () => {
    expect(
      leseAntwort('/anschlussnutzer/bankverbindungen', [
        {
          bankverbindungId: 42,
          kontoinhaber: 'Erika Mustermann',
          gueltigVon: '2026-06-09T22:00:00Z',
          lastschrifteinzugErlaubt: 'false',
        },
      ]),
    ).toMatchObject([
      {
        bankverbindungId: '42',
        gueltigVon: '2026-06-10',
        lastschrifteinzugErlaubt: false,
        mandatsreferenz: null,
      },
    ]);
  });

  it('customer, contract, meter, documents: ids as numbers, "true" and timestamps read as the contract says', () => {
    expect(
      leseAntwort('/anschlussnutzer', {
        kundennummer: 10000001,
        anrede: 'Herr',
        geburtsdatum: '1975-04-11T23:00:00Z',
        vertraege: [3000101, '3000102'],
      }),
    ).toMatchObject({
      kundennummer: '10000001',
      geburtsdatum: '1975-04-12',
      vertraege: ['3000101', '3000102'],
      firma: null,
    });
    expect(
      leseAntwort('/{vertrag}', { id: 3000101, versorgungsart: 'strom', storniert: 'true', lieferende: '' }),
    ).toMatchObject({ id: '3000101', storniert: true, lieferende: null, zugriffsstufe: null });
    expect(
      leseAntwort('/{vertrag}/zaehler', {
        nummer: 1234,
        kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: '6', nachkommastellen: '1' }],
      }),
    ).toEqual({
      nummer: '1234',
      kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }],
    });
    expect(
      leseAntwort('/dokument/alle', [
        {
          id: 7,
          dateiname: 'a.pdf',
          kategorie: 'Rechnung',
          vertragId: 3000101,
          erstellzeitpunkt: '2026-10-05',
        },
      ]),
    ).toEqual([
      {
        id: '7',
        dateiname: 'a.pdf',
        kategorie: 'Rechnung',
        beschreibung: null,
        vertragId: '3000101',
        erstellzeitpunkt: '2026-10-05',
      },
    ]);
  });

  it('an answer of the wrong kind altogether is left to the screen (undefined)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(leseAntwort('/{vertrag}/aktueller_tarif', 'OK')).toBeUndefined();
    expect(leseAntwort('/feiertage', [])).toBeUndefined();
  });
});

describe('agreement with the contract', () => {
  const vertrag = parse(
    readFileSync(new URL('../../../openapi/kundenportal.yaml', import.meta.url), 'utf8'),
  ) as {
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  };

  it.each(Object.entries(schemas))('%s names exactly the contract’s properties', (name, schema) => {
    const imVertrag = Object.keys(vertrag.components.schemas[name]?.properties ?? {}).sort();
    expect(Object.keys(schema.entries).sort()).toEqual(imVertrag);
  });
});
