import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  bankverbindungFehler,
  bankverbindungstyp,
  bicFehler,
  formatiereIban,
  ibanFehler,
  ibanMeldungSofort,
  ibanTextErlaubtAbsenden,
  kannBankverbindungSpeichern,
  volleIban,
  zeigtIban,
} from './bankverbindung';
import { tabellentest } from '../test/tabelle';

const f = texts.bankverbindung.fehler;

describe('IBAN and BIC', () => {
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

  tabellentest('submit condition on the IBAN text (ibanTextErlaubtAbsenden)', ibanTextErlaubtAbsenden, [
    ['8937', true],
    ['DE8937', true],
    ['DE 89 37', true],
    ['', false],
    ['DE', false],
    ['AT8937', false],
    ['89-37', false],
  ]);

  tabellentest('bicFehler: error when NOT matching (intent, not the inverted observation)', bicFehler, [
    ['', undefined],
    ['COBADEFF', undefined],
    ['COBADEFFXXX', undefined],
    ['MARKDEF1100', undefined],
    ['COBADEF', f.bicUngueltig],
    ['COBADEFFXX', f.bicUngueltig],
    ['COBADEFFXXXX', f.bicUngueltig],
    ['cobadeff', f.bicUngueltig],
    ['C0BADEFF', f.bicUngueltig], // digit in the bank code
  ]);

  tabellentest('IBAN message at once while typing (ibanMeldungSofort)', ibanMeldungSofort, [
    ['', false],
    ['0212030000000020205', false], // 19 digits: may still be typed on
    ['02120300000000202051', true], // 20 digits: the check sum answers at once
    ['021203000000002020511', true], // 21 digits
    ['DE 0212 0300 0000 0020 2051', true],
    ['0212 0300', false],
    ['0212x', true], // cannot become valid
  ]);
});

describe('bank account form', () => {
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

describe('stored bank accounts', () => {
  it.each([
    { valide: true, iban: 'DE02120300000000202051', ibanAbleitbar: true, typ: 'valide', iban_: true },
    { valide: true, iban: null, ibanAbleitbar: true, typ: 'valide', iban_: false },
    { valide: false, iban: null, ibanAbleitbar: false, typ: 'ibanNichtAbleitbar', iban_: false },
    { valide: false, iban: ' ', ibanAbleitbar: false, typ: 'ibanNichtAbleitbar', iban_: false },
    { valide: false, iban: null, ibanAbleitbar: true, typ: 'ibanAbleitbar', iban_: false },
    {
      valide: false,
      iban: 'DE02120300000000202051',
      ibanAbleitbar: false,
      typ: 'ibanVorhanden',
      iban_: true,
    },
  ] as const)('$typ (valide $valide, iban $iban, ableitbar $ibanAbleitbar)', ({ typ, iban_, ...bv }) => {
    expect(bankverbindungstyp(bv)).toBe(typ);
    expect(zeigtIban(bv)).toBe(iban_);
  });

  tabellentest('formatiereIban', formatiereIban, [
    ['DE02120300000000202051', 'DE02 1203 0000 0000 2020 51'],
    ['de02 1203 0000 0000 2020 51', 'DE02 1203 0000 0000 2020 51'],
    ['DE0212030000', 'DE02 1203 0000'],
    ['', ''],
    [null, ''],
  ]);
});
