import { formatDatum } from '../format/de';
import * as texts from '../texts.ts';
import { ermittlungsartLabel } from './vertrag';
import type { HistorienModus, Zeitraum } from './verbrauchshistorie';
import { wanduhr, zeitzonenZusatz } from './wanduhr';
import { berlin } from './zeit';

/**
 * CSV exports (SPEC §9): semicolon separator, decimal comma, UTF-8.
 * Decisions: the builder prepends the byte order mark and ends lines with CRLF, because German Excel needs the BOM
 * to read umlauts as UTF-8 and CRLF is what RFC 4180 and Excel write; the download helper only wraps the string
 * in a Blob ('text/csv;charset=utf-8').
 */
export const CSV_TRENNER = ';';
export const CSV_ZEILENENDE = '\r\n';
export const CSV_BOM = '\uFEFF';

/** Text cells are user- or server-controlled; numbers are ours and stay numbers. */
export type CsvZelle = string | number | null | undefined;

/**
 * A number with decimal comma and full precision, no thousands separator (Excel would read '1.234' as a date or
 * as 1.234). Negative values keep their minus sign: they are numbers, not formulas.
 */
export function csvZahl(wert: number): string {
  if (!Number.isFinite(wert)) return '';
  let text = String(wert);
  if (/e/i.test(text)) text = wert.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  return text.replace('.', ',');
}

/** OWASP CSV injection: a cell starting with one of these could be read as a formula. */
const FORMELANFANG = /^[=+\-@\t\r]/;

/**
 * A text cell: neutralised with a leading single quote when it starts with = + - @, tab or CR, then quoted when
 * it contains the separator, a double quote or a line break.
 */
