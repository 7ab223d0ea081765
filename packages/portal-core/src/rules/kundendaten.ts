import { normalizeAnrede, type Anrede } from './anzeigename';
import {
  clearInactiveAddressPair,
  ersteMeldung,
  IBAN_ZIFFERN,
  ibanOhneLaenderkennung,
  maxLaenge,
  type Adressart,
  type Meldung,
  type RechnungsadresseWerte,
} from './validation';
import * as texts from '../texts.ts';
import type { IsoDatum } from './zeit';

/**
 * Rules of the customer data screens (overview, contact data, billing addresses, bank accounts) that are not
 * field validation of SPEC §5: validity of dated entries, delete-or-end, bank account types, the upper limits
 * of the contract, and the payloads the forms send.
 */

type Text = string | null | undefined;

// ---------------------------------------------------------------------------------------------------------------
// Validity of bank accounts and billing addresses (gueltigVon / gueltigBis, wire dates YYYY-MM-DD)

export type Gueltigkeit = 'zukuenftig' | 'aktuell' | 'beendet';

/**
 * Future when the start is after today; ended when the end is before today; otherwise current. An entry that
 * ends today is still current today (the server sets gueltigBis to today when ending one).
 */
export function gueltigkeit(
  eintrag: { gueltigVon: string; gueltigBis?: string | null },
  heute: IsoDatum,
): Gueltigkeit {
  if (eintrag.gueltigVon > heute) return 'zukuenftig';
  if (eintrag.gueltigBis != null && eintrag.gueltigBis !== '' && eintrag.gueltigBis < heute) return 'beendet';
  return 'aktuell';
}

/** Whether an entry has been ended already: it ends today or earlier, so ending it again would change nothing. */
function istBeendet(eintrag: { gueltigVon: string; gueltigBis?: string | null }, heute: IsoDatum): boolean {
  return eintrag.gueltigBis != null && eintrag.gueltigBis !== '' && eintrag.gueltigBis <= heute;
}

export type VertragsAktion = 'loeschen' | 'beenden';

/**
 * SPEC §4: an entry whose start date is in the future can be deleted; otherwise it can only be ended.
 * Entries that are already ended offer no action (the server would refuse it).
 */
export function vertragsAktion(
  eintrag: { gueltigVon: string; gueltigBis?: string | null },
  heute: IsoDatum,
): VertragsAktion | null {
  if (eintrag.gueltigVon > heute) return 'loeschen';
  return istBeendet(eintrag, heute) ? null : 'beenden';
}

/** The entries that start after today, earliest first. */
export function zukuenftigeEintraege<T extends { gueltigVon: string }>(
  eintraege: readonly T[],
  heute: IsoDatum,
): T[] {
  return eintraege
    .filter((e) => e.gueltigVon > heute)
    .sort((a, b) => a.gueltigVon.localeCompare(b.gueltigVon));
}

/** True when at least one entry is current or starts in the future. */
export function hatGueltigeOderKuenftige(
  eintraege: readonly { gueltigVon: string; gueltigBis?: string | null }[],
  heute: IsoDatum,
): boolean {
  return eintraege.some((e) => gueltigkeit(e, heute) !== 'beendet');
}

// ---------------------------------------------------------------------------------------------------------------
// Bank accounts

/** SPEC §3: bank details fall into four types. */
export type Bankverbindungstyp = 'valide' | 'ibanNichtAbleitbar' | 'ibanAbleitbar' | 'ibanVorhanden';

export function bankverbindungstyp(bv: {
  valide: boolean;
  iban?: string | null;
  ibanAbleitbar: boolean;
}): Bankverbindungstyp {
  if (bv.valide) return 'valide';
  const ohneIban = (bv.iban ?? '').trim() === '';
  if (ohneIban) return bv.ibanAbleitbar ? 'ibanAbleitbar' : 'ibanNichtAbleitbar';
  return 'ibanVorhanden';
}

/** Legacy accounts without an IBAN are shown with Kontonummer and BLZ. */
export function zeigtIban(bv: { valide: boolean; iban?: string | null; ibanAbleitbar: boolean }): boolean {
  const typ = bankverbindungstyp(bv);
  return (typ === 'valide' || typ === 'ibanVorhanden') && (bv.iban ?? '').trim() !== '';
}

