import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  emailFehler,
  istGueltigeEmail,
  istGueltigeTelefonnummer,
  kontaktdatenPayload,
  kontaktdatenVertragsFehler,
  pruefeKontaktdaten,
} from './kontaktdaten';
import { tabellentest } from '../test/tabelle';

const email = texts.validierung.emailUngueltig;
const telefon = texts.validierung.telefonUngueltig;

describe('email rule', () => {
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
    expect(emailFehler(wert)).toBe(ok ? undefined : email);
  });

  it('the boundary addresses have the lengths they claim', () => {
    expect([adresse(60).length, adresse(61).length, adresse(62).length]).toEqual([253, 254, 255]);
  });
});

tabellentest('phone rule (istGueltigeTelefonnummer)', istGueltigeTelefonnummer, [
  ['', true],
  ['+49 30 1234567', true],
  ['030/1234567', true],
  ['030 / 123 45 67', true],
  ['0171 1234567', true],
  ['0171-1234567', true],
  ['(030) 123 45 67', true],
  ['+49 (0)30 1234567', true],
  ['+41 44 668 18 00', true],
  ['0049 89 123456', true],
  ['030.1234567', true],
  ['123456', true], // 6 digits
  ['12345', false], // 5 digits
  ['+49 123456789012', true], // 14 digits
  ['+49 1234567890123', true], // 15 digits
  ['+49 12345678901234', false], // 16 digits
  ['0049 1234567890123', true], // 00 prefix not counted: 15 digits
  ['0049 12345678901234', false],
  ['030 1234567 abc', false],
  ['O30 1234567', false], // letter O
  ['++49 30 1234567', false],
  ['49+ 30 1234567', false],
  ['030--1234567', false],
  ['030 1234567-', false],
  ['-030 1234567', false],
  ['(030 1234567', false],
  ['030) 1234567', false],
  ['(030) (123) 4567', false],
  ['1'.repeat(5000) + 'x', false], // no catastrophic backtracking
]);

describe('contact data form', () => {
  it('collects all four rules', () => {
    const ergebnis = pruefeKontaktdaten({
      email: 'kaputt',
      festnetz: '030 1234567',
      mobil: 'abc',
      fax: null,
    });
    expect(ergebnis.fehler).toEqual({ email, festnetz: undefined, mobil: telefon, fax: undefined });
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

describe('patterns of the contract, stricter than the form rules', () => {
  const leer = { email: '', festnetz: '', mobil: '', fax: '' };

  tabellentest('email', (wert: string) => kontaktdatenVertragsFehler({ ...leer, email: wert }).email, [
    ['', undefined],
    ['max@example.de', undefined],
    [' max@example.de ', undefined],
    ['max@localhost', email], // WHATWG: fine; contract: the domain needs a dot
    [`${'a'.repeat(64)}@example.de`, undefined],
    [`${'a'.repeat(65)}@example.de`, email],
  ]);

  it.each([
    ['', undefined],
    ['+49 30 1234567', undefined],
    ['030/1234567', undefined],
    ['0171 1234567', undefined],
    ['+49 (0)30 1234567', undefined],
    ['030.1234567', telefon], // the form rule allows dots, the contract does not
    ['0'.repeat(25), undefined], // a digit and 24 more: the contract's limit
    ['0'.repeat(26), telefon],
    [`+${'0'.repeat(25)}`, undefined], // 26 characters with '+'
    [`+${'0'.repeat(26)}`, telefon],
    ['0301', undefined],
    ['030', telefon],
  ])('phone "%s" → %s, for Festnetz, Mobil and Fax', (wert, meldung) => {
    const fehler = kontaktdatenVertragsFehler({ ...leer, festnetz: wert, mobil: wert, fax: wert });
    expect([fehler.festnetz, fehler.mobil, fehler.fax]).toEqual([meldung, meldung, meldung]);
  });
});
