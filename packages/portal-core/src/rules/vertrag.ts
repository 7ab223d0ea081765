import * as texts from '../texts.ts';
import { parseZeitpunkt } from './zeit';

// ---------------------------------------------------------------------------------------------------------------
// Contract status (SPEC §4)

export type VertragStatus = 'storniert' | 'beendet' | 'gekuendigt' | 'aktiv' | 'beauftragt';
export type VertragGruppe = 'aktiv' | 'inaktiv' | 'beauftragt' | 'gekuendigt';
/** Outcome of a cancellation, passed to the contracts list in navigation state. */
export type KuendigungErgebnis = 'SUCCESS' | 'ERROR';

type Wert = string | null | undefined;

function vorhanden(wert: Wert): boolean {
  return wert != null && wert.trim() !== '';
}

export interface VertragStatusDaten {
  storniert?: boolean | null;
  lieferbeginn?: Wert;
  lieferende?: Wert;
  gewuenschtesLieferende?: Wert;
}

/**
 * Derived in SPEC order: storniert if flagged; beendet if lieferende exists; gekuendigt if gewuenschtesLieferende
 * exists; aktiv if lieferbeginn exists; otherwise beauftragt.
 */
export function vertragStatus(vertrag: VertragStatusDaten): VertragStatus {
  if (vertrag.storniert === true) return 'storniert';
  if (vorhanden(vertrag.lieferende)) return 'beendet';
  if (vorhanden(vertrag.gewuenschtesLieferende)) return 'gekuendigt';
  if (vorhanden(vertrag.lieferbeginn)) return 'aktiv';
  return 'beauftragt';
}

const GRUPPE: Readonly<Record<VertragStatus, VertragGruppe>> = {
  aktiv: 'aktiv',
  beendet: 'inaktiv',
  storniert: 'inaktiv',
  beauftragt: 'beauftragt',
  gekuendigt: 'gekuendigt',
};

/** Display group: active; inactive (ended or cancelled); ordered; terminated. */
export function vertragGruppe(status: VertragStatus): VertragGruppe {
  return GRUPPE[status];
}

/** The termination button shows only for active contracts and not right after a successful cancellation. */
export function canCancel(status: VertragStatus, navigationStatus?: KuendigungErgebnis | null): boolean {
  return status === 'aktiv' && navigationStatus !== 'SUCCESS';
}

