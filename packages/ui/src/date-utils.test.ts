import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  checkDateText,
  clampDate,
  daysInMonth,
  formatGermanDate,
  formatLongGermanDate,
  fromDayNumber,
  isLeapYear,
  isValidDate,
  parseGermanDate,
  parseIsoDate,
  toDayNumber,
  toIsoDate,
  weekdayIndex,
} from './date-utils';
import type { PlainDate } from './date-utils';

const d = (year: number, month: number, day: number): PlainDate => ({ year, month, day });

describe('parseGermanDate', () => {
  it.each([
    ['24.11.2026', d(2026, 11, 24)],
    ['1.2.2026', d(2026, 2, 1)],
    ['01.02.2026', d(2026, 2, 1)],
    ['  05.06.2025 ', d(2025, 6, 5)],
    ['29.02.2024', d(2024, 2, 29)],
    ['29.02.2000', d(2000, 2, 29)],
    ['31.12.9999', d(9999, 12, 31)],
    ['01.01.0001', d(1, 1, 1)],
    ['31.12.275760', d(275760, 12, 31)],
    ['30.04.2026', d(2026, 4, 30)],
  ])('%s → %o', (text, expected) => {
    expect(parseGermanDate(text)).toEqual(expected);
  });

  it.each([
    ['29.02.2025', 'no leap year'],
    ['29.02.1900', 'century without leap day'],
    ['31.04.2026', 'April has 30 days'],
    ['32.01.2026', 'day above 31'],
    ['00.01.2026', 'day 0'],
    ['15.13.2026', 'month 13'],
    ['15.00.2026', 'month 0'],
    ['01.01.0000', 'year 0'],
    ['01.01.275761', 'year above 275760'],
    ['1.2.26', 'two-digit year'],
    ['2026-02-01', 'ISO instead of German'],
    ['01/02/2026', 'wrong separator'],
    ['1.2.2026x', 'trailing garbage'],
    ['', 'empty'],
    ['..', 'only dots'],
  ])('%s is invalid (%s)', (text) => {
    expect(parseGermanDate(text)).toBeNull();
  });
});

