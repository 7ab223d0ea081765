import {
  Button,
  ChartFrame,
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  EmptyState,
  LoadingMask,
  PageHeader,
  ReloadIcon,
  Table,
} from '@ekp/ui';
import type { ButtonProps, TableColumn } from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { historieCsv, historieDateiname } from '../../rules/csv.ts';
import { erstelleTagesExport } from '../../rules/tages-export.ts';
import {
  chartArbeitspreis,
  historienAbrufe,
  naechsteReferenz,
  startReferenz,
  vorherigeReferenz,
  zeitraum,
} from '../../rules/verbrauchshistorie.ts';
import type { HistorienModus } from '../../rules/verbrauchshistorie.ts';
import { intervalleAusHistorie, tageMitFenstern, vorjahresvergleich } from '../../rules/dynamischer-tarif.ts';
import type { Preisstufe } from '../../rules/dynamischer-tarif.ts';
import { kalendertag, plusMonate } from '../../rules/zeit.ts';
import { useBrand } from '../../shared/portal-context.tsx';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import { useVertragSeite, ZurueckLink } from '../../shared/vertrag-seite.tsx';
import * as texts from '../../texts.ts';
import { ChartCanvas, useChartVorladen } from './lazy-chart-canvas.tsx';
import { fehlerText } from './datei-download.ts';
import {
  euroText,
  historieDiagramm,
  historieZusammenfassung,
  kwhStellen,
  kwhText,
  preisText,
  zeitTitel,
} from './diagramme.ts';
import type { ChartStil, HistorienEintrag, TarifMarken } from './diagramme.ts';
import {
  GuenstigeZeiten,
  Kostenuebersicht,
  MARKIERTE_STUNDEN_ANFANG,
  Preisniveau,
  useTarifMarken,
  Vorjahresvergleich,
} from './tarif-auswertung.tsx';
import { useCsvExport } from './use-csv-export.ts';
import { ERSTER_HISTORIEN_MODUS, historieQuery, tagesWerteLaden } from './verbrauch-queries.ts';

const h = texts.verbrauchshistorie;
const MODI: readonly HistorienModus[] = ['stuendlich', 'taeglich', 'monatlich'];

/**
 * A control that is locked while the period loads or a CSV is built. aria-disabled rather than disabled: the
 * button keeps keyboard focus while it is locked (a disabled button would drop it to the page), and clicks are
 * ignored. `disabled` stays for a real limit (no next period).
 */
function Steuerknopf({ gesperrt, onClick, className, ...props }: ButtonProps & { gesperrt: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={gesperrt || props.loading || undefined}
      className={`aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className ?? ''}`}
      onClick={(event) => {
        if (!gesperrt) onClick?.(event);
      }}
    />
  );
}

/** The table of the chart; the 48-hour view also names each hour's price level (issue 16: never colour alone). */
function spalten(
  modus: HistorienModus,
  now: Date,
  stufe?: (preisEur: number) => Preisstufe,
): TableColumn<HistorienEintrag>[] {
  const stufenSpalte: TableColumn<HistorienEintrag>[] = stufe
    ? [
        {
          key: 'stufe',
          header: texts.dynamischerTarif.spalteStufe,
          cell: (e) => (e.arbeitspreis == null ? '' : texts.dynamischerTarif.stufen[stufe(e.arbeitspreis)]),
        },
      ]
    : [];
  return [
    { key: 'von', header: h.spalteZeit[modus], cell: (e) => zeitTitel(e.von, modus, now), rowHeader: true },
    {
      key: 'verbrauch',
      header: h.verbrauchKwh,
      cell: (e) => kwhText(e.verbrauch, kwhStellen(modus)),
      align: 'end',
    },
    {
      key: 'preis',
      header: modus === 'stuendlich' ? h.arbeitspreisEuro : h.arbeitspreisCent,
      cell: (e) => preisText(modus, e.arbeitspreis == null ? null : chartArbeitspreis(modus, e.arbeitspreis)),
      align: 'end',
    },
    ...stufenSpalte,
    { key: 'kosten', header: h.kostenEuro, cell: (e) => euroText(e.kosten), align: 'end' },
  ];
}

