import { addDays, addMonths, firstOfMonth } from '../domain/time.ts';

/** What every part of the seed shares: the Berlin day it is built for, dates derived from it, one id counter. */
export interface SeedKontext {
  today: string;
  nextMonth: string;
  monthAfterNext: string;
  yearStart: string;
  lastYear: string;
  /** The end of the contract cancelled in the seed (3000103): the day before the month after next. */
  kuendigungsende: string;
  /** The last id handed out; the parts run in a fixed order, so every id is the same on every reset. */
  zaehler: number;
  id: (prefix: string, owner: string) => string;
}

export function seedKontext(today: string): SeedKontext {
  const k: SeedKontext = {
    today,
    nextMonth: firstOfMonth(addMonths(today, 1)),
    monthAfterNext: firstOfMonth(addMonths(today, 2)),
    yearStart: `${today.slice(0, 4)}-01-01`,
    lastYear: String(Number(today.slice(0, 4)) - 1),
    kuendigungsende: addDays(firstOfMonth(addMonths(today, 2)), -1),
    zaehler: 1000,
    id: (prefix, owner) => `${prefix}-${owner}-${String((k.zaehler += 1))}`,
  };
  return k;
}
