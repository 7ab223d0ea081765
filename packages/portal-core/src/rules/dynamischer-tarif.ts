import type { Schema } from '@ekp/api-client';

import { kalendertag, plusTage, tagesbeginn } from './zeit';
import type { IsoDatum } from './zeit';

/**
 * What a dynamic tariff (§ 41a EnWG) means for the customer, computed from the data the portal already loads
 * (GET /preiszeitreihe, GET /{vertrag}/historie): the cheapest windows to run an appliance, the price level of each
 * interval, and what a period cost against its average price (issue 16).
 *
 * Everything runs on instants (ms since the epoch), so a DST day simply has 23 or 25 hours (92 or 100 quarter
 * hours) and a window may run past midnight; the Berlin calendar decides only which day a window starts on.
 * Prices are summed as whole millionths of a euro, so equal windows are equal and a tie goes to the earlier one
 * (floats would let 1e-17 decide which one the customer sees).
 */

const VIERTELSTUNDE_MS = 15 * 60_000;
const STUNDE_MS = 60 * 60_000;
const MIKRO = 1_000_000;

/** The window lengths offered, in hours: a washing cycle to a car charge. */
export const FENSTER_STUNDEN = [1, 2, 3, 4] as const;

/** A half-open interval [von, bis) in ms; `preis` in EUR/kWh, null where the backend has none. */
export interface Preisintervall {
  von: number;
  bis: number;
  preis: number | null;
}

/** The cheapest window found: its instants and its average price in EUR/kWh. */
export interface GuenstigstesFenster {
  von: number;
  bis: number;
  durchschnitt: number;
}

const mikro = (eur: number) => Math.round(eur * MIKRO);

/**
 * The price series as intervals: the contract's `Preis` holds from its `von` until the next entry, and the last
 * one as long as the step before it (an hour when there is none). Entries with an unreadable `von` are left out.
 */
export function intervalleAusPreisen(preise: readonly { von: string; preis: number }[]): Preisintervall[] {
  const gelesen: { von: number; preis: number | null }[] = [];
  let sortiert = true;
  for (const eintrag of preise) {
    const von = Date.parse(eintrag.von);
    if (!Number.isFinite(von)) continue;
    const vorheriger = gelesen[gelesen.length - 1];
    if (vorheriger && von < vorheriger.von) sortiert = false;
    gelesen.push({ von, preis: Number.isFinite(eintrag.preis) ? eintrag.preis : null });
  }
  // Backends send the series in order; sorting only what is not saves most of the work on a year of values.
  if (!sortiert) gelesen.sort((x, y) => x.von - y.von);
  return gelesen.map((e, i) => {
    const naechster = gelesen[i + 1];
    const vorheriger = gelesen[i - 1];
    const bis = naechster ? naechster.von : e.von + (vorheriger ? e.von - vorheriger.von : STUNDE_MS);
    return { von: e.von, bis, preis: e.preis };
  });
}

/** The hourly consumption history as intervals (its entries carry `bis`; `arbeitspreis` may be null). */
export function intervalleAusHistorie(
  eintraege: readonly { von: string; bis: string; arbeitspreis: number | null }[],
): Preisintervall[] {
  return eintraege
    .map((e) => ({ von: Date.parse(e.von), bis: Date.parse(e.bis), preis: e.arbeitspreis }))
    .filter((e) => Number.isFinite(e.von) && Number.isFinite(e.bis) && e.bis > e.von)
    .sort((a, b) => a.von - b.von);
}

/** A slot of the grid: the series cut into equal steps (a longer interval is several slots with its price). */
interface Slot {
  von: number;
  preisMikro: number | null;
}

/** The grid step: a quarter hour as soon as one interval is shorter than an hour, else an hour. */
function schrittVon(intervalle: readonly Preisintervall[]): number {
  // An empty interval (the same `von` twice) says nothing about the grid.
  return intervalle.some((e) => e.bis > e.von && e.bis - e.von < STUNDE_MS) ? VIERTELSTUNDE_MS : STUNDE_MS;
}

