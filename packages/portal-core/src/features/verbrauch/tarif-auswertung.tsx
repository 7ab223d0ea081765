import { ButtonGroup, DescriptionList, Heading, Table } from '@ekp/ui';
import type { TableColumn } from '@ekp/ui';
import { useId, useMemo } from 'react';

import { formatDatum, formatMonat } from '../../format/de.ts';
import {
  aktuellesIntervall,
  durchschnittInEuro,
  durchschnittspreis,
  FENSTER_STUNDEN,
  fensterZumMarkieren,
  guenstigsteFenster,
  kostenbilanz,
  preisstufe,
  preisstufenNach,
  tageMitFenstern,
} from '../../rules/dynamischer-tarif.ts';
import type { Monatsvergleich, Preisintervall } from '../../rules/dynamischer-tarif.ts';
import { kalendertag, plusTage } from '../../rules/zeit.ts';
import { istNachmittag } from '../../rules/verbrauchshistorie.ts';
import * as texts from '../../texts.ts';
import { euroText, kwhText } from './diagramme.ts';
import type { HistorienEintrag, TarifMarken } from './diagramme.ts';
import { centProKwh, fensterText, stufenLegende, verschiebungText, zeitraumText } from './tarif-texte.ts';

/**
 * What a dynamic tariff means for the customer, in words before the chart (issue 16): the cheapest windows, the
 * level of the price now with the legend of the levels, and what the shown period cost. The price table repeats
 * each level in words; these texts are the answer for everyone, also without seeing the chart.
 */
const t = texts.dynamischerTarif;

/**
 * The chart marks of a price series: levels against the shown days' average, the chosen windows, now. Computed
 * again when the data or the length change, or when now moves into the next interval (windows never start before
 * now); not on every render, as a day of quarter hours is ~100 values and a chart rebuild is visible.
 */
export function useTarifMarken(
  intervalle: readonly Preisintervall[],
  stunden: number,
  now: Date,
): TarifMarken {
  const stufe = useMemo(() => preisstufenNach(durchschnittspreis(intervalle)), [intervalle]);
  const jetztVon = aktuellesIntervall(intervalle, now)?.von ?? kalendertag(now);
  return useMemo(
    () => ({ stufe, fenster: fensterZumMarkieren(intervalle, now, stunden), stunden, jetzt: now.getTime() }),
    // jetztVon stands for `now`, a new Date on every render: a new interval is the only moment the marks change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intervalle, stufe, stunden, jetztVon],
  );
}

/** The window length the charts mark until the customer picks another: a dishwasher's eco programme. */
export const MARKIERTE_STUNDEN_ANFANG = 3;

/**
 * The cheapest windows of 1–4 hours for the rest of today and, once published, for tomorrow, and the choice of
 * which length the chart below marks.
 */
export function GuenstigeZeiten({
  intervalle,
  now,
  markiert,
  onMarkieren,
  morgenImZeitraum = true,
}: {
  intervalle: readonly Preisintervall[];
  now: Date;
  markiert: number;
  onMarkieren: (stunden: number) => void;
  /**
   * Whether the shown period reaches tomorrow. The history opens on yesterday and today also after 12:00, with
   * tomorrow one page on: there a missing tomorrow is not late, only elsewhere.
   */
  morgenImZeitraum?: boolean;
}) {
  const ueberschriftId = useId();
  const heute = kalendertag(now);
  // A period paged into the past has nothing left to plan: the section is not shown there.
  const tage = tageMitFenstern(intervalle, now);
  if (tage.length === 0) return null;
  const morgenFehlt = !tage.includes(plusTage(heute, 1));
  return (
    <section aria-labelledby={ueberschriftId} className="flex flex-col gap-3">
      <Heading level={2} id={ueberschriftId}>
        {t.guenstigsteZeiten}
      </Heading>
      {tage.map((tag) => (
        <div key={tag} className="flex flex-col gap-1">
          <Heading level={3}>
            {tag === heute ? t.heute(formatDatum(tag)) : t.morgen(formatDatum(tag))}
          </Heading>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {guenstigsteFenster(intervalle, tag, now).map(({ stunden, fenster }) => (
              <li key={stunden}>{fensterText(stunden, fenster, now)}</li>
            ))}
          </ul>
        </div>
      ))}
      {morgenFehlt && !istNachmittag(now) && <p className="text-muted">{t.morgenAb12}</p>}
      {morgenFehlt && istNachmittag(now) && morgenImZeitraum && (
        <p className="text-muted">{t.morgenNochNicht}</p>
      )}
      <ButtonGroup
        legend={t.markieren}
        options={FENSTER_STUNDEN.map((stunden) => ({ value: String(stunden), label: t.dauer(stunden) }))}
        value={String(markiert)}
        onChange={(wert) => onMarkieren(Number(wert))}
        required
      />
    </section>
  );
}