function Diagramm({
  eintraege,
  modus,
  now,
  marken,
}: {
  eintraege: HistorienEintrag[];
  modus: HistorienModus;
  now: Date;
  /** The dynamic-tariff marks, in the 48-hour view only. */
  marken?: TarifMarken;
}) {
  const { chart } = useBrand();
  const zusammenfassungId = useId();
  // `now` only labels the current month ('Aktuell'); a new Date every render must not rebuild the chart.
  const monat = kalendertag(now).slice(0, 7);
  const konfiguration = useCallback(
    (stil: ChartStil) =>
      historieDiagramm(eintraege, modus, new Date(`${monat}-15T12:00:00Z`), chart.farben, stil, marken),
    [eintraege, modus, monat, chart.farben, marken],
  );
  return (
    <ChartFrame
      title={h.diagramm}
      alternativeSummary={h.tabelleAnzeigen}
      alternative={
        <Table
          caption={h.tabelle}
          columns={spalten(modus, now, marken?.stufe)}
          rows={eintraege}
          rowKey={(e) => e.von}
        />
      }
    >
      <ChartCanvas konfiguration={konfiguration} label={h.diagramm} beschreibungId={zusammenfassungId} />
      <p id={zusammenfassungId} className="mt-2 text-sm text-muted">
        {historieZusammenfassung(eintraege, modus)}
      </p>
    </ChartFrame>
  );
}

/**
 * /vertrag/{id}/verbrauchshistorie (dynamic tariffs): consumption, working price and cost over 48 hours, a month
 * or a year (SPEC §2, §4, §7, §9), paged with previous/next, reloadable, exportable as CSV.
 */
