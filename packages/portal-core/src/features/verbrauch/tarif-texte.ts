import { formatCent, formatDatum, formatZahl } from '../../format/de.ts';
import type { GuenstigstesFenster, Kostenbilanz } from '../../rules/dynamischer-tarif.ts';
import { PREISSTUFEN_PROZENT } from '../../rules/dynamischer-tarif.ts';
import { wanduhr, zeitzonenZusatz } from '../../rules/wanduhr.ts';
import { kalendertag, plusTage, tagesbeginn } from '../../rules/zeit.ts';
import * as texts from '../../texts.ts';

/** The dynamic-tariff sentences of the price-series and history screens, as pure functions of numbers and `now`. */
const t = texts.dynamischerTarif;

/** A price in EUR/kWh as customers compare them: ct/kWh with one decimal ('18,4 ct/kWh'). */
export function centProKwh(eur: number, nachkommastellen = 1): string {
  return t.centProKwh(formatZahl(eur * 100, nachkommastellen));
}

/** 'HH:MM' on the Berlin wall clock, with the zone in the doubled hour of the autumn DST night. */
function uhrzeit(zeitpunkt: number): string {
  const w = wanduhr(zeitpunkt);
  return `${w.stunde}:${w.minute}${zeitzonenZusatz(zeitpunkt)}`;
}

/** 'heute', 'morgen', 'übermorgen' relative to `now`, else the date. */
function tagWort(tag: string, now: Date): string {
  const heute = kalendertag(now);
  if (tag === heute) return t.tagWort.heute;
  if (tag === plusTage(heute, 1)) return t.tagWort.morgen;
  if (tag === plusTage(heute, 2)) return t.tagWort.uebermorgen;
  return formatDatum(tag);
}

/**
 * 'heute 13:00–16:00 Uhr'; a window ending at midnight ends at '24:00' of its day; one past midnight names both
 * days ('heute 23:00 Uhr bis morgen 02:00 Uhr').
 */
export function zeitraumText(von: number, bis: number, now: Date): string {
  const tagVon = kalendertag(von);
  const mitternacht = tagesbeginn(plusTage(tagVon, 1)).getTime();
  if (bis === mitternacht) return t.zeitraumEinTag(tagWort(tagVon, now), uhrzeit(von), '24:00');
  const tagBis = kalendertag(bis);
  if (tagBis === tagVon) return t.zeitraumEinTag(tagWort(tagVon, now), uhrzeit(von), uhrzeit(bis));
  return t.zeitraumZweiTage(tagWort(tagVon, now), uhrzeit(von), tagWort(tagBis, now), uhrzeit(bis));
}

export function fensterText(stunden: number, fenster: GuenstigstesFenster | null, now: Date): string {
  if (fenster == null) return t.keinFenster(stunden);
  return t.fenster(stunden, zeitraumText(fenster.von, fenster.bis, now), centProKwh(fenster.durchschnitt));
}

/** The five levels with their steps, in the order of the legend. */
export function stufenLegende(): { stufe: keyof typeof t.stufen; grenzen: string }[] {
  const g = PREISSTUFEN_PROZENT;
  return [
    { stufe: 'sehrGuenstig', grenzen: t.stufenGrenzen.sehrGuenstig(g.sehrGuenstigBis) },
    { stufe: 'guenstig', grenzen: t.stufenGrenzen.guenstig(g.sehrGuenstigBis, g.guenstigBis) },
    { stufe: 'normal', grenzen: t.stufenGrenzen.normal(g.guenstigBis, g.teuerAb) },
    { stufe: 'teuer', grenzen: t.stufenGrenzen.teuer(g.teuerAb, g.sehrTeuerAb) },
    { stufe: 'sehrTeuer', grenzen: t.stufenGrenzen.sehrTeuer(g.sehrTeuerAb) },
  ];
}

/**
 * Did the customer shift well? The price paid against the period's average, compared as shown (ct/kWh with two
 * decimals), so the sentence never contradicts the two figures above it.
 */
export function verschiebungText(bilanz: Kostenbilanz): string | undefined {
  if (bilanz.bezahlterPreis == null || bilanz.durchschnittspreis == null) return undefined;
  const bezahlt = Math.round(bilanz.bezahlterPreis * 10_000);
  const mittel = Math.round(bilanz.durchschnittspreis * 10_000);
  if (bezahlt === mittel) return t.wieDurchschnitt;
  // Whole hundredths of a cent: the difference in cent has two decimals.
  const unterschied = formatCent(Math.abs(mittel - bezahlt) / 100, 2);
  return bezahlt < mittel ? t.guenstigerAlsDurchschnitt(unterschied) : t.teurerAlsDurchschnitt(unterschied);
}
