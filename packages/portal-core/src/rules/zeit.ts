import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';

/**
 * Calendar and wall-clock helpers. The portal's wall clock is Europe/Berlin whatever the browser's zone is, so
 * nothing here reads local getters of a plain Date. Calendar dates ('YYYY-MM-DD', as on the wire) are computed
 * with UTC arithmetic, which has no DST, and only turned into instants at the edge.
 */
export const ZEITZONE = 'Europe/Berlin';

/** A calendar date as on the wire: 'YYYY-MM-DD'. */
export type IsoDatum = string;

const DATUM = /^(\d{4})-(\d{2})-(\d{2})$/;

function teile(datum: IsoDatum): [number, number, number] {
  const treffer = DATUM.exec(datum);
  if (!treffer) throw new RangeError(`Kein Datum im Format YYYY-MM-DD: ${datum}`);
  return [Number(treffer[1]), Number(treffer[2]), Number(treffer[3])];
}

function zuIsoDatum(utc: Date): IsoDatum {
  return utc.toISOString().slice(0, 10);
}

function utcMitternacht(datum: IsoDatum): Date {
  const [jahr, monat, tag] = teile(datum);
  return new Date(Date.UTC(jahr, monat - 1, tag));
}

/** True for a real calendar date in 'YYYY-MM-DD' form (rejects 2026-02-30). */
export function istIsoDatum(wert: string): boolean {
  if (!DATUM.test(wert)) return false;
  return zuIsoDatum(utcMitternacht(wert)) === wert;
}

/** The instant as Berlin wall clock (getHours() etc. answer in Berlin time). */
export function berlin(zeitpunkt: Date | number): TZDate {
  return new TZDate(typeof zeitpunkt === 'number' ? zeitpunkt : zeitpunkt.getTime(), ZEITZONE);
}

/** The Berlin calendar date of an instant. */
export function kalendertag(zeitpunkt: Date | number): IsoDatum {
  const b = berlin(zeitpunkt);
  return zuIsoDatum(new Date(Date.UTC(b.getFullYear(), b.getMonth(), b.getDate())));
}

export function plusTage(datum: IsoDatum, tage: number): IsoDatum {
  const d = utcMitternacht(datum);
  d.setUTCDate(d.getUTCDate() + tage);
  return zuIsoDatum(d);
}

/** Adds months; the day is clamped to the target month's length (31.03. − 1 month = 28./29.02.). */
export function plusMonate(datum: IsoDatum, monate: number): IsoDatum {
  const [jahr, monat, tag] = teile(datum);
  const ziel = new Date(Date.UTC(jahr, monat - 1 + monate, 1));
  const letzter = new Date(Date.UTC(ziel.getUTCFullYear(), ziel.getUTCMonth() + 1, 0)).getUTCDate();
  ziel.setUTCDate(Math.min(tag, letzter));
  return zuIsoDatum(ziel);
}

export function ersterDesMonats(datum: IsoDatum): IsoDatum {
  return `${datum.slice(0, 7)}-01`;
}

export function letzterDesMonats(datum: IsoDatum): IsoDatum {
  const [jahr, monat] = teile(datum);
  return zuIsoDatum(new Date(Date.UTC(jahr, monat, 0)));
}

/** 0 = Sunday … 6 = Saturday. */
export function wochentag(datum: IsoDatum): number {
  return utcMitternacht(datum).getUTCDay();
}

export function jahrVon(datum: IsoDatum): number {
  return teile(datum)[0];
}

/** Berlin 00:00 of a calendar date (23, 24 or 25 hours before the next one). */
export function tagesbeginn(datum: IsoDatum): TZDate {
  const [jahr, monat, tag] = teile(datum);
  return new TZDate(jahr, monat - 1, tag, ZEITZONE);
}

/** ISO 8601 with the Berlin offset, e.g. '2026-03-29T00:00:00+01:00'. */
export function zeitpunktIso(zeitpunkt: Date | number): string {
  return formatISO(berlin(zeitpunkt));
}

/**
 * Parses a wire value: a calendar date means Berlin 00:00 of that day, anything else must be an ISO timestamp.
 * Returns undefined for empty or unreadable values.
 */
export function parseZeitpunkt(wert: string | null | undefined): Date | undefined {
  if (!wert) return undefined;
  if (DATUM.test(wert)) return istIsoDatum(wert) ? new Date(tagesbeginn(wert).getTime()) : undefined;
  const ms = Date.parse(wert);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** The Berlin calendar date of a wire value (date or timestamp); undefined when unreadable. */
export function kalendertagVon(wert: string | null | undefined): IsoDatum | undefined {
  if (!wert) return undefined;
  if (DATUM.test(wert)) return istIsoDatum(wert) ? wert : undefined;
  const zeitpunkt = parseZeitpunkt(wert);
  return zeitpunkt ? kalendertag(zeitpunkt) : undefined;
}