export function VerbrauchshistoriePage() {
  const { id, api, titel } = useVertragSeite(h.titel);
  useChartVorladen();

  const now = new Date();
  const [modus, setModus] = useState<HistorienModus>(ERSTER_HISTORIEN_MODUS);
  const [referenz, setReferenz] = useState(() => startReferenz(new Date()));
  const bereich = zeitraum(modus, referenz, now);
  const vorher = vorherigeReferenz(modus, referenz, now);
  const weiter = naechsteReferenz(modus, referenz, now);

  const abfrage = useQuery({
    ...historieQuery(api, id, modus, historienAbrufe(modus, referenz, now)),
    // While the next period of the same mode loads, the current one stays (under the loading mask); another
    // mode's values would be drawn with the wrong labels, so a mode switch starts empty.
    placeholderData: (vorige, vorigeAbfrage) =>
      vorigeAbfrage?.queryKey[3]?.startsWith(`${modus}|`) ? vorige : undefined,
  });
  // Year view: the same months a year before, for the comparison under the chart (issue 16). From the shown
  // year's first day, not the reference: on 1 January the reference is today, the shown year the one before.
  // Should this call fail, the comparison is left out; the year itself is still shown.
  const vorjahr = useQuery({
    ...historieQuery(
      api,
      id,
      'monatlich',
      historienAbrufe('monatlich', plusMonate(bereich.ersterTag, -12), now),
    ),
    enabled: modus === 'monatlich',
  });
  const csv = useCsvExport();
  const gesperrt = abfrage.isFetching || csv.laeuft;

  const wechsle = (neu: { modus?: HistorienModus; referenz?: string }) => {
    csv.zuruecksetzen();
    if (neu.modus && neu.modus !== modus) {
      // Decision (SPEC is silent): every mode opens at its latest period, as the screen itself does.
      setModus(neu.modus);
      setReferenz(startReferenz(new Date()));
    }
    if (neu.referenz) setReferenz(neu.referenz);
  };

  const aktuelleDaten = abfrage.isPlaceholderData ? undefined : abfrage.data;
  // The dynamic-tariff view of the 48 hours (issue 16); the longer periods show their cost only.
  const stundenDaten = modus === 'stuendlich' ? abfrage.data : undefined;
  const intervalle = useMemo(() => intervalleAusHistorie(stundenDaten ?? []), [stundenDaten]);
  const [markiert, setMarkiert] = useState(MARKIERTE_STUNDEN_ANFANG);
  const marken = useTarifMarken(intervalle, markiert, now);
  const exportieren = () =>
    void csv.starte(async (signal, fortschritt) => {
      if (modus === 'taeglich') {
        return erstelleTagesExport(referenz, now, { laden: tagesWerteLaden(api, id), signal, fortschritt });
      }
      return {
        inhalt: historieCsv(aktuelleDaten ?? [], modus),
        dateiname: historieDateiname(modus, bereich),
      };
    });

  let inhalt;
  if (abfrage.isError && !abfrage.isFetching) {
    inhalt = <FehlerAlert>{fehlerText(abfrage.error, h.fehler)}</FehlerAlert>;
  } else if (abfrage.data === undefined) {
    inhalt = <LoadingMask loading fillScreen label={texts.allgemein.wirdGeladen} />;
  } else if (abfrage.data.length === 0 && !abfrage.isPlaceholderData) {
    inhalt = <EmptyState>{h.keineDaten}</EmptyState>;
  } else {
    inhalt = (
      <LoadingMask loading={abfrage.isFetching} label={texts.allgemein.wirdGeladen}>
        <div className="flex flex-col gap-6">
          {modus === 'stuendlich' && (
            <>
              <GuenstigeZeiten
                intervalle={intervalle}
                now={now}
                markiert={markiert}
                onMarkieren={setMarkiert}
                morgenImZeitraum={bereich.letzterTag > kalendertag(now)}
              />
              <Preisniveau
                intervalle={intervalle}
                now={now}
                ebene={tageMitFenstern(intervalle, now).length > 0 ? 3 : 2}
              />
            </>
          )}
          <Kostenuebersicht eintraege={abfrage.data} />
          <Diagramm
            eintraege={abfrage.data}
            modus={modus}
            now={now}
            marken={modus === 'stuendlich' ? marken : undefined}
          />
          {modus === 'monatlich' && vorjahr.data !== undefined && !abfrage.isPlaceholderData && (
            <Vorjahresvergleich vergleich={vorjahresvergleich(abfrage.data, vorjahr.data)} />
          )}
        </div>
      </LoadingMask>
    );
  }

  const { zustand } = csv;
  const exportMoeglich = modus === 'taeglich' || (aktuelleDaten !== undefined && aktuelleDaten.length > 0);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={titel} />

      <div role="group" aria-label={h.ansicht} className="flex flex-wrap gap-2">
        {MODI.map((m) => (
          <Steuerknopf
            key={m}
            variant={m === modus ? 'primary' : 'secondary'}
            aria-pressed={m === modus}
            gesperrt={gesperrt}
            onClick={() => wechsle({ modus: m })}
          >
            {h.modi[m]}
          </Steuerknopf>
        ))}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Steuerknopf
          variant="secondary"
          aria-label={h.vorheriger}
          icon={<ChevronLeftIcon />}
          gesperrt={gesperrt}
          onClick={() => wechsle({ referenz: vorher })}
        />
        <p aria-live="polite" className="min-w-0 grow text-center font-semibold text-text sm:grow-0 sm:px-2">
          {h.zeitraum(formatDatum(bereich.ersterTag), formatDatum(bereich.letzterTag))}
        </p>
        <Steuerknopf
          variant="secondary"
          aria-label={h.naechster}
          icon={<ChevronRightIcon />}
          gesperrt={gesperrt}
          disabled={weiter === undefined}
          onClick={() => weiter && wechsle({ referenz: weiter })}
        />
        <Steuerknopf
          variant="secondary"
          icon={<ReloadIcon className="size-4" />}
          gesperrt={gesperrt}
          onClick={() => {
            csv.zuruecksetzen();
            void abfrage.refetch();
          }}
        >
          {texts.allgemein.neuLaden}
        </Steuerknopf>
      </div>

      {modus === 'stuendlich' && <p className="text-muted">{h.hinweisMorgen}</p>}

      {inhalt}

      <p role="note" className="text-sm text-muted">
        {h.hinweis}
      </p>

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Steuerknopf
            icon={<DownloadIcon />}
            gesperrt={abfrage.isFetching}
            loading={csv.laeuft}
            disabled={!exportMoeglich}
            onClick={exportieren}
          >
            {h.csvHerunterladen}
          </Steuerknopf>
          {csv.laeuft && (
            <Button variant="secondary" onClick={csv.abbrechen}>
              {h.exportAbbrechen}
            </Button>
          )}
        </div>
        <div role="status">
          {zustand.art === 'laeuft' && <p>{h.exportLaeuft}</p>}
          {zustand.art === 'abgebrochen' && <p>{h.exportAbgebrochen}</p>}
        </div>
        {zustand.art === 'laeuft' && zustand.gesamt > 0 && (
          <div className="flex items-center gap-3">
            <progress
              value={zustand.fertig}
              max={zustand.gesamt}
              aria-hidden="true"
              className="h-2 w-40 accent-primary"
            />
            <span>{h.exportFortschritt(zustand.fertig, zustand.gesamt)}</span>
          </div>
        )}
        {zustand.art === 'fehler' && <FehlerAlert>{h.csvFehler}</FehlerAlert>}
      </div>

      <ZurueckLink to={href('vertragDetail', { id })} />
    </div>
  );
}
