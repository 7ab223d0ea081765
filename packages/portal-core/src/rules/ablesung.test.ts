import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  ablesewertAlsZahl,
  ablesewertFehler,
  ablesewertHilfetext,
  ablesewertMuster,
  ablesewertPlatzhalter,
  ablesungFehler,
  ablesungPayload,
  fotoInhaltFehler,
  fotoMimeTyp,
  fotoVorabFehler,
  formatAblesewert,
  hatMehrereKanaele,
  istGueltigerAblesewert,
  kanalLabel,
  kanalwerte,
  kannAblesungSpeichern,
  neuesteZuerst,
  normalisiereAblesewert,
  plausibilitaetsHinweis,
  uebertragungsfehlerText,
  type Kanal,
  type Zaehler,
} from './ablesung';
import { tabellentest } from '../test/tabelle';
import { letzteAblesung } from './vertrag';
import { kalendertag } from './zeit';

const kanal = (vorkommastellen: number, nachkommastellen: number, obiskennzahl = '1-0:1.8.0'): Kanal => ({
  obiskennzahl,
  vorkommastellen,
  nachkommastellen,
});

describe('the reading form', () => {
  it.each([
    { v: 6, n: 1, wert: '123456', ok: true },
    { v: 6, n: 1, wert: '123456,7', ok: true },
    { v: 6, n: 1, wert: '0,5', ok: true },
    { v: 6, n: 1, wert: ' 42 ', ok: true },
    { v: 6, n: 1, wert: '1234567', ok: false }, // too many integer digits
    { v: 6, n: 1, wert: '123,45', ok: false }, // too many decimals
    { v: 6, n: 1, wert: '123,', ok: false }, // decision: no trailing comma
    { v: 6, n: 1, wert: ',5', ok: false },
    { v: 6, n: 1, wert: '123.4', ok: false }, // point is not the German decimal separator
    { v: 6, n: 1, wert: '-12', ok: false },
    { v: 6, n: 1, wert: '1 234', ok: false },
    { v: 6, n: 0, wert: '123456', ok: true },
    { v: 6, n: 0, wert: '123,', ok: false }, // decision: N = 0 forbids the comma
    { v: 6, n: 0, wert: '123,0', ok: false },
    { v: 5, n: 3, wert: '12345,123', ok: true },
    { v: 0, n: 2, wert: '0,12', ok: true }, // V below 1 still takes one digit
  ])('V=$v N=$n: $wert, as typed (without normalisation)', ({ v, n, wert, ok }) => {
    expect(istGueltigerAblesewert(wert, kanal(v, n))).toBe(ok);
    expect(ablesewertMuster(kanal(v, n)).test(wert.trim())).toBe(ok);
  });

  tabellentest(
    'message with V=6 N=1 (ablesewertFehler)',
    (wert: string) => ablesewertFehler(wert, kanal(6, 1)),
    [
      ['', texts.ablesung.wertFehlt],
      ['1,23', texts.ablesung.wertUngueltig],
      ['1,2', undefined],
    ],
  );

  it('help text names both limits', () => {
    expect(ablesewertHilfetext(kanal(6, 1))).toBe(texts.ablesung.hilfetext(6, 1));
    expect(ablesewertHilfetext(kanal(6, 1))).toContain('höchstens 6 Vorkommastellen');
    expect(ablesewertHilfetext(kanal(6, 1))).toContain('maximal 1 Nachkommastelle(n)');
  });

  const heute = '2026-03-10';
  const zaehler: Zaehler = {
    nummer: '1ESY1160000001',
    kanaele: [kanal(6, 1, '1-1:1.8.1'), kanal(6, 0, '1-1:1.8.2')],
  };
  const gueltig = { zaehler, werte: { '1-1:1.8.1': '1234,5', '1-1:1.8.2': '678' }, ablesedatum: heute };

  it.each([
    { fall: 'valid', eingabe: gueltig, ok: true },
    { fall: 'no meter', eingabe: { ...gueltig, zaehler: null }, ok: false },
    {
      fall: 'meter without channels',
      eingabe: { ...gueltig, zaehler: { nummer: 'x', kanaele: [] } },
      ok: false,
    },
    { fall: 'one channel empty', eingabe: { ...gueltig, werte: { '1-1:1.8.1': '1234,5' } }, ok: false },
    {
      fall: 'one channel invalid',
      eingabe: { ...gueltig, werte: { '1-1:1.8.1': '1234,5', '1-1:1.8.2': '6,7' } },
      ok: false,
    },
    { fall: 'no date', eingabe: { ...gueltig, ablesedatum: '' }, ok: false },
    { fall: 'date tomorrow', eingabe: { ...gueltig, ablesedatum: '2026-03-11' }, ok: false },
    { fall: 'date in the past', eingabe: { ...gueltig, ablesedatum: '2025-12-31' }, ok: true },
  ])('submit: $fall', ({ eingabe, ok }) => {
    expect(kannAblesungSpeichern(eingabe, heute)).toBe(ok);
  });

  it('reports per field', () => {
    expect(
      ablesungFehler({ zaehler, werte: { '1-1:1.8.1': '1,23' }, ablesedatum: '2026-03-11' }, heute),
    ).toEqual({
      zaehler: undefined,
      ablesedatum: texts.ablesung.datumInZukunft,
      werte: { '1-1:1.8.1': texts.ablesung.wertUngueltig, '1-1:1.8.2': texts.ablesung.wertFehlt },
    });
    expect(ablesungFehler({ zaehler: undefined, werte: {}, ablesedatum: '' }, heute)).toEqual({
      zaehler: texts.ablesung.zaehlerFehlt,
      ablesedatum: texts.ablesung.datumFehlt,
      werte: {},
    });
  });

  it('builds the payload with numbers, the photo only when there is one', () => {
    expect(ablesungPayload(gueltig)).toEqual({
      ablesedatum: heute,
      ablesewerte: { '1-1:1.8.1': 1234.5, '1-1:1.8.2': 678 },
      zaehlernummer: '1ESY1160000001',
    });
    expect(ablesungPayload(gueltig, 'aGFsbG8=').foto).toBe('aGFsbG8=');
  });
});

