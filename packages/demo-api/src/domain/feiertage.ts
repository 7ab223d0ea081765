// Public holidays, standing in for the external holiday service the portal calls (SPEC §7): per-state flags "0"/"1"
// over all 16 states, computed by feiertagejs for any year.
import { getHolidays } from 'feiertagejs';

import { addDays, weekdayOf } from './time.ts';

export const BUNDESLAENDER = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;

export type FeiertagEintrag = {
  date: string;
  fname: string;
  comment: string;
  all_states: '0' | '1';
} & Record<Lowercase<(typeof BUNDESLAENDER)[number]>, '0' | '1'>;

const cache = new Map<number, FeiertagEintrag[]>();

export function feiertage(year: number): FeiertagEintrag[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const byDate = new Map<string, { fname: string; laender: Set<string> }>();
  for (const land of BUNDESLAENDER) {
    for (const holiday of getHolidays(year, land)) {
      const entry = byDate.get(holiday.dateString) ?? {
        fname: holiday.translate('de') ?? holiday.name,
        laender: new Set<string>(),
      };
      entry.laender.add(land);
      byDate.set(holiday.dateString, entry);
    }
  }
  const result = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { fname, laender }]) => {
      const flags = Object.fromEntries(
        BUNDESLAENDER.map((land) => [land.toLowerCase(), laender.has(land) ? '1' : '0']),
      ) as Record<Lowercase<(typeof BUNDESLAENDER)[number]>, '0' | '1'>;
      const all = laender.size === BUNDESLAENDER.length;
      return {
        date,
        fname,
        comment: all ? '' : `nur in ${[...laender].sort().join(', ')}`,
        all_states: all ? '1' : '0',
        ...flags,
      } satisfies FeiertagEintrag;
    });
  cache.set(year, result);
  return result;
}

/** Monday to Friday and no public holiday in any state (the portal treats any flagged day as non-working). */
export function istArbeitstag(date: string): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  return !feiertage(Number(date.slice(0, 4))).some((f) => f.date === date);
}

/** The second working day after `today` (SPEC §5: earliest cancellation date). */
export function zweiterArbeitstagNach(today: string): string {
  let found = 0;
  let date = today;
  while (found < 2) {
    date = addDays(date, 1);
    if (istArbeitstag(date)) found += 1;
  }
  return date;
}
