import type { Schema } from '@ekp/api-client';

import { istIsoDatum, type IsoDatum } from './zeit';

/**
 * The building blocks of SPEC §5's form rules. Every rule returns the message to show, or undefined when the value
 * passes; the messages come from the caller, so a block knows no form. Form rules (one file per domain: kontaktdaten,
 * rechnungsadresse, bankverbindung, kontaktanfrage, ablesung, kuendigung) combine these blocks and return one entry
 * per field; screens decide when to show a message (after input or on submit), the rules only decide what is wrong.
 */
export type Meldung = string | undefined;

/** What a text field may hold before the customer touched it. */
export type Feldtext = string | null | undefined;

export function getrimmt(wert: Feldtext): string {
  return (wert ?? '').trim();
}

/** Characters as the user sees them (code points). */
export function zeichen(wert: string): number {
  return Array.from(wert).length;
}

/** Required text: non-blank after trim. */
export function pflichtText(wert: Feldtext, meldung: string): Meldung {
  return getrimmt(wert) === '' ? meldung : undefined;
}

/** Required select item: something other than null, undefined or ''. */
export function pflichtAuswahl(wert: unknown, meldung: string): Meldung {
  return wert === null || wert === undefined || wert === '' ? meldung : undefined;
}

/** Minimum length of the trimmed value. An empty value passes: whether it is required is a separate rule. */
export function minLaenge(wert: Feldtext, min: number, meldung: string): Meldung {
  const t = getrimmt(wert);
  return t !== '' && zeichen(t) < min ? meldung : undefined;
}

/** Maximum length of the trimmed value. */
export function maxLaenge(wert: Feldtext, max: number, meldung: string): Meldung {
  return zeichen(getrimmt(wert)) > max ? meldung : undefined;
}

/** Earliest allowed date (inclusive). Empty passes; an unreadable date fails. */
export function minDatum(wert: Feldtext, min: IsoDatum, meldung: string): Meldung {
  const t = getrimmt(wert);
  if (t === '') return undefined;
  return !istIsoDatum(t) || t < min ? meldung : undefined;
}

/** Latest allowed date (inclusive). Empty passes; an unreadable date fails. */
export function maxDatum(wert: Feldtext, max: IsoDatum, meldung: string): Meldung {
  const t = getrimmt(wert);
  if (t === '') return undefined;
  return !istIsoDatum(t) || t > max ? meldung : undefined;
}

/** Empty, or the trimmed value matches the pattern (a contract's pattern; required is a separate rule). */
export function leerOderPasst(muster: RegExp, wert: Feldtext): boolean {
  const t = getrimmt(wert);
  return t === '' || muster.test(t);
}

/** The first failing rule's message, in the order given. */
export function ersteMeldung(...meldungen: Meldung[]): Meldung {
  return meldungen.find((m) => m !== undefined);
}

/** True when no field of a form has a message. */
export function alleGueltig(fehler: Readonly<Record<string, Meldung>>): boolean {
  return Object.values(fehler).every((m) => m === undefined);
}

/** The first message per field from several rule sets (SPEC rule first, then the upper limit). */
export function zusammenfuehren<K extends string>(
  ...quellen: Partial<Record<K, Meldung>>[]
): Partial<Record<K, Meldung>> {
  const ergebnis: Partial<Record<K, Meldung>> = {};
  for (const quelle of quellen) {
    for (const [feld, meldung] of Object.entries(quelle) as [K, Meldung][]) {
      ergebnis[feld] = ersteMeldung(ergebnis[feld], meldung);
    }
  }
  return ergebnis;
}

// ---------------------------------------------------------------------------------------------------------------
// Validation feedback (SPEC §3: typ valid, invalid, undefined and nachricht; the IBAN check adds pending)

export type FeedbackTyp = Schema<'Validierungsfeedback'>['typ'] | 'pending';

export interface ValidierungsFeedback {
  typ: FeedbackTyp;
  nachricht?: string;
}

/** "Submit needs all feedbacks undefined or valid" (SPEC §5). */
export function feedbacksErlaubenAbsenden(feedbacks: Iterable<ValidierungsFeedback | FeedbackTyp>): boolean {
  for (const f of feedbacks) {
    const typ = typeof f === 'string' ? f : f.typ;
    if (typ !== 'valid' && typ !== 'undefined') return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Empty form ('Das Formular ist leer.')

function istLeer(wert: unknown): boolean {
  if (wert === null || wert === undefined) return true;
  if (typeof wert === 'string') return wert.trim() === '';
  if (Array.isArray(wert)) return wert.every(istLeer);
  // Booleans are checkbox defaults (Lastschriftteilnahme starts ticked), not content the user entered.
  if (typeof wert === 'boolean') return true;
  if (typeof wert === 'object') return Object.values(wert).every(istLeer);
  return false;
}

/** True when no field holds content: blank strings, null, undefined, empty arrays and checkboxes only. */
export function istFormularLeer(werte: Readonly<Record<string, unknown>>): boolean {
  return istLeer(werte);
}