/**
 * The channel rule of SPEC §5 for the shapes the demo meters have (Strom 6/1, Gas 5/3) and the edges of the
 * contract (1 to 12 integer digits, 0 to 6 decimals), always through the input normalisation the form applies.
 */
describe('channel rule, help text and placeholder per (vorkommastellen, nachkommastellen)', () => {
  it.each<{ v: number; n: number; gueltig: string[]; ungueltig: string[]; platzhalter: string }>([
    {
      v: 6,
      n: 1,
      gueltig: ['0', '123456', '012345,6', '123456,7', '1,0', '12345.6', ' 12 345,6 '],
      ungueltig: ['1234567', '123456,78', '12,', ',5', '1,2,3', '-5', '12a', '1e5', '', '12,3.4'],
      platzhalter: '000000,0',
    },
    {
      v: 5,
      n: 3,
      gueltig: ['4321,987', '4321,9', '99999,999', '0,001', '4321.987'],
      ungueltig: ['100000', '4321,9876', '4.321,987'],
      platzhalter: '00000,000',
    },
    {
      v: 6,
      n: 0,
      gueltig: ['123456', '0'],
      ungueltig: ['123456,0', '1234567', '12.5'],
      platzhalter: '000000',
    },
    { v: 1, n: 6, gueltig: ['9', '9,999999'], ungueltig: ['10', '9,9999999'], platzhalter: '0,000000' },
    {
      v: 12,
      n: 2,
      gueltig: ['123456789012', '123456789012,34'],
      ungueltig: ['1234567890123'],
      platzhalter: '000000000000,00',
    },
  ])('$v/$n', ({ v, n, gueltig, ungueltig, platzhalter }) => {
    const k = kanal(v, n);
    for (const eingabe of gueltig) {
      expect(istGueltigerAblesewert(normalisiereAblesewert(eingabe), k), eingabe).toBe(true);
      expect(ablesewertFehler(normalisiereAblesewert(eingabe), k), eingabe).toBeUndefined();
    }
    for (const eingabe of ungueltig) {
      expect(istGueltigerAblesewert(normalisiereAblesewert(eingabe), k), eingabe).toBe(false);
    }
    expect(ablesewertHilfetext(k)).toBe(
      `Die Ablesung darf höchstens ${v} Vorkommastellen und darf maximal ${n} Nachkommastelle(n) haben.`,
    );
    expect(ablesewertPlatzhalter(k)).toBe(platzhalter);
    // The placeholder itself has the allowed shape.
    expect(istGueltigerAblesewert(platzhalter, k)).toBe(true);
  });
});

