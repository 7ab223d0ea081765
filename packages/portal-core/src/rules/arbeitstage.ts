import { getHolidays } from 'feiertagejs';

import { jahrVon, plusTage, wochentag } from './zeit';
import type { IsoDatum } from './zeit';

/** Public holidays as a set of 'YYYY-MM-DD'. */
export type Feiertage = ReadonlySet<IsoDatum>;

/** The earliest cancellation date is this many working days after today (SPEC §5, §9). */
export const KUENDIGUNG_ARBEITSTAGE = 2;

/** Monday to Friday and not a public holiday. */
export function istArbeitstag(datum: IsoDatum, feiertage: Feiertage): boolean {
  const tag = wochentag(datum);
  return tag !== 0 && tag !== 6 && !feiertage.has(datum);
}

/** The n-th working day after `heute` (today itself never counts). */
export function arbeitstagNach(heute: IsoDatum, anzahl: number, feiertage: Feiertage): IsoDatum {
  let datum = heute;
  for (let gezaehlt = 0; gezaehlt < anzahl;) {
    datum = plusTage(datum, 1);
    if (istArbeitstag(datum, feiertage)) gezaehlt++;
  }
  return datum;
}

/** Earliest cancellation date: the second working day after today. */
export function fruehestesKuendigungsdatum(heute: IsoDatum, feiertage: Feiertage): IsoDatum {
  return arbeitstagNach(heute, KUENDIGUNG_ARBEITSTAGE, feiertage);
}

/**
 * Years to ask the holiday service for: the current year, plus the next one in December (the second working
 * day after late December can fall into January).
 */
export function holidayYears(heute: IsoDatum): number[] {
  const jahr = jahrVon(heute);
  return heute.slice(5, 7) === '12' ? [jahr, jahr + 1] : [jahr];
}

/** Fields of a holiday entry that are not state flags. */
const KEINE_FLAGS = new Set(['date', 'fname', 'comment']);

function istGesetzt(wert: unknown): boolean {
  return wert === '1' || wert === 1;
}

/**
 * Parses the holiday service response `{ feiertage: [{ date, fname, comment, <flag>: "1" | "0" | null, … }] }`:
 * a day is non-working when any field other than date, fname and comment is "1" (SPEC §7). Returns undefined
 * when the response does not have that shape, so the caller can fall back.
 */
export function parseFeiertagsantwort(antwort: unknown): Set<IsoDatum> | undefined {
  if (typeof antwort !== 'object' || antwort === null) return undefined;
  const liste = (antwort as { feiertage?: unknown }).feiertage;
  if (!Array.isArray(liste)) return undefined;
  const tage = new Set<IsoDatum>();
  for (const eintrag of liste as unknown[]) {
    if (typeof eintrag !== 'object' || eintrag === null) continue;
    const felder = eintrag as Record<string, unknown>;
    const datum = felder.date;
    if (typeof datum !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(datum)) continue;
    if (Object.entries(felder).some(([feld, wert]) => !KEINE_FLAGS.has(feld) && istGesetzt(wert)))
      tage.add(datum);
  }
  return tage;
}

/** The 16 states; feiertagejs also knows the city of Augsburg, which is no state. */
const BUNDESLAENDER = new Set([
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HE',
  'HH',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
]);

/**
 * Local fallback: the public holidays of the given years in the union of all 16 states, computed by feiertagejs.
 * Like the service's "any flag set" rule, a holiday of one state (Reformationstag, Allerheiligen, Buß- und
 * Bettag …) counts, so the earliest date is never a holiday anywhere in Germany.
 */
export function lokaleFeiertage(jahre: readonly number[]): Set<IsoDatum> {
  const tage = new Set<IsoDatum>();
  for (const jahr of jahre) {
    for (const feiertag of getHolidays(jahr, 'ALL')) {
      if (!feiertag.regions.some((region) => BUNDESLAENDER.has(region))) continue;
      // feiertagejs builds each date at 12:00 UTC; its own dateString depends on the process time zone.
      tage.add(feiertag.date.toISOString().slice(0, 10));
    }
  }
  return tage;
}

/**
 * Loads holidays from the service and falls back to the local computation when the call fails or answers in an
 * unexpected shape. Deviation from SPEC §7 (there the failure is only logged and the earliest date stays unset):
 * with the fallback the customer can still give notice. `laden` receives the years and returns the parsed JSON.
 */
export async function feiertageMitFallback(
  laden: (jahre: number[]) => Promise<unknown>,
  heute: IsoDatum,
  melden: (fehler: unknown) => void = () => undefined,
): Promise<Set<IsoDatum>> {
  const jahre = holidayYears(heute);
  try {
    const tage = parseFeiertagsantwort(await laden(jahre));
    if (tage && tage.size > 0) return tage;
    melden(new Error('Unerwartete Antwort des Feiertagsdienstes'));
  } catch (fehler) {
    // A cancelled request (the user left the screen) is ignored, not answered with a fallback.
    if (fehler instanceof Error && fehler.name === 'AbortError') throw fehler;
    melden(fehler);
  }
  return lokaleFeiertage(jahre);
}