describe('calendar facts', () => {
  it.each([
    [2024, true],
    [2025, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [2400, true],
  ])('isLeapYear(%i) = %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2026, 4, 30],
    [2026, 6, 30],
    [2026, 9, 30],
    [2026, 11, 30],
    [2026, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    [d(2026, 2, 28), true],
    [d(2026, 2, 29), false],
    [d(2026, 2.5, 1), false],
    [d(Number.NaN, 1, 1), false],
    [d(275760, 12, 31), true],
    [d(275761, 1, 1), false],
  ])('isValidDate(%o) = %s', (date, valid) => {
    expect(isValidDate(date)).toBe(valid);
  });
});

describe('formatting', () => {
  it.each([
    [d(2026, 11, 24), '24.11.2026', 'Dienstag, 24. November 2026'],
    [d(2024, 2, 29), '29.02.2024', 'Donnerstag, 29. Februar 2024'],
    [d(2025, 3, 2), '02.03.2025', 'Sonntag, 2. März 2025'],
    [d(2000, 1, 1), '01.01.2000', 'Samstag, 1. Januar 2000'],
  ])('%o → %s / %s', (date, short, long) => {
    expect(formatGermanDate(date)).toBe(short);
    expect(formatLongGermanDate(date)).toBe(long);
  });

  it.each([
    [d(2026, 1, 5), '2026-01-05'],
    [d(1, 1, 1), '0001-01-01'],
    [d(275760, 9, 13), '+275760-09-13'],
  ])('toIsoDate(%o) = %s and back', (date, iso) => {
    expect(toIsoDate(date)).toBe(iso);
    expect(parseIsoDate(iso)).toEqual(date);
  });

  it.each(['2025-02-29', '2026-1-05', '26-01-05', '', '2026-01-05T00:00:00Z'])(
    'parseIsoDate(%j) is null',
    (iso) => {
      expect(parseIsoDate(iso)).toBeNull();
    },
  );
});

describe('day arithmetic', () => {
  it('agrees with ECMAScript UTC dates across the whole year range', () => {
    const samples = [
      d(1, 1, 1),
      d(1, 3, 1),
      d(99, 12, 31),
      d(1582, 10, 15),
      d(1970, 1, 1),
      d(2024, 2, 29),
      d(2026, 3, 29),
      d(2026, 10, 25),
      d(9999, 12, 31),
      d(275760, 9, 13),
    ];
    for (const date of samples) {
      const utc = new Date(0);
      utc.setUTCFullYear(date.year, date.month - 1, date.day);
      expect(toDayNumber(date), toIsoDate(date)).toBe(Math.round(utc.getTime() / 86_400_000));
      expect(fromDayNumber(toDayNumber(date))).toEqual(date);
      expect(weekdayIndex(date), toIsoDate(date)).toBe((utc.getUTCDay() + 6) % 7);
    }
  });

  // Days and months move a date alike: one table, the function by name.
  const dateArithmetic = { addDays, addMonths };
  it.each<[keyof typeof dateArithmetic, PlainDate, number, PlainDate]>([
    ['addDays', d(2026, 12, 31), 1, d(2027, 1, 1)],
    ['addDays', d(2024, 2, 28), 1, d(2024, 2, 29)],
    ['addDays', d(2025, 2, 28), 1, d(2025, 3, 1)],
    ['addDays', d(2026, 3, 1), -1, d(2026, 2, 28)],
    ['addDays', d(2026, 3, 29), 7, d(2026, 4, 5)],
    ['addMonths', d(2026, 1, 31), 1, d(2026, 2, 28)],
    ['addMonths', d(2024, 1, 31), 1, d(2024, 2, 29)],
    ['addMonths', d(2026, 12, 15), 1, d(2027, 1, 15)],
    ['addMonths', d(2026, 1, 15), -1, d(2025, 12, 15)],
    ['addMonths', d(2024, 2, 29), 12, d(2025, 2, 28)],
    ['addMonths', d(2026, 3, 31), -1, d(2026, 2, 28)],
  ])('%s(%o, %i) = %o', (name, date, amount, expected) => {
    expect(dateArithmetic[name](date, amount)).toEqual(expected);
  });

  it('clamps to min, max and the supported range', () => {
    expect(clampDate(d(2026, 1, 1), d(2026, 2, 1), d(2026, 3, 1))).toEqual(d(2026, 2, 1));
    expect(clampDate(d(2026, 4, 1), d(2026, 2, 1), d(2026, 3, 1))).toEqual(d(2026, 3, 1));
    expect(clampDate(d(2026, 2, 15), d(2026, 2, 1), d(2026, 3, 1))).toEqual(d(2026, 2, 15));
    expect(clampDate(d(0, 12, 31))).toEqual(d(1, 1, 1));
    expect(clampDate(d(275761, 1, 1))).toEqual(d(275760, 12, 31));
  });
});

describe('checkDateText', () => {
  const limits = { min: d(2026, 1, 10), max: d(2026, 12, 31) };
  it.each([
    ['', 'empty', null],
    ['   ', 'empty', null],
    ['29.02.2025', 'invalid', null],
    ['9.1.2026', 'before-min', d(2026, 1, 9)],
    ['10.1.2026', 'valid', d(2026, 1, 10)],
    ['31.12.2026', 'valid', d(2026, 12, 31)],
    ['1.1.2027', 'after-max', d(2027, 1, 1)],
  ])('%j → %s', (text, status, date) => {
    expect(checkDateText(text, limits)).toEqual({ status, date });
  });

  it('without limits every real day is valid', () => {
    expect(checkDateText('1.1.0001')).toEqual({ status: 'valid', date: d(1, 1, 1) });
  });
});
