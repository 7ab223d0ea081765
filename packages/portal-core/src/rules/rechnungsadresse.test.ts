import { describe, expect, it } from 'vitest';

import { istFormularLeer } from './bausteine';
import { texts } from '../texts';
import {
  adressartVon,
  adressKurzform,
  adresszeilen,
  clearInactiveAddressPair,
  hausnummerVertragsFehler,
  istGueltigeHausnummer,
  istGueltigePostleitzahl,
  pflichtNamensfelder,
  rechnungsadresseFehler,
  rechnungsadresseHoechstlaengen,
  rechnungsadresseInhalt,
  rechnungsadressePayload,
  sichtbareNamensfelder,
  type AdressTeile,
  type RechnungsadresseWerte,
} from './rechnungsadresse';
import { tabellentest } from '../test/tabelle';

const HEUTE = '2026-03-10';
const f = texts.rechnungsadresse.fehler;

tabellentest('postcode', istGueltigePostleitzahl, [
  ['123', false],
  ['1234', true],
  ['12345', true],
  ['123456', false],
  [' 12345 ', true],
  ['1234a', false],
  ['', false],
]);

tabellentest('house number', istGueltigeHausnummer, [
  ['12', true],
  ['12a', true],
  ['12ab', true],
  ['12-14', true],
  ['12/1', true],
  ['12a-c', true],
  ['12-b', true],
  ['12 a', false], // SPEC: letters follow the digits directly
  ['a12', false],
  ['12A', false], // SPEC: lowercase letters
  ['12-', false],
  ['12--14', false],
  ['12-14-16', false],
  ['', false],
]);

const gueltig: RechnungsadresseWerte = {
  anrede: 'Herr',
  titel: '',
  vorname: 'Max',
  nachname: 'Mustermann',
  firma: '',
  co: '',
  strasse: 'Hauptstraße',
  hausnummer: '12a',
  postfach: '',
  postleitzahl: '12345',
  ort: 'Musterstadt',
  land: 'Deutschland',
  gueltigVon: HEUTE,
};