export function csvText(wert: string): string {
  const sicher = FORMELANFANG.test(wert) ? `'${wert}` : wert;
  return /[;"\r\n]/.test(sicher) ? `"${sicher.replace(/"/g, '""')}"` : sicher;
}

export function csvZelle(wert: CsvZelle): string {
  if (wert == null) return '';
  return typeof wert === 'number' ? csvZahl(wert) : csvText(wert);
}

/** BOM, the header line (our own, trusted text), one line per row, CRLF after every line. */
export function baueCsv(kopfzeile: string, zeilen: readonly (readonly CsvZelle[])[]): string {
  const rumpf = zeilen.map((zeile) => zeile.map(csvZelle).join(CSV_TRENNER));
  return CSV_BOM + [kopfzeile, ...rumpf].map((zeile) => zeile + CSV_ZEILENENDE).join('');
}

function zweistellig(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * 'dd.mm.yyyy HH:MM' on the Berlin wall clock ('' when unreadable); the hour that occurs twice when summer time
 * ends gets its zone ('25.10.2026 02:00 MESZ', '25.10.2026 02:00 MEZ'), so the 25 rows of that day stay distinct.
 */
function datumUhrzeit(wert: string): string {
  const ms = Date.parse(wert);
  if (Number.isNaN(ms)) return '';
  const w = wanduhr(ms);
  return `${w.tag}.${w.monat}.${w.jahr} ${w.stunde}:${w.minute}${zeitzonenZusatz(ms)}`;
}

/** 'YYYYMMDDTHHMM' on the Berlin wall clock: sortable and free of ':' (not allowed in Windows file names). */
function dateinamenZeit(wert: string): string {
  const ms = Date.parse(wert);
  if (Number.isNaN(ms)) return '';
  const b = berlin(ms);
  return `${String(b.getFullYear())}${zweistellig(b.getMonth() + 1)}${zweistellig(b.getDate())}T${zweistellig(b.getHours())}${zweistellig(b.getMinutes())}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Consumption history

export interface HistorienZeile {
  von: string;
  verbrauch?: number | null;
  arbeitspreis?: number | null;
  kosten?: number | null;
}

/** The von column per mode: hour rows with time, day rows as date, month rows as 'mm.yyyy'. */
function historieVon(von: string, modus: HistorienModus): string {
  if (modus === 'stuendlich') return datumUhrzeit(von);
  const datum = formatDatum(von);
  return modus === 'monatlich' ? datum.slice(3) : datum;
}

/** 'von;Verbrauch in kWh;Preis in EUR;Kosten in EUR'; values unrounded, price in EUR as delivered. */
export function historieCsv(zeilen: readonly HistorienZeile[], modus: HistorienModus): string {
  return baueCsv(
    texts.verbrauchshistorie.csvKopf,
    zeilen.map((z) => [historieVon(z.von, modus), z.verbrauch, z.arbeitspreis, z.kosten]),
  );
}

const HISTORIE_DATEINAME: Readonly<Record<HistorienModus, string>> = {
  stuendlich: texts.verbrauchshistorie.dateinameStunden,
  taeglich: texts.verbrauchshistorie.dateinameMonat,
  monatlich: texts.verbrauchshistorie.dateinameJahr,
};

/**
 * 'Monatsdaten_dynamischer_Tarif__2026-03-01_2026-03-31.csv', 'Jahresdaten_…' likewise: prefix plus the shown
 * period's first and last day. Deviation candidate: SPEC says the hourly file name starts with '{hash}' (a
 * placeholder that evidently was never filled); we name it 'Stundendaten_dynamischer_Tarif__{range}.csv' like
 * the other two.
 */
export function historieDateiname(
  modus: HistorienModus,
  zeitraum: Pick<Zeitraum, 'ersterTag' | 'letzterTag'>,
): string {
  return `${HISTORIE_DATEINAME[modus]}${zeitraum.ersterTag}_${zeitraum.letzterTag}.csv`;
}

// ---------------------------------------------------------------------------------------------------------------
// Price series

export interface PreisZeile {
  von: string;
  preis?: number | null;
}

/** 'von;Preis' */
export function preiseCsv(preise: readonly PreisZeile[]): string {
  return baueCsv(
    texts.preiszeitreihe.csvKopf,
    preise.map((p) => [datumUhrzeit(p.von), p.preis]),
  );
}

/** preiszeitreihe_{first von}-{last von}.csv, the times as 'YYYYMMDDTHHMM' (Berlin). */
export function preiseDateiname(preise: readonly PreisZeile[]): string {
  const erster = preise[0];
  const letzter = preise[preise.length - 1];
  const praefix = texts.preiszeitreihe.dateiname;
  if (!erster || !letzter) return `${praefix.replace(/_$/, '')}.csv`;
  return `${praefix}${dateinamenZeit(erster.von)}-${dateinamenZeit(letzter.von)}.csv`;
}

// ---------------------------------------------------------------------------------------------------------------
// Readings

export interface CsvAblesung {
  ablesedatum: string;
  zaehlernummer: string;
  ablesewerte: Readonly<
    Record<string, { obiskennzahl: string; ablesewert: number; nachkommastellen?: number | null } | undefined>
  >;
  ermittlungsart?: string | null;
}

/** One row per reading and channel: Ablesedatum;Zählernummer;OBIS;Ablesewert;Ermittlungsart. */
export function ablesungenCsv(ablesungen: readonly CsvAblesung[]): string {
  const kopf = [
    texts.ablesung.ablesedatum,
    texts.ablesung.zaehlernummer,
    texts.ablesungen.obis,
    texts.ablesung.ablesewert,
    texts.ablesungen.ermittlungsart,
  ].join(CSV_TRENNER);
  const zeilen: CsvZelle[][] = [];
  for (const ablesung of ablesungen) {
    for (const wert of Object.values(ablesung.ablesewerte)) {
      if (!wert) continue;
      zeilen.push([
        formatDatum(ablesung.ablesedatum),
        ablesung.zaehlernummer,
        wert.obiskennzahl,
        wert.nachkommastellen == null
          ? wert.ablesewert
          : wert.ablesewert.toFixed(wert.nachkommastellen).replace('.', ','),
        ermittlungsartLabel(ablesung.ermittlungsart),
      ]);
    }
  }
  return baueCsv(kopf, zeilen);
}

export function ablesungenDateiname(vertragId: string): string {
  return `${texts.ablesungen.dateiname}${vertragId}.csv`;
}
