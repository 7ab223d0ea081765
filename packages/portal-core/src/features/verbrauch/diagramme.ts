import type { Schema } from '@ekp/api-client';
import type { ChartFarben } from '@ekp/brand';
import type { ChartConfiguration, ChartOptions, TooltipItem } from 'chart.js';

import {
  formatDatum,
  formatDatumUhrzeit,
  formatLangesDatum,
  formatMonat,
  formatZahl,
} from '../../format/de.ts';
import { liegtImFenster } from '../../rules/dynamischer-tarif.ts';
import type { GuenstigstesFenster, Preisstufe } from '../../rules/dynamischer-tarif.ts';
import { chartArbeitspreis, monatsBeschriftung } from '../../rules/verbrauchshistorie.ts';
import type { HistorienModus } from '../../rules/verbrauchshistorie.ts';
import { wanduhr, zeitzonenZusatz } from '../../rules/wanduhr.ts';
import * as texts from '../../texts.ts';

/**
 * The chart configurations of the consumption screens, as pure functions of data, brand colours and style, so
 * the screens, the tests and the benchmark (scripts/bench-charts.mjs) draw the same charts. Only types come from
 * chart.js here; the registered Chart lives in chart-setup.ts.
 */
export type Verbrauch = Schema<'Verbrauch'>;
export type HistorienEintrag = Schema<'VerbrauchshistorieEintrag'>;
export type Preis = Schema<'Preis'>;

/** What the canvas knows at drawing time: the page's text colour and whether motion is welcome. */
export interface ChartStil {
  text: string;
  animieren: boolean;
}

/**
 * The box a chart draws in, and its placeholder while chart.js loads: the same size, so nothing moves when the chart
 * appears (SPEC §9: at least 200 px high).
 */
export const DIAGRAMM_FLAECHE = 'relative h-[300px] w-full min-w-0 text-text sm:h-[380px]';

/** SPEC §9: point radius 5, line width 2, border width 2 (hourly history). */
export const PUNKT_RADIUS = 5;
export const LINIEN_BREITE = 2;
export const RAND_BREITE = 2;

/** Above this many values the chart is drawn at once: animating thousands of bars only costs time. */
const ANIMATION_BIS = 400;

const NBSP = '\u00A0';
const { einheiten } = texts.formate;
const v = texts.verbrauch;
const h = texts.verbrauchshistorie;
const p = texts.preiszeitreihe;
const t = texts.dynamischerTarif;

type Wert = number | null;
type MischTyp = 'bar' | 'line';
type ChartJsKonfiguration = ChartConfiguration<MischTyp, Wert[], string | string[]>;
export type Datensatz = ChartJsKonfiguration['data']['datasets'][number];

/**
 * A chart's configuration, and the datasets its legend leaves out by index (a line its axis names already). The
 * legend is HTML under the canvas (chart-legende.tsx), not chart.js's own: its entries are buttons a keyboard reaches.
 */
export type Konfiguration = ChartJsKonfiguration & {
  ohneLegende?: readonly number[];
};

/**
 * What the dynamic-tariff charts mark (issue 16): the level of each price (in the tooltip), the cheapest windows of
 * one length (a thick line over the price, named in the legend) and the interval of now (a triangle, its level in
 * the legend). Marks are extra datasets after the chart's own, so the tooltip leaves them out by index.
 */
export interface TarifMarken {
  stufe: (preisEur: number) => Preisstufe;
  fenster: readonly GuenstigstesFenster[];
  stunden: number;
  jetzt: number;
}

/** Line width of the window mark: wider than the price line, so it is told apart by shape, not colour alone. */
const FENSTER_BREITE = 6;
const JETZT_RADIUS = 8;

/** The tooltip's word for an interval inside a marked window. */
function fensterZeile(marken: TarifMarken | undefined, von: number, bis: number): string[] {
  return marken && liegtImFenster(von, bis, marken.fenster) ? [t.fensterMarke(marken.stunden)] : [];
}

function stufenZeilen(marken: TarifMarken | undefined, preisEur: number | null | undefined): string[] {
  if (!marken || preisEur == null || !Number.isFinite(preisEur)) return [];
  return [`${t.spalteStufe}: ${t.stufen[marken.stufe(preisEur)]}`];
}

/**
 * The window and now marks over a price line: `zeiten[i]` is interval i (ms), `preiseEur[i]` its price, `werte[i]`
 * the value the line draws at point i. A stepped (`treppe`) line has one point more than intervals, at the end of
 * the last one; a window is closed there with a point at its end, so its last step is drawn.
 */
