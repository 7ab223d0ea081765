import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';

import { addDays, berlinDate, berlinIso, berlinMidnight, berlinOffsetMinutes, HOUR_MS } from './time.ts';

describe('Berlin time without Intl', () => {
  it('matches @date-fns/tz for every hour around the switch days of several years', () => {
    for (const year of [1996, 2024, 2025, 2026, 2027, 2030]) {
      for (const day of [`${year}-03-2`, `${year}-10-2`]) {
        for (let d = 0; d < 10; d += 1) {
          const start = Date.parse(`${day}${d}T00:00:00Z`);
          for (let h = 0; h < 24; h += 1) {
            const ms = start + h * HOUR_MS;
            expect(berlinOffsetMinutes(ms), new Date(ms).toISOString()).toBe(
              tzOffset('Europe/Berlin', new Date(ms)),
            );
          }
        }
      }
    }
  });

  it('knows local midnights and day lengths of the DST switch days', () => {
    expect(berlinIso(berlinMidnight('2026-03-29'))).toBe('2026-03-29T00:00:00+01:00');
    expect(berlinIso(berlinMidnight('2026-03-30'))).toBe('2026-03-30T00:00:00+02:00');
    expect((berlinMidnight('2026-03-30') - berlinMidnight('2026-03-29')) / HOUR_MS).toBe(23);
    expect((berlinMidnight('2026-10-26') - berlinMidnight('2026-10-25')) / HOUR_MS).toBe(25);
    expect(berlinDate(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
