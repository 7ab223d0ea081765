import { describe, expect, it } from 'vitest';

import {
  formatCent,
  formatDatum,
  formatDatumUhrzeit,
  formatEuro,
  formatJaNein,
  formatKilobyte,
  formatKwh,
  formatLangesDatum,
  formatMonat,
  formatProzent,
  formatUhrzeit,
  formatZahl,
} from './de';

const NBSP = '\u00A0';

describe('formatDatum (dd.mm.yyyy)', () => {
  it.each([
    { wert: '2026-11-24', text: '24.11.2026' },
    { wert: '2026-01-05', text: '05.01.2026' },
    { wert: '2026-03-10T10:00:00+01:00', text: '10.03.2026' },
    { wert: '2026-03-10T23:30:00Z', text: '11.03.2026' }, // 00:30 in Berlin
    { wert: '2026-07-10T22:30:00Z', text: '11.07.2026' }, // 00:30 CEST
    { wert: '2026-07-10T21:30:00Z', text: '10.07.2026' }, // 23:30 CEST
    { wert: new Date('2026-12-31T23:00:00Z'), text: '01.01.2027' },
    { wert: Date.parse('2026-06-01T12:00:00Z'), text: '01.06.2026' },
    { wert: '', text: '' },
    { wert: null, text: '' },
    { wert: undefined, text: '' },
    { wert: 'kaputt', text: '' },
    { wert: '2026-02-30', text: '' },
    { wert: new Date(Number.NaN), text: '' },
  ])('$wert → "$text"', ({ wert, text }) => {
    expect(formatDatum(wert)).toBe(text);
  });
});

describe('times', () => {
  it.each([
    { wert: '2026-03-10T09:05:00+01:00', text: '09:05 Uhr' },
    { wert: '2026-03-10T23:30:00Z', text: '00:30 Uhr' },
    { wert: '2026-07-10T12:00:00Z', text: '14:00 Uhr' },
    { wert: '2026-10-25T00:30:00Z', text: '02:30 Uhr' }, // first 02:30 (CEST)
    { wert: '2026-10-25T01:30:00Z', text: '02:30 Uhr' }, // second 02:30 (CET)
    { wert: null, text: '' },
    { wert: 'kaputt', text: '' },
  ])('formatUhrzeit($wert) → "$text"', ({ wert, text }) => {
    expect(formatUhrzeit(wert)).toBe(text);
  });

  it('formatDatumUhrzeit', () => {
    expect(formatDatumUhrzeit('2026-03-10T23:30:00Z')).toBe('11.03.2026 00:30 Uhr');
    expect(formatDatumUhrzeit(undefined)).toBe('');
  });
});

describe('booleans', () => {
  it.each([
    { wert: true, text: 'Ja' },
    { wert: false, text: 'Nein' },
    { wert: null, text: '' },
    { wert: undefined, text: '' },
  ])('$wert → "$text"', ({ wert, text }) => {
    expect(formatJaNein(wert)).toBe(text);
  });
});

describe('numbers', () => {
  it.each([
    { wert: 1234.5, stellen: 2, text: '1.234,50' },
    { wert: 1234567.891, stellen: 2, text: '1.234.567,89' },
    { wert: 0.005, stellen: 2, text: '0,01' },
    { wert: -0.05, stellen: 2, text: '-0,05' },
    { wert: -0.001, stellen: 2, text: '0,00' }, // no '-0,00'
    { wert: 3500, stellen: 0, text: '3.500' },
    { wert: 12.3456, stellen: 4, text: '12,3456' },
    { wert: Number.NaN, stellen: 2, text: '' },
    { wert: null, stellen: 2, text: '' },
    { wert: Number.POSITIVE_INFINITY, stellen: 2, text: '' },
  ])('formatZahl($wert, $stellen) → "$text"', ({ wert, stellen, text }) => {
    expect(formatZahl(wert, stellen)).toBe(text);
  });

  it('units with a non-breaking space', () => {
    expect(formatEuro(12.5)).toBe(`12,50${NBSP}€`);
    expect(formatEuro(-0.05)).toBe(`-0,05${NBSP}€`);
    expect(formatEuro(1299)).toBe(`1.299,00${NBSP}€`);
    expect(formatCent(32.5)).toBe(`32,50${NBSP}ct`);
    expect(formatCent(32.456, 3)).toBe(`32,456${NBSP}ct`);
    expect(formatKwh(3500)).toBe(`3.500${NBSP}kWh`);
    expect(formatKwh(0.425, 3)).toBe(`0,425${NBSP}kWh`);
    expect(formatProzent(25)).toBe(`25${NBSP}%`);
    expect(formatProzent(33.333, 1)).toBe(`33,3${NBSP}%`);
    expect(formatEuro(undefined)).toBe('');
  });

  it.each([
    { bytes: 153600, text: `150,0${NBSP}kB` },
    { bytes: 1000, text: `1,0${NBSP}kB` },
    { bytes: 2_500_000, text: `2.441,4${NBSP}kB` },
    { bytes: 0, text: `0,0${NBSP}kB` },
    { bytes: null, text: '' },
  ])('formatKilobyte($bytes)', ({ bytes, text }) => {
    expect(formatKilobyte(bytes)).toBe(text);
  });
});

describe('long dates', () => {
  it.each([
    { wert: '2026-11-24', text: 'Dienstag, 24. November 2026' },
    { wert: '2026-03-01', text: 'Sonntag, 1. März 2026' },
    { wert: '2028-02-29', text: 'Dienstag, 29. Februar 2028' },
    { wert: '2026-12-31T23:30:00Z', text: 'Freitag, 1. Januar 2027' },
    { wert: null, text: '' },
  ])('formatLangesDatum($wert)', ({ wert, text }) => {
    expect(formatLangesDatum(wert)).toBe(text);
  });

  it.each([
    { wert: '2026-11-24', text: 'November 2026' },
    { wert: '2026-05-01T00:00:00+02:00', text: 'Mai 2026' },
    { wert: '', text: '' },
  ])('formatMonat($wert)', ({ wert, text }) => {
    expect(formatMonat(wert)).toBe(text);
  });
});
