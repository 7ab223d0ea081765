import {
  Alert,
  Button,
  buttonClassName,
  ChartFrame,
  DownloadIcon,
  EmptyState,
  LoadingMask,
  PageHeader,
  Table,
} from '@ekp/ui';
import type { TableColumn } from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { preiseCsv, preiseDateiname } from '../../rules/csv.ts';
import { preiszeitreiheFenster } from '../../rules/verbrauchshistorie.ts';
import { kalendertagVon, plusTage } from '../../rules/zeit.ts';
import { useApi, useBrand } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import { fehlerText, speichereCsv } from './datei-download.ts';
import { euroText, preisDiagramm, preisZusammenfassung, zeitTitel } from './diagramme.ts';
import type { ChartStil, Preis } from './diagramme.ts';
import { preiszeitreiheQuery } from './verbrauch-queries.ts';

const p = texts.preiszeitreihe;

const spalten: readonly TableColumn<Preis>[] = [
  { key: 'von', header: p.zeit, cell: (e) => zeitTitel(e.von, 'stuendlich'), rowHeader: true },
  // Four decimals in the table: the chart rounds to cents (SPEC §9), the table keeps what the backend sent.
  { key: 'preis', header: p.achse, cell: (e) => euroText(e.preis, 4), align: 'end' },
];

function Diagramm({ preise }: { preise: Preis[] }) {
  const { chart } = useBrand();
  const zusammenfassungId = useId();
  const konfiguration = useCallback(
    (stil: ChartStil) => preisDiagramm(preise, chart.farben, stil),
    [preise, chart.farben],
  );
  return (
    <ChartFrame
      title={p.diagramm}
      description={p.beschreibung}
      alternativeSummary={texts.verbrauchshistorie.tabelleAnzeigen}
      alternative={
        <Table caption={p.diagramm} captionHidden columns={spalten} rows={preise} rowKey={(e) => e.von} />
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
  const { id = '' } = useParams();
  const api = useApi();
  const titel = p.titel(id);
  useDocumentTitle(titel);
  // The window is fixed when the screen opens; a reload of the page moves it after 12:00.
  const [fenster] = useState(() => preiszeitreiheFenster(new Date()));
  const abfrage = useQuery(preiszeitreiheQuery(api, fenster));
  const [csvFehler, setCsvFehler] = useState(false);

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
    inhalt = (
      <Alert tone="danger">
        <FehlerPraefix />
        {fehlerText(abfrage.error, texts.allgemein.unbekannterFehler)}
      </Alert>
    );
  } else if (abfrage.isPending) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (abfrage.data.length === 0) {
    inhalt = <EmptyState>{texts.verbrauchshistorie.keineDaten}</EmptyState>;
  } else {
    const preise = abfrage.data;
    inhalt = (
      <>
        <Diagramm preise={preise} />
        <div>
          <Button icon={<DownloadIcon />} onClick={() => herunterladen(preise)}>
            {texts.verbrauchshistorie.csvHerunterladen}
          </Button>
        </div>
        {csvFehler && (
          <Alert tone="danger">
            <FehlerPraefix />
            {texts.verbrauchshistorie.csvFehler}
          </Alert>
        )}
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
      <div>
        <Link to={href('vertragDetail', { id })} className={buttonClassName('secondary')}>
          {texts.allgemein.zurueck}
        </Link>
      </div>
    </div>
  );
}
