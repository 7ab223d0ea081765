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
  alleGueltig,
  bankverbindungFehler,
  bicFehler,
  clearInactiveAddressPair,
  emailFehler,
  ersteMeldung,
  feedbacksErlaubenAbsenden,
  ibanFehler,
  ibanTextErlaubtAbsenden,
  istFormularLeer,
  istGueltigeEmail,
  istGueltigeHausnummer,
  istGueltigePostleitzahl,
  istGueltigeTelefonnummer,
  istGueltigerAblesewert,
  kannAblesungSpeichern,
  kannBankverbindungSpeichern,
  kontaktdatenPayload,
  maxDatum,
  maxLaenge,
  minDatum,
  minLaenge,
  pflichtAuswahl,
  pflichtText,
  pruefeKontaktanfrage,
  pruefeKontaktdaten,
  rechnungsadresseFehler,
  volleIban,
} from './validation';
import type { Kanal, RechnungsadresseWerte, Zaehler } from './validation';
import { kannAnmelden, kannPasswortVergessenSenden } from './anmeldung';

const M = 'Meldung';

describe('generic rules', () => {
  it.each([
    { wert: 'x', m: undefined },
    { wert: ' x ', m: undefined },
    { wert: '', m: M },
    { wert: '   ', m: M },
    { wert: null, m: M },
    { wert: undefined, m: M },
  ])('pflichtText($wert)', ({ wert, m }) => {
    expect(pflichtText(wert, M)).toBe(m);
  });

  it.each([
    { wert: 'Herr', m: undefined },
    { wert: 0, m: undefined },
    { wert: false, m: undefined },
    { wert: '', m: M },
    { wert: null, m: M },
    { wert: undefined, m: M },
  ])('pflichtAuswahl($wert)', ({ wert, m }) => {
    expect(pflichtAuswahl(wert, M)).toBe(m);
  });

  it.each([
    { wert: 'ab', min: 3, m: M },
    { wert: ' ab ', min: 3, m: M },
    { wert: 'abc', min: 3, m: undefined },
    { wert: '', min: 3, m: undefined },
    { wert: 'äöü', min: 3, m: undefined },
  ])('minLaenge($wert, $min) trims and leaves empty to the required rule', ({ wert, min, m }) => {
    expect(minLaenge(wert, min, M)).toBe(m);
  });

  it.each([
    { wert: 'abc', m: undefined },
    { wert: ' abc ', m: undefined },
    { wert: 'abcd', m: M },
  ])('maxLaenge($wert, 3)', ({ wert, m }) => {
    expect(maxLaenge(wert, 3, M)).toBe(m);
  });

  it.each([
    { wert: '2026-03-09', min: M, max: undefined },
    { wert: '2026-03-10', min: undefined, max: undefined },
    { wert: '2026-03-11', min: undefined, max: M },
    { wert: '', min: undefined, max: undefined },
    { wert: '2026-02-30', min: M, max: M },
    { wert: '10.03.2026', min: M, max: M },
  ])('minDatum/maxDatum($wert) against 2026-03-10', ({ wert, min, max }) => {
    expect(minDatum(wert, '2026-03-10', M)).toBe(min);
    expect(maxDatum(wert, '2026-03-10', M)).toBe(max);
  });

  it('ersteMeldung takes the first failing rule', () => {
    expect(ersteMeldung(undefined, 'a', 'b')).toBe('a');
    expect(ersteMeldung(undefined, undefined)).toBeUndefined();
  });

  it('alleGueltig', () => {
    expect(alleGueltig({ a: undefined, b: undefined })).toBe(true);
    expect(alleGueltig({ a: undefined, b: M })).toBe(false);
  });
});

describe('feedback', () => {
  it.each([
    { typen: ['valid', 'undefined'] as const, ok: true },
    { typen: [] as const, ok: true },
    { typen: ['valid', 'pending'] as const, ok: false },
    { typen: ['invalid'] as const, ok: false },
  ])('feedbacksErlaubenAbsenden($typen)', ({ typen, ok }) => {
    expect(feedbacksErlaubenAbsenden(typen)).toBe(ok);
    expect(feedbacksErlaubenAbsenden(typen.map((typ) => ({ typ })))).toBe(ok);
  });
});