/** 'DE02120300000000202051' → 'DE02 1203 0000 0000 2020 51' (blocks of four, as printed on cards). */
export function formatiereIban(iban: Text): string {
  const kompakt = (iban ?? '').replace(/\s+/g, '').toUpperCase();
  return kompakt.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * When the local IBAN message may show while the customer types: once the field was left, or as soon as the
 * input cannot become valid by typing on (a letter, or more than 20 digits), or once all 20 digits are there
 * (then a wrong check sum answers at once).
 */
export function ibanMeldungSofort(wert: Text): boolean {
  const rest = ibanOhneLaenderkennung(wert);
  return !/^\d*$/.test(rest) || rest.length >= IBAN_ZIFFERN;
}

// ---------------------------------------------------------------------------------------------------------------
// Upper limits of the contract (openapi/kundenportal.yaml). SPEC gives none; without them the server answers 400
// for input the form accepted.

export const HOECHSTLAENGEN = {
  kontoinhaber: 70,
  titel: 40,
  vorname: 60,
  nachname: 60,
  firma: 100,
  co: 100,
  strasse: 100,
  hausnummer: 20,
  postfach: 20,
  ort: 60,
  kontaktanfrageText: 5000,
} as const;

/**
 * Patterns of the contract that are stricter than SPEC's form rules in validation.ts. The server enforces them
 * (400), so the forms check them too and no input the server refuses is sent:
 * - Email: the domain needs a dot ('max@localhost' passes the WHATWG pattern but not the contract).
 * - Phone: a digit and 3 to 24 digits, blanks, ( ) / or - after an optional '+' (no '.' separators).
 * - House number: after '-' or '/' either digits or letters, not both ('12-14a').
 */
const VERTRAG_EMAIL = /^(?=[^@]{1,64}@)[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VERTRAG_TELEFON = /^\+?[0-9][0-9 ()/-]{3,24}$/;
const VERTRAG_HAUSNUMMER = /^\d+[a-z]*(?:[-/](?:[0-9]+|[A-Za-z]+))?$/;

function passt(muster: RegExp, wert: Text): boolean {
  const t = (wert ?? '').trim();
  return t === '' || muster.test(t);
}

/** Contact data against the contract's patterns (messages of SPEC's email and phone rules). */
export function kontaktdatenVertragsFehler(werte: {
  email: Text;
  festnetz: Text;
  mobil: Text;
  fax: Text;
}): Record<'email' | 'festnetz' | 'mobil' | 'fax', Meldung> {
  const telefon = (wert: Text) =>
    passt(VERTRAG_TELEFON, wert) ? undefined : texts.validierung.telefonUngueltig;
  return {
    email: passt(VERTRAG_EMAIL, werte.email) ? undefined : texts.validierung.emailUngueltig,
    festnetz: telefon(werte.festnetz),
    mobil: telefon(werte.mobil),
    fax: telefon(werte.fax),
  };
}

/** House number against the contract's pattern (only for type Normal, where it is sent). */
export function hausnummerVertragsFehler(wert: Text, adressart: Adressart): Meldung {
  return adressart === 'Normal' && !passt(VERTRAG_HAUSNUMMER, wert)
    ? texts.rechnungsadresse.fehler.hausnummerUngueltig
    : undefined;
}

export function hoechstlaengeFehler(wert: Text, feld: keyof typeof HOECHSTLAENGEN): Meldung {
  const max = HOECHSTLAENGEN[feld];
  return maxLaenge(wert, max, texts.validierung.hoechstlaenge(max));
}

// ---------------------------------------------------------------------------------------------------------------
// Billing address form

export interface Namensfelder {
  firma: boolean;
  titel: boolean;
  vorname: boolean;
  nachname: boolean;
}

/** Which name fields the form shows for an Anrede: a company has a Firma, everyone else personal names. */
export function sichtbareNamensfelder(anrede: Text): Namensfelder {
  const firma = normalizeAnrede(anrede) === 'Firma';
  return { firma, titel: !firma, vorname: !firma, nachname: !firma };
}

/** Which name fields are required for an Anrede (SPEC §5). */
export function pflichtNamensfelder(anrede: Text): Namensfelder {
  const a: Anrede | undefined = normalizeAnrede(anrede);
  return {
    firma: a === 'Firma',
    titel: false,
    vorname: a === 'Herr' || a === 'Frau',
    nachname: a === 'Herr' || a === 'Frau' || a === 'Familie',
  };
}

/** The address type of a stored address: Postfach when it has a PO box, otherwise Normal. */
export function adressartVon(adresse: { postfach?: string | null }): Adressart {
  return (adresse.postfach ?? '').trim() === '' ? 'Normal' : 'Postfach';
}

/** Upper-limit messages of the address fields the form shows (the SPEC rules come from validation.ts). */
export function rechnungsadresseHoechstlaengen(
  werte: RechnungsadresseWerte,
  adressart: Adressart,
): Partial<Record<keyof typeof HOECHSTLAENGEN, Meldung>> {
  const sichtbar = sichtbareNamensfelder(werte.anrede);
  const normal = adressart === 'Normal';
  return {
    titel: sichtbar.titel ? hoechstlaengeFehler(werte.titel, 'titel') : undefined,
    vorname: sichtbar.vorname ? hoechstlaengeFehler(werte.vorname, 'vorname') : undefined,
    nachname: sichtbar.nachname ? hoechstlaengeFehler(werte.nachname, 'nachname') : undefined,
    firma: sichtbar.firma ? hoechstlaengeFehler(werte.firma, 'firma') : undefined,
    co: hoechstlaengeFehler(werte.co, 'co'),
    strasse: normal ? hoechstlaengeFehler(werte.strasse, 'strasse') : undefined,
    hausnummer: normal ? hoechstlaengeFehler(werte.hausnummer, 'hausnummer') : undefined,
    postfach: normal ? undefined : hoechstlaengeFehler(werte.postfach, 'postfach'),
    ort: hoechstlaengeFehler(werte.ort, 'ort'),
  };
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

export interface RechnungsadressePayload {
  anrede: Anrede;
  titel: string;
  vorname: string;
  nachname: string;
  firma: string;
  co: string;
  strasse: string;
  hausnummer: string;
  postfach: string;
  postleitzahl: string;
  ort: string;
  land: string;
  gueltigVon: string;
}

/**
 * The creation payload: trimmed values; the inactive address pair is cleared (SPEC §4) and so are the name
 * fields the chosen Anrede does not show (a company keeps no first name from an earlier choice).
 * Call only when the form passed its rules (the Anrede is then known).
 */
export function rechnungsadressePayload(
  werte: RechnungsadresseWerte,
  adressart: Adressart,
): RechnungsadressePayload {
  const t = (wert: Text) => (wert ?? '').trim();
  const sichtbar = sichtbareNamensfelder(werte.anrede);
  const paar = clearInactiveAddressPair(
    { strasse: t(werte.strasse), hausnummer: t(werte.hausnummer), postfach: t(werte.postfach) },
    adressart,
  );
  return {
    anrede: normalizeAnrede(werte.anrede) ?? 'KeineAnrede',
    titel: sichtbar.titel ? t(werte.titel) : '',
    vorname: sichtbar.vorname ? t(werte.vorname) : '',
    nachname: sichtbar.nachname ? t(werte.nachname) : '',
    firma: sichtbar.firma ? t(werte.firma) : '',
    co: t(werte.co),
    ...paar,
    postleitzahl: t(werte.postleitzahl),
    ort: t(werte.ort),
    land: t(werte.land),
    gueltigVon: t(werte.gueltigVon),
  };
}

/**
 * The fields a customer fills in by hand. Land, Gültig ab and the address type start with defaults, so they are
 * no content of their own ('Das Formular ist leer.' is about the rest).
 */
export function rechnungsadresseInhalt(werte: RechnungsadresseWerte): Record<string, Text> {
  return {
    titel: werte.titel,
    vorname: werte.vorname,
    nachname: werte.nachname,
    firma: werte.firma,
    co: werte.co,
    strasse: werte.strasse,
    hausnummer: werte.hausnummer,
    postfach: werte.postfach,
    postleitzahl: werte.postleitzahl,
    ort: werte.ort,
  };
}

export interface AdressTeile {
  anrede?: string | null;
  titel?: string | null;
  vorname?: string | null;
  nachname?: string | null;
  firma?: string | null;
  co?: string | null;
  strasse?: string | null;
  hausnummer?: string | null;
  postfach?: string | null;
  postleitzahl?: string | null;
  ort?: string | null;
  land?: string | null;
}

const einfach = (wert: Text) => (wert ?? '').trim().replace(/\s+/g, ' ');
const verbinden = (...teile: Text[]) =>
  teile
    .map(einfach)
    .filter((x) => x !== '')
    .join(' ');

function empfaenger(adresse: AdressTeile): string {
  const anrede = normalizeAnrede(adresse.anrede);
  if (anrede === 'Firma') return einfach(adresse.firma);
  const anredeText = anrede === undefined || anrede === 'KeineAnrede' ? '' : texts.anrede[anrede];
  return verbinden(anredeText, adresse.titel, adresse.vorname, adresse.nachname);
}

function strassenzeile(adresse: AdressTeile): string {
  return einfach(adresse.postfach) === ''
    ? verbinden(adresse.strasse, adresse.hausnummer)
    : `${texts.rechnungsadresse.adressarten.Postfach} ${einfach(adresse.postfach)}`;
}

/** Address lines as printed on an envelope. */
export function adresszeilen(adresse: AdressTeile): string[] {
  const zeilen = [
    empfaenger(adresse),
    einfach(adresse.co) === '' ? '' : `${texts.rechnungsadresse.co} ${einfach(adresse.co)}`,
    strassenzeile(adresse),
    verbinden(adresse.postleitzahl, adresse.ort),
    einfach(adresse.land),
  ];
  return zeilen.filter((z) => z !== '');
}

/** A short name of an address for a heading: addressee and street or PO box ('Max Muster, Hauptstr. 1'). */
export function adressKurzform(adresse: AdressTeile): string {
  return [empfaenger(adresse), strassenzeile(adresse)].filter((z) => z !== '').join(', ');
}

/** The contact request text beyond the contract's limit (SPEC gives none; the server refuses longer texts). */
export function kontaktanfrageTextZuLang(text: Text): Meldung {
  return hoechstlaengeFehler(text, 'kontaktanfrageText');
}

/** Adressart values in the order of the button group. */
export const ADRESSARTEN: readonly Adressart[] = ['Normal', 'Postfach'];