describe('billing address rules', () => {
  const ohneFehler = {
    anrede: undefined,
    firma: undefined,
    vorname: undefined,
    nachname: undefined,
    strasse: undefined,
    hausnummer: undefined,
    postfach: undefined,
    postleitzahl: undefined,
    ort: undefined,
    land: undefined,
    gueltigVon: undefined,
  };

  it.each<{
    fall: string;
    werte: Partial<RechnungsadresseWerte>;
    art?: 'Normal' | 'Postfach';
    fehler: object;
  }>([
    { fall: 'valid Herr', werte: {}, fehler: {} },
    { fall: 'Anrede missing', werte: { anrede: '' }, fehler: { anrede: f.anredeFehlt } },
    {
      fall: 'legacy keine Anrede needs no names',
      werte: { anrede: 'keine Anrede', vorname: '', nachname: '' },
      fehler: {},
    },
    {
      fall: 'Firma needs the company',
      werte: { anrede: 'Firma', vorname: '', nachname: '' },
      fehler: { firma: f.firmaFehlt },
    },
    { fall: 'Firma 1 character', werte: { anrede: 'Firma', firma: 'X' }, fehler: { firma: f.firmaZuKurz } },
    {
      fall: 'Firma 2 characters',
      werte: { anrede: 'Firma', firma: 'XY', vorname: '', nachname: '' },
      fehler: {},
    },
    {
      fall: 'Frau needs Vorname',
      werte: { anrede: 'Frau', vorname: '' },
      fehler: { vorname: f.vornameFehlt },
    },
    { fall: 'Vorname 1 character', werte: { vorname: 'M' }, fehler: { vorname: f.vornameZuKurz } },
    { fall: 'Nachname missing', werte: { nachname: ' ' }, fehler: { nachname: f.nachnameFehlt } },
    { fall: 'Nachname 1 character', werte: { nachname: 'M' }, fehler: { nachname: f.nachnameZuKurz } },
    { fall: 'Familie needs only Nachname', werte: { anrede: 'Familie', vorname: '' }, fehler: {} },
    {
      fall: 'Familie without Nachname',
      werte: { anrede: 'Familie', nachname: '' },
      fehler: { nachname: f.nachnameFehlt },
    },
    { fall: 'Straße missing', werte: { strasse: '' }, fehler: { strasse: f.strasseFehlt } },
    { fall: 'Straße 2 characters', werte: { strasse: 'Ab' }, fehler: { strasse: f.strasseZuKurz } },
    { fall: 'Hausnummer missing', werte: { hausnummer: '' }, fehler: { hausnummer: f.hausnummerFehlt } },
    {
      fall: 'Hausnummer with space',
      werte: { hausnummer: '12 a' },
      fehler: { hausnummer: f.hausnummerUngueltig },
    },
    {
      fall: 'Postfach type ignores street, needs Postfach',
      werte: { strasse: '', hausnummer: '' },
      art: 'Postfach',
      fehler: { postfach: f.postfachFehlt },
    },
    {
      fall: 'Postfach 2 characters',
      werte: { postfach: '12' },
      art: 'Postfach',
      fehler: { postfach: f.postfachZuKurz },
    },
    { fall: 'Postfach 3 characters', werte: { postfach: '123' }, art: 'Postfach', fehler: {} },
    {
      fall: 'Postleitzahl missing',
      werte: { postleitzahl: '' },
      fehler: { postleitzahl: f.postleitzahlFehlt },
    },
    {
      fall: 'Postleitzahl 3 digits',
      werte: { postleitzahl: '123' },
      fehler: { postleitzahl: f.postleitzahlUngueltig },
    },
    { fall: 'Postleitzahl 4 digits', werte: { postleitzahl: '1234', land: 'Österreich' }, fehler: {} },
    { fall: 'Ort missing', werte: { ort: '' }, fehler: { ort: f.ortFehlt } },
    { fall: 'Ort 2 characters', werte: { ort: 'Au' }, fehler: { ort: f.ortZuKurz } },
    { fall: 'Land Schweiz', werte: { land: 'Schweiz' }, fehler: {} },
    { fall: 'Land other', werte: { land: 'Frankreich' }, fehler: { land: f.landFehlt } },
    { fall: 'Land missing', werte: { land: '' }, fehler: { land: f.landFehlt } },
    {
      fall: 'Gültig ab missing',
      werte: { gueltigVon: '' },
      fehler: { gueltigVon: texts.validierung.gueltigAbFehlt },
    },
    {
      fall: 'Gültig ab yesterday',
      werte: { gueltigVon: '2026-03-09' },
      fehler: { gueltigVon: texts.validierung.gueltigAbVergangenheit },
    },
  ])('$fall', ({ werte, art, fehler }) => {
    expect(rechnungsadresseFehler({ ...gueltig, ...werte }, art ?? 'Normal', HEUTE)).toEqual({
      ...ohneFehler,
      ...fehler,
    });
  });

  it('clears the inactive pair', () => {
    const werte = { strasse: 'Hauptstraße', hausnummer: '1', postfach: '123', ort: 'Musterstadt' };
    expect(clearInactiveAddressPair(werte, 'Normal')).toEqual({ ...werte, postfach: '' });
    expect(clearInactiveAddressPair(werte, 'Postfach')).toEqual({ ...werte, strasse: '', hausnummer: '' });
  });

  it.each([
    { wert: '12', art: 'Normal', m: undefined },
    { wert: '12a', art: 'Normal', m: undefined },
    { wert: '12-14', art: 'Normal', m: undefined },
    { wert: '12/1', art: 'Normal', m: undefined },
    { wert: '12a-c', art: 'Normal', m: undefined },
    { wert: '12-14a', art: 'Normal', m: f.hausnummerUngueltig },
    { wert: '12/1b', art: 'Normal', m: f.hausnummerUngueltig },
    { wert: '12-14a', art: 'Postfach', m: undefined }, // not sent for a PO box
    { wert: '', art: 'Normal', m: undefined }, // missing is the required rule's message
  ] as const)('house number "$wert" ($art) against the contract’s stricter pattern', ({ wert, art, m }) => {
    expect(hausnummerVertragsFehler(wert, art)).toBe(m);
  });
});