describe('email', () => {
  const label = (n: number) => 'a'.repeat(n);
  // local 64 + '@' + domain: labels of at most 63 characters
  const adresse = (domainLetzterLabel: number) =>
    `${label(64)}@${label(63)}.${label(63)}.${label(domainLetzterLabel)}`;

  it.each([
    { fall: 'empty', wert: '', ok: true },
    { fall: 'blank', wert: '  ', ok: true },
    { fall: 'simple', wert: 'max.mustermann@example.de', ok: true },
    { fall: 'plus and subdomain', wert: 'max+rechnung@mail.stadtwerke-musterstadt.de', ok: true },
    { fall: 'surrounding blanks', wert: ' max@example.de ', ok: true },
    { fall: 'dotless domain (WHATWG)', wert: 'max@localhost', ok: true },
    { fall: 'no @', wert: 'max.example.de', ok: false },
    { fall: 'two @', wert: 'max@muster@example.de', ok: false },
    { fall: 'space inside', wert: 'max muster@example.de', ok: false },
    { fall: 'nothing before @', wert: '@example.de', ok: false },
    { fall: 'nothing after @', wert: 'max@', ok: false },
    { fall: 'domain starts with hyphen', wert: 'max@-example.de', ok: false },
    { fall: 'domain ends with dot', wert: 'max@example.', ok: false },
    { fall: 'umlaut in domain', wert: 'max@müller.de', ok: false },
    { fall: '253 characters', wert: adresse(60), ok: true },
    { fall: '254 characters', wert: adresse(61), ok: true },
    { fall: '255 characters', wert: adresse(62), ok: false },
    { fall: 'local part 63', wert: `${label(63)}@example.de`, ok: true },
    { fall: 'local part 64', wert: `${label(64)}@example.de`, ok: true },
    { fall: 'local part 65', wert: `${label(65)}@example.de`, ok: false },
  ])('$fall', ({ wert, ok }) => {
    expect(istGueltigeEmail(wert)).toBe(ok);
    expect(emailFehler(wert)).toBe(ok ? undefined : texts.validierung.emailUngueltig);
  });

  it('the boundary addresses have the lengths they claim', () => {
    expect([adresse(60).length, adresse(61).length, adresse(62).length]).toEqual([253, 254, 255]);
  });
});

describe('phone rule', () => {
  it.each([
    { wert: '', ok: true },
    { wert: '+49 30 1234567', ok: true },
    { wert: '030/1234567', ok: true },
    { wert: '030 / 123 45 67', ok: true },
    { wert: '0171 1234567', ok: true },
    { wert: '0171-1234567', ok: true },
    { wert: '(030) 123 45 67', ok: true },
    { wert: '+49 (0)30 1234567', ok: true },
    { wert: '+41 44 668 18 00', ok: true },
    { wert: '0049 89 123456', ok: true },
    { wert: '030.1234567', ok: true },
    { wert: '123456', ok: true }, // 6 digits
    { wert: '12345', ok: false }, // 5 digits
    { wert: '+49 123456789012', ok: true }, // 14 digits
    { wert: '+49 1234567890123', ok: true }, // 15 digits
    { wert: '+49 12345678901234', ok: false }, // 16 digits
    { wert: '0049 1234567890123', ok: true }, // 00 prefix not counted: 15 digits
    { wert: '0049 12345678901234', ok: false },
    { wert: '030 1234567 abc', ok: false },
    { wert: 'O30 1234567', ok: false }, // letter O
    { wert: '++49 30 1234567', ok: false },
    { wert: '49+ 30 1234567', ok: false },
    { wert: '030--1234567', ok: false },
    { wert: '030 1234567-', ok: false },
    { wert: '-030 1234567', ok: false },
    { wert: '(030 1234567', ok: false },
    { wert: '030) 1234567', ok: false },
    { wert: '(030) (123) 4567', ok: false },
    { wert: '1'.repeat(5000) + 'x', ok: false }, // no catastrophic backtracking
  ])('$wert', ({ wert, ok }) => {
    expect(istGueltigeTelefonnummer(wert)).toBe(ok);
  });

  it('contact data form collects all four rules', () => {
    const ergebnis = pruefeKontaktdaten({
      email: 'kaputt',
      festnetz: '030 1234567',
      mobil: 'abc',
      fax: null,
    });
    expect(ergebnis.fehler).toEqual({
      email: texts.validierung.emailUngueltig,
      festnetz: undefined,
      mobil: texts.validierung.telefonUngueltig,
      fax: undefined,
    });
    expect(ergebnis.kannAbsenden).toBe(false);
    expect(pruefeKontaktdaten({ email: '', festnetz: '', mobil: '', fax: '' }).kannAbsenden).toBe(true);
  });

  it('the payload is trimmed', () => {
    expect(
      kontaktdatenPayload({ email: ' a@b.de ', festnetz: null, mobil: ' 0171 1 ', fax: undefined }),
    ).toEqual({
      email: 'a@b.de',
      festnetz: '',
      mobil: '0171 1',
      fax: '',
    });
  });
});

