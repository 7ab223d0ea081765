import type { Schema } from '@ekp/api-client';

import * as texts from '../texts.ts';
import { alleGueltig, getrimmt, leerOderPasst, type Feldtext, type Meldung } from './bausteine';

/** The contact data form (SPEC §5): the email rule, the phone rule for Festnetz, Mobil and Fax, the payload. */

// ---------------------------------------------------------------------------------------------------------------
// Email

export const EMAIL_MAX_LAENGE = 254;
export const EMAIL_LOKALTEIL_MAX_LAENGE = 64;

/**
 * The WHATWG pattern for `<input type="email">` (the "standard address pattern"; also what Angular's email
 * validator uses, together with the 254/64 limits). It accepts dotless domains like 'max@localhost', exactly as
 * browsers do.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Valid if empty or a standard address of at most 254 characters with a local part of at most 64. */
export function istGueltigeEmail(wert: Feldtext): boolean {
  const t = getrimmt(wert);
  if (t === '') return true;
  if (t.length > EMAIL_MAX_LAENGE) return false;
  const at = t.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOKALTEIL_MAX_LAENGE) return false;
  return EMAIL.test(t);
}

export function emailFehler(wert: Feldtext): Meldung {
  return istGueltigeEmail(wert) ? undefined : texts.validierung.emailUngueltig;
}

// ---------------------------------------------------------------------------------------------------------------
// Phone

export const TELEFON_MIN_ZIFFERN = 6;
/** E.164: at most 15 digits, country code included. */
export const TELEFON_MAX_ZIFFERN = 15;

/**
 * Shape of a phone number once whitespace is removed: optional leading '+', then digits, single separators
 * (/ . -) between digits, and parenthesised digit groups such as '(030)' or '+49 (0)30'. Every alternative starts
 * with a different character, so the pattern cannot backtrack badly on long input.
 */
const TELEFON_FORM = /^\+?(?:\(\d+\)|\d)(?:\d|[/.-](?=[\d(])|\(\d+\))*$/;

/**
 * SPEC §5 "phone rule" (not shown in SPEC; ours): empty, or what a customer types for a German or international
 * number: '+49 30 1234567', '030/1234567', '0171 1234567', '(030) 123 45 67', '+41 44 668 18 00',
 * '0049 89 123456'. Letters, several '+' or unbalanced parentheses fail; 6 to 15 digits, not counting the
 * international '00' prefix.
 */
export function istGueltigeTelefonnummer(wert: Feldtext): boolean {
  const kompakt = getrimmt(wert).replace(/\s+/g, '');
  if (kompakt === '') return true;
  if (!TELEFON_FORM.test(kompakt)) return false;
  if ((kompakt.match(/\(/g) ?? []).length > 1) return false;
  let ziffern = kompakt.replace(/\D/g, '');
  if (!kompakt.startsWith('+') && ziffern.startsWith('00')) ziffern = ziffern.slice(2);
  return ziffern.length >= TELEFON_MIN_ZIFFERN && ziffern.length <= TELEFON_MAX_ZIFFERN;
}

export function telefonFehler(wert: Feldtext): Meldung {
  return istGueltigeTelefonnummer(wert) ? undefined : texts.validierung.telefonUngueltig;
}

// ---------------------------------------------------------------------------------------------------------------
// The form

/** The payload of PUT /anschlussnutzer/kontaktdatenAktualisieren. */
type KontaktdatenPayload = Schema<'KontaktdatenAktualisierung'>;

export type KontaktdatenWerte = Record<keyof KontaktdatenPayload, Feldtext>;

/** Contact data form: email rule, phone rule for Festnetz, Mobil, Fax; submit disabled if any is invalid. */
export function pruefeKontaktdaten(werte: KontaktdatenWerte): {
  fehler: Record<keyof KontaktdatenWerte, Meldung>;
  kannAbsenden: boolean;
} {
  const fehler = {
    email: emailFehler(werte.email),
    festnetz: telefonFehler(werte.festnetz),
    mobil: telefonFehler(werte.mobil),
    fax: telefonFehler(werte.fax),
  };
  return { fehler, kannAbsenden: alleGueltig(fehler) };
}

/** The update payload with surrounding blanks removed (the rules validate trimmed values). */
export function kontaktdatenPayload(werte: KontaktdatenWerte): KontaktdatenPayload {
  return {
    email: getrimmt(werte.email),
    festnetz: getrimmt(werte.festnetz),
    mobil: getrimmt(werte.mobil),
    fax: getrimmt(werte.fax),
  };
}

/**
 * Patterns of the contract that are stricter than SPEC's form rules above. The server enforces them (400), so the
 * form checks them too and no input the server refuses is sent:
 * - Email: the domain needs a dot ('max@localhost' passes the WHATWG pattern but not the contract).
 * - Phone: a digit and 3 to 24 digits, blanks, ( ) / or - after an optional '+' (no '.' separators).
 */
const VERTRAG_EMAIL = /^(?=[^@]{1,64}@)[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VERTRAG_TELEFON = /^\+?[0-9][0-9 ()/-]{3,24}$/;

/** Contact data against the contract's patterns (messages of SPEC's email and phone rules). */
export function kontaktdatenVertragsFehler(
  werte: KontaktdatenWerte,
): Record<keyof KontaktdatenWerte, Meldung> {
  const telefon = (wert: Feldtext) =>
    leerOderPasst(VERTRAG_TELEFON, wert) ? undefined : texts.validierung.telefonUngueltig;
  return {
    email: leerOderPasst(VERTRAG_EMAIL, werte.email) ? undefined : texts.validierung.emailUngueltig,
    festnetz: telefon(werte.festnetz),
    mobil: telefon(werte.mobil),
    fax: telefon(werte.fax),
  };
}
