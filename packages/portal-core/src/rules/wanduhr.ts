import * as texts from '../texts.ts';
import { berlin } from './zeit';

/**
 * On the last Sunday of October the Berlin clock runs 02:00–02:59 twice (first summer time, then winter time).
 * A label 'dd.mm.yyyy 02:00' is then ambiguous: those hours get the zone ('02:00 MESZ', '02:00 MEZ'), every other
 * hour stays as it is, so a spreadsheet still reads ordinary rows as date and time.
 */
const STUNDE_MS = 3_600_000;

function millis(zeitpunkt: Date | number): number {
  return typeof zeitpunkt === 'number' ? zeitpunkt : zeitpunkt.getTime();
}

function wanduhr(ms: number): string {
  const b = berlin(ms);
  return `${String(b.getFullYear())}-${String(b.getMonth())}-${String(b.getDate())} ${String(b.getHours())}:${String(b.getMinutes())}`;
}

/** True when the same Berlin wall-clock time occurs a second time an hour earlier or later. */
export function istDoppelteUhrzeit(zeitpunkt: Date | number): boolean {
  const ms = millis(zeitpunkt);
  const eigene = wanduhr(ms);
  return wanduhr(ms - STUNDE_MS) === eigene || wanduhr(ms + STUNDE_MS) === eigene;
}

/** ' MESZ' or ' MEZ' for a doubled wall-clock time, '' for every other instant. */
export function zeitzonenZusatz(zeitpunkt: Date | number): string {
  const ms = millis(zeitpunkt);
  if (!istDoppelteUhrzeit(ms)) return '';
  const { sommerzeit, winterzeit } = texts.formate.zeitzonen;
  // getTimezoneOffset of the Berlin wall clock: -120 in summer time, -60 in winter time.
  return ` ${berlin(ms).getTimezoneOffset() === -120 ? sommerzeit : winterzeit}`;
}