describe('postcode and house number', () => {
  it.each([
    { wert: '123', ok: false },
    { wert: '1234', ok: true },
    { wert: '12345', ok: true },
    { wert: '123456', ok: false },
    { wert: ' 12345 ', ok: true },
    { wert: '1234a', ok: false },
    { wert: '', ok: false },
  ])('postcode $wert', ({ wert, ok }) => {
    expect(istGueltigePostleitzahl(wert)).toBe(ok);
  });

  it.each([
    { wert: '12', ok: true },
    { wert: '12a', ok: true },
    { wert: '12ab', ok: true },
    { wert: '12-14', ok: true },
    { wert: '12/1', ok: true },
    { wert: '12a-c', ok: true },
    { wert: '12-b', ok: true },
    { wert: '12 a', ok: false }, // SPEC: letters follow the digits directly
    { wert: 'a12', ok: false },
    { wert: '12A', ok: false }, // SPEC: lowercase letters
    { wert: '12-', ok: false },
    { wert: '12--14', ok: false },
    { wert: '12-14-16', ok: false },
    { wert: '', ok: false },
  ])('house number $wert', ({ wert, ok }) => {
    expect(istGueltigeHausnummer(wert)).toBe(ok);
  });
});

describe('IBAN and BIC', () => {
  const f = texts.bankverbindung.fehler;

  it.each([
    { fall: 'digits only', wert: '89370400440532013000', m: undefined },
    { fall: 'with DE', wert: 'DE89370400440532013000', m: undefined },
    { fall: 'with spaces', wert: 'DE89 3704 0044 0532 0130 00', m: undefined },
    { fall: 'lowercase de and spaces', wert: 'de89 3704 0044 0532 0130 00', m: undefined },
    { fall: 'wrong checksum', wert: '89370400440532013001', m: f.ibanUngueltig },
    { fall: '19 digits', wert: '8937040044053201300', m: f.ibanFormat },
    { fall: '21 digits', wert: '893704004405320130000', m: f.ibanFormat },
    { fall: 'letters', wert: '8937040044053201300X', m: f.ibanFormat },
    { fall: 'other country', wert: 'AT611904300234573201', m: f.ibanFormat },
    { fall: 'empty', wert: '', m: f.ibanFehlt },
    { fall: 'only DE', wert: 'DE', m: f.ibanFehlt },
  ])('ibanFehler: $fall', ({ wert, m }) => {
    expect(ibanFehler(wert)).toBe(m);
  });

  it('volleIban puts DE in front exactly once', () => {
    expect(volleIban('89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(volleIban('DE89370400440532013000')).toBe('DE89370400440532013000');
  });

  it.each([
    { wert: '8937', ok: true },
    { wert: 'DE8937', ok: true },
    { wert: 'DE 89 37', ok: true },
    { wert: '', ok: false },
    { wert: 'DE', ok: false },
    { wert: 'AT8937', ok: false },
    { wert: '89-37', ok: false },
  ])('submit condition on the IBAN text: $wert', ({ wert, ok }) => {
    expect(ibanTextErlaubtAbsenden(wert)).toBe(ok);
  });

  it.each([
    { wert: '', m: undefined },
    { wert: 'COBADEFF', m: undefined },
    { wert: 'COBADEFFXXX', m: undefined },
    { wert: 'MARKDEF1100', m: undefined },
    { wert: 'COBADEF', m: f.bicUngueltig },
    { wert: 'COBADEFFXX', m: f.bicUngueltig },
    { wert: 'COBADEFFXXXX', m: f.bicUngueltig },
    { wert: 'cobadeff', m: f.bicUngueltig },
    { wert: 'C0BADEFF', m: f.bicUngueltig }, // digit in the bank code
  ])('bicFehler($wert): error when NOT matching (intent, not the inverted observation)', ({ wert, m }) => {
    expect(bicFehler(wert)).toBe(m);
  });
});

describe('bank account form', () => {
  const f = texts.bankverbindung.fehler;
  const gueltig = {
    kontoinhaber: 'Max Mustermann',
    iban: 'DE89370400440532013000',
    gueltigVon: '2026-03-10',
  };

  it.each([
    { fall: 'valid', werte: gueltig, fehler: {} },
    {
      fall: 'Kontoinhaber missing',
      werte: { ...gueltig, kontoinhaber: ' ' },
      fehler: { kontoinhaber: f.kontoinhaberFehlt },
    },
    {
      fall: 'Kontoinhaber 2 characters',
      werte: { ...gueltig, kontoinhaber: 'Ma' },
      fehler: { kontoinhaber: f.kontoinhaberZuKurz },
    },
    { fall: 'Kontoinhaber 3 characters', werte: { ...gueltig, kontoinhaber: 'Max' }, fehler: {} },
    { fall: 'IBAN wrong', werte: { ...gueltig, iban: '123' }, fehler: { iban: f.ibanFormat } },
    {
      fall: 'Gültig ab missing',
      werte: { ...gueltig, gueltigVon: '' },
      fehler: { gueltigVon: texts.validierung.gueltigAbFehlt },
    },
    {
      fall: 'Gültig ab before the validation date',
      werte: { ...gueltig, gueltigVon: '2026-03-09' },
      fehler: { gueltigVon: texts.validierung.gueltigAbVergangenheit },
    },
    { fall: 'Gültig ab later', werte: { ...gueltig, gueltigVon: '2027-01-01' }, fehler: {} },
  ])('$fall', ({ werte, fehler }) => {
    expect(bankverbindungFehler(werte, '2026-03-10')).toEqual({
      kontoinhaber: undefined,
      iban: undefined,
      gueltigVon: undefined,
      ...fehler,
    });
  });

  it.each([
    { feedbacks: ['valid', 'valid', 'undefined'] as const, iban: 'DE89370400440532013000', ok: true },
    { feedbacks: ['valid', 'pending'] as const, iban: 'DE89370400440532013000', ok: false },
    { feedbacks: ['valid', 'invalid'] as const, iban: 'DE89370400440532013000', ok: false },
    { feedbacks: ['valid'] as const, iban: '', ok: false },
  ])('submit: $feedbacks with $iban', ({ feedbacks, iban, ok }) => {
    expect(kannBankverbindungSpeichern(feedbacks, iban)).toBe(ok);
  });
});

describe('billing address', () => {
  const f = texts.rechnungsadresse.fehler;
  const heute = '2026-03-10';
  const basis: RechnungsadresseWerte = {
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
    gueltigVon: heute,
  };
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
    expect(rechnungsadresseFehler({ ...basis, ...werte }, art ?? 'Normal', heute)).toEqual({
      ...ohneFehler,
      ...fehler,
    });
  });

  it('clears the inactive pair', () => {
    const werte = { strasse: 'Hauptstraße', hausnummer: '1', postfach: '123', ort: 'Musterstadt' };
    expect(clearInactiveAddressPair(werte, 'Normal')).toEqual({ ...werte, postfach: '' });
    expect(clearInactiveAddressPair(werte, 'Postfach')).toEqual({ ...werte, strasse: '', hausnummer: '' });
  });
});

