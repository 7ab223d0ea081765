// Europe/Berlin wall-clock helpers. The time series need millions of offset look-ups over the years, so the
// offset comes from the EU summer-time rule (in force in Germany since 1996) instead of Intl per call; a test
// checks it against @date-fns/tz.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const transitionCache = new Map<number, { start: number; end: number }>();

/** Last Sunday of a month (0-based) at 01:00 UTC: the EU switch instant. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, day, 1);
}

function transitions(year: number): { start: number; end: number } {
  let t = transitionCache.get(year);
  if (!t) {
    t = { start: lastSundayAt1Utc(year, 2), end: lastSundayAt1Utc(year, 9) };
    transitionCache.set(year, t);
  }
  return t;
}

/** Offset of Europe/Berlin from UTC in minutes (60 or 120) at an instant. */
export function berlinOffsetMinutes(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const { start, end } = transitions(year);
  return ms >= start && ms < end ? 120 : 60;
}

export interface BerlinParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday */
  weekday: number;
}

export function berlinParts(ms: number): BerlinParts {
  const local = new Date(ms + berlinOffsetMinutes(ms) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Calendar date (YYYY-MM-DD) in Berlin at an instant. */
export function berlinDate(ms: number): string {
  const p = berlinParts(ms);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Instant of local midnight in Berlin for a calendar date (YYYY-MM-DD). */
export function berlinMidnight(date: string): number {
  const { year, month, day } = parseDate(date);
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Midnight is never inside a switch hour (switches happen at 02:00/03:00 local), so one correction suffices.
  return utcMidnight - berlinOffsetMinutes(utcMidnight - 60 * 60_000) * 60_000;
}

/** ISO 8601 with the Berlin offset, e.g. 2026-03-29T03:00:00+02:00. */
export function berlinIso(ms: number): string {
  const offset = berlinOffsetMinutes(ms);
  const local = new Date(ms + offset * 60_000);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `+${pad(offset / 60)}:00`
  );
}

export function parseDate(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Kein Datum im Format YYYY-MM-DD: ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** Pure calendar arithmetic on YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseDate(date);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  const pa = parseDate(a);
  const pb = parseDate(b);
  return Math.round(
    (Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / DAY_MS,
  );
}

export function weekdayOf(date: string): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** German display format dd.mm.yyyy, used in hints. */
export function deDate(date: string): string {
  const { year, month, day } = parseDate(date);
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/** German date and wall-clock time in Berlin, e.g. `10.06.2026 14:30 Uhr` (receipts and mails). */
export function deZeitpunkt(ms: number): string {
  const p = berlinParts(ms);
  return `${deDate(berlinDate(ms))} ${pad(p.hour)}:${pad(p.minute)} Uhr`;
}
