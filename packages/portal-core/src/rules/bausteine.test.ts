import { describe, expect, it } from 'vitest';

import {
  alleGueltig,
  ersteMeldung,
  feedbacksErlaubenAbsenden,
  istFormularLeer,
  leerOderPasst,
  maxDatum,
  maxLaenge,
  minDatum,
  minLaenge,
  pflichtAuswahl,
  pflichtText,
  zusammenfuehren,
  type Feldtext,
} from './bausteine';
import { tabellentest } from '../test/tabelle';

const M = 'Meldung';

tabellentest('pflichtText', (wert: Feldtext) => pflichtText(wert, M), [
  ['x', undefined],
  [' x ', undefined],
  ['', M],
  ['   ', M],
  [null, M],
  [undefined, M],
]);

tabellentest('pflichtAuswahl', (wert: unknown) => pflichtAuswahl(wert, M), [
  ['Herr', undefined],
  [0, undefined],
  [false, undefined],
  ['', M],
  [null, M],
  [undefined, M],
]);

tabellentest(
  'minLaenge(3) trims and leaves empty to the required rule',
  (wert: string) => minLaenge(wert, 3, M),
  [
    ['ab', M],
    [' ab ', M],
    ['abc', undefined],
    ['', undefined],
    ['äöü', undefined],
  ],
);

tabellentest('maxLaenge(3)', (wert: string) => maxLaenge(wert, 3, M), [
  ['abc', undefined],
  [' abc ', undefined],
  ['abcd', M],
]);

tabellentest('leerOderPasst(digits)', (wert: Feldtext) => leerOderPasst(/^\d+$/, wert), [
  ['', true],
  [null, true],
  [' 12 ', true],
  ['1a', false],
]);

describe('minDatum/maxDatum against 2026-03-10', () => {
  it.each([
    { wert: '2026-03-09', min: M, max: undefined },
    { wert: '2026-03-10', min: undefined, max: undefined },
    { wert: '2026-03-11', min: undefined, max: M },
    { wert: '', min: undefined, max: undefined },
    { wert: '2026-02-30', min: M, max: M },
    { wert: '10.03.2026', min: M, max: M },
  ])('$wert', ({ wert, min, max }) => {
    expect(minDatum(wert, '2026-03-10', M)).toBe(min);
    expect(maxDatum(wert, '2026-03-10', M)).toBe(max);
  });
});

describe('combining rules', () => {
  it('ersteMeldung takes the first failing rule', () => {
    expect(ersteMeldung(undefined, 'a', 'b')).toBe('a');
    expect(ersteMeldung(undefined, undefined)).toBeUndefined();
  });

  it('alleGueltig: true only when no field has a message', () => {
    expect(alleGueltig({ a: undefined, b: undefined })).toBe(true);
    expect(alleGueltig({ a: undefined, b: M })).toBe(false);
  });

  it('zusammenfuehren merges rule sets, the first message per field wins', () => {
    expect(
      zusammenfuehren<'a' | 'b' | 'c'>({ a: 'A1', b: undefined }, { a: 'A2', b: 'B2', c: undefined }),
    ).toEqual({
      a: 'A1',
      b: 'B2',
      c: undefined,
    });
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
