import { Button, ChartFrame, DownloadIcon, EmptyState, LoadingMask, PageHeader, Table } from '@ekp/ui';
import type { TableColumn } from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { preiseCsv, preiseDateiname } from '../../rules/csv.ts';
import { intervalleAusPreisen } from '../../rules/dynamischer-tarif.ts';
import type { Preisstufe } from '../../rules/dynamischer-tarif.ts';
import { preiszeitreiheFenster } from '../../rules/verbrauchshistorie.ts';
import { kalendertagVon, plusTage } from '../../rules/zeit.ts';
import { useBrand } from '../../shared/portal-context.tsx';
import * as texts from '../../texts.ts';
import { ChartCanvas, useChartVorladen } from './lazy-chart-canvas.tsx';
import { speichereCsv } from '../../shared/datei-speichern.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import { useVertragSeite, ZurueckLink } from '../../shared/vertrag-seite.tsx';
import { fehlerText } from './datei-download.ts';
import { euroText, preisDiagramm, preisZusammenfassung, zeitTitel } from './diagramme.ts';
import type { ChartStil, Preis, TarifMarken } from './diagramme.ts';
import {
  GuenstigeZeiten,
  MARKIERTE_STUNDEN_ANFANG,
  Preisniveau,
  useTarifMarken,
} from './tarif-auswertung.tsx';
import { preiszeitreiheQuery } from './verbrauch-queries.ts';

const p = texts.preiszeitreihe;

/** The table keeps what the backend sent, and says each price's level in words (issue 16: never colour alone). */
function spalten(stufe: (preis: number) => Preisstufe): TableColumn<Preis>[] {
  return [
    { key: 'von', header: p.zeit, cell: (e) => zeitTitel(e.von, 'stuendlich'), rowHeader: true },
    // Four decimals in the table: the chart rounds to cents (SPEC §9), the table keeps what the backend sent.
    { key: 'preis', header: p.achse, cell: (e) => euroText(e.preis, 4), align: 'end' },
    {
      key: 'stufe',
      header: texts.dynamischerTarif.spalteStufe,
      cell: (e) => (Number.isFinite(e.preis) ? texts.dynamischerTarif.stufen[stufe(e.preis)] : ''),
    },
  ];
}

function Diagramm({ preise, marken }: { preise: Preis[]; marken: TarifMarken }) {
  const { chart } = useBrand();
  const zusammenfassungId = useId();
  const konfiguration = useCallback(
    (stil: ChartStil) => preisDiagramm(preise, chart.farben, stil, marken),
    [preise, chart.farben, marken],
  );
  return (
    <ChartFrame
      title={p.diagramm}
      description={p.beschreibung}
      alternativeSummary={texts.verbrauchshistorie.tabelleAnzeigen}
      alternative={
        <Table
          caption={p.diagramm}
          captionHidden
          columns={spalten(marken.stufe)}
          rows={preise}
          rowKey={(e) => e.von}
        />
      }
    >
      <ChartCanvas konfiguration={konfiguration} label={p.diagramm} beschreibungId={zusammenfassungId} />
      <p id={zusammenfassungId} className="mt-2 text-sm text-muted">
        {preisZusammenfassung(preise)}
      </p>
    </ChartFrame>
  );
}

/**
 * /vertrag/{id}/preiszeitreihe: the prices of a dynamic tariff from yesterday to tomorrow, one day later from
 * 12:00 (SPEC §7, §9), as a stepped line and as CSV 'von;Preis'. Hourly or quarter-hourly, as the backend sends.
 */
export function PreiszeitreihePage() {
  const { id, api, titel } = useVertragSeite(p.titel);
  useChartVorladen();
  // The window is fixed when the screen opens; a reload of the page moves it after 12:00.
  const [fenster] = useState(() => preiszeitreiheFenster(new Date()));
  const abfrage = useQuery(preiszeitreiheQuery(api, fenster));
  const [csvFehler, setCsvFehler] = useState(false);
  const now = new Date();
  const intervalle = useMemo(() => intervalleAusPreisen(abfrage.data ?? []), [abfrage.data]);
  const [markiert, setMarkiert] = useState(MARKIERTE_STUNDEN_ANFANG);
  const marken = useTarifMarken(intervalle, markiert, now);

  const herunterladen = (preise: Preis[]) => {
    try {
      speichereCsv(preiseCsv(preise), preiseDateiname(preise));
      setCsvFehler(false);
    } catch {
      setCsvFehler(true);
    }
  };

  let inhalt;
  if (abfrage.isError) {
    inhalt = <FehlerAlert>{fehlerText(abfrage.error, texts.allgemein.unbekannterFehler)}</FehlerAlert>;
  } else if (abfrage.isPending) {
    inhalt = <LoadingMask loading fillScreen label={texts.allgemein.wirdGeladen} />;
  } else if (abfrage.data.length === 0) {
    inhalt = <EmptyState>{texts.verbrauchshistorie.keineDaten}</EmptyState>;
  } else {
    const preise = abfrage.data;
    inhalt = (
      <>
        <GuenstigeZeiten intervalle={intervalle} now={now} markiert={markiert} onMarkieren={setMarkiert} />
        <Preisniveau intervalle={intervalle} now={now} />
        <Diagramm preise={preise} marken={marken} />
        <div>
          <Button icon={<DownloadIcon />} onClick={() => herunterladen(preise)}>
            {texts.verbrauchshistorie.csvHerunterladen}
          </Button>
        </div>
        {csvFehler && <FehlerAlert>{texts.verbrauchshistorie.csvFehler}</FehlerAlert>}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={titel}
        description={texts.verbrauchshistorie.zeitraum(
          formatDatum(fenster.von),
          formatDatum(plusTage(kalendertagVon(fenster.bis) ?? '', -1)),
        )}
      />
      {inhalt}
      <ZurueckLink to={href('vertragDetail', { id })} />
    </div>
  );
}