function slots(intervalle: readonly Preisintervall[], schritt: number): Slot[] {
  const ergebnis: Slot[] = [];
  // The end of the last slot: an interval that starts later leaves a gap, which becomes a slot without price so
  // that no window spans it (also the rest of an interval that is not a whole number of steps).
  let ende: number | undefined;
  for (const intervall of intervalle) {
    if (ende !== undefined && intervall.von > ende) ergebnis.push({ von: ende, preisMikro: null });
    const preisMikro = intervall.preis == null ? null : mikro(intervall.preis);
    let von = ende === undefined ? intervall.von : Math.max(intervall.von, ende);
    for (; von + schritt <= intervall.bis; von += schritt) ergebnis.push({ von, preisMikro });
    ende = von;
  }
  return ergebnis;
}

/**
 * The cheapest contiguous window of each length of FENSTER_STUNDEN that starts on Berlin calendar day `tag`, not
 * before `now` (a window already begun cannot be used in full), on the grid of the series (any quarter hour with
 * quarter-hour prices). A window may run past midnight where the next day's prices are known. Null for a length
 * when the day is over or the prices do not cover a whole window (tomorrow not yet published, a value missing in
 * every candidate).
 */
export function guenstigsteFenster(
  intervalle: readonly Preisintervall[],
  tag: IsoDatum,
  now: Date,
): { stunden: number; fenster: GuenstigstesFenster | null }[] {
  const schritt = schrittVon(intervalle);
  const fruehestens = Math.max(tagesbeginn(tag).getTime(), now.getTime());
  const spaetestens = tagesbeginn(plusTage(tag, 1)).getTime();
  // Only the intervals a window of this day can touch: a year of quarter hours has 35,040, a day ~100.
  const reichweite = spaetestens + Math.max(...FENSTER_STUNDEN) * STUNDE_MS;
  const raster = slots(
    intervalle.filter((e) => e.bis > fruehestens && e.von < reichweite),
    schritt,
  );
  return FENSTER_STUNDEN.map((stunden) => ({
    stunden,
    fenster: billigstesFenster(
      raster,
      Math.round((stunden * STUNDE_MS) / schritt),
      schritt,
      fruehestens,
      spaetestens,
    ),
  }));
}

function billigstesFenster(
  raster: readonly Slot[],
  laenge: number,
  schritt: number,
  fruehestens: number,
  spaetestens: number,
): GuenstigstesFenster | null {
  let bestes: { start: number; summe: number } | null = null;
  // Sliding sum over the slots; `luecken` counts the slots without price inside the current window.
  let summe = 0;
  let luecken = 0;
  for (let ende = 0; ende < raster.length; ende++) {
    const neu = raster[ende] as Slot;
    if (neu.preisMikro == null) luecken++;
    else summe += neu.preisMikro;
    const start = ende - laenge + 1;
    if (start > 0) {
      const alt = raster[start - 1] as Slot;
      if (alt.preisMikro == null) luecken--;
      else summe -= alt.preisMikro;
    }
    if (start < 0 || luecken > 0) continue;
    const beginn = (raster[start] as Slot).von;
    if (beginn < fruehestens || beginn >= spaetestens) continue;
    if (bestes == null || summe < bestes.summe) bestes = { start, summe };
  }
  if (bestes == null) return null;
  const von = (raster[bestes.start] as Slot).von;
  return { von, bis: von + laenge * schritt, durchschnitt: bestes.summe / laenge / MIKRO };
}

/**
 * The days to plan: today and tomorrow, each where the series has a price on it (tomorrow from SPEC §9's 12:00
 * cut-over; none for a period paged into the past).
 */
export function tageMitFenstern(intervalle: readonly Preisintervall[], now: Date): IsoDatum[] {
  const heute = kalendertag(now);
  return [heute, plusTage(heute, 1)].filter((tag) => {
    const beginn = tagesbeginn(tag).getTime();
    const ende = tagesbeginn(plusTage(tag, 1)).getTime();
    return intervalle.some((e) => e.preis != null && e.bis > beginn && e.von < ende);
  });
}

/**
 * The cheapest window of one length on each day to plan, as the charts mark it. A window of today that runs past
 * midnight and tomorrow's own window may overlap; both are marked.
 */
export function fensterZumMarkieren(
  intervalle: readonly Preisintervall[],
  now: Date,
  stunden: number,
): GuenstigstesFenster[] {
  return tageMitFenstern(intervalle, now).flatMap((tag) => {
    const gefunden = guenstigsteFenster(intervalle, tag, now).find((f) => f.stunden === stunden)?.fenster;
    return gefunden ? [gefunden] : [];
  });
}

