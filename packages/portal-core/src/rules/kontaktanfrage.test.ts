import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import { kontaktanfrageTextZuLang, pruefeKontaktanfrage } from './kontaktanfrage';

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

  it('text: 5000 characters, not 5001 (the contract’s limit)', () => {
    expect(kontaktanfrageTextZuLang('x'.repeat(5000))).toBeUndefined();
    expect(kontaktanfrageTextZuLang('x'.repeat(5001))).toBe(texts.validierung.hoechstlaenge(5000));
  });
});