describe('billing address form', () => {
  // Blanks to trim, and a company and a PO box left over from an earlier choice.
  const basis: RechnungsadresseWerte = {
    ...gueltig,
    titel: ' Dr. ',
    vorname: ' Max ',
    firma: 'Alte Firma GmbH',
    strasse: ' Hauptstraße ',
    postfach: '4711',
    postleitzahl: ' 12345 ',
  };

  it.each([
    { anrede: 'Herr', sichtbar: [false, true, true, true], pflicht: [false, true, true] },
    { anrede: 'Frau', sichtbar: [false, true, true, true], pflicht: [false, true, true] },
    { anrede: 'Familie', sichtbar: [false, true, true, true], pflicht: [false, false, true] },
    { anrede: 'KeineAnrede', sichtbar: [false, true, true, true], pflicht: [false, false, false] },
    { anrede: 'keine Anrede', sichtbar: [false, true, true, true], pflicht: [false, false, false] },
    { anrede: 'Firma', sichtbar: [true, false, false, false], pflicht: [true, false, false] },
    { anrede: '', sichtbar: [false, true, true, true], pflicht: [false, false, false] },
  ])('name fields for "$anrede"', ({ anrede, sichtbar, pflicht }) => {
    const s = sichtbareNamensfelder(anrede);
    expect([s.firma, s.titel, s.vorname, s.nachname]).toEqual(sichtbar);
    const p = pflichtNamensfelder(anrede);
    expect([p.firma, p.vorname, p.nachname]).toEqual(pflicht);
    expect(p.titel).toBe(false);
  });

  it.each([
    { postfach: null, art: 'Normal' },
    { postfach: '', art: 'Normal' },
    { postfach: '  ', art: 'Normal' },
    { postfach: '10 20 30', art: 'Postfach' },
  ])('address type of a stored address with PO box "$postfach": $art', ({ postfach, art }) => {
    expect(adressartVon({ postfach })).toBe(art);
  });

  it('type Normal: trimmed, the PO box is cleared, the company of an earlier choice is not sent', () => {
    // The valid address with its title: every value trimmed, PO box and company empty.
    expect(rechnungsadressePayload(basis, 'Normal')).toEqual({ ...gueltig, titel: 'Dr.' });
  });

  it('type Postfach with Firma: street pair and personal names are cleared', () => {
    expect(rechnungsadressePayload({ ...basis, anrede: 'Firma' }, 'Postfach')).toMatchObject({
      anrede: 'Firma',
      firma: 'Alte Firma GmbH',
      titel: '',
      vorname: '',
      nachname: '',
      strasse: '',
      hausnummer: '',
      postfach: '4711',
    });
  });

  it('the legacy Anrede is sent as the enum value', () => {
    expect(rechnungsadressePayload({ ...basis, anrede: 'keine Anrede' }, 'Normal').anrede).toBe(
      'KeineAnrede',
    );
  });

  it('upper limits only for the fields the form shows', () => {
    const lang = (n: number) => 'x'.repeat(n);
    const maximal = texts.validierung.hoechstlaenge;
    const werte = {
      ...basis,
      vorname: lang(61),
      firma: lang(101),
      strasse: lang(101),
      postfach: lang(21),
      ort: lang(61),
    };
    // Every field is named, so a message on a hidden or inactive field fails here too.
    expect(rechnungsadresseHoechstlaengen(werte, 'Normal')).toEqual({
      titel: undefined,
      vorname: maximal(60),
      nachname: undefined,
      firma: undefined,
      co: undefined,
      strasse: maximal(100),
      hausnummer: undefined,
      postfach: undefined,
      ort: maximal(60),
    });
    expect(rechnungsadresseHoechstlaengen({ ...werte, anrede: 'Firma' }, 'Postfach')).toEqual({
      titel: undefined,
      vorname: undefined,
      nachname: undefined,
      firma: maximal(100),
      co: undefined,
      strasse: undefined,
      hausnummer: undefined,
      postfach: maximal(20),
      ort: maximal(60),
    });
  });

  const ohneInhalt = {
    ...basis,
    titel: '',
    vorname: '',
    nachname: '',
    firma: '',
    strasse: '',
    hausnummer: '',
    postfach: '',
    postleitzahl: '',
    ort: '',
  };

  it.each([
    { fall: 'filled in', werte: basis, leer: false },
    { fall: 'only blanks', werte: { ...ohneInhalt, vorname: ' ' }, leer: true },
    { fall: 'one character', werte: { ...ohneInhalt, ort: 'B' }, leer: false },
  ])('empty form ignores the defaults (Land, Gültig ab): $fall → $leer', ({ werte, leer }) => {
    expect(istFormularLeer(rechnungsadresseInhalt(werte))).toBe(leer);
  });
});

describe('address lines', () => {
  it.each<{ fall: string; adresse: AdressTeile; zeilen: string[]; kurzform: string }>([
    {
      fall: 'a person at a street, with c/o',
      adresse: {
        anrede: 'Herr',
        titel: 'Dr.',
        vorname: 'Max',
        nachname: 'Mustermann',
        co: 'Hausverwaltung Schulz',
        strasse: 'Marktplatz',
        hausnummer: '1',
        postfach: null,
        postleitzahl: '12345',
        ort: 'Musterstadt',
        land: 'Deutschland',
      },
      zeilen: [
        'Herr Dr. Max Mustermann',
        'c/o Hausverwaltung Schulz',
        'Marktplatz 1',
        '12345 Musterstadt',
        'Deutschland',
      ],
      kurzform: 'Herr Dr. Max Mustermann, Marktplatz 1',
    },
    {
      fall: 'a company with a PO box; leftover personal names are not printed',
      adresse: {
        anrede: 'Firma',
        firma: 'Beispiel  Energiehandel GmbH',
        vorname: 'Max',
        strasse: 'Industriestraße',
        postfach: '10 02 34',
        postleitzahl: '20097',
        ort: 'Hamburg',
        land: 'Deutschland',
      },
      zeilen: ['Beispiel Energiehandel GmbH', 'Postfach 10 02 34', '20097 Hamburg', 'Deutschland'],
      kurzform: 'Beispiel Energiehandel GmbH, Postfach 10 02 34',
    },
    {
      fall: 'no Anrede, no empty lines',
      adresse: {
        anrede: 'KeineAnrede',
        nachname: 'Schneider',
        strasse: 'Ahornweg',
        hausnummer: '15',
        postleitzahl: '1010',
        ort: 'Wien',
        land: 'Österreich',
      },
      zeilen: ['Schneider', 'Ahornweg 15', '1010 Wien', 'Österreich'],
      kurzform: 'Schneider, Ahornweg 15',
    },
    { fall: 'only a street', adresse: { strasse: 'Ahornweg' }, zeilen: ['Ahornweg'], kurzform: 'Ahornweg' },
  ])('$fall', ({ adresse, zeilen, kurzform }) => {
    expect(adresszeilen(adresse)).toEqual(zeilen);
    expect(adressKurzform(adresse)).toBe(kurzform);
  });
});