/** The contracts list notice for the navigation state (SPEC §4); nothing by default. */
export function kuendigungHinweis(
  navigationStatus: KuendigungErgebnis | null | undefined,
  vertragId: string,
): { typ: 'erfolg' | 'fehler'; text: string } | undefined {
  if (navigationStatus === 'SUCCESS')
    return { typ: 'erfolg', text: texts.vertraege.kuendigungVeranlasst(vertragId) };
  if (navigationStatus === 'ERROR')
    return { typ: 'fehler', text: texts.vertraege.kuendigungFehlgeschlagen(vertragId) };
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Labels of wire values

/** gas → Gas, strom → Strom (any case), otherwise 'Versorgungsart nicht gefunden'. */
export function versorgungsartLabel(versorgungsart: Wert): string {
  const v = (versorgungsart ?? '').trim().toLowerCase();
  if (v === 'gas') return texts.vertraege.versorgungsarten.gas;
  if (v === 'strom') return texts.vertraege.versorgungsarten.strom;
  return texts.vertraege.versorgungsarten.unbekannt;
}

function label(tabelle: Readonly<Record<string, string>>, wert: Wert): string {
  if (wert == null) return '';
  return Object.hasOwn(tabelle, wert) ? (tabelle[wert] ?? wert) : wert;
}

/** NETZBETREIBER → Netzbetreiber, ERSATZWERT → Ersatzwert, KUNDE → Kunde; unknown codes are shown as they come. */
export function ermittlungsartLabel(ermittlungsart: Wert): string {
  return label(texts.ablesungen.ermittlungsarten, ermittlungsart);
}

export function kundenArtLabel(kundenArt: Wert): string {
  return label(texts.vertraege.kundenArten, kundenArt);
}

export function tariftypLabel(tariftyp: Wert): string {
  return label(texts.tarif.tariftypen, tariftyp);
}

// ---------------------------------------------------------------------------------------------------------------
// Tariffs

/**
 * SPEC §9: prices are shown gross for the all-inclusive gross type, or for the dynamic type with household
 * customers; otherwise net.
 */
export function zeigeBrutto(tariftyp: Wert, kundenArt: Wert): boolean {
  return (
    tariftyp === 'ALLES_INKLUSIVE_BRUTTO' ||
    (tariftyp === 'DYNAMISCHER_PREIS' && kundenArt === 'Haushaltskunde')
  );
}

export interface TarifAbschnitt {
  name?: string | null;
  gueltigVon?: string | null;
  gueltigBis?: string | null;
}

export type TarifZeitbezug = 'zukuenftig' | 'vorherig' | 'aktuell';

/**
 * SPEC §4, against now: future = gueltigVon later than now; previous = gueltigBis at or before now; current =
 * start missing or not later than now, and end missing or later than now. A missing start falls back to the
 * contract's lieferbeginn. Dates on the wire mean Berlin 00:00 of that day.
 */
export function tarifZeitbezug(abschnitt: TarifAbschnitt, now: Date, lieferbeginn?: Wert): TarifZeitbezug {
  const von = parseZeitpunkt(abschnitt.gueltigVon ?? lieferbeginn);
  const bis = parseZeitpunkt(abschnitt.gueltigBis);
  if (von && von.getTime() > now.getTime()) return 'zukuenftig';
  if (bis && bis.getTime() <= now.getTime()) return 'vorherig';
  return 'aktuell';
}

function startMs(abschnitt: TarifAbschnitt): number {
  return parseZeitpunkt(abschnitt.gueltigVon)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/**
 * Splits the tariff history into the three sections of the history page. Missing starts are filled from the
 * contract's lieferbeginn; current and future are sorted by start, previous with the most recent first.
 */
export function klassifiziereTarife<T extends TarifAbschnitt>(
  historie: readonly T[],
  now: Date,
  lieferbeginn?: Wert,
): Record<TarifZeitbezug, T[]> {
  const ergebnis: Record<TarifZeitbezug, T[]> = { aktuell: [], zukuenftig: [], vorherig: [] };
  for (const abschnitt of historie) {
    const gefuellt: T =
      vorhanden(abschnitt.gueltigVon) || !vorhanden(lieferbeginn)
        ? abschnitt
        : { ...abschnitt, gueltigVon: lieferbeginn };
    ergebnis[tarifZeitbezug(gefuellt, now)].push(gefuellt);
  }
  ergebnis.aktuell.sort((a, b) => startMs(a) - startMs(b));
  ergebnis.zukuenftig.sort((a, b) => startMs(a) - startMs(b));
  ergebnis.vorherig.sort((a, b) => startMs(b) - startMs(a));
  return ergebnis;
}

/** The tariff history button shows only when more than one entry exists, or while the history is loading. */
export function zeigeTarifhistorieButton(anzahlEintraege: number | undefined, laedt: boolean): boolean {
  return laedt || (anzahlEintraege ?? 0) > 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Documents and readings

export interface DokumentBeschreibungDaten {
  dateiname: string;
  kategorie?: string | null;
  beschreibung?: string | null;
}

/** The description, or the file name when the description is empty or just repeats the category. */
export function dokumentBeschreibung(dokument: DokumentBeschreibungDaten): string {
  const beschreibung = (dokument.beschreibung ?? '').trim();
  if (beschreibung === '' || beschreibung === (dokument.kategorie ?? '').trim()) return dokument.dateiname;
  return beschreibung;
}

/** The reading with the latest ablesedatum (the first of equal dates); undefined for none. */
export function letzteAblesung<T extends { ablesedatum: string }>(ablesungen: readonly T[]): T | undefined {
  let letzte: T | undefined;
  let letzteMs = Number.NEGATIVE_INFINITY;
  for (const ablesung of ablesungen) {
    const ms = parseZeitpunkt(ablesung.ablesedatum)?.getTime();
    if (ms !== undefined && ms > letzteMs) {
      letzte = ablesung;
      letzteMs = ms;
    }
  }
  return letzte;
}