/** The price now with its level, and what the levels mean against the average of the shown days. */
export function Preisniveau({
  intervalle,
  now,
  ebene = 3,
}: {
  intervalle: readonly Preisintervall[];
  now: Date;
  /** The legend's heading level: 3 under the cheapest times, 2 where they are not shown (a past day). */
  ebene?: 2 | 3;
}) {
  const ueberschriftId = useId();
  const durchschnitt = durchschnittspreis(intervalle);
  const mittel = durchschnittInEuro(durchschnitt);
  if (mittel == null) return null;
  const jetzt = aktuellesIntervall(intervalle, now);
  return (
    <div className="flex flex-col gap-3">
      {jetzt?.preis != null && (
        <p className="font-semibold">
          {t.jetzt(
            zeitraumText(jetzt.von, jetzt.bis, now),
            centProKwh(jetzt.preis),
            t.stufen[preisstufe(jetzt.preis, durchschnitt)],
          )}
        </p>
      )}
      <section aria-labelledby={ueberschriftId} className="flex flex-col gap-1">
        <Heading level={ebene} id={ueberschriftId}>
          {t.legende}
        </Heading>
        <p>{t.legendeEinleitung(centProKwh(mittel))}</p>
        <DescriptionList
          items={stufenLegende().map(({ stufe, grenzen }) => ({
            term: t.stufen[stufe],
            description: grenzen,
          }))}
        />
      </section>
    </div>
  );
}

/** kWh and EUR of the shown period, the average price paid against the period's average price. */
export function Kostenuebersicht({ eintraege }: { eintraege: readonly HistorienEintrag[] }) {
  const ueberschriftId = useId();
  const bilanz = kostenbilanz(eintraege);
  if (bilanz.verbrauchKwh == null && bilanz.kostenEur == null) return null;
  const bewertung = verschiebungText(bilanz);
  const preis = (wert: number | null) => (wert == null ? null : centProKwh(wert, 2));
  return (
    <section aria-labelledby={ueberschriftId} className="flex flex-col gap-2">
      <Heading level={2} id={ueberschriftId}>
        {t.kostenUeberschrift}
      </Heading>
      <DescriptionList
        items={[
          { term: t.verbrauch, description: kwhText(bilanz.verbrauchKwh, 2) },
          { term: t.kosten, description: euroText(bilanz.kostenEur ?? undefined) },
          { term: t.bezahlterPreis, description: preis(bilanz.bezahlterPreis) },
          { term: t.durchschnittspreis, description: preis(bilanz.durchschnittspreis) },
        ]}
      />
      {bewertung && <p>{bewertung}</p>}
      {bilanz.ohneMesswert > 0 && <p className="text-sm text-muted">{t.ohneMesswert(bilanz.ohneMesswert)}</p>}
    </section>
  );
}

const vergleichSpalten: readonly TableColumn<Monatsvergleich>[] = [
  {
    key: 'monat',
    header: texts.verbrauchshistorie.spalteZeit.monatlich,
    cell: (m) => formatMonat(`${m.monat}-15`),
    rowHeader: true,
  },
  {
    key: 'verbrauch',
    header: texts.verbrauchshistorie.verbrauchKwh,
    cell: (m) => kwhText(m.verbrauchKwh, 2),
    align: 'end',
  },
  {
    key: 'vorjahrVerbrauch',
    header: t.vorjahrVerbrauchKwh,
    cell: (m) => kwhText(m.vorjahrVerbrauchKwh, 2),
    align: 'end',
  },
  {
    key: 'kosten',
    header: texts.verbrauchshistorie.kostenEuro,
    cell: (m) => euroText(m.kostenEur ?? undefined),
    align: 'end',
  },
  {
    key: 'vorjahrKosten',
    header: t.vorjahrKostenEuro,
    cell: (m) => euroText(m.vorjahrKostenEur ?? undefined),
    align: 'end',
  },
];

/** Year view: each month against the same month a year before, where the year before has data. */
export function Vorjahresvergleich({ vergleich }: { vergleich: readonly Monatsvergleich[] }) {
  const ueberschriftId = useId();
  const mitVorjahr = vergleich.some((m) => m.vorjahrKostenEur != null || m.vorjahrVerbrauchKwh != null);
  return (
    <section aria-labelledby={ueberschriftId} className="flex flex-col gap-2">
      <Heading level={2} id={ueberschriftId}>
        {t.vorjahrUeberschrift}
      </Heading>
      {mitVorjahr ? (
        <Table
          caption={t.vorjahrTabelle}
          columns={vergleichSpalten}
          rows={vergleich}
          rowKey={(m) => m.monat}
        />
      ) : (
        <p>{t.keinVorjahr}</p>
      )}
    </section>
  );
}