function markenDatensaetze(
  marken: TarifMarken,
  zeiten: readonly { von: number; bis: number }[],
  werte: readonly Wert[],
  preiseEur: readonly (number | null)[],
  farben: ChartFarben,
  stil: ChartStil,
  treppe: boolean,
  yAxisID?: string,
): Konfiguration['data']['datasets'] {
  const imFenster = (i: number) => {
    const zeit = zeiten[i];
    return zeit !== undefined && liegtImFenster(zeit.von, zeit.bis, marken.fenster);
  };
  const fensterWerte = werte.map((wert, i) => {
    if (imFenster(i)) return wert;
    return treppe && i > 0 && imFenster(i - 1) ? (werte[i - 1] ?? null) : null;
  });
  const jetztIndex = zeiten.findIndex((z) => z.von <= marken.jetzt && marken.jetzt < z.bis);
  const jetztPreis = preiseEur[jetztIndex];
  const datensaetze: Konfiguration['data']['datasets'] = [];
  if (fensterWerte.some((w) => w != null)) {
    datensaetze.push({
      type: 'line',
      label: t.fensterMarke(marken.stunden),
      data: fensterWerte,
      stepped: treppe ? 'after' : false,
      yAxisID,
      borderColor: farben.verbrauchJahr,
      backgroundColor: farben.verbrauchJahr,
      borderWidth: FENSTER_BREITE,
      // Points as well: on the history's centred line a one-hour window is a single point.
      pointRadius: treppe ? 0 : 4,
      pointHoverRadius: 0,
      pointStyle: 'rectRot',
      order: -1,
    });
  }
  if (jetztIndex >= 0 && jetztPreis != null) {
    datensaetze.push({
      type: 'line',
      label: t.jetztMarke(t.stufen[marken.stufe(jetztPreis)]),
      data: werte.map((wert, i) => (i === jetztIndex ? wert : null)),
      yAxisID,
      showLine: false,
      pointStyle: 'triangle',
      pointRadius: JETZT_RADIUS,
      pointHoverRadius: JETZT_RADIUS,
      borderColor: stil.text,
      backgroundColor: stil.text,
      order: -2,
    });
  }
  return datensaetze;
}

// ------------------------------------------------------------------------------------------------ formats

export function kwhText(wert: Wert | undefined, nachkommastellen: number): string {
  return wert == null ? '' : `${formatZahl(wert, nachkommastellen)}${NBSP}${einheiten.kwh}`;
}

export function euroText(wert: Wert | undefined, nachkommastellen = 2): string {
  return wert == null ? '' : `${formatZahl(wert, nachkommastellen)}${NBSP}${einheiten.euro}`;
}

/** Working price in the chart's unit: €/kWh with four decimals (hourly), ct/kWh with two (daily, monthly). */
export function preisText(modus: HistorienModus, wert: Wert | undefined): string {
  if (wert == null) return '';
  return modus === 'stuendlich'
    ? `${formatZahl(wert, 4)}${NBSP}${einheiten.euro}/${einheiten.kwh}`
    : `${formatZahl(wert, 2)}${NBSP}${einheiten.cent}/${einheiten.kwh}`;
}

/** kWh decimals: intervals of an hour or less carry three, days and months two. */
export function kwhStellen(modus: HistorienModus): number {
  return modus === 'stuendlich' ? 3 : 2;
}

/**
 * Short axis label of an interval: 'dd.mm. HH:MM' (hourly), 'dd.mm.' (daily), month name or 'Aktuell' (monthly;
 * only that needs `now`).
 */
export function zeitLabel(von: string, modus: HistorienModus, now?: Date): string {
  if (modus === 'monatlich') return monatsBeschriftung(von, now ?? new Date());
  const ms = Date.parse(von);
  const w = wanduhr(ms);
  const datum = `${w.tag}.${w.monat}.`;
  return modus === 'taeglich' ? datum : `${datum} ${w.stunde}:${w.minute}${zeitzonenZusatz(ms)}`;
}

/** Full label (tooltip title, table row): 'dd.mm.yyyy HH:MM Uhr', 'Sonntag, 29. März 2026', 'November 2026 (Aktuell)'. */
export function zeitTitel(von: string, modus: HistorienModus, now?: Date): string {
  if (modus === 'monatlich') {
    const monat = formatMonat(von);
    return monatsBeschriftung(von, now ?? new Date()) === h.aktuell ? `${monat} (${h.aktuell})` : monat;
  }
  if (modus === 'taeglich') return formatLangesDatum(von);
  return `${formatDatumUhrzeit(von)}${zeitzonenZusatz(Date.parse(von))}`;
}

// ------------------------------------------------------------------------------------------------ shared options