describe('normalisiereAblesewert and the comma conversion before sending', () => {
  it.each([
    ['12345,6', '12345,6', 12345.6],
    ['12345.6', '12345,6', 12345.6],
    [' 12 345,6 ', '12345,6', 12345.6],
    ['012345,6', '012345,6', 12345.6],
    ['0,001', '0,001', 0.001],
    ['4321,987', '4321,987', 4321.987],
    ['123456', '123456', 123456],
    ['7,0', '7,0', 7],
    ['123456,7', '123456,7', 123456.7],
    ['012345', '012345', 12345],
    ['0,05', '0,05', 0.05],
  ])('%j → %j → %d', (eingabe, normalisiert, zahl) => {
    expect(normalisiereAblesewert(eingabe)).toBe(normalisiert);
    expect(ablesewertAlsZahl(normalisiert)).toBe(zahl);
  });

  it('the payload carries points (numbers), never commas', () => {
    const zaehler = {
      nummer: '1EMH0012345678',
      kanaele: [kanal(6, 1, '1-0:1.8.1'), kanal(6, 1, '1-0:1.8.2')],
    };
    const payload = ablesungPayload({
      zaehler,
      werte: { '1-0:1.8.1': normalisiereAblesewert('23456.7'), '1-0:1.8.2': '011234,2' },
      ablesedatum: '2026-03-10',
    });
    expect(JSON.stringify(payload)).toBe(
      '{"ablesedatum":"2026-03-10","ablesewerte":{"1-0:1.8.1":23456.7,"1-0:1.8.2":11234.2},"zaehlernummer":"1EMH0012345678"}',
    );
  });
});

describe('reading date limits: not later than today on the Berlin wall clock', () => {
  const zaehler = { nummer: '1', kanaele: [kanal(6, 1)] };
  it.each([
    // Instants near midnight: the Berlin date decides, not UTC.
    { jetzt: '2026-03-10T12:00:00Z', datum: '2026-03-10', meldung: undefined },
    { jetzt: '2026-03-10T12:00:00Z', datum: '2026-03-11', meldung: texts.ablesung.datumInZukunft },
    { jetzt: '2026-03-10T12:00:00Z', datum: '2020-01-01', meldung: undefined },
    { jetzt: '2026-03-10T23:30:00Z', datum: '2026-03-11', meldung: undefined },
    { jetzt: '2026-03-10T22:59:59Z', datum: '2026-03-11', meldung: texts.ablesung.datumInZukunft },
    { jetzt: '2026-12-31T23:00:00Z', datum: '2027-01-01', meldung: undefined },
    { jetzt: '2028-02-29T10:00:00Z', datum: '2028-02-29', meldung: undefined },
    { jetzt: '2028-02-29T10:00:00Z', datum: '2028-03-01', meldung: texts.ablesung.datumInZukunft },
    // Summer time: 22:00 UTC is already the next day.
    { jetzt: '2026-07-31T22:00:00Z', datum: '2026-08-01', meldung: undefined },
    { jetzt: '2026-03-10T12:00:00Z', datum: '', meldung: texts.ablesung.datumFehlt },
  ])('at $jetzt, $datum → $meldung', ({ jetzt, datum, meldung }) => {
    const heute = kalendertag(new Date(jetzt));
    expect(
      ablesungFehler({ zaehler, werte: { '1-0:1.8.0': '1' }, ablesedatum: datum }, heute).ablesedatum,
    ).toBe(meldung);
    expect(kannAblesungSpeichern({ zaehler, werte: { '1-0:1.8.0': '1' }, ablesedatum: datum }, heute)).toBe(
      meldung === undefined,
    );
  });
});