describe('meter reading', () => {
  const kanal = (vorkommastellen: number, nachkommastellen: number): Kanal => ({
    obiskennzahl: '1-1:1.8.0',
    vorkommastellen,
    nachkommastellen,
  });

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
  ])('V=$v N=$n: $wert', ({ v, n, wert, ok }) => {
    expect(istGueltigerAblesewert(wert, kanal(v, n))).toBe(ok);
    expect(ablesewertMuster(kanal(v, n)).test(wert.trim())).toBe(ok);
  });

  it('messages for empty and wrong values', () => {
    expect(ablesewertFehler('', kanal(6, 1))).toBe(texts.ablesung.wertFehlt);
    expect(ablesewertFehler('1,23', kanal(6, 1))).toBe(texts.ablesung.wertUngueltig);
    expect(ablesewertFehler('1,2', kanal(6, 1))).toBeUndefined();
  });

  it.each([
    { v: 6, n: 1, platzhalter: '000000,0' },
    { v: 5, n: 3, platzhalter: '00000,000' },
    { v: 6, n: 0, platzhalter: '000000' },
  ])('placeholder V=$v N=$n → $platzhalter', ({ v, n, platzhalter }) => {
    expect(ablesewertPlatzhalter(kanal(v, n))).toBe(platzhalter);
  });

  it('help text names both limits', () => {
    expect(ablesewertHilfetext(kanal(6, 1))).toBe(texts.ablesung.hilfetext(6, 1));
    expect(ablesewertHilfetext(kanal(6, 1))).toContain('höchstens 6 Vorkommastellen');
    expect(ablesewertHilfetext(kanal(6, 1))).toContain('maximal 1 Nachkommastelle(n)');
  });

  it.each([
    { wert: '123456,7', zahl: 123456.7 },
    { wert: '012345', zahl: 12345 },
    { wert: '0,05', zahl: 0.05 },
  ])('converts $wert to $zahl', ({ wert, zahl }) => {
    expect(ablesewertAlsZahl(wert)).toBe(zahl);
  });

  const heute = '2026-03-10';
  const zaehler: Zaehler = {
    nummer: '1ESY1160000001',
    kanaele: [
      { obiskennzahl: '1-1:1.8.1', vorkommastellen: 6, nachkommastellen: 1 },
      { obiskennzahl: '1-1:1.8.2', vorkommastellen: 6, nachkommastellen: 0 },
    ],
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

  it('builds the payload with numbers', () => {
    expect(ablesungPayload(gueltig)).toEqual({
      ablesedatum: heute,
      ablesewerte: { '1-1:1.8.1': 1234.5, '1-1:1.8.2': 678 },
      zaehlernummer: '1ESY1160000001',
    });
    expect(ablesungPayload(gueltig, 'aGFsbG8=').foto).toBe('aGFsbG8=');
  });
});

