// Pure calendar arithmetic for the DatePicker (proleptic Gregorian calendar, no Date objects, no time zones):
// a picked day is a calendar day, so nothing here may shift across midnight or a DST switch.

export interface PlainDate {
  year: number;
  month: number;
  day: number;
}

/** SPEC §5: year 1 to 275760 (the range of ECMAScript dates). */
export const MIN_YEAR = 1;
export const MAX_YEAR = 275760;
export const EARLIEST_DATE: PlainDate = { year: MIN_YEAR, month: 1, day: 1 };
export const LATEST_DATE: PlainDate = { year: MAX_YEAR, month: 12, day: 31 };

// The German names come from the platform (Intl, CLDR), the one source the portal's dates and the calendar share.
// Made on first use, not when the module loads: the first Intl formatter of a page loads the locale's data, a long
// task on a phone while the portal starts, and most pages that load this module show no month or weekday by name.
let monthNames: readonly string[] | undefined;
let weekdayNames: readonly string[] | undefined;

/** 'Januar' … 'Dezember'. */
export function germanMonthNames(): readonly string[] {
  if (monthNames === undefined) {
    const format = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' });
    monthNames = Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2001, index, 1)));
  }
  return monthNames;
}

/** Monday first, as weeks are laid out in Germany (1 January 2001 was a Monday). */
export function germanWeekdayNames(): readonly string[] {
  if (weekdayNames === undefined) {
    const format = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' });
    weekdayNames = Array.from({ length: 7 }, (_, index) => format.format(Date.UTC(2001, 0, 1 + index)));
  }
  return weekdayNames;
}

/** 'Mo' … 'So'. */
export function germanWeekdayShortNames(): readonly string[] {
  return germanWeekdayNames().map((name) => name.slice(0, 2));
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDate(date: PlainDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

// Day and month may have one or two digits ('1.2.2026'). Years need four to six digits: a two-digit year
// would silently mean the first century ('1.2.26' → year 26), which no customer intends.
const germanDatePattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4,6})$/;

/** Parses 'dd.mm.yyyy' (also 'd.m.yyyy'); null if the text is not a real calendar day within the year bounds. */
export function parseGermanDate(text: string): PlainDate | null {
  const match = germanDatePattern.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isValidDate(date) ? date : null;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function formatGermanDate(date: PlainDate): string {
  return `${pad(date.day, 2)}.${pad(date.month, 2)}.${pad(date.year, 4)}`;
}

/** 'Dienstag, 24. November 2026' */
export function formatLongGermanDate(date: PlainDate): string {
  return `${germanWeekdayNames()[weekdayIndex(date)]}, ${date.day}. ${germanMonthNames()[date.month - 1]} ${date.year}`;
}

// ISO 8601 needs the expanded, signed form for years beyond 9999 ('+275760-12-31'), as ECMAScript does.
const isoPattern = /^(\d{4}|\+\d{6})-(\d{2})-(\d{2})$/;

export function parseIsoDate(text: string): PlainDate | null {
  const match = isoPattern.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDate(date) ? date : null;
}

export function toIsoDate(date: PlainDate): string {
  const year = date.year <= 9999 ? pad(date.year, 4) : `+${pad(date.year, 6)}`;
  return `${year}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
export function toDayNumber({ year, month, day }: PlainDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function fromDayNumber(dayNumber: number): PlainDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Montag … 6 = Sonntag. 1970-01-01 was a Thursday. */
export function weekdayIndex(date: PlainDate): number {
  return (((toDayNumber(date) + 3) % 7) + 7) % 7;
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Moves by whole months and keeps the day where the target month has it (31.01. + 1 month → 28./29.02.). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function compareDates(a: PlainDate, b: PlainDate): number {
  return Math.sign(toDayNumber(a) - toDayNumber(b));
}

export function isSameDate(a: PlainDate, b: PlainDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Keeps `date` within [min, max] and within the supported year range. */
export function clampDate(date: PlainDate, min?: PlainDate | null, max?: PlainDate | null): PlainDate {
  const lower = min && compareDates(min, EARLIEST_DATE) > 0 ? min : EARLIEST_DATE;
  const upper = max && compareDates(max, LATEST_DATE) < 0 ? max : LATEST_DATE;
  if (compareDates(date, lower) < 0) return lower;
  if (compareDates(date, upper) > 0) return upper;
  return date;
}

export function isWithin(date: PlainDate, min?: PlainDate | null, max?: PlainDate | null): boolean {
  return (!min || compareDates(date, min) >= 0) && (!max || compareDates(date, max) <= 0);
}

export type DateTextStatus = 'empty' | 'invalid' | 'before-min' | 'after-max' | 'valid';

export interface DateTextCheck {
  status: DateTextStatus;
  /** The parsed day; set for 'valid', 'before-min' and 'after-max'. */
  date: PlainDate | null;
}

/** Classifies what a user typed into a date field. */
export function checkDateText(
  text: string,
  limits: { min?: PlainDate | null; max?: PlainDate | null } = {},
): DateTextCheck {
  if (text.trim() === '') return { status: 'empty', date: null };
  const date = parseGermanDate(text);
  if (!date) return { status: 'invalid', date: null };
  if (limits.min && compareDates(date, limits.min) < 0) return { status: 'before-min', date };
  if (limits.max && compareDates(date, limits.max) > 0) return { status: 'after-max', date };
  return { status: 'valid', date };
}

/** The local calendar day of `now` (the browser's zone; the portal runs in Europe/Berlin). */
export function plainDateOf(now: Date): PlainDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
