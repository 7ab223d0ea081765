import type { Schema } from '@ekp/api-client';

import { formatZahl } from '../format/de';
import * as texts from '../texts.ts';
import {
  alleGueltig,
  ersteMeldung,
  getrimmt,
  maxDatum,
  pflichtText,
  type Feldtext,
  type Meldung,
} from './bausteine';
import { BILD_MIME_TYPEN, bildtypAusBytes, FOTO_GRENZEN, istErlaubterDateityp } from './foto';
import type { IsoDatum } from './zeit';

/**
 * Rules of the meter reading screens (SPEC §2, §3, §5, §8): the form's rules and payload, the input as the
 * customer types it, the photo's messages, the submit error text, the plausibility answer and the list.
 */

export type Kanal = Schema<'Kanal'>;
export type Zaehler = Schema<'Zaehler'>;

// ---------------------------------------------------------------------------------------------------------------
// The form (SPEC §5)

function stellen(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/**
 * Per channel: 1 to V integer digits, optionally a comma and 1 to N decimals. Decisions: a trailing comma
 * ('123,') is invalid, it would be sent as a value the customer did not finish typing; with N = 0 no comma is
 * allowed at all; V below 1 is treated as 1 so a meter always takes at least one digit.
 */
export function ablesewertMuster(kanal: Kanal): RegExp {
  const v = Math.max(1, stellen(kanal.vorkommastellen));
  const n = stellen(kanal.nachkommastellen);
  return new RegExp(n > 0 ? `^\\d{1,${v}}(?:,\\d{1,${n}})?$` : `^\\d{1,${v}}$`);
}

export function istGueltigerAblesewert(wert: Feldtext, kanal: Kanal): boolean {
  return ablesewertMuster(kanal).test(getrimmt(wert));
}

export function ablesewertFehler(wert: Feldtext, kanal: Kanal): Meldung {
  if (getrimmt(wert) === '') return texts.ablesung.wertFehlt;
  return istGueltigerAblesewert(wert, kanal) ? undefined : texts.ablesung.wertUngueltig;
}

/** 'Die Ablesung darf höchstens N Vorkommastellen und darf maximal M Nachkommastelle(n) haben.' */
export function ablesewertHilfetext(kanal: Kanal): string {
  return texts.ablesung.hilfetext(stellen(kanal.vorkommastellen), stellen(kanal.nachkommastellen));
}

/** Zeros in the allowed shape, e.g. V=6, N=1 → '000000,0'. */
export function ablesewertPlatzhalter(kanal: Kanal): string {
  const v = '0'.repeat(Math.max(1, stellen(kanal.vorkommastellen)));
  const n = stellen(kanal.nachkommastellen);
  return n > 0 ? `${v},${'0'.repeat(n)}` : v;
}

/** The comma is converted to a point before sending: '012345,6' → 12345.6. */
export function ablesewertAlsZahl(wert: string): number {
  return Number(wert.trim().replace(',', '.'));
}

export interface AblesungWerte {
  zaehler: Zaehler | null | undefined;
  /** Input per obiskennzahl. */
  werte: Readonly<Record<string, string | undefined>>;
  ablesedatum: Feldtext;
}

/** Per-field messages of the reading form; `heute` is today's Berlin date. */
export function ablesungFehler(
  eingabe: AblesungWerte,
  heute: IsoDatum,
): { zaehler: Meldung; ablesedatum: Meldung; werte: Record<string, Meldung> } {
  const werte: Record<string, Meldung> = {};
  for (const kanal of eingabe.zaehler?.kanaele ?? []) {
    werte[kanal.obiskennzahl] = ablesewertFehler(eingabe.werte[kanal.obiskennzahl], kanal);
  }
  return {
    zaehler: eingabe.zaehler ? undefined : texts.ablesung.zaehlerFehlt,
    ablesedatum: ersteMeldung(
      pflichtText(eingabe.ablesedatum, texts.ablesung.datumFehlt),
      maxDatum(eingabe.ablesedatum, heute, texts.ablesung.datumInZukunft),
    ),
    werte,
  };
}

/** Submit only with a meter, every channel valid, and a reading date that is set and not in the future. */
export function kannAblesungSpeichern(eingabe: AblesungWerte, heute: IsoDatum): boolean {
  if (!eingabe.zaehler || eingabe.zaehler.kanaele.length === 0) return false;
  const fehler = ablesungFehler(eingabe, heute);
  return fehler.ablesedatum === undefined && alleGueltig(fehler.werte);
}

/** The payload of POST /{vertrag}/ablesungen. */
export type AblesungPayload = Schema<'AblesungAnlage'>;

/** The creation payload (SPEC §3); call only when kannAblesungSpeichern holds. */
export function ablesungPayload(
  eingabe: AblesungWerte & { zaehler: Zaehler; ablesedatum: IsoDatum },
  foto?: string,
): AblesungPayload {
  const ablesewerte: Record<string, number> = {};
  for (const kanal of eingabe.zaehler.kanaele) {
    ablesewerte[kanal.obiskennzahl] = ablesewertAlsZahl(eingabe.werte[kanal.obiskennzahl] ?? '');
  }
  return {
    ablesedatum: eingabe.ablesedatum,
    ablesewerte,
    zaehlernummer: eingabe.zaehler.nummer,
    ...(foto ? { foto } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Input

/**
 * Forgiving input: blanks go, a point becomes the comma. Meter displays have no thousands separator, and the
 * decimal keypad of many phones offers only the point, so '12345.6' means 12345,6. The SPEC rule (digits, comma,
 * decimals) is then checked on the normalised text.
 */
export function normalisiereAblesewert(eingabe: string): string {
  return eingabe.replace(/\s+/g, '').replace(/\./g, ',');
}

/** The label of a channel's input: the OBIS code only when the meter has more than one channel (SPEC §2). */
export function kanalLabel(kanal: Pick<Kanal, 'obiskennzahl'>, anzahlKanaele: number): string {
  return anzahlKanaele > 1 ? kanal.obiskennzahl : texts.ablesung.ablesewert;
}

// ---------------------------------------------------------------------------------------------------------------
// Photo

/** Before reading: the declared type and the size (over 25 MB is refused). */
export function fotoVorabFehler(datei: { type: string; size: number }): Meldung {
  if (!istErlaubterDateityp(datei.type)) return texts.ablesung.fotoFalscherTyp;
  if (datei.size > FOTO_GRENZEN.maxDateiBytes)
    return texts.ablesung.fotoZuGross(FOTO_GRENZEN.maxDateiBytes / 1024 / 1024);
  return undefined;
}

/** After reading the first bytes: a renamed text file is no image, whatever its name says. */
export function fotoInhaltFehler(kopf: ArrayLike<number>): Meldung {
  return bildtypAusBytes(kopf) ? undefined : texts.ablesung.fotoFalscherTyp;
}

/** The MIME type the bytes say (for the preview and the decoder); undefined for anything else. */
export function fotoMimeTyp(kopf: ArrayLike<number>): string | undefined {
  const typ = bildtypAusBytes(kopf);
  return typ ? BILD_MIME_TYPEN[typ] : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Submit

/**
 * SPEC §8: "if the error body is not a string its hinweis is shown, otherwise the server text or 'Bei der
 * übertragung der Ablesung ist ein Unbekannter Fehler aufgetreten.'". A JSON body without hinweis falls back to
 * its message (the contract's Fehlermeldung), then to the fixed text. 5xx bodies already carry the technical text
 * (api-client); a failed network call has no body.
 */
export function uebertragungsfehlerText(body: unknown): string {
  if (typeof body === 'string') return body.trim() === '' ? texts.ablesung.uebertragungsfehler : body;
  if (body !== null && typeof body === 'object') {
    const { hinweis, message } = body as { hinweis?: unknown; message?: unknown };
    if (typeof hinweis === 'string' && hinweis.trim() !== '') return hinweis;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return texts.ablesung.uebertragungsfehler;
}

export interface Plausibilitaet {
  typ: 'valid' | 'invalid' | 'undefined';
  nachricht?: string | null;
}

/**
 * The note to show before sending, or undefined to send directly. 'valid' sends; 'invalid' (and 'undefined', which
 * the server uses for "unusual") with a message shows it, and the customer corrects or confirms.
 */
export function plausibilitaetsHinweis(ergebnis: Plausibilitaet): string | undefined {
  if (ergebnis.typ === 'valid') return undefined;
  const nachricht = ergebnis.nachricht?.trim();
  return nachricht ? nachricht : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// List

export interface GelisteterWert {
  obiskennzahl: string;
  ablesewert: number;
  nachkommastellen?: number | null;
}

export interface GelisteteAblesung {
  ablesedatum: string;
  zaehlernummer: string;
  ablesewerte: Readonly<Record<string, GelisteterWert | undefined>>;
}

/** Newest first by ablesedatum; the same date keeps the server's order (stable sort). */
export function neuesteZuerst<T extends { ablesedatum: string }>(ablesungen: readonly T[]): T[] {
  return [...ablesungen].sort((a, b) =>
    a.ablesedatum < b.ablesedatum ? 1 : a.ablesedatum > b.ablesedatum ? -1 : 0,
  );
}

/** The channels of a reading, ordered by OBIS code (HT 1.8.1 before NT 1.8.2). */
export function kanalwerte(ablesung: Pick<GelisteteAblesung, 'ablesewerte'>): GelisteterWert[] {
  return Object.values(ablesung.ablesewerte)
    .filter((wert): wert is GelisteterWert => wert !== undefined)
    .sort((a, b) => a.obiskennzahl.localeCompare(b.obiskennzahl));
}

/** 'Ablesewerte' instead of 'Ablesewert' as soon as any reading has more than one channel (SPEC §2). */
export function hatMehrereKanaele(ablesungen: readonly Pick<GelisteteAblesung, 'ablesewerte'>[]): boolean {
  return ablesungen.some((a) => kanalwerte(a).length > 1);
}

/** Decimals of a number as JavaScript prints it (12345.67 → 2). */
function dezimalstellen(zahl: number): number {
  const [, nach = ''] = String(zahl).split('.');
  return /e/i.test(nach) ? 0 : nach.length;
}

/**
 * German number with the channel's decimals: 12345.6 (1) → '12.345,6', 12345 (1) → '12.345,0'. Without a known
 * number of decimals the value is shown as precise as it came.
 */
export function formatAblesewert(wert: GelisteterWert): string {
  return formatZahl(wert.ablesewert, Math.max(0, wert.nachkommastellen ?? dezimalstellen(wert.ablesewert)));
}