describe('kanalLabel: OBIS code only with more than one channel', () => {
  it.each([
    [1, texts.ablesung.ablesewert],
    [2, '1-0:1.8.1'],
    [3, '1-0:1.8.1'],
  ])('%i channel(s) → %j', (anzahl, label) => {
    expect(kanalLabel({ obiskennzahl: '1-0:1.8.1' }, anzahl)).toBe(label);
  });
});

describe('photo messages', () => {
  const mb = 1024 * 1024;
  it.each([
    { datei: { type: 'image/jpeg', size: 5 * mb }, meldung: undefined },
    { datei: { type: 'image/png', size: 25 * mb }, meldung: undefined },
    { datei: { type: '', size: 1000 }, meldung: undefined },
    { datei: { type: 'image/jpeg', size: 25 * mb + 1 }, meldung: texts.ablesung.fotoZuGross(25) },
    { datei: { type: 'text/plain', size: 10 }, meldung: texts.ablesung.fotoFalscherTyp },
    { datei: { type: 'image/heic', size: 10 }, meldung: texts.ablesung.fotoFalscherTyp },
  ])('before reading: $datei.type, $datei.size bytes → $meldung', ({ datei, meldung }) => {
    expect(fotoVorabFehler(datei)).toBe(meldung);
  });

  it.each([
    { kopf: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], meldung: undefined, mime: 'image/png' },
    { kopf: [0xff, 0xd8, 0xff, 0xe1], meldung: undefined, mime: 'image/jpeg' },
    {
      kopf: [...new TextEncoder().encode('hallo')],
      meldung: texts.ablesung.fotoFalscherTyp,
      mime: undefined,
    },
  ])('after reading $kopf → $mime', ({ kopf, meldung, mime }) => {
    expect(fotoInhaltFehler(kopf)).toBe(meldung);
    expect(fotoMimeTyp(kopf)).toBe(mime);
  });
});

describe('uebertragungsfehlerText (SPEC §8)', () => {
  it.each<{ fall: string; body: unknown; text: string }>([
    {
      fall: 'JSON with hinweis',
      body: { hinweis: 'Für dieses Ablesedatum liegt bereits eine Ablesung vor.' },
      text: 'Für dieses Ablesedatum liegt bereits eine Ablesung vor.',
    },
    { fall: 'hinweis wins over message', body: { hinweis: 'A', message: 'B' }, text: 'A' },
    { fall: 'JSON with message only', body: { message: 'B' }, text: 'B' },
    { fall: 'JSON without either', body: { feld: 'x' }, text: texts.ablesung.uebertragungsfehler },
    { fall: 'blank hinweis', body: { hinweis: '  ' }, text: texts.ablesung.uebertragungsfehler },
    { fall: 'server text', body: 'Zähler gesperrt', text: 'Zähler gesperrt' },
    { fall: 'empty text', body: '', text: texts.ablesung.uebertragungsfehler },
    {
      fall: 'technical text of a 5xx (api-client)',
      body: texts.allgemein.technischerFehler,
      text: texts.allgemein.technischerFehler,
    },
    { fall: 'no body (network)', body: undefined, text: texts.ablesung.uebertragungsfehler },
    { fall: 'null', body: null, text: texts.ablesung.uebertragungsfehler },
    { fall: 'array', body: [1], text: texts.ablesung.uebertragungsfehler },
  ])('$fall', ({ body, text }) => {
    expect(uebertragungsfehlerText(body)).toBe(text);
  });
});