function kategorieAchse(stil: ChartStil) {
  return {
    type: 'category' as const,
    grid: { display: false },
    // sampleSize: measuring a few dozen labels is enough to space thousands of them.
    ticks: { color: stil.text, maxRotation: 0, autoSkip: true, autoSkipPadding: 12, sampleSize: 24 },
  };
}

function wertAchse(
  stil: ChartStil,
  titel: string,
  format: (wert: number) => string,
  position: 'left' | 'right' = 'left',
) {
  return {
    type: 'linear' as const,
    position,
    title: { display: true, text: titel, color: stil.text },
    ticks: { color: stil.text, callback: (wert: number | string) => format(Number(wert)) },
    grid: { display: position === 'left' },
  };
}

function basis(stil: ChartStil, anzahl: number): ChartOptions<MischTyp> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: 'de-DE',
    normalized: true,
    animation: stil.animieren && anzahl <= ANIMATION_BIS ? {} : false,
    interaction: { mode: 'index', intersect: false },
  };
}

function index(items: TooltipItem<MischTyp>[]): number {
  return items[0]?.dataIndex ?? 0;
}

// ------------------------------------------------------------------------------------------------ /verbrauch

function periodenTitel(eintrag: Verbrauch): string {
  return `${formatDatum(eintrag.von)} – ${formatDatum(eintrag.bis)}`;
}

/** Two-line labels 'von –' / 'bis' under the bars of the periods between readings. */
function periodenLabels(verbraeuche: readonly Verbrauch[]): string[][] {
  return verbraeuche.map((e) => [`${formatDatum(e.von)} –`, formatDatum(e.bis)]);
}

/** Both consumption charts: kWh from zero, the period as tooltip title, each value in kWh with one decimal. */
function periodenOptionen(verbraeuche: readonly Verbrauch[], stil: ChartStil): ChartOptions<MischTyp> {
  const optionen = basis(stil, verbraeuche.length);
  return {
    ...optionen,
    scales: {
      x: kategorieAchse(stil),
      y: { ...wertAchse(stil, einheiten.kwh, (w) => formatZahl(w)), beginAtZero: true },
    },
    plugins: {
      tooltip: {
        callbacks: {
          title: (items) => {
            const eintrag = verbraeuche[index(items)];
            return eintrag ? periodenTitel(eintrag) : '';
          },
          label: (item) => `${item.dataset.label ?? ''}: ${kwhText(item.parsed.y, 1)}`,
        },
      },
    },
  };
}

/**
 * Bars of the period consumption (red) and the consumption extrapolated to a year (green), and the course of the
 * yearly consumption as a grey line with blue border, points of radius 5 and width 2 (SPEC §9).
 */
export function verbrauchDiagramm(
  verbraeuche: readonly Verbrauch[],
  farben: ChartFarben,
  stil: ChartStil,
): Konfiguration {
  return {
    type: 'bar',
    data: {
      labels: periodenLabels(verbraeuche),
      datasets: [
        {
          type: 'line',
          label: v.verlauf,
          data: verbraeuche.map((e) => e.summeJahr),
          backgroundColor: farben.verbrauchsverlauf,
          borderColor: farben.verbrauchsverlaufRand,
          borderWidth: LINIEN_BREITE,
          pointRadius: PUNKT_RADIUS,
          pointHoverRadius: PUNKT_RADIUS + 1,
          pointBackgroundColor: farben.verbrauchsverlauf,
          pointBorderColor: farben.verbrauchsverlaufRand,
          pointBorderWidth: LINIEN_BREITE,
          order: 0,
        },
        {
          type: 'bar',
          label: v.zeitraumverbrauch,
          data: verbraeuche.map((e) => e.summe),
          backgroundColor: farben.verbrauchZeitraum,
          order: 1,
        },
        {
          type: 'bar',
          label: v.jahresverbrauch,
          data: verbraeuche.map((e) => e.summeJahr),
          backgroundColor: farben.verbrauchJahr,
          order: 1,
        },
      ],
    },
    options: periodenOptionen(verbraeuche, stil),
  };
}

/** Bars of the period consumption against the forecast for the same days. */
export function prognoseDiagramm(
  verbraeuche: readonly Verbrauch[],
  farben: ChartFarben,
  stil: ChartStil,
): Konfiguration {
  return {
    type: 'bar',
    data: {
      labels: periodenLabels(verbraeuche),
      datasets: [
        {
          type: 'bar',
          label: v.zeitraumverbrauch,
          data: verbraeuche.map((e) => e.summe),
          backgroundColor: farben.verbrauchZeitraum,
        },
        {
          type: 'bar',
          label: v.prognose,
          data: verbraeuche.map((e) => e.prognose ?? null),
          backgroundColor: farben.prognose,
        },
      ],
    },
    options: periodenOptionen(verbraeuche, stil),
  };
}

