import * as texts from '../texts';
import { ZEITZONE } from './zeit';

/**
 * The Berlin wall clock for long series (chart labels of thousands of intervals, CSV rows): one cached
 * Intl.DateTimeFormat instead of a TZDate per value, which costs far more.
 *
 * On the last Sunday of October the clock runs 02:00–02:59 twice (first summer time, then winter time). A label
 * 'dd.mm.yyyy 02:00' is then ambiguous: those hours get the zone ('02:00 MESZ', '02:00 MEZ'), every other hour
 * stays as it is, so a spreadsheet still reads ordinary rows as date and time.
 */
const STUNDE_MS = 3_600_000;

let format: Intl.DateTimeFormat | undefined;

/** Made on first use, not when the module loads: the first formatter with a time zone loads the zone's data. */
function berlinerUhr(): Intl.DateTimeFormat {
  format ??= new Intl.DateTimeFormat('de-DE', {
    timeZone: ZEITZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return format;
}

function millis(zeitpunkt: Date | number): number {
  return typeof zeitpunkt === 'number' ? zeitpunkt : zeitpunkt.getTime();
}

/** Two-digit parts of the Berlin wall clock (year with four digits). */
export interface Wanduhr {
  jahr: string;
  monat: string;
  tag: string;
  stunde: string;
  minute: string;
}

export function wanduhr(zeitpunkt: Date | number): Wanduhr {
  const teile: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const teil of berlinerUhr().formatToParts(millis(zeitpunkt))) teile[teil.type] = teil.value;
  return {
    jahr: teile.year ?? '',
    monat: teile.month ?? '',
    tag: teile.day ?? '',
    stunde: teile.hour ?? '',
    minute: teile.minute ?? '',
  };
}

/** ' MESZ' or ' MEZ' for a doubled wall-clock time, '' for every other instant. */
export function zeitzonenZusatz(zeitpunkt: Date | number): string {
  const ms = millis(zeitpunkt);
  const eigene = berlinerUhr().format(ms);
  const { sommerzeit, winterzeit } = texts.formate.zeitzonen;
  // The first of the two is summer time: the same wall-clock time comes again an hour later.
  if (berlinerUhr().format(ms + STUNDE_MS) === eigene) return ` ${sommerzeit}`;
  if (berlinerUhr().format(ms - STUNDE_MS) === eigene) return ` ${winterzeit}`;
  return '';
}
