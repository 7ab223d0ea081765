import type { Schema } from '@ekp/api-client';

import { formatDatum } from '../format/de';
import * as texts from '../texts.ts';
import { feiertageMitFallback, fruehestesKuendigungsdatum } from './arbeitstage';
import { ersteMeldung, maxLaenge, minDatum, pflichtAuswahl, type Meldung } from './bausteine';
import { kalendertag, type IsoDatum } from './zeit';

/** The cancellation form (SPEC §3, §5): which messages its fields show on submit and the payload it sends. */

export const KUENDIGUNGSGRUENDE = [
  'ANBIETERWECHSEL',
  'AUSZUG',
  'SONDERKUENDIGUNG',
] as const satisfies readonly Schema<'Kuendigung'>['grund'][];
export type Kuendigungsgrund = (typeof KUENDIGUNGSGRUENDE)[number];

/** The reasons as the two cancellation forms offer them (the signed-in one and the statutory button's). */
export const KUENDIGUNGSGRUND_OPTIONEN = KUENDIGUNGSGRUENDE.map((grund) => ({
  value: grund,
  label: texts.kuendigung.gruende[grund],
}));

/** Upper limit of the free text in the contract (SPEC shows none). */
export const KUENDIGUNG_TEXT_MAX = 2000;

export interface KuendigungWerte {
  grund: string;
  /** ISO date, '' when the field is empty or its text is no date. */
  datum: IsoDatum;
  /** The field holds text that is not a calendar date ('31.02.2026', 'morgen'). */
  datumUnlesbar: boolean;
  text: string;
}

export type KuendigungFeld = 'grund' | 'datum' | 'text';

export function istKuendigungsgrund(wert: string): wert is Kuendigungsgrund {
  return (KUENDIGUNGSGRUENDE as readonly string[]).includes(wert);
}

/** One message per field, in the order of the form. */
export function kuendigungFehler(
  werte: KuendigungWerte,
  fruehestesDatum: IsoDatum,
): Record<KuendigungFeld, Meldung> {
  return {
    grund: pflichtAuswahl(istKuendigungsgrund(werte.grund) ? werte.grund : '', texts.kuendigung.grundFehlt),
    datum: kuendigungsdatumFehler(werte.datum, werte.datumUnlesbar, fruehestesDatum),
    text: maxLaenge(werte.text, KUENDIGUNG_TEXT_MAX, texts.validierung.hoechstlaenge(KUENDIGUNG_TEXT_MAX)),
  };
}

/**
 * The last delivery day: a date, not before `fruehestesDatum` (the second working day after today). The statutory
 * cancellation (rules/kuendigungserklaerung.ts) asks the same for its date.
 */
export function kuendigungsdatumFehler(
  datum: IsoDatum,
  unlesbar: boolean,
  fruehestesDatum: IsoDatum,
): Meldung {
  if (unlesbar) return texts.kuendigung.datumUngueltig;
  return ersteMeldung(
    pflichtAuswahl(datum, texts.kuendigung.datumFehlt),
    minDatum(datum, fruehestesDatum, texts.validierung.datumZuFrueh(formatDatum(fruehestesDatum))),
  );
}

/** The payload of POST /{vertrag}/kuendigen; the text is always sent, '' when the customer wrote none. */
export type KuendigungPayload = Required<Schema<'Kuendigung'>>;

/** The payload of POST /{vertrag}/kuendigen; only for values that passed `kuendigungFehler`. */
export function kuendigungPayload(werte: KuendigungWerte): KuendigungPayload {
  if (!istKuendigungsgrund(werte.grund)) throw new RangeError(`Unbekannter Kündigungsgrund: ${werte.grund}`);
  return { grund: werte.grund, datum: werte.datum, text: werte.text.trim() };
}

/**
 * The earliest last delivery day at the instant `jetzt` (SPEC §5): today is the Berlin calendar day, holidays
 * come from the service (`laden` gets the years) or, when it fails, from the local computation.
 */
export async function ermittleFruehestesKuendigungsdatum(
  jetzt: Date,
  laden: (jahre: number[]) => Promise<unknown>,
  melden?: (fehler: unknown) => void,
): Promise<{ heute: IsoDatum; fruehestes: IsoDatum }> {
  const heute = kalendertag(jetzt);
  const feiertage = await feiertageMitFallback(laden, heute, melden);
  return { heute, fruehestes: fruehestesKuendigungsdatum(heute, feiertage) };
}
