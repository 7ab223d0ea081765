import { monatsname } from '../format/de.ts';
import * as texts from '../texts.ts';
import {
  berlin,
  ersterDesMonats,
  jahrVon,
  kalendertag,
  kalendertagVon,
  letzterDesMonats,
  plusMonate,
  plusTage,
  tagesbeginn,
  zeitpunktIso,
} from './zeit';
import type { IsoDatum } from './zeit';

/**
 * Consumption history periods (SPEC §4, §7, §9) on the Berlin wall clock.
 *
 * Periods are half-open: `von` is 00:00 of the first day, `bis` is 00:00 of the day after the last day, both ISO
 * 8601 with the Berlin offset. "End of day" therefore needs no 23:59:59.999 and a period on the DST days has
 * exactly 47 or 49 hours. `ersterTag`/`letzterTag` are the calendar days for display.
 */
export type HistorienModus = 'stuendlich' | 'taeglich' | 'monatlich';

/**
 * The `interval` query value of GET /{vertrag}/historie. SPEC §7 names the resolutions hourly, daily and monthly;
 * on the wire they are the contract's enum (SPEC §3 "Resolutions: STUENDLICH, TAEGLICH, MONATLICH").
 */
export const API_INTERVALL: Readonly<Record<HistorienModus, 'STUENDLICH' | 'TAEGLICH' | 'MONATLICH'>> = {
  stuendlich: 'STUENDLICH',
  taeglich: 'TAEGLICH',
  monatlich: 'MONATLICH',
};

/** From 12:00 local time tomorrow's hourly prices are known. */
export const MITTAGSSTUNDE = 12;

export interface Zeitraum {
  von: string;
  bis: string;
  ersterTag: IsoDatum;
  letzterTag: IsoDatum;
}

function frueher(a: IsoDatum, b: IsoDatum): IsoDatum {
  return a < b ? a : b;
}

function zeitraumAusTagen(ersterTag: IsoDatum, letzterTag: IsoDatum): Zeitraum {
  return {
    von: zeitpunktIso(tagesbeginn(ersterTag)),
    bis: zeitpunktIso(tagesbeginn(plusTage(letzterTag, 1))),
    ersterTag,
    letzterTag,
  };
}

export function istNachmittag(now: Date): boolean {
  return berlin(now).getHours() >= MITTAGSSTUNDE;
}

/** The reference date starts at today (Berlin). */
export function startReferenz(now: Date): IsoDatum {
  return kalendertag(now);
}

/**
 * Latest reference date. Daily and monthly mode: yesterday ("never beyond yesterday"). Hourly mode: today, and
 * tomorrow from 12:00.
 *
 * Decision: SPEC §4 says the hourly steps go "not later than today", but also that the hourly period is capped at
 * the end of today, "or the end of tomorrow when local time is 12:00 or later", and §9 names a 12:00 cut-over
 * "for showing tomorrow's hourly prices". With the reference never beyond today the period (the day before the
 * reference and the reference day) could never reach tomorrow and both of those clauses would be dead. We read
 * "not later than today" as the limit before 12:00 and let the 12:00 cut-over move it to tomorrow, so a customer
 * can page to today + tomorrow once tomorrow's prices are published.
 */
export function spaetesteReferenz(modus: HistorienModus, now: Date): IsoDatum {
  const heute = kalendertag(now);
  if (modus === 'stuendlich') return istNachmittag(now) ? plusTage(heute, 1) : heute;
  return plusTage(heute, -1);
}

/**
 * The reference date a mode actually uses. Switching from the hourly mode (reference today) to the daily mode on
 * the 1st of a month would otherwise give a period that starts after its cap (yesterday).
 */
export function klemmeReferenz(modus: HistorienModus, referenz: IsoDatum, now: Date): IsoDatum {
  return frueher(referenz, spaetesteReferenz(modus, now));
}

/**
 * The shown period:
 * - hourly: the day before the reference date 00:00 to the end of the reference day, capped at the end of today,
 *   or the end of tomorrow from 12:00 (a reference beyond the cap shows the 48 hours that end at the cap);
 * - daily: first to last day of the reference month; monthly: 1 January to 31 December of the reference year;
 *   both capped at the end of yesterday.
 */
export function zeitraum(modus: HistorienModus, referenz: IsoDatum, now: Date): Zeitraum {
  const heute = kalendertag(now);
  const gestern = plusTage(heute, -1);
  if (modus === 'stuendlich') {
    const kappe = istNachmittag(now) ? plusTage(heute, 1) : heute;
    const letzter = frueher(referenz, kappe);
    return zeitraumAusTagen(plusTage(letzter, -1), letzter);
  }
  const ref = klemmeReferenz(modus, referenz, now);
  if (modus === 'taeglich')
    return zeitraumAusTagen(ersterDesMonats(ref), frueher(letzterDesMonats(ref), gestern));
  const jahr = String(jahrVon(ref));
  return zeitraumAusTagen(`${jahr}-01-01`, frueher(`${jahr}-12-31`, gestern));
}

