// Deterministic time series: every value is a pure function of its interval start (and a per-contract salt), so
// the same timestamp gives the same price or consumption on any day, in any process.
import { berlinParts, HOUR_MS } from './time.ts';

export const QUARTER_MS = HOUR_MS / 4;

/** 32-bit integer hash (lowbias32) → [0, 1). */
export function unit(n: number, salt = 0): number {
  let x = (Math.floor(n) ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x ^= x >>> 16;
  return (x >>> 0) / 4_294_967_296;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

// EUR/kWh added to the base price per local hour: night valley, morning shoulder, evening peak.
const PRICE_SHAPE = [
  -0.04, -0.05, -0.06, -0.06, -0.05, -0.03, 0.01, 0.05, 0.07, 0.04, 0.0, -0.02, -0.03, -0.03, -0.02, 0.0,
  0.03, 0.08, 0.12, 0.14, 0.11, 0.06, 0.02, -0.02,
];

/** Day-ahead price (EUR/kWh, gross) of the hour starting at `ms` (UTC instant of the hour start). */
export function hourPrice(ms: number): number {
  const hourIndex = Math.floor(ms / HOUR_MS);
  const p = berlinParts(hourIndex * HOUR_MS);
  const dayIndex = Math.floor((hourIndex + 2) / 24);
  const sunnyDay = p.month >= 4 && p.month <= 8 && unit(dayIndex, 7) < 0.35;
  if (sunnyDay && p.hour >= 11 && p.hour <= 15) {
    // Solar surplus: negative prices around noon on sunny spring and summer days.
    return round(-0.005 - unit(hourIndex, 11) * 0.05, 4);
  }
  const winter = p.month <= 2 || p.month >= 11 ? 0.03 : p.month >= 5 && p.month <= 8 ? -0.02 : 0;
  const windy = (unit(dayIndex, 3) - 0.5) * 0.08;
  const noise = (unit(hourIndex, 5) - 0.5) * 0.05;
  const value = 0.25 + (PRICE_SHAPE[p.hour] ?? 0) + winter + windy + noise;
  return round(Math.min(0.45, Math.max(0.1, value)), 4);
}

/** Price of the quarter hour starting at `ms`: the hour's price plus intra-hour movement. */
export function quarterPrice(ms: number): number {
  const quarterIndex = Math.floor(ms / QUARTER_MS);
  const base = hourPrice(Math.floor(ms / HOUR_MS) * HOUR_MS);
  const step = (unit(quarterIndex, 13) - 0.5) * 0.03;
  if (base < 0) return round(Math.min(-0.001, base + step), 4);
  return round(Math.min(0.45, Math.max(0.1, base + step)), 4);
}

// kWh per local hour of a household: low at night, breakfast, lunch and a high evening peak.
const LOAD_SHAPE = [
  0.2, 0.17, 0.15, 0.15, 0.15, 0.18, 0.32, 0.48, 0.42, 0.34, 0.32, 0.4, 0.52, 0.44, 0.35, 0.32, 0.4, 0.64,
  0.95, 1.1, 1.0, 0.8, 0.52, 0.3,
];

const SEASON = [1.2, 1.12, 1.02, 0.95, 0.88, 0.85, 0.84, 0.86, 0.92, 1.0, 1.1, 1.2];

/** Consumption (kWh) of the hour starting at `ms`, between 0.1 and 1.5. */
export function hourConsumption(ms: number, salt: number): number {
  const hourIndex = Math.floor(ms / HOUR_MS);
  const p = berlinParts(hourIndex * HOUR_MS);
  const shape = LOAD_SHAPE[p.hour] ?? 0.3;
  const season = SEASON[p.month - 1] ?? 1;
  const weekend = p.weekday === 0 || p.weekday === 6 ? 1.1 : 1;
  const value = shape * season * weekend * (0.75 + unit(hourIndex, salt) * 0.5);
  return round(Math.min(1.5, Math.max(0.1, value)), 3);
}

/** Consumption (kWh) of the quarter hour starting at `ms`. */
export function quarterConsumption(ms: number, salt: number): number {
  const quarterIndex = Math.floor(ms / QUARTER_MS);
  const hour = hourConsumption(Math.floor(ms / HOUR_MS) * HOUR_MS, salt);
  return round(Math.max(0.02, (hour / 4) * (0.8 + unit(quarterIndex, salt + 1) * 0.4)), 3);
}

/** Share of a year's consumption per month (sums to 1 over the year), by energy carrier. */
export const MONTH_WEIGHTS = {
  strom: normalise([1.18, 1.06, 1.02, 0.94, 0.88, 0.84, 0.84, 0.86, 0.92, 1.0, 1.1, 1.2]),
  gas: normalise([1.95, 1.7, 1.4, 0.9, 0.5, 0.25, 0.2, 0.2, 0.4, 0.9, 1.4, 1.85]),
};

function normalise(values: number[]): number[] {
  const sum = values.reduce((a, b) => a + b, 0);
  return values.map((v) => v / sum);
}