describe('plausibilitaetsHinweis', () => {
  it.each([
    [{ typ: 'valid', nachricht: null }, undefined],
    [{ typ: 'valid', nachricht: 'egal' }, undefined],
    [{ typ: 'invalid', nachricht: 'Zu klein.' }, 'Zu klein.'],
    [{ typ: 'undefined', nachricht: 'Ungewöhnlich hoch.' }, 'Ungewöhnlich hoch.'],
    [{ typ: 'undefined', nachricht: null }, undefined],
    [{ typ: 'invalid', nachricht: '  ' }, undefined],
  ] as const)('%j → %j', (ergebnis, hinweis) => {
    expect(plausibilitaetsHinweis(ergebnis)).toBe(hinweis);
  });
});

describe('the list: newest first, channels, numbers, last reading', () => {
  const wert = (obiskennzahl: string, ablesewert: number, nachkommastellen = 1) => ({
    obiskennzahl,
    ablesewert,
    nachkommastellen,
  });
  const einKanal = (ablesedatum: string, v: number) => ({
    ablesedatum,
    zaehlernummer: 'Z',
    ablesewerte: { '1-0:1.8.0': wert('1-0:1.8.0', v) },
  });

  it.each([
    {
      fall: 'unsorted',
      daten: ['2025-06-15', '2026-02-01', '2024-12-31'],
      erwartet: ['2026-02-01', '2025-06-15', '2024-12-31'],
    },
    { fall: 'already sorted', daten: ['2026-01-02', '2026-01-01'], erwartet: ['2026-01-02', '2026-01-01'] },
    { fall: 'one', daten: ['2026-01-01'], erwartet: ['2026-01-01'] },
    { fall: 'none', daten: [], erwartet: [] },
  ])('neuesteZuerst: $fall; the first is the last reading', ({ daten, erwartet }) => {
    const ablesungen = daten.map((d, i) => einKanal(d, i));
    const sortiert = neuesteZuerst(ablesungen);
    expect(sortiert.map((a) => a.ablesedatum)).toEqual(erwartet);
    expect(letzteAblesung(ablesungen)).toBe(sortiert[0]);
    // The input stays as it was.
    expect(ablesungen.map((a) => a.ablesedatum)).toEqual(daten);
  });

  it('same date keeps the server order', () => {
    const a = einKanal('2026-01-01', 1);
    const b = einKanal('2026-01-01', 2);
    expect(neuesteZuerst([a, b])).toEqual([a, b]);
  });

  it('kanalwerte orders by OBIS code; hatMehrereKanaele looks at every reading', () => {
    const zwei = {
      ablesedatum: '2026-01-01',
      zaehlernummer: 'Z',
      ablesewerte: { '1-0:1.8.2': wert('1-0:1.8.2', 2), '1-0:1.8.1': wert('1-0:1.8.1', 1) },
    };
    expect(kanalwerte(zwei).map((w) => w.obiskennzahl)).toEqual(['1-0:1.8.1', '1-0:1.8.2']);
    expect(hatMehrereKanaele([einKanal('2026-01-01', 1)])).toBe(false);
    expect(hatMehrereKanaele([einKanal('2026-01-01', 1), zwei])).toBe(true);
    expect(hatMehrereKanaele([])).toBe(false);
  });

  it.each([
    [wert('x', 12345.6, 1), '12.345,6'],
    [wert('x', 12345, 1), '12.345,0'],
    [wert('x', 4321.987, 3), '4.321,987'],
    [wert('x', 0.5, 3), '0,500'],
    [wert('x', 123456, 0), '123.456'],
    [{ obiskennzahl: 'x', ablesewert: 12.25, nachkommastellen: null }, '12,25'],
  ])('formatAblesewert(%j) → %j', (w, text) => {
    expect(formatAblesewert(w)).toBe(text);
  });
});
