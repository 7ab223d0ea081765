import type { Schema } from '@ekp/api-client';

import { formatDatum } from '../format/de';
import * as texts from '../texts.ts';
import { anzeigename, type NamensTeile } from './anzeigename';
import { ersteMeldung, getrimmt, maxLaenge, pflichtAuswahl, pflichtText, type Meldung } from './bausteine';
import { emailFehler } from './kontaktdaten';
import { istKuendigungsgrund, kuendigungsdatumFehler } from './kuendigung';
import { hausnummerVertragsFehler, istGueltigeHausnummer, istGueltigePostleitzahl } from './rechnungsadresse';
import type { IsoDatum } from './zeit';

/**
 * The statutory cancellation (§ 312k BGB, POST /kuendigung, an extension beyond SPEC): what the confirmation page
 * asks, which messages its fields show, the payload, the declared data as lines for the receipt and its PDF.
 */

export type KuendigungserklaerungPayload = Schema<'Kuendigungserklaerung'>;
export type KuendigungserklaerungEingang = Schema<'KuendigungserklaerungEingang'>;
type Art = KuendigungserklaerungPayload['art'];
type Zeitpunkt = KuendigungserklaerungPayload['zeitpunkt'];
type Energieart = NonNullable<KuendigungserklaerungPayload['energieart']>;

export const KUENDIGUNGSARTEN = ['ORDENTLICH', 'AUSSERORDENTLICH'] as const satisfies readonly Art[];
export const ZEITPUNKTE = ['NAECHSTMOEGLICH', 'DATUM'] as const satisfies readonly Zeitpunkt[];
export const ENERGIEARTEN = ['strom', 'gas'] as const satisfies readonly Energieart[];

/** Upper limits of the contract's Kuendigungserklaerung and Lieferadresse (compared with it by the test). */
export const ERKLAERUNG_MAX = {
  grundText: 2000,
  name: 120,
  kundennummer: 20,
  strasse: 100,
  ort: 100,
  zaehlernummer: 40,
  vertragsnummer: 20,
  email: 254,
  nachricht: 2000,
} as const;

/** The form's values; every field is text, a choice not yet made is ''. */
export interface KuendigungserklaerungWerte {
  art: string;
  grund: string;
  grundText: string;
  name: string;
  kundennummer: string;
  strasse: string;
  hausnummer: string;
  postleitzahl: string;
  ort: string;
  zaehlernummer: string;
  vertragsnummer: string;
  energieart: string;
  zeitpunkt: string;
  /** ISO date, '' when the field is empty or its text is no date. */
  datum: IsoDatum;
  email: string;
  nachricht: string;
}

export type KuendigungserklaerungFeld = keyof KuendigungserklaerungWerte;

/** The fields in the order of the form (and of the error summary). */
export const ERKLAERUNG_FELDER: readonly KuendigungserklaerungFeld[] = [
  'art',
  'grund',
  'grundText',
  'name',
  'kundennummer',
  'strasse',
  'hausnummer',
  'postleitzahl',
  'ort',
  'zaehlernummer',
  'vertragsnummer',
  'energieart',
  'zeitpunkt',
  'datum',
  'email',
  'nachricht',
];

export const LEERE_ERKLAERUNG: KuendigungserklaerungWerte = {
  art: '',
  grund: '',
  grundText: '',
  name: '',
  kundennummer: '',
  strasse: '',
  hausnummer: '',
  postleitzahl: '',
  ort: '',
  zaehlernummer: '',
  vertragsnummer: '',
  energieart: '',
  // The safe choice for the customer, so the shortest way through the form needs no date.
  zeitpunkt: 'NAECHSTMOEGLICH',
  datum: '',
  email: '',
  nachricht: '',
};

const eines =
  <T extends string>(werte: readonly T[]) =>
  (wert: string): wert is T =>
    (werte as readonly string[]).includes(wert);
const istArt = eines(KUENDIGUNGSARTEN);
const istZeitpunkt = eines(ZEITPUNKTE);
const istEnergieart = eines(ENERGIEARTEN);

