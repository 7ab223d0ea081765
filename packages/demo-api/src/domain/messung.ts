// Consumption of one contract, derived deterministically from the calendar: daily values, meter readings as the
// running sum of them, monthly Verbräuche, the interval history and the price series of dynamic tariffs.
import type { HistorieEintrag, Intervall, Kanal, Preis, Verbrauch, Versorgungsart } from './model.ts';
import {
  hourConsumption,
  hourPrice,
  MONTH_WEIGHTS,
  QUARTER_MS,
  quarterConsumption,
  quarterPrice,
  unit,
} from './series.ts';
import {
  addDays,
  berlinDate,
  berlinIso,
  berlinMidnight,
  berlinParts,
  daysBetween,
  daysInMonth,
  HOUR_MS,
  parseDate,
} from './time.ts';

export type Raster = 'STUNDE' | 'VIERTELSTUNDE';

export interface Messkonzept {
  versorgungsart: Versorgungsart;
  /** Expected yearly consumption in kWh (the forecast). */
  jahresverbrauchKwh: number;
  /** Makes each contract's series different. */
  salt: number;
  /** Interval metering of dynamic tariffs; null for standard load profile meters. */
  raster: Raster | null;
  kanaele: (Kanal & { anteil: number; startwert: number })[];
  /** Gas meters count m³; consumption is billed in kWh (calorific value × Zustandszahl). */
  kwhProEinheit: number;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

const dailyCache = new Map<string, number>();

export function rasterMs(raster: Raster): number {
  return raster === 'STUNDE' ? HOUR_MS : QUARTER_MS;
}

export function intervallVerbrauch(konzept: Messkonzept, ms: number): number {
  return konzept.raster === 'VIERTELSTUNDE'
    ? quarterConsumption(ms, konzept.salt)
    : hourConsumption(ms, konzept.salt);
}

export function intervallPreis(raster: Raster, ms: number): number {
  return raster === 'VIERTELSTUNDE' ? quarterPrice(ms) : hourPrice(ms);
}

/** kWh consumed on a Berlin calendar day. */
export function tagesverbrauch(konzept: Messkonzept, date: string): number {
  const key = `${konzept.salt}:${konzept.raster ?? ''}:${konzept.jahresverbrauchKwh}:${date}`;
  const cached = dailyCache.get(key);
  if (cached !== undefined) return cached;
  let value: number;
  if (konzept.raster) {
    const step = rasterMs(konzept.raster);
    const end = berlinMidnight(addDays(date, 1));
    value = 0;
    for (let t = berlinMidnight(date); t < end; t += step) value += intervallVerbrauch(konzept, t);
  } else {
    const { year, month } = parseDate(date);
    const weight = MONTH_WEIGHTS[konzept.versorgungsart][month - 1] ?? 1 / 12;
    const dayNumber = Math.floor(Date.parse(date) / 86_400_000);
    value =
      ((konzept.jahresverbrauchKwh * weight) / daysInMonth(year, month)) *
      (0.8 + unit(dayNumber, konzept.salt) * 0.4);
  }
  value = round(value, 3);
  dailyCache.set(key, value);
  return value;
}

const cumulativeCache = new Map<string, number[]>();

/** kWh consumed on the days [from, to): running sums from `from`, cached per series and start day. */
export function verbrauchZwischen(konzept: Messkonzept, from: string, to: string): number {
  const days = daysBetween(from, to);
  if (days <= 0) return 0;
  const key = `${konzept.salt}:${konzept.raster ?? ''}:${konzept.jahresverbrauchKwh}:${konzept.versorgungsart}:${from}`;
  let sums = cumulativeCache.get(key);
  if (!sums) {
    sums = [0];
    cumulativeCache.set(key, sums);
  }
  if (sums.length <= days) {
    const fromMs = Date.parse(from);
    for (let i = sums.length; i <= days; i += 1) {
      const date = new Date(fromMs + (i - 1) * 86_400_000).toISOString().slice(0, 10);
      sums.push((sums[i - 1] ?? 0) + tagesverbrauch(konzept, date));
    }
  }
  return sums[days] ?? 0;
}

/** Meter reading per channel at the start of `date` for a meter installed at `seit`. */
export function zaehlerstaende(konzept: Messkonzept, seit: string, date: string): Record<string, number> {
  const kwh = verbrauchZwischen(konzept, seit, date);
  const result: Record<string, number> = {};
  for (const kanal of konzept.kanaele) {
    result[kanal.obiskennzahl] = round(
      kanal.startwert + (kwh * kanal.anteil) / konzept.kwhProEinheit,
      kanal.nachkommastellen,
    );
  }
  return result;
}

/** Expected kWh per day for a date: the forecast spread over the months by the carrier's profile. */
export function erwarteterTagesverbrauch(konzept: Messkonzept, date: string): number {
  const { year, month } = parseDate(date);
  const weight = MONTH_WEIGHTS[konzept.versorgungsart][month - 1] ?? 1 / 12;
  return (konzept.jahresverbrauchKwh * weight) / daysInMonth(year, month);
}

/**
 * Consumption between consecutive readings (SPEC: shown between two meter readings or estimates, extrapolated to
 * 365 days). summe comes from the readings themselves, so a customer's own reading changes the result; prognose
 * is the forecast for the same days.
 */
export function verbraeucheZwischenAblesungen(
  konzept: Messkonzept,
  ablesungen: { ablesedatum: string; werte: Record<string, number> }[],
): Verbrauch[] {
  const sorted = [...ablesungen].sort((a, b) => a.ablesedatum.localeCompare(b.ablesedatum));
  const result: Verbrauch[] = [];
  for (let i = 1; i < sorted.length; i += 1) {
    const prev = sorted[i - 1];
    const curr = sorted[i];
    if (!prev || !curr) continue;
    const days = daysBetween(prev.ablesedatum, curr.ablesedatum);
    if (days <= 0) continue;
    const proKanal = konzept.kanaele.map((k) => ({
      obiskennzahl: k.obiskennzahl,
      verbrauch: round(
        ((curr.werte[k.obiskennzahl] ?? 0) - (prev.werte[k.obiskennzahl] ?? 0)) * konzept.kwhProEinheit,
        1,
      ),
    }));
    const summe = round(
      proKanal.reduce((sum, k) => sum + k.verbrauch, 0),
      1,
    );
    let prognose = 0;
    for (let d = prev.ablesedatum; d < curr.ablesedatum; d = addDays(d, 1))
      prognose += erwarteterTagesverbrauch(konzept, d);
    result.push({
      von: prev.ablesedatum,
      bis: curr.ablesedatum,
      summe,
      summeJahr: round((summe / days) * 365, 0),
      prognose: round(prognose, 1),
      proKanal,
    });
  }
  return result;
}

/**
 * Interval history of a dynamic tariff within [von, bis): one entry per metering interval (STUENDLICH; quarter
 * hours for 15-minute meters), per Berlin day (TAEGLICH) or per month (MONATLICH). Intervals that have ended by
 * `now` carry consumption and cost; later intervals with a published price carry the price with verbrauch and
 * kosten null (contract: VerbrauchshistorieEintrag).
 */
export function historie(
  konzept: Messkonzept & { raster: Raster },
  lieferung: { beginnMs: number; endeMs: number | null },
  range: { vonMs: number; bisMs: number },
  intervall: Intervall,
  nowMs: number,
): HistorieEintrag[] {
  const step = rasterMs(konzept.raster);
  const first = Math.max(Math.ceil(range.vonMs / step) * step, Math.ceil(lieferung.beginnMs / step) * step);
  const endeMs = lieferung.endeMs ?? Number.POSITIVE_INFINITY;
  const last = Math.min(range.bisMs, endeMs, Math.max(nowMs, preiseVerfuegbarBis(nowMs)));
  const entries: HistorieEintrag[] = [];
  type Bucket = {
    key: string;
    von: number;
    bis: number;
    verbrauch: number;
    kosten: number;
    gemessen: number;
    preisSumme: number;
    preise: number;
  };
  let bucket = null as Bucket | null;
  const flush = () => {
    if (!bucket) return;
    const gemessen = bucket.gemessen > 0;
    const verbrauch = round(bucket.verbrauch, 3);
    const kosten = round(bucket.kosten, 4);
    entries.push({
      von: berlinIso(bucket.von),
      bis: berlinIso(bucket.bis),
      verbrauch: gemessen ? verbrauch : null,
      // Consumption-weighted average over the measured intervals, else the plain average of the prices.
      arbeitspreis:
        gemessen && verbrauch > 0
          ? round(kosten / verbrauch, 4)
          : round(bucket.preisSumme / bucket.preise, 4),
      kosten: gemessen ? kosten : null,
    });
  };
  for (let t = first; t + step <= last; t += step) {
    const gemessen = t + step <= nowMs;
    const arbeitspreis = intervallPreis(konzept.raster, t);
    const verbrauch = gemessen ? intervallVerbrauch(konzept, t) : null;
    if (intervall === 'STUENDLICH') {
      entries.push({
        von: berlinIso(t),
        bis: berlinIso(t + step),
        verbrauch,
        arbeitspreis,
        kosten: verbrauch === null ? null : round(verbrauch * arbeitspreis, 4),
      });
      continue;
    }
    const date = berlinDate(t);
    const key = intervall === 'TAEGLICH' ? date : date.slice(0, 7);
    if (bucket?.key !== key) {
      flush();
      const startDate: string = intervall === 'TAEGLICH' ? date : `${key}-01`;
      const { year, month } = parseDate(startDate);
      const endDate =
        intervall === 'TAEGLICH' ? addDays(date, 1) : addDays(startDate, daysInMonth(year, month));
      bucket = {
        key,
        von: Math.max(berlinMidnight(startDate), range.vonMs),
        bis: Math.min(berlinMidnight(endDate), range.bisMs),
        verbrauch: 0,
        kosten: 0,
        gemessen: 0,
        preisSumme: 0,
        preise: 0,
      };
    }
    bucket.preisSumme += arbeitspreis;
    bucket.preise += 1;
    if (verbrauch !== null) {
      bucket.verbrauch += verbrauch;
      bucket.kosten += verbrauch * arbeitspreis;
      bucket.gemessen += 1;
    }
  }
  flush();
  return entries;
}

/**
 * Day-ahead prices are published around 12:00 for the next day: before that, prices exist up to the end of today,
 * afterwards up to the end of tomorrow.
 */
export function preiseVerfuegbarBis(nowMs: number): number {
  const today = berlinDate(nowMs);
  return berlinMidnight(addDays(today, berlinParts(nowMs).hour >= 12 ? 2 : 1));
}

/**
 * The day-ahead market traded hours until 30.9.2025 and quarter hours since 1.10.2025 (Berlin time): the market
 * price series belongs to no contract, so its resolution follows the market, not a meter.
 */
export const VIERTELSTUNDEN_AB_MS = Date.parse('2025-10-01T00:00:00+02:00');

export function marktRaster(ms: number): Raster {
  return ms < VIERTELSTUNDEN_AB_MS ? 'STUNDE' : 'VIERTELSTUNDE';
}

/** The market prices in [vonMs, bisMs), as far as they are published at nowMs. */
export function preiszeitreihe(range: { vonMs: number; bisMs: number }, nowMs: number): Preis[] {
  const last = Math.min(range.bisMs, preiseVerfuegbarBis(nowMs));
  const preise: Preis[] = [];
  let t = Math.ceil(range.vonMs / rasterMs(marktRaster(range.vonMs))) * rasterMs(marktRaster(range.vonMs));
  for (; t < last; t += rasterMs(marktRaster(t))) {
    preise.push({ von: berlinIso(t), preis: intervallPreis(marktRaster(t), t) });
  }
  return preise;
}

/** Average price in cent/kWh over [vonMs, bisMs), for the tariff display of dynamic contracts. */
export function durchschnittspreisCent(raster: Raster, vonMs: number, bisMs: number): number | null {
  const step = rasterMs(raster);
  let sum = 0;
  let count = 0;
  for (let t = Math.ceil(vonMs / step) * step; t < bisMs; t += step) {
    sum += intervallPreis(raster, t);
    count += 1;
  }
  return count === 0 ? null : round((sum / count) * 100, 2);
}
