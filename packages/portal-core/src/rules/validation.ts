import { isValidIBAN } from 'ibantools';

import * as texts from '../texts.ts';
import { normalizeAnrede } from './anzeigename';
import { istIsoDatum } from './zeit';
import type { IsoDatum } from './zeit';

/**
 * Validation rules of SPEC §5. Every rule returns the message to show, or undefined when the value passes.
 * Form rules return one entry per field plus whether the form may be submitted; screens decide when to show a
 * message (after input or on submit), the rules only decide what is wrong.
 */
export type Meldung = string | undefined;

type Text = string | null | undefined;

function getrimmt(wert: Text): string {
  return (wert ?? '').trim();
}

/** Characters as the user sees them (code points). */
function zeichen(wert: string): number {
  return Array.from(wert).length;
}

// ---------------------------------------------------------------------------------------------------------------
// Generic rules (caller-supplied messages)

/** Required text: non-blank after trim. */
export function pflichtText(wert: Text, meldung: string): Meldung {
  return getrimmt(wert) === '' ? meldung : undefined;
}

/** Required select item: something other than null, undefined or ''. */
export function pflichtAuswahl(wert: unknown, meldung: string): Meldung {
  return wert === null || wert === undefined || wert === '' ? meldung : undefined;
}

/** Minimum length of the trimmed value. An empty value passes: whether it is required is a separate rule. */
export function minLaenge(wert: Text, min: number, meldung: string): Meldung {
  const t = getrimmt(wert);
  return t !== '' && zeichen(t) < min ? meldung : undefined;
}

/** Maximum length of the trimmed value. */
export function maxLaenge(wert: Text, max: number, meldung: string): Meldung {
  return zeichen(getrimmt(wert)) > max ? meldung : undefined;
}

/** Earliest allowed date (inclusive). Empty passes; an unreadable date fails. */
export function minDatum(wert: Text, min: IsoDatum, meldung: string): Meldung {
  const t = getrimmt(wert);
  if (t === '') return undefined;
  return !istIsoDatum(t) || t < min ? meldung : undefined;
}

/** Latest allowed date (inclusive). Empty passes; an unreadable date fails. */
export function maxDatum(wert: Text, max: IsoDatum, meldung: string): Meldung {
  const t = getrimmt(wert);
  if (t === '') return undefined;
  return !istIsoDatum(t) || t > max ? meldung : undefined;
}

/** The first failing rule's message, in the order given. */
export function ersteMeldung(...meldungen: Meldung[]): Meldung {
  return meldungen.find((m) => m !== undefined);
}