const hoechstens = (wert: string, feld: keyof typeof ERKLAERUNG_MAX) =>
  maxLaenge(wert, ERKLAERUNG_MAX[feld], texts.validierung.hoechstlaenge(ERKLAERUNG_MAX[feld]));

/**
 * One message per field. The address uses the billing address's messages and SPEC §5's postcode and house number
 * rules (the house number also the contract's stricter pattern), the e-mail SPEC §5's rule, the date the signed-in
 * cancellation's rule (not before `fruehestesDatum`, the second working day after today).
 */
export function kuendigungserklaerungFehler(
  werte: KuendigungserklaerungWerte & { datumUnlesbar: boolean },
  fruehestesDatum: IsoDatum,
): Record<KuendigungserklaerungFeld, Meldung> {
  const f = texts.kuendigungsbutton.fehler;
  const adresse = texts.rechnungsadresse.fehler;
  const ausserordentlich = werte.art === 'AUSSERORDENTLICH';
  const ohneVertragsnummer = getrimmt(werte.vertragsnummer) === '';
  return {
    art: istArt(werte.art) ? undefined : f.artFehlt,
    grund: ausserordentlich
      ? pflichtAuswahl(istKuendigungsgrund(werte.grund) ? werte.grund : '', texts.kuendigung.grundFehlt)
      : undefined,
    grundText: ausserordentlich ? hoechstens(werte.grundText, 'grundText') : undefined,
    name: ersteMeldung(pflichtText(werte.name, f.nameFehlt), hoechstens(werte.name, 'name')),
    kundennummer: hoechstens(werte.kundennummer, 'kundennummer'),
    strasse: ersteMeldung(
      pflichtText(werte.strasse, adresse.strasseFehlt),
      hoechstens(werte.strasse, 'strasse'),
    ),
    hausnummer: ersteMeldung(
      pflichtText(werte.hausnummer, adresse.hausnummerFehlt),
      istGueltigeHausnummer(werte.hausnummer) ? undefined : adresse.hausnummerUngueltig,
      hausnummerVertragsFehler(werte.hausnummer, 'Normal'),
    ),
    postleitzahl: ersteMeldung(
      pflichtText(werte.postleitzahl, adresse.postleitzahlFehlt),
      istGueltigePostleitzahl(werte.postleitzahl) ? undefined : adresse.postleitzahlUngueltig,
    ),
    ort: ersteMeldung(pflichtText(werte.ort, adresse.ortFehlt), hoechstens(werte.ort, 'ort')),
    zaehlernummer: hoechstens(werte.zaehlernummer, 'zaehlernummer'),
    // The contract is named by its number, or by the delivery address and the energy type.
    vertragsnummer:
      ohneVertragsnummer && !istEnergieart(werte.energieart)
        ? f.vertragFehlt
        : hoechstens(werte.vertragsnummer, 'vertragsnummer'),
    energieart: undefined,
    zeitpunkt: istZeitpunkt(werte.zeitpunkt) ? undefined : f.zeitpunktFehlt,
    datum:
      werte.zeitpunkt === 'DATUM'
        ? kuendigungsdatumFehler(werte.datum, werte.datumUnlesbar, fruehestesDatum)
        : undefined,
    email: ersteMeldung(pflichtText(werte.email, f.emailFehlt), emailFehler(werte.email)),
    nachricht: hoechstens(werte.nachricht, 'nachricht'),
  };
}

/** The value trimmed, or nothing when it is empty (optional fields are left out of the payload). */
function optional(wert: string): string | undefined {
  const t = wert.trim();
  return t === '' ? undefined : t;
}