export function verbrauchZusammenfassung(verbraeuche: readonly Verbrauch[]): string {
  const erster = verbraeuche[0];
  const letzter = verbraeuche[verbraeuche.length - 1];
  if (!erster || !letzter) return '';
  return v.zusammenfassung(
    verbraeuche.length,
    formatDatum(erster.von),
    formatDatum(letzter.bis),
    kwhText(letzter.summe, 1),
    kwhText(letzter.summeJahr, 0),
  );
}

export function prognoseZusammenfassung(verbraeuche: readonly Verbrauch[]): string {
  const letzter = verbraeuche.findLast((e) => e.prognose != null);
  return letzter ? v.prognoseZusammenfassung(kwhText(letzter.summe, 1), kwhText(letzter.prognose, 1)) : '';
}

// ------------------------------------------------------------------------------------------------ /verbrauchshistorie

/**
 * Consumption bars (brand fill, border width 2) on the left axis and the working price as a line on the right
 * axis; the cost is in the tooltip. Every interval the backend sends is one bar, so quarter-hour values stay
 * quarter-hours and a DST day has 23 or 25 hours of bars.
 */
export function historieDiagramm(
  eintraege: readonly HistorienEintrag[],
  modus: HistorienModus,
  now: Date,
  farben: ChartFarben,
  stil: ChartStil,
  marken?: TarifMarken,
): Konfiguration {
  const stellen = kwhStellen(modus);
  const preisWerte = eintraege.map((e) =>
    e.arbeitspreis == null ? null : chartArbeitspreis(modus, e.arbeitspreis),
  );
  const preisTitel = modus === 'stuendlich' ? h.arbeitspreisEuro : h.arbeitspreisCent;
  const optionen = basis(stil, eintraege.length);
  const viele = eintraege.length > 60;
  return {
    type: 'bar',
    data: {
      labels: eintraege.map((e) => zeitLabel(e.von, modus, now)),
      datasets: [
        {
          type: 'line',
          label: preisTitel,
          data: preisWerte,
          yAxisID: 'preis',
          borderColor: farben.preis,
          backgroundColor: farben.preis,
          borderWidth: LINIEN_BREITE,
          pointRadius: viele ? 0 : 3,
          pointHoverRadius: 4,
          order: 0,
        },
        {
          type: 'bar',
          label: h.verbrauchKwh,
          data: eintraege.map((e) => e.verbrauch),
          yAxisID: 'verbrauch',
          backgroundColor: farben.historie,
          borderColor: farben.historieRand,
          borderWidth: viele ? 1 : RAND_BREITE,
          order: 1,
        },
        ...(marken
          ? markenDatensaetze(
              marken,
              eintraege.map((e) => ({ von: Date.parse(e.von), bis: Date.parse(e.bis) })),
              preisWerte,
              eintraege.map((e) => e.arbeitspreis),
              farben,
              stil,
              false,
              'preis',
            )
          : []),
      ],
    },
    options: {
      ...optionen,
      scales: {
        x: kategorieAchse(stil),
        verbrauch: {
          ...wertAchse(stil, h.verbrauchKwh, (w) => formatZahl(w, stellen > 2 ? 2 : 0)),
          beginAtZero: true,
        },
        preis: wertAchse(stil, preisTitel, (w) => formatZahl(w, modus === 'stuendlich' ? 2 : 0), 'right'),
      },
      plugins: {
        tooltip: {
          // The marks repeat a price; the tooltip names the window and level in words instead.
          filter: (item) => item.datasetIndex < 2,
          callbacks: {
            title: (items) => {
              const eintrag = eintraege[index(items)];
              return eintrag ? zeitTitel(eintrag.von, modus, now) : '';
            },
            label: (item) =>
              item.dataset.yAxisID === 'preis'
                ? [
                    `${item.dataset.label ?? ''}: ${preisText(modus, item.parsed.y)}`,
                    ...stufenZeilen(marken, eintraege[item.dataIndex]?.arbeitspreis),
                  ]
                : `${item.dataset.label ?? ''}: ${kwhText(item.parsed.y, stellen)}`,
            footer: (items) => {
              const eintrag = eintraege[index(items)];
              return [
                ...(eintrag?.kosten == null ? [] : [`${h.kostenEuro}: ${euroText(eintrag.kosten)}`]),
                ...(eintrag ? fensterZeile(marken, Date.parse(eintrag.von), Date.parse(eintrag.bis)) : []),
              ];
            },
          },
        },
      },
    },
  };
}

