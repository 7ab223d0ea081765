import { describe, expect, it } from 'vitest';

import {
  ersterDesMonats,
  istIsoDatum,
  kalendertag,
  kalendertagVon,
  letzterDesMonats,
  parseZeitpunkt,
  plusMonate,
  plusTage,
  tagesbeginn,
  wochentag,
  zeitpunktIso,
} from './zeit';
import { tabellentest } from '../test/tabelle';

describe('calendar dates', () => {
  tabellentest('istIsoDatum', istIsoDatum, [
    ['2026-03-10', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-3-10', false],
    ['10.03.2026', false],
    ['', false],
  ]);

  it.each([
    { datum: '2026-03-28', tage: 1, ergebnis: '2026-03-29' },
    { datum: '2026-03-29', tage: 1, ergebnis: '2026-03-30' }, // DST day has no effect on calendar arithmetic
    { datum: '2026-12-31', tage: 1, ergebnis: '2027-01-01' },
    { datum: '2028-03-01', tage: -1, ergebnis: '2028-02-29' },
  ])('plusTage($datum, $tage)', ({ datum, tage, ergebnis }) => {
    expect(plusTage(datum, tage)).toBe(ergebnis);
  });

  it.each([
    { datum: '2026-03-31', monate: -1, ergebnis: '2026-02-28' },
    { datum: '2028-03-31', monate: -1, ergebnis: '2028-02-29' },
    { datum: '2026-01-31', monate: 1, ergebnis: '2026-02-28' },
    { datum: '2026-12-15', monate: 1, ergebnis: '2027-01-15' },
    { datum: '2028-02-29', monate: 12, ergebnis: '2029-02-28' },
    { datum: '2026-01-15', monate: -13, ergebnis: '2024-12-15' },
  ])('plusMonate($datum, $monate)', ({ datum, monate, ergebnis }) => {
    expect(plusMonate(datum, monate)).toBe(ergebnis);
  });

  it('month bounds and weekday', () => {
    expect(ersterDesMonats('2028-02-17')).toBe('2028-02-01');
    expect(letzterDesMonats('2028-02-17')).toBe('2028-02-29');
    expect(letzterDesMonats('2026-12-01')).toBe('2026-12-31');
    expect(wochentag('2026-11-24')).toBe(2);
    expect(wochentag('2026-03-29')).toBe(0);
  });
});

describe('Berlin wall clock', () => {
  it.each([
    { utc: '2026-03-10T22:59:59Z', tag: '2026-03-10' },
    { utc: '2026-03-10T23:00:00Z', tag: '2026-03-11' },
    { utc: '2026-07-10T21:59:59Z', tag: '2026-07-10' },
    { utc: '2026-07-10T22:00:00Z', tag: '2026-07-11' },
  ])('kalendertag($utc) = $tag', ({ utc, tag }) => {
    expect(kalendertag(new Date(utc))).toBe(tag);
  });

  it('tagesbeginn and zeitpunktIso carry the Berlin offset', () => {
    expect(zeitpunktIso(tagesbeginn('2026-03-29'))).toBe('2026-03-29T00:00:00+01:00');
    expect(zeitpunktIso(tagesbeginn('2026-03-30'))).toBe('2026-03-30T00:00:00+02:00');
    expect(zeitpunktIso(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it.each([
    { wert: '2026-03-10', iso: '2026-03-09T23:00:00.000Z' },
    { wert: '2026-07-10', iso: '2026-07-09T22:00:00.000Z' },
    { wert: '2026-03-10T12:00:00+01:00', iso: '2026-03-10T11:00:00.000Z' },
    { wert: '2026-02-30', iso: undefined },
    { wert: 'kaputt', iso: undefined },
    { wert: '', iso: undefined },
    { wert: null, iso: undefined },
  ])('parseZeitpunkt($wert)', ({ wert, iso }) => {
    expect(parseZeitpunkt(wert)?.toISOString()).toBe(iso);
  });

  tabellentest('kalendertagVon', kalendertagVon, [
    ['2026-03-10', '2026-03-10'],
    ['2026-03-10T23:30:00Z', '2026-03-11'],
    ['kaputt', undefined],
  ]);
});