/** The payload of POST /kuendigung; only for values that passed `kuendigungserklaerungFehler`. */
export function kuendigungserklaerungPayload(
  werte: KuendigungserklaerungWerte,
): KuendigungserklaerungPayload {
  if (!istArt(werte.art) || !istZeitpunkt(werte.zeitpunkt))
    throw new RangeError(`Unvollständige Kündigung: ${werte.art} ${werte.zeitpunkt}`);
  const ausserordentlich = werte.art === 'AUSSERORDENTLICH';
  const payload: KuendigungserklaerungPayload = {
    art: werte.art,
    grund: ausserordentlich && istKuendigungsgrund(werte.grund) ? werte.grund : undefined,
    grundText: ausserordentlich ? optional(werte.grundText) : undefined,
    name: werte.name.trim(),
    kundennummer: optional(werte.kundennummer),
    lieferadresse: {
      strasse: werte.strasse.trim(),
      hausnummer: werte.hausnummer.trim(),
      postleitzahl: werte.postleitzahl.trim(),
      ort: werte.ort.trim(),
    },
    zaehlernummer: optional(werte.zaehlernummer),
    vertragsnummer: optional(werte.vertragsnummer),
    energieart: istEnergieart(werte.energieart) ? werte.energieart : undefined,
    zeitpunkt: werte.zeitpunkt,
    datum: werte.zeitpunkt === 'DATUM' ? werte.datum : undefined,
    email: werte.email.trim(),
    nachricht: optional(werte.nachricht),
  };
  // Keys without a value stay off the wire.
  const eintraege: [string, unknown][] = Object.entries(payload);
  return Object.fromEntries(
    eintraege.filter(([, wert]) => wert !== undefined),
  ) as KuendigungserklaerungPayload;
}

/** The form field a 400 names ('postleitzahl' or the payload's path 'lieferadresse.postleitzahl'), if any. */
export function erklaerungsFeld(feld: string | undefined): KuendigungserklaerungFeld | undefined {
  const name = feld?.replace(/^lieferadresse\./, '');
  return ERKLAERUNG_FELDER.find((f) => f === name);
}

/** Signed in: what the customer record prefills (name or company, Kundennummer, e-mail). */
export function werteAusKunde(
  kunde: NamensTeile & { kundennummer: string; email?: string | null },
): Pick<KuendigungserklaerungWerte, 'name' | 'kundennummer' | 'email'> {
  return { name: anzeigename(kunde), kundennummer: kunde.kundennummer, email: kunde.email?.trim() ?? '' };
}

/** Signed in: what a chosen contract prefills (its number, delivery address and energy type). */
export function werteAusVertrag(vertrag: {
  id: string;
  versorgungsart?: string | null;
  strasse?: string | null;
  hausnummer?: string | null;
  plz?: string | null;
  ort?: string | null;
}): Pick<
  KuendigungserklaerungWerte,
  'vertragsnummer' | 'strasse' | 'hausnummer' | 'postleitzahl' | 'ort' | 'energieart'
> {
  const art = vertrag.versorgungsart ?? '';
  return {
    vertragsnummer: vertrag.id,
    strasse: vertrag.strasse ?? '',
    hausnummer: vertrag.hausnummer ?? '',
    postleitzahl: vertrag.plz ?? '',
    ort: vertrag.ort ?? '',
    energieart: istEnergieart(art) ? art : '',
  };
}

export interface Zeile {
  term: string;
  description: string;
}

/** Everything declared, as label and value, for the receipt and its PDF; fields left empty are not listed. */
export function erklaerungsZeilen(payload: KuendigungserklaerungPayload): Zeile[] {
  const t = texts.kuendigungsbutton;
  const a = payload.lieferadresse;
  const zeilen: [string, string | undefined][] = [
    [t.abschnitte.art, t.arten[payload.art]],
    [texts.kuendigung.grund, payload.grund && texts.kuendigung.gruende[payload.grund]],
    [t.grundText, payload.grundText],
    [t.name, payload.name],
    [texts.anmeldung.kundennummer, payload.kundennummer],
    [t.lieferadresse, `${a.strasse} ${a.hausnummer}, ${a.postleitzahl} ${a.ort}`],
    [texts.ablesung.zaehlernummer, payload.zaehlernummer],
    [t.vertragsnummer, payload.vertragsnummer],
    [t.energieart, payload.energieart && texts.vertraege.versorgungsarten[payload.energieart]],
    [
      t.abschnitte.zeitpunkt,
      payload.zeitpunkt === 'DATUM' ? formatDatum(payload.datum) : t.zeitpunkte.NAECHSTMOEGLICH,
    ],
    [t.email, payload.email],
    [t.nachricht, payload.nachricht],
  ];
  return zeilen.flatMap(([term, description]) =>
    description === undefined || description === '' ? [] : [{ term, description }],
  );
}