/** Whether the interval [von, bis) lies wholly inside one of the windows. */
export function liegtImFenster(von: number, bis: number, fenster: readonly GuenstigstesFenster[]): boolean {
  return fenster.some((f) => von >= f.von && bis <= f.bis);
}

// ------------------------------------------------------------------------------------------------ price levels

export type Preisstufe = 'sehrGuenstig' | 'guenstig' | 'normal' | 'teuer' | 'sehrTeuer';

/**
 * Where a price stands against the average of the shown days, in percent of that average: up to 60 % very cheap,
 * up to 90 % cheap, below 115 % normal, below 140 % expensive, from 140 % very expensive (the steps customers know
 * from Tibber's price levels). Stated here and in docs/dynamischer-tarif.md.
 */
export const PREISSTUFEN_PROZENT = {
  sehrGuenstigBis: 60,
  guenstigBis: 90,
  teuerAb: 115,
  sehrTeuerAb: 140,
} as const;

/** The time-weighted average of the known prices of `intervalle`, as a fraction kept exact for the comparisons. */
export interface Durchschnittspreis {
  summeMikro: number;
  slots: number;
}

export function durchschnittspreis(intervalle: readonly Preisintervall[]): Durchschnittspreis {
  const schritt = schrittVon(intervalle);
  let summeMikro = 0;
  let anzahl = 0;
  for (const intervall of intervalle) {
    if (intervall.preis == null) continue;
    // Weighted by whole grid steps, as the windows count them: an hour on a quarter-hour grid weighs four.
    const gewicht = Math.floor((intervall.bis - intervall.von) / schritt);
    summeMikro += mikro(intervall.preis) * gewicht;
    anzahl += gewicht;
  }
  return { summeMikro, slots: anzahl };
}

/** The average in EUR/kWh, null without any price. */
export function durchschnittInEuro(durchschnitt: Durchschnittspreis): number | null {
  return durchschnitt.slots === 0 ? null : durchschnitt.summeMikro / durchschnitt.slots / MIKRO;
}

/**
 * The level of `preis` (EUR/kWh). Compared in whole numbers (price × slots × 100 against sum × percent), so a
 * price exactly on a step lands on the documented side. A zero or negative average (a windy, sunny week) has no
 * meaningful percentage: then the deviation is taken in percent of |average|, by the same steps.
 */
export function preisstufe(preis: number, durchschnitt: Durchschnittspreis): Preisstufe {
  return preisstufenNach(durchschnitt)(preis);
}

/** `preisstufe` for many prices against one average: the steps are computed once (a year has 35,040 values). */
export function preisstufenNach(durchschnitt: Durchschnittspreis): (preis: number) => Preisstufe {
  const { summeMikro, slots: n } = durchschnitt;
  if (n === 0) return () => 'normal';
  const betrag = Math.abs(summeMikro);
  if (betrag === 0) return (preis) => (preis < 0 ? 'sehrGuenstig' : preis > 0 ? 'sehrTeuer' : 'normal');
  // Deviation from the average in percent of |average|: (p − 100 × sum) against (percent − 100) × |sum|.
  const g = PREISSTUFEN_PROZENT;
  const sehrGuenstig = (g.sehrGuenstigBis - 100) * betrag;
  const guenstig = (g.guenstigBis - 100) * betrag;
  const teuer = (g.teuerAb - 100) * betrag;
  const sehrTeuer = (g.sehrTeuerAb - 100) * betrag;
  return (preis) => {
    const abweichung = mikro(preis) * n * 100 - 100 * summeMikro;
    if (abweichung <= sehrGuenstig) return 'sehrGuenstig';
    if (abweichung <= guenstig) return 'guenstig';
    if (abweichung < teuer) return 'normal';
    if (abweichung < sehrTeuer) return 'teuer';
    return 'sehrTeuer';
  };
}

/** The interval that holds `now`, if the series has one with a price. */
export function aktuellesIntervall(
  intervalle: readonly Preisintervall[],
  now: Date,
): Preisintervall | undefined {
  const t = now.getTime();
  return intervalle.find((e) => e.von <= t && t < e.bis && e.preis != null);
}

// ------------------------------------------------------------------------------------------------ what it cost

