import { isValidIBAN } from 'ibantools';

import * as texts from '../texts.ts';
import {
  ersteMeldung,
  feedbacksErlaubenAbsenden,
  getrimmt,
  minLaenge,
  pflichtText,
  type FeedbackTyp,
  type Feldtext,
  type Meldung,
  type ValidierungsFeedback,
} from './bausteine';
import { gueltigAbFehler } from './gueltigkeit';
import type { IsoDatum } from './zeit';

/**
 * Bank accounts (SPEC §3, §5): the IBAN and BIC rules, the form's rules and submit condition, the four types of
 * bank details and how an IBAN is shown. The payload is the contract's BankverbindungAnlage, built by the page.
 */

// ---------------------------------------------------------------------------------------------------------------
// IBAN, BIC

export const IBAN_LAENDERKENNUNG = 'DE';
export const IBAN_ZIFFERN = 20;
/** The server check runs 250 ms after the last keystroke (SPEC §5, §9). */
export const IBAN_PRUEF_VERZOEGERUNG_MS = 250;
export const KONTOINHABER_MIN_LAENGE = 3;

/** Removes all whitespace and upper-cases, so a pasted 'de89 3704 …' reads as 'DE893704…'. */
export function normalisiereIban(wert: Feldtext): string {
  return (wert ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The part after the fixed prefix DE (the field shows DE as a fixed prefix; pasting the whole IBAN works too). */
export function ibanOhneLaenderkennung(wert: Feldtext): string {
  const n = normalisiereIban(wert);
  return n.startsWith(IBAN_LAENDERKENNUNG) ? n.slice(IBAN_LAENDERKENNUNG.length) : n;
}

/** The full IBAN for the server check and the payload. */
export function volleIban(wert: Feldtext): string {
  return IBAN_LAENDERKENNUNG + ibanOhneLaenderkennung(wert);
}

/**
 * Local IBAN rule before the server check: required; exactly 20 digits after DE; correct check digits (ibantools).
 * Undefined means the server check may run.
 */
export function ibanFehler(wert: Feldtext): Meldung {
  const rest = ibanOhneLaenderkennung(wert);
  if (rest === '') return texts.bankverbindung.fehler.ibanFehlt;
  if (!new RegExp(`^\\d{${IBAN_ZIFFERN}}$`).test(rest)) return texts.bankverbindung.fehler.ibanFormat;
  return isValidIBAN(IBAN_LAENDERKENNUNG + rest) ? undefined : texts.bankverbindung.fehler.ibanUngueltig;
}

/**
 * When the local IBAN message may show while the customer types: once the field was left, or as soon as the
 * input cannot become valid by typing on (a letter, or more than 20 digits), or once all 20 digits are there
 * (then a wrong check sum answers at once).
 */
export function ibanMeldungSofort(wert: Feldtext): boolean {
  const rest = ibanOhneLaenderkennung(wert);
  return !/^\d*$/.test(rest) || rest.length >= IBAN_ZIFFERN;
}

/** SPEC §5 submit condition on the IBAN text: digits, or DE plus digits. */
export function ibanTextErlaubtAbsenden(wert: Feldtext): boolean {
  return /^(?:DE)?\d+$/.test(normalisiereIban(wert));
}

const BIC = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/**
 * BIC. SPEC §5 observes an error when the value DOES match the BIC pattern, which is inverted; we implement the
 * evident intent (error when it does not match). Empty passes: the field is read-only and filled by the server.
 */
export function bicFehler(wert: Feldtext): Meldung {
  const t = getrimmt(wert);
  return t === '' || BIC.test(t) ? undefined : texts.bankverbindung.fehler.bicUngueltig;
}

// ---------------------------------------------------------------------------------------------------------------
// The form

export interface BankverbindungWerte {
  kontoinhaber: Feldtext;
  iban: Feldtext;
  gueltigVon: Feldtext;
}

/**
 * Bank account form: Kontoinhaber required (min 3), IBAN shape, Gültig ab required and not before the
 * validation date (usually today, or the default date the form starts with).
 */
export function bankverbindungFehler(
  werte: BankverbindungWerte,
  validierungsdatum: IsoDatum,
): Record<keyof BankverbindungWerte, Meldung> {
  const f = texts.bankverbindung.fehler;
  return {
    kontoinhaber: ersteMeldung(
      pflichtText(werte.kontoinhaber, f.kontoinhaberFehlt),
      minLaenge(werte.kontoinhaber, KONTOINHABER_MIN_LAENGE, f.kontoinhaberZuKurz),
    ),
    iban: ibanFehler(werte.iban),
    gueltigVon: gueltigAbFehler(werte.gueltigVon, validierungsdatum),
  };
}

/**
 * SPEC §5: submit needs all feedbacks undefined or valid (pass the field feedbacks including the server IBAN
 * check, which is pending while running) and an IBAN text that is digits or DE plus digits.
 */
export function kannBankverbindungSpeichern(
  feedbacks: Iterable<ValidierungsFeedback | FeedbackTyp>,
  iban: Feldtext,
): boolean {
  return feedbacksErlaubenAbsenden(feedbacks) && ibanTextErlaubtAbsenden(iban);
}

// ---------------------------------------------------------------------------------------------------------------
// Stored bank accounts

interface GespeicherteBankverbindung {
  valide: boolean;
  iban?: string | null;
  ibanAbleitbar: boolean;
}

/** SPEC §3: bank details fall into four types. */
export type Bankverbindungstyp = 'valide' | 'ibanNichtAbleitbar' | 'ibanAbleitbar' | 'ibanVorhanden';

export function bankverbindungstyp(bv: GespeicherteBankverbindung): Bankverbindungstyp {
  if (bv.valide) return 'valide';
  const ohneIban = (bv.iban ?? '').trim() === '';
  if (ohneIban) return bv.ibanAbleitbar ? 'ibanAbleitbar' : 'ibanNichtAbleitbar';
  return 'ibanVorhanden';
}

/** Legacy accounts without an IBAN are shown with Kontonummer and BLZ. */
export function zeigtIban(bv: GespeicherteBankverbindung): boolean {
  const typ = bankverbindungstyp(bv);
  return (typ === 'valide' || typ === 'ibanVorhanden') && (bv.iban ?? '').trim() !== '';
}

/** 'DE02120300000000202051' → 'DE02 1203 0000 0000 2020 51' (blocks of four, as printed on cards). */
export function formatiereIban(iban: Feldtext): string {
  const kompakt = (iban ?? '').replace(/\s+/g, '').toUpperCase();
  return kompakt.replace(/(.{4})(?=.)/g, '$1 ');
}