describe('contact request', () => {
  const betreffFehlt = texts.kontaktanfrage.betreffFehlt;
  const zuKurz = texts.kontaktanfrage.nachrichtZuKurz;
  const text = (n: number) => 'x'.repeat(n);

  it.each([
    { fall: 'empty', betreff: '', t: '', fB: undefined, fT: undefined, ok: false },
    { fall: '1 character, no subject', betreff: '', t: text(1), fB: undefined, fT: undefined, ok: false },
    { fall: '2 characters, no subject', betreff: '', t: text(2), fB: betreffFehlt, fT: zuKurz, ok: false },
    {
      fall: '19 characters with subject',
      betreff: 'Sonstiges',
      t: text(19),
      fB: undefined,
      fT: zuKurz,
      ok: false,
    },
    {
      fall: '20 characters with subject',
      betreff: 'Sonstiges',
      t: text(20),
      fB: undefined,
      fT: undefined,
      ok: true,
    },
    {
      fall: '20 characters, no subject',
      betreff: '',
      t: text(20),
      fB: betreffFehlt,
      fT: undefined,
      ok: false,
    },
    { fall: '20 blanks', betreff: 'Sonstiges', t: ' '.repeat(20), fB: undefined, fT: undefined, ok: false },
    {
      fall: '19 characters padded',
      betreff: 'Sonstiges',
      t: ` ${text(19)} `,
      fB: undefined,
      fT: zuKurz,
      ok: false,
    },
  ])('$fall', ({ betreff, t, fB, fT, ok }) => {
    expect(pruefeKontaktanfrage({ betreff, text: t })).toEqual({
      fehler: { betreff: fB, text: fT },
      kannSenden: ok,
    });
  });
});

describe('login and recovery', () => {
  it.each([
    { k: '10000001', p: 'x', konf: false, akz: false, ok: true },
    { k: ' ', p: 'x', konf: false, akz: false, ok: false },
    { k: '10000001', p: '', konf: false, akz: false, ok: false },
    { k: '10000001', p: ' ', konf: false, akz: false, ok: true }, // a password is never trimmed
    { k: '10000001', p: 'x', konf: true, akz: false, ok: false },
    { k: '10000001', p: 'x', konf: true, akz: true, ok: true },
  ])('login enabled: $k / "$p" / terms $konf $akz', ({ k, p, konf, akz, ok }) => {
    expect(
      kannAnmelden({
        kundennummer: k,
        passwort: p,
        nutzungsbedingungenKonfiguriert: konf,
        nutzungsbedingungenAkzeptiert: akz,
      }),
    ).toBe(ok);
  });

  it.each([
    { k: '10000001', ok: true },
    { k: '  ', ok: false },
    { k: '', ok: false },
  ])('recovery: "$k"', ({ k, ok }) => {
    expect(kannPasswortVergessenSenden(k)).toBe(ok);
  });
});

describe('empty form', () => {
  it.each([
    { werte: {}, leer: true },
    { werte: { a: '', b: '  ', c: null, d: undefined }, leer: true },
    { werte: { lastschrift: true, iban: '' }, leer: true },
    { werte: { liste: [] }, leer: true },
    { werte: { a: '', b: 'x' }, leer: false },
    { werte: { betrag: 0 }, leer: false },
    { werte: { adresse: { ort: '' } }, leer: true },
    { werte: { adresse: { ort: 'Musterstadt' } }, leer: false },
  ])('$werte', ({ werte, leer }) => {
    expect(istFormularLeer(werte)).toBe(leer);
  });
});