/** What these rules read of a history entry (SPEC §3 VerbrauchshistorieEintrag). */
type Historienwert = Pick<
  Schema<'VerbrauchshistorieEintrag'>,
  'von' | 'bis' | 'verbrauch' | 'arbeitspreis' | 'kosten'
>;

/**
 * What a shown period cost: kWh and EUR summed over the entries that have them, the average price paid (cost per
 * kWh, over the entries with both) against the time-weighted average price of the measured intervals. A customer
 * who shifted consumption to cheap hours paid less than the average. Null where the period has no value for it.
 */
export interface Kostenbilanz {
  verbrauchKwh: number | null;
  kostenEur: number | null;
  bezahlterPreis: number | null;
  durchschnittspreis: number | null;
  /** Entries without a measured value yet (shown as a note, not as zero). */
  ohneMesswert: number;
}

export function kostenbilanz(eintraege: readonly Historienwert[]): Kostenbilanz {
  let verbrauchMikro = 0;
  let kostenMikro = 0;
  let mitVerbrauch = 0;
  let mitKosten = 0;
  let bezahltVerbrauch = 0;
  let bezahltKosten = 0;
  let preisZeit = 0;
  let preisGewichtet = 0;
  let ohneMesswert = 0;
  for (const e of eintraege) {
    if (e.verbrauch != null) {
      verbrauchMikro += mikro(e.verbrauch);
      mitVerbrauch++;
    } else ohneMesswert++;
    if (e.kosten != null) {
      kostenMikro += mikro(e.kosten);
      mitKosten++;
    }
    if (e.verbrauch != null && e.kosten != null) {
      bezahltVerbrauch += mikro(e.verbrauch);
      bezahltKosten += mikro(e.kosten);
    }
    const dauer = Date.parse(e.bis) - Date.parse(e.von);
    // Only measured intervals: the price paid and the average must speak of the same hours (tomorrow's prices
    // in the 48-hour view have no consumption yet and would tilt the comparison).
    if (e.arbeitspreis != null && e.verbrauch != null && dauer > 0) {
      // Minutes keep the weights whole numbers; a month has 44,640 of them.
      const minuten = Math.round(dauer / 60_000);
      preisZeit += minuten;
      preisGewichtet += mikro(e.arbeitspreis) * minuten;
    }
  }
  return {
    verbrauchKwh: mitVerbrauch > 0 ? verbrauchMikro / MIKRO : null,
    kostenEur: mitKosten > 0 ? kostenMikro / MIKRO : null,
    bezahlterPreis: bezahltVerbrauch > 0 ? bezahltKosten / bezahltVerbrauch : null,
    durchschnittspreis: preisZeit > 0 ? preisGewichtet / preisZeit / MIKRO : null,
    ohneMesswert,
  };
}

/** One month of the year view next to the same month a year before (null where that month has no data). */
export interface Monatsvergleich {
  monat: string;
  verbrauchKwh: number | null;
  kostenEur: number | null;
  vorjahrVerbrauchKwh: number | null;
  vorjahrKostenEur: number | null;
}

/** The Berlin calendar month of an instant, 'YYYY-MM'. */
function monatVon(zeitpunkt: string): string | undefined {
  const ms = Date.parse(zeitpunkt);
  return Number.isFinite(ms) ? kalendertag(ms).slice(0, 7) : undefined;
}

function vorjahresmonat(monat: string): string {
  return `${String(Number(monat.slice(0, 4)) - 1).padStart(4, '0')}${monat.slice(4)}`;
}

/** Each month of `monate` (monthly entries) against the month with the same name in `vorjahr`. */
export function vorjahresvergleich(
  monate: readonly Historienwert[],
  vorjahr: readonly Historienwert[],
): Monatsvergleich[] {
  const frueher = new Map<string, Historienwert>();
  for (const e of vorjahr) {
    const monat = monatVon(e.von);
    if (monat) frueher.set(monat, e);
  }
  return monate.flatMap((e) => {
    const monat = monatVon(e.von);
    if (!monat) return [];
    const damals = frueher.get(vorjahresmonat(monat));
    return [
      {
        monat,
        verbrauchKwh: e.verbrauch,
        kostenEur: e.kosten,
        vorjahrVerbrauchKwh: damals?.verbrauch ?? null,
        vorjahrKostenEur: damals?.kosten ?? null,
      },
    ];
  });
}
