import type { Schema } from '@ekp/api-client';

import * as texts from '../texts.ts';
import { normalizeAnrede, type Anrede } from './anzeigename';
import {
  ersteMeldung,
  getrimmt,
  leerOderPasst,
  minLaenge,
  pflichtText,
  type Feldtext,
  type Meldung,
} from './bausteine';
import { gueltigAbFehler } from './gueltigkeit';
import { HOECHSTLAENGEN, hoechstlaengeFehler } from './hoechstlaengen';
import type { IsoDatum } from './zeit';

/**
 * Billing addresses (SPEC §3, §4, §5): the postcode and house number rules, the form's rules, which name fields an
 * Anrede shows, the payload, and the address lines as printed on an envelope.
 */

// ---------------------------------------------------------------------------------------------------------------
// Postal code, house number

/** SPEC §5: 4 or 5 digits (Austria and Switzerland use 4). */
export function istGueltigePostleitzahl(wert: Feldtext): boolean {
  return /^\d{4,5}$/.test(getrimmt(wert));
}

/**
 * SPEC §5: digits with optional lowercase letters, optionally followed by - or / and digits or letters.
 * Valid: 12, 12a, 12-14, 12/1, 12a-c. Invalid: '12 a' (the SPEC wording allows no space), 'a12', '12A'
 * (SPEC says lowercase), '12-'.
 */
export function istGueltigeHausnummer(wert: Feldtext): boolean {
  return /^\d+[a-z]*(?:[-/](?:\d+[a-z]*|[a-z]+))?$/.test(getrimmt(wert));
}

/**
 * The contract's house number pattern is stricter than SPEC's rule: after '-' or '/' either digits or letters,
 * not both ('12-14a'). The server enforces it (400), so the form checks it too.
 */
const VERTRAG_HAUSNUMMER = /^\d+[a-z]*(?:[-/](?:[0-9]+|[A-Za-z]+))?$/;

/** House number against the contract's pattern (only for type Normal, where it is sent). */
export function hausnummerVertragsFehler(wert: Feldtext, adressart: Adressart): Meldung {
  return adressart === 'Normal' && !leerOderPasst(VERTRAG_HAUSNUMMER, wert)
    ? texts.rechnungsadresse.fehler.hausnummerUngueltig
    : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The form

export type Adressart = 'Normal' | 'Postfach';

/** Adressart values in the order of the button group. */
export const ADRESSARTEN: readonly Adressart[] = ['Normal', 'Postfach'];

export const LAENDER: readonly string[] = texts.rechnungsadresse.laender;

export const ADRESSE_MIN = { name: 2, strasse: 3, hausnummer: 1, postfach: 3, ort: 3 } as const;

export interface RechnungsadresseWerte {
  anrede: Feldtext;
  titel?: Feldtext;
  vorname: Feldtext;
  nachname: Feldtext;
  firma: Feldtext;
  co?: Feldtext;
  strasse: Feldtext;
  hausnummer: Feldtext;
  postfach: Feldtext;
  postleitzahl: Feldtext;
  ort: Feldtext;
  land: Feldtext;
  gueltigVon: Feldtext;
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
  const name = (wert: Feldtext, noetig: boolean, fehlt: string, zuKurz: string): Meldung =>
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

export interface Namensfelder {
  firma: boolean;
  titel: boolean;
  vorname: boolean;
  nachname: boolean;
}

/** Which name fields the form shows for an Anrede: a company has a Firma, everyone else personal names. */
export function sichtbareNamensfelder(anrede: Feldtext): Namensfelder {
  const firma = normalizeAnrede(anrede) === 'Firma';
  return { firma, titel: !firma, vorname: !firma, nachname: !firma };
}

/** Which name fields are required for an Anrede (SPEC §5). */
export function pflichtNamensfelder(anrede: Feldtext): Namensfelder {
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

/** Upper-limit messages of the address fields the form shows (the SPEC rules are rechnungsadresseFehler's). */
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

/**
 * The fields a customer fills in by hand. Land, Gültig ab and the address type start with defaults, so they are
 * no content of their own ('Das Formular ist leer.' is about the rest).
 */
export function rechnungsadresseInhalt(werte: RechnungsadresseWerte): Record<string, Feldtext> {
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

// ---------------------------------------------------------------------------------------------------------------
// The payload

/** SPEC §4: the inactive pair of fields is cleared on submit (Normal clears Postfach, Postfach clears street). */
export function clearInactiveAddressPair<
  T extends Pick<RechnungsadresseWerte, 'strasse' | 'hausnummer' | 'postfach'>,
>(werte: T, adressart: Adressart): T {
  return adressart === 'Normal' ? { ...werte, postfach: '' } : { ...werte, strasse: '', hausnummer: '' };
}

/**
 * The contract's RechnungsadresseAnlage, narrower in one way and wider in one: every field is sent ('' clears
 * what an earlier choice left), and Land is still the typed text, which the page's schema narrows to the
 * contract's Land (its message is the form's).
 */
type RechnungsadressePayload = Required<Omit<Schema<'RechnungsadresseAnlage'>, 'land'>> & { land: string };

/**
 * The creation payload: trimmed values; the inactive address pair is cleared (SPEC §4) and so are the name
 * fields the chosen Anrede does not show (a company keeps no first name from an earlier choice).
 * Call only when the form passed its rules (the Anrede is then known).
 */
export function rechnungsadressePayload(
  werte: RechnungsadresseWerte,
  adressart: Adressart,
): RechnungsadressePayload {
  const sichtbar = sichtbareNamensfelder(werte.anrede);
  const paar = clearInactiveAddressPair(
    {
      strasse: getrimmt(werte.strasse),
      hausnummer: getrimmt(werte.hausnummer),
      postfach: getrimmt(werte.postfach),
    },
    adressart,
  );
  return {
    anrede: normalizeAnrede(werte.anrede) ?? 'KeineAnrede',
    titel: sichtbar.titel ? getrimmt(werte.titel) : '',
    vorname: sichtbar.vorname ? getrimmt(werte.vorname) : '',
    nachname: sichtbar.nachname ? getrimmt(werte.nachname) : '',
    firma: sichtbar.firma ? getrimmt(werte.firma) : '',
    co: getrimmt(werte.co),
    ...paar,
    postleitzahl: getrimmt(werte.postleitzahl),
    ort: getrimmt(werte.ort),
    land: getrimmt(werte.land),
    gueltigVon: getrimmt(werte.gueltigVon),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Address lines

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

const einfach = (wert: Feldtext) => (wert ?? '').trim().replace(/\s+/g, ' ');
const verbinden = (...teile: Feldtext[]) =>
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