export function historieZusammenfassung(
  eintraege: readonly HistorienEintrag[],
  modus: HistorienModus,
): string {
  const gemessen = eintraege.filter((e) => e.verbrauch != null);
  const teile: string[] = [];
  if (gemessen.length > 0) {
    const verbrauch = gemessen.reduce((summe, e) => summe + (e.verbrauch ?? 0), 0);
    const kosten = gemessen.reduce((summe, e) => summe + (e.kosten ?? 0), 0);
    teile.push(h.summen(kwhText(verbrauch, 2), euroText(kosten)));
  }
  const preise = eintraege.flatMap((e) =>
    e.arbeitspreis == null ? [] : [chartArbeitspreis(modus, e.arbeitspreis)],
  );
  if (preise.length > 0) {
    teile.push(h.preisspanne(preisText(modus, Math.min(...preise)), preisText(modus, Math.max(...preise))));
  }
  return teile.join(' ');
}

// ------------------------------------------------------------------------------------------------ /preiszeitreihe

/** The length of the last interval (the price series has no `bis`): the step before it, else an hour. */
function letzterSchritt(preise: readonly Preis[]): number {
  const a = preise[preise.length - 2];
  const b = preise[preise.length - 1];
  const schritt = a && b ? Date.parse(b.von) - Date.parse(a.von) : Number.NaN;
  return Number.isFinite(schritt) && schritt > 0 ? schritt : 3_600_000;
}

/**
 * A stepped line in EUR with two decimals (SPEC §9): each price holds from its `von` until the next one. The line
 * gets one more point at the end of the last interval so that interval is drawn as well; it has no tooltip.
 */
export function preisDiagramm(
  preise: readonly Preis[],
  farben: ChartFarben,
  stil: ChartStil,
  marken?: TarifMarken,
): Konfiguration {
  const letzter = preise[preise.length - 1];
  const ende = letzter ? new Date(Date.parse(letzter.von) + letzterSchritt(preise)).toISOString() : undefined;
  const zeiten = [...preise.map((e) => e.von), ...(ende ? [ende] : [])];
  const werte = [...preise.map((e) => e.preis), ...(letzter ? [letzter.preis] : [])];
  const optionen = basis(stil, preise.length);
  // Interval i runs to the next entry's start; the last one to the closing point.
  const intervalle = preise.map((e, i) => ({
    von: Date.parse(e.von),
    bis: Date.parse(zeiten[i + 1] ?? e.von),
  }));
  return {
    type: 'line',
    // The price line needs no legend entry (the axis names it); the marks do.
    ohneLegende: [0],
    data: {
      labels: zeiten.map((von) => zeitLabel(von, 'stuendlich')),
      datasets: [
        {
          type: 'line',
          label: p.achse,
          data: werte,
          stepped: 'after',
          borderColor: farben.preis,
          backgroundColor: farben.preis,
          borderWidth: LINIEN_BREITE,
          pointRadius: 0,
          pointHitRadius: 6,
          pointHoverRadius: 4,
        },
        ...(marken
          ? markenDatensaetze(
              marken,
              intervalle,
              werte,
              preise.map((e) => e.preis),
              farben,
              stil,
              true,
            )
          : []),
      ],
    },
    options: {
      ...optionen,
      scales: { x: kategorieAchse(stil), y: wertAchse(stil, p.achse, (w) => euroText(w)) },
      plugins: {
        tooltip: {
          filter: (item) => item.dataIndex < preise.length && item.datasetIndex === 0,
          callbacks: {
            title: (items) => {
              const eintrag = preise[index(items)];
              return eintrag ? zeitTitel(eintrag.von, 'stuendlich') : '';
            },
            label: (item) => [
              euroText(item.parsed.y),
              ...stufenZeilen(marken, preise[item.dataIndex]?.preis),
            ],
            footer: (items) => {
              const zeit = intervalle[index(items)];
              return zeit ? fensterZeile(marken, zeit.von, zeit.bis) : [];
            },
          },
        },
      },
    },
  };
}

export function preisZusammenfassung(preise: readonly Preis[]): string {
  if (preise.length === 0) return '';
  let min = preise[0];
  let max = preise[0];
  for (const eintrag of preise) {
    if (min && eintrag.preis < min.preis) min = eintrag;
    if (max && eintrag.preis > max.preis) max = eintrag;
  }
  if (!min || !max) return '';
  const zeit = (e: Preis) => zeitTitel(e.von, 'stuendlich');
  return p.zusammenfassung(euroText(min.preis), zeit(min), euroText(max.preis), zeit(max));
}
