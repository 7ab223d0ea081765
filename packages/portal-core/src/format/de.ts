import * as texts from '../texts.ts';
import { germanMonthNames, germanWeekdayNames } from '@ekp/ui/date-utils';
import { berlin, kalendertag, kalendertagVon, wochentag } from '../rules/zeit';

/**
 * de-DE display formats of SPEC §9. Dates and times are shown on the Berlin wall clock; a wire date
 * ('YYYY-MM-DD') is shown as that calendar day without any time zone shift. Missing or unreadable values give ''
 * so a screen can show an empty cell instead of 'NaN' or 'Invalid Date'.
 */
export type Zeitwert = string | Date | number | null | undefined;

/** Non-breaking space between number and unit, so '12,50 €' never wraps. */
const NBSP = '\u00A0';
const einheiten = texts.formate.einheiten;

function kalendertagAus(wert: Zeitwert): string | undefined {
  if (wert == null || wert === '') return undefined;
  if (typeof wert === 'string') return kalendertagVon(wert);
  const ms = typeof wert === 'number' ? wert : wert.getTime();
  return Number.isNaN(ms) ? undefined : kalendertag(ms);
}

function zeitpunktAus(wert: Zeitwert): number | undefined {
  if (wert == null || wert === '') return undefined;
  const ms = typeof wert === 'string' ? Date.parse(wert) : typeof wert === 'number' ? wert : wert.getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

/** dd.mm.yyyy */
export function formatDatum(wert: Zeitwert): string {
  const tag = kalendertagAus(wert);
  return tag ? `${tag.slice(8, 10)}.${tag.slice(5, 7)}.${tag.slice(0, 4)}` : '';
}

function zweistellig(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'HH:MM Uhr' (Berlin time). */
export function formatUhrzeit(wert: Zeitwert): string {
  const ms = zeitpunktAus(wert);
  if (ms === undefined) return '';
  const b = berlin(ms);
  return `${zweistellig(b.getHours())}:${zweistellig(b.getMinutes())} ${texts.formate.uhr}`;
}

/** 'dd.mm.yyyy HH:MM Uhr' (Berlin time). */
export function formatDatumUhrzeit(wert: Zeitwert): string {
  const ms = zeitpunktAus(wert);
  return ms === undefined ? '' : `${formatDatum(ms)} ${formatUhrzeit(ms)}`;
}

/** 'Ja' / 'Nein'; '' when unknown. */
export function formatJaNein(wert: boolean | null | undefined): string {
  if (wert == null) return '';
  return wert ? texts.allgemein.ja : texts.allgemein.nein;
}

const zahlFormate = new Map<number, Intl.NumberFormat>();

function zahlFormat(nachkommastellen: number): Intl.NumberFormat {
  let format = zahlFormate.get(nachkommastellen);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: nachkommastellen,
      maximumFractionDigits: nachkommastellen,
    });
    zahlFormate.set(nachkommastellen, format);
  }
  return format;
}

function istZahl(wert: number | null | undefined): wert is number {
  return typeof wert === 'number' && Number.isFinite(wert);
}

/** German number with a fixed number of decimals: 1234.5 → '1.234,50' (2). */
export function formatZahl(wert: number | null | undefined, nachkommastellen = 0): string {
  if (!istZahl(wert)) return '';
  // -0 would print as '-0,00'.
  const text = zahlFormat(nachkommastellen).format(wert);
  return /^-0(?:,0*)?$/.test(text) ? text.slice(1) : text;
}

function mitEinheit(wert: number | null | undefined, nachkommastellen: number, einheit: string): string {
  const zahl = formatZahl(wert, nachkommastellen);
  return zahl === '' ? '' : `${zahl}${NBSP}${einheit}`;
}

/** Price in euro, two decimals: '12,50 €'. */
export function formatEuro(wert: number | null | undefined): string {
  return mitEinheit(wert, 2, einheiten.euro);
}

/** Working price in cent: '32,50 ct'. */
export function formatCent(wert: number | null | undefined, nachkommastellen = 2): string {
  return mitEinheit(wert, nachkommastellen, einheiten.cent);
}

/** Energy: '3.500 kWh'. */
export function formatKwh(wert: number | null | undefined, nachkommastellen = 0): string {
  return mitEinheit(wert, nachkommastellen, einheiten.kwh);
}

/** A value already in percent (anteilNt 25 → '25 %', read progress). */
export function formatProzent(wert: number | null | undefined, nachkommastellen = 0): string {
  return mitEinheit(wert, nachkommastellen, einheiten.prozent);
}

/** Upload size in kB (1 kB = 1024 bytes), one decimal: 153600 → '150,0 kB'. */
export function formatKilobyte(bytes: number | null | undefined): string {
  return istZahl(bytes) ? mitEinheit(bytes / 1024, 1, einheiten.kilobyte) : '';
}

/** Long form: 'Dienstag, 24. November 2026'. */
export function formatLangesDatum(wert: Zeitwert): string {
  const tag = kalendertagAus(wert);
  if (!tag) return '';
  // wochentag counts from Sunday (Date#getDay), the names from Monday.
  const wochentagName = germanWeekdayNames()[(wochentag(tag) + 6) % 7] ?? '';
  return `${wochentagName}, ${String(Number(tag.slice(8, 10)))}. ${formatMonat(tag)}`;
}

/** The month of a calendar day, 'YYYY-MM…': 'November'. */
export function monatsname(tag: string): string {
  return germanMonthNames()[Number(tag.slice(5, 7)) - 1] ?? '';
}

/** Month and year: 'November 2026'. */
export function formatMonat(wert: Zeitwert): string {
  const tag = kalendertagAus(wert);
  if (!tag) return '';
  return `${monatsname(tag)} ${tag.slice(0, 4)}`;
}