function schritt(modus: HistorienModus, referenz: IsoDatum, richtung: 1 | -1): IsoDatum {
  if (modus === 'stuendlich') return plusTage(referenz, richtung);
  return plusMonate(referenz, modus === 'taeglich' ? richtung : 12 * richtung);
}

/** Previous: a day (hourly), a month (daily) or a year (monthly) earlier. */
export function vorherigeReferenz(modus: HistorienModus, referenz: IsoDatum, now: Date): IsoDatum {
  return schritt(modus, klemmeReferenz(modus, referenz, now), -1);
}

/**
 * Next: a day, a month or a year later; undefined when that period would start after the latest reference
 * (hourly: today, tomorrow from 12:00; daily and monthly: never beyond yesterday). In the daily and monthly modes
 * the step into the current month or year lands on yesterday at the latest.
 */
export function naechsteReferenz(modus: HistorienModus, referenz: IsoDatum, now: Date): IsoDatum | undefined {
  const spaeteste = spaetesteReferenz(modus, now);
  const naechste = schritt(modus, klemmeReferenz(modus, referenz, now), 1);
  const beginn =
    modus === 'stuendlich'
      ? naechste
      : modus === 'taeglich'
        ? ersterDesMonats(naechste)
        : `${String(jahrVon(naechste))}-01-01`;
  return beginn > spaeteste ? undefined : frueher(naechste, spaeteste);
}

/**
 * The hourly view is fetched in two calls (SPEC §7): before midnight and after midnight of the final day, i.e.
 * the first day and the final day of the period.
 */
export function stundenAbrufe(referenz: IsoDatum, now: Date): [Zeitraum, Zeitraum] {
  const { ersterTag, letzterTag } = zeitraum('stuendlich', referenz, now);
  return [zeitraumAusTagen(ersterTag, ersterTag), zeitraumAusTagen(letzterTag, letzterTag)];
}

/** The requests behind a shown period: two for the hourly view, one for the daily and the monthly view. */
export function historienAbrufe(modus: HistorienModus, referenz: IsoDatum, now: Date): Zeitraum[] {
  return modus === 'stuendlich' ? stundenAbrufe(referenz, now) : [zeitraum(modus, referenz, now)];
}

/** The daily CSV export fetches each day of the shown month separately (SPEC §7). */
export function csvTagesAbrufe(referenz: IsoDatum, now: Date): Zeitraum[] {
  const { ersterTag, letzterTag } = zeitraum('taeglich', referenz, now);
  const tage: Zeitraum[] = [];
  for (let tag = ersterTag; tag <= letzterTag; tag = plusTage(tag, 1)) tage.push(zeitraumAusTagen(tag, tag));
  return tage;
}

/** Loaded periods are cached per mode and range. */
export function cacheSchluessel(modus: HistorienModus, bereich: Pick<Zeitraum, 'von' | 'bis'>): string {
  return `${modus}|${bereich.von}|${bereich.bis}`;
}

/**
 * Price series window (SPEC §7, §9): from yesterday to tomorrow, both one day later from 12:00. As a half-open
 * range that is yesterday 00:00 → tomorrow 00:00 (yesterday and today) before noon and today 00:00 → the day
 * after tomorrow 00:00 (today and tomorrow) from noon: always the 48 hours whose prices are known.
 */
export function preiszeitreiheFenster(now: Date): Pick<Zeitraum, 'von' | 'bis'> {
  const versatz = istNachmittag(now) ? 1 : 0;
  const heute = kalendertag(now);
  return {
    von: zeitpunktIso(tagesbeginn(plusTage(heute, -1 + versatz))),
    bis: zeitpunktIso(tagesbeginn(plusTage(heute, 1 + versatz))),
  };
}

/**
 * SPEC §9: the chart shows the daily and monthly working price multiplied by 100 (EUR → cent); hourly values are
 * shown as delivered.
 */
export function chartArbeitspreis(modus: HistorienModus, arbeitspreis: number): number {
  return modus === 'stuendlich' ? arbeitspreis : arbeitspreis * 100;
}

/** Label of a month in the yearly chart: its name, or 'Aktuell' for the current month. */
export function monatsBeschriftung(monatsbeginn: string, now: Date): string {
  const monat = (kalendertagVon(monatsbeginn) ?? '').slice(0, 7);
  if (monat === '') return '';
  if (monat === kalendertag(now).slice(0, 7)) return texts.verbrauchshistorie.aktuell;
  return monatsname(monat) || monat;
}