/** True when no field of a form has a message. */
export function alleGueltig(fehler: Readonly<Record<string, Meldung>>): boolean {
  return Object.values(fehler).every((m) => m === undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Validation feedback (SPEC §3: typ valid, invalid, undefined and nachricht; the IBAN check adds pending)

export type FeedbackTyp = 'valid' | 'invalid' | 'undefined' | 'pending';

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
// Email and phone

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
export function istGueltigeEmail(wert: Text): boolean {
  const t = getrimmt(wert);
  if (t === '') return true;
  if (t.length > EMAIL_MAX_LAENGE) return false;
  const at = t.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOKALTEIL_MAX_LAENGE) return false;
  return EMAIL.test(t);
}

export function emailFehler(wert: Text): Meldung {
  return istGueltigeEmail(wert) ? undefined : texts.validierung.emailUngueltig;
}

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
export function istGueltigeTelefonnummer(wert: Text): boolean {
  const kompakt = getrimmt(wert).replace(/\s+/g, '');
  if (kompakt === '') return true;
  if (!TELEFON_FORM.test(kompakt)) return false;
  if ((kompakt.match(/\(/g) ?? []).length > 1) return false;
  let ziffern = kompakt.replace(/\D/g, '');
  if (!kompakt.startsWith('+') && ziffern.startsWith('00')) ziffern = ziffern.slice(2);
  return ziffern.length >= TELEFON_MIN_ZIFFERN && ziffern.length <= TELEFON_MAX_ZIFFERN;
}

export function telefonFehler(wert: Text): Meldung {
  return istGueltigeTelefonnummer(wert) ? undefined : texts.validierung.telefonUngueltig;
}

export interface KontaktdatenWerte {
  email: Text;
  festnetz: Text;
  mobil: Text;
  fax: Text;
}

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
export function kontaktdatenPayload(werte: KontaktdatenWerte): Record<keyof KontaktdatenWerte, string> {
  return {
    email: getrimmt(werte.email),
    festnetz: getrimmt(werte.festnetz),
    mobil: getrimmt(werte.mobil),
    fax: getrimmt(werte.fax),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Postal code, house number

/** SPEC §5: 4 or 5 digits (Austria and Switzerland use 4). */
export function istGueltigePostleitzahl(wert: Text): boolean {
  return /^\d{4,5}$/.test(getrimmt(wert));
}

/**
 * SPEC §5: digits with optional lowercase letters, optionally followed by - or / and digits or letters.
 * Valid: 12, 12a, 12-14, 12/1, 12a-c. Invalid: '12 a' (the SPEC wording allows no space), 'a12', '12A'
 * (SPEC says lowercase), '12-'.
 */
export function istGueltigeHausnummer(wert: Text): boolean {
  return /^\d+[a-z]*(?:[-/](?:\d+[a-z]*|[a-z]+))?$/.test(getrimmt(wert));
}

// ---------------------------------------------------------------------------------------------------------------
// IBAN, BIC, bank account

export const IBAN_LAENDERKENNUNG = 'DE';
export const IBAN_ZIFFERN = 20;
/** The server check runs 250 ms after the last keystroke (SPEC §5, §9). */
export const IBAN_PRUEF_VERZOEGERUNG_MS = 250;
export const KONTOINHABER_MIN_LAENGE = 3;

/** Removes all whitespace and upper-cases, so a pasted 'de89 3704 …' reads as 'DE893704…'. */
export function normalisiereIban(wert: Text): string {
  return (wert ?? '').replace(/\s+/g, '').toUpperCase();
}

/** The part after the fixed prefix DE (the field shows DE as a fixed prefix; pasting the whole IBAN works too). */
export function ibanOhneLaenderkennung(wert: Text): string {
  const n = normalisiereIban(wert);
  return n.startsWith(IBAN_LAENDERKENNUNG) ? n.slice(IBAN_LAENDERKENNUNG.length) : n;
}

/** The full IBAN for the server check and the payload. */
export function volleIban(wert: Text): string {
  return IBAN_LAENDERKENNUNG + ibanOhneLaenderkennung(wert);
}

/**
 * Local IBAN rule before the server check: required; exactly 20 digits after DE; correct check digits (ibantools).
 * Undefined means the server check may run.
 */
export function ibanFehler(wert: Text): Meldung {
  const rest = ibanOhneLaenderkennung(wert);
  if (rest === '') return texts.bankverbindung.fehler.ibanFehlt;
  if (!new RegExp(`^\\d{${IBAN_ZIFFERN}}$`).test(rest)) return texts.bankverbindung.fehler.ibanFormat;
  return isValidIBAN(IBAN_LAENDERKENNUNG + rest) ? undefined : texts.bankverbindung.fehler.ibanUngueltig;
}

/** SPEC §5 submit condition on the IBAN text: digits, or DE plus digits. */
export function ibanTextErlaubtAbsenden(wert: Text): boolean {
  return /^(?:DE)?\d+$/.test(normalisiereIban(wert));
}

const BIC = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/**
 * BIC. SPEC §5 observes an error when the value DOES match the BIC pattern, which is inverted; we implement the
 * evident intent (error when it does not match). Empty passes: the field is read-only and filled by the server.
 */
export function bicFehler(wert: Text): Meldung {
  const t = getrimmt(wert);
  return t === '' || BIC.test(t) ? undefined : texts.bankverbindung.fehler.bicUngueltig;
}

export interface BankverbindungWerte {
  kontoinhaber: Text;
  iban: Text;
  gueltigVon: Text;
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
  iban: Text,
): boolean {
  return feedbacksErlaubenAbsenden(feedbacks) && ibanTextErlaubtAbsenden(iban);
}

/** Gültig ab: required and not before the given day. */
export function gueltigAbFehler(wert: Text, fruehestens: IsoDatum): Meldung {
  return ersteMeldung(
    pflichtText(wert, texts.validierung.gueltigAbFehlt),
    minDatum(wert, fruehestens, texts.validierung.gueltigAbVergangenheit),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Billing address

export type Adressart = 'Normal' | 'Postfach';

export const LAENDER: readonly string[] = texts.rechnungsadresse.laender;

export const ADRESSE_MIN = { name: 2, strasse: 3, hausnummer: 1, postfach: 3, ort: 3 } as const;

export interface RechnungsadresseWerte {
  anrede: Text;
  titel?: Text;
  vorname: Text;
  nachname: Text;
  firma: Text;
  co?: Text;
  strasse: Text;
  hausnummer: Text;
  postfach: Text;
  postleitzahl: Text;
  ort: Text;
  land: Text;
  gueltigVon: Text;
}

export type RechnungsadresseFeld =
  | 'anrede'
  | 'firma'
  | 'vorname'
  | 'nachname'
  | 'strasse'
  | 'hausnummer'
  | 'postfach'
  | 'postleitzahl'
  | 'ort'
  | 'land'
  | 'gueltigVon';

/**
 * SPEC §5 billing address rules. `heute` is today's Berlin date ("Gültig ab not before now").
 * Fields of the inactive address type never carry a message.
 */
export function rechnungsadresseFehler(
  werte: RechnungsadresseWerte,
  adressart: Adressart,
  heute: IsoDatum,
): Record<RechnungsadresseFeld, Meldung> {
  const f = texts.rechnungsadresse.fehler;
  const anrede = normalizeAnrede(werte.anrede);
  const name = (wert: Text, noetig: boolean, fehlt: string, zuKurz: string): Meldung =>
    noetig ? ersteMeldung(pflichtText(wert, fehlt), minLaenge(wert, ADRESSE_MIN.name, zuKurz)) : undefined;
  const normal = adressart === 'Normal';
  return {
    anrede: anrede === undefined ? f.anredeFehlt : undefined,
    firma: name(werte.firma, anrede === 'Firma', f.firmaFehlt, f.firmaZuKurz),
    vorname: name(werte.vorname, anrede === 'Herr' || anrede === 'Frau', f.vornameFehlt, f.vornameZuKurz),
    nachname: name(
      werte.nachname,
      anrede === 'Herr' || anrede === 'Frau' || anrede === 'Familie',
      f.nachnameFehlt,
      f.nachnameZuKurz,
    ),
    strasse: normal
      ? ersteMeldung(
          pflichtText(werte.strasse, f.strasseFehlt),
          minLaenge(werte.strasse, ADRESSE_MIN.strasse, f.strasseZuKurz),
        )
      : undefined,
    hausnummer: normal
      ? ersteMeldung(
          // Required covers "min 1": a non-blank trimmed value has at least one character.
          pflichtText(werte.hausnummer, f.hausnummerFehlt),
          istGueltigeHausnummer(werte.hausnummer) ? undefined : f.hausnummerUngueltig,
        )
      : undefined,
    postfach: normal
      ? undefined
      : ersteMeldung(
          pflichtText(werte.postfach, f.postfachFehlt),
          minLaenge(werte.postfach, ADRESSE_MIN.postfach, f.postfachZuKurz),
        ),
    postleitzahl: ersteMeldung(
      pflichtText(werte.postleitzahl, f.postleitzahlFehlt),
      istGueltigePostleitzahl(werte.postleitzahl) ? undefined : f.postleitzahlUngueltig,
    ),
    ort: ersteMeldung(pflichtText(werte.ort, f.ortFehlt), minLaenge(werte.ort, ADRESSE_MIN.ort, f.ortZuKurz)),
    land: LAENDER.includes(getrimmt(werte.land)) ? undefined : f.landFehlt,
    gueltigVon: gueltigAbFehler(werte.gueltigVon, heute),
  };
}

/** SPEC §4: the inactive pair of fields is cleared on submit (Normal clears Postfach, Postfach clears street). */
export function clearInactiveAddressPair<
  T extends Pick<RechnungsadresseWerte, 'strasse' | 'hausnummer' | 'postfach'>,
>(werte: T, adressart: Adressart): T {
  return adressart === 'Normal' ? { ...werte, postfach: '' } : { ...werte, strasse: '', hausnummer: '' };
}

// ---------------------------------------------------------------------------------------------------------------
// Meter reading

export interface Kanal {
  obiskennzahl: string;
  vorkommastellen: number;
  nachkommastellen: number;
}

export interface Zaehler {
  nummer: string;
  kanaele: readonly Kanal[];
}

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

export function istGueltigerAblesewert(wert: Text, kanal: Kanal): boolean {
  return ablesewertMuster(kanal).test(getrimmt(wert));
}

export function ablesewertFehler(wert: Text, kanal: Kanal): Meldung {
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
  ablesedatum: Text;
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

export interface AblesungPayload {
  ablesedatum: IsoDatum;
  ablesewerte: Record<string, number>;
  zaehlernummer: string;
  foto?: string;
}

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
// Contact request, login, recovery, cancellation, empty form

export const KONTAKT_TEXT_MIN_LAENGE = 20;

/**
 * Contact request: the subject message shows when the text has more than one character and no subject is
 * chosen; the text message when it has 2 to 19 characters; send only with a subject and 20 or more characters.
 * Lengths count the trimmed text, so 20 blanks are no message.
 */
export function pruefeKontaktanfrage(werte: { betreff: Text; text: Text }): {
  fehler: { betreff: Meldung; text: Meldung };
  kannSenden: boolean;
} {
  const laenge = zeichen(getrimmt(werte.text));
  const ohneBetreff = getrimmt(werte.betreff) === '';
  return {
    fehler: {
      betreff: laenge > 1 && ohneBetreff ? texts.kontaktanfrage.betreffFehlt : undefined,
      text:
        laenge >= 2 && laenge < KONTAKT_TEXT_MIN_LAENGE ? texts.kontaktanfrage.nachrichtZuKurz : undefined,
    },
    kannSenden: !ohneBetreff && laenge >= KONTAKT_TEXT_MIN_LAENGE,
  };
}

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
