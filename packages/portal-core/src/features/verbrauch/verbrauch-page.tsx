import { Alert, Button, ChartFrame, EmptyState, LoadingMask, ReloadIcon, Table } from '@ekp/ui';
import type { TableColumn } from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { useBrand } from '../../shared/portal-context.tsx';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import { useVertragSeite, VertragUnterseite } from '../../shared/vertrag-seite.tsx';
import * as texts from '../../texts.ts';
import { ChartCanvas, useChartVorladen } from './lazy-chart-canvas.tsx';
import { fehlerText } from './datei-download.ts';
import {
  kwhText,
  prognoseDiagramm,
  prognoseZusammenfassung,
  verbrauchDiagramm,
  verbrauchZusammenfassung,
} from './diagramme.ts';
import type { ChartStil, Verbrauch } from './diagramme.ts';
import { verbraeucheQuery } from './verbrauch-queries.ts';

const v = texts.verbrauch;

function spalten(verbraeuche: readonly Verbrauch[]): TableColumn<Verbrauch>[] {
  const basis: TableColumn<Verbrauch>[] = [
    { key: 'von', header: v.von, cell: (e) => formatDatum(e.von), rowHeader: true },
    { key: 'bis', header: v.bis, cell: (e) => formatDatum(e.bis) },
    { key: 'summe', header: v.zeitraumverbrauch, cell: (e) => kwhText(e.summe, 1), align: 'end' },
    { key: 'jahr', header: v.jahresverbrauch, cell: (e) => kwhText(e.summeJahr, 0), align: 'end' },
    { key: 'prognose', header: v.prognose, cell: (e) => kwhText(e.prognose, 1), align: 'end' },
  ];
  // A meter with several channels (HT/NT) also shows each channel's share, headed by its OBIS code.
  const kanaele = [...new Set(verbraeuche.flatMap((e) => e.proKanal.map((k) => k.obiskennzahl)))];
  if (kanaele.length < 2) return basis;
  return [
    ...basis,
    ...kanaele.map((obis): TableColumn<Verbrauch> => ({
      key: `kanal-${obis}`,
      header: obis,
      cell: (e) => kwhText(e.proKanal.find((k) => k.obiskennzahl === obis)?.verbrauch, 1),
      align: 'end',
    })),
  ];
}

function Diagramme({ verbraeuche }: { verbraeuche: Verbrauch[] }) {
  const { chart } = useBrand();
  const verlaufId = useId();
  const prognoseId = useId();
  const verlauf = useCallback(
    (stil: ChartStil) => verbrauchDiagramm(verbraeuche, chart.farben, stil),
    [verbraeuche, chart.farben],
  );
  const prognose = useCallback(
    (stil: ChartStil) => prognoseDiagramm(verbraeuche, chart.farben, stil),
    [verbraeuche, chart.farben],
  );
  const prognoseText = prognoseZusammenfassung(verbraeuche);
  const tabellenSpalten = useMemo(() => spalten(verbraeuche), [verbraeuche]);

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFrame
          title={v.diagrammJahresverbrauch}
          description={chart.texte?.verbrauch ?? v.beschreibungStandard}
          alternative={v.tabellenHinweis}
          alternativeMode="hidden"
        >
          <ChartCanvas konfiguration={verlauf} label={v.diagrammJahresverbrauch} beschreibungId={verlaufId} />
          <p id={verlaufId} className="mt-2 text-sm text-muted">
            {verbrauchZusammenfassung(verbraeuche)}
          </p>
        </ChartFrame>
        <ChartFrame
          title={v.diagrammPrognose}
          description={chart.texte?.prognose}
          alternative={v.tabellenHinweis}
          alternativeMode="hidden"
        >
          <ChartCanvas
            konfiguration={prognose}
            label={v.diagrammPrognose}
            beschreibungId={prognoseText ? prognoseId : undefined}
          />
          {prognoseText && (
            <p id={prognoseId} className="mt-2 text-sm text-muted">
              {prognoseText}
            </p>
          )}
        </ChartFrame>
      </div>
      <Table
        caption={v.tabelle}
        columns={tabellenSpalten}
        rows={verbraeuche}
        rowKey={(e) => `${e.von}-${e.bis}`}
        layout="stack"
      />
    </>
  );
}

/**
 * /vertrag/{id}/verbrauch: consumption between readings as two charts (period and extrapolated year with the
 * course of the yearly consumption; period against forecast) and a table with every value (SPEC §2).
 */
export function VerbrauchPage() {
  const { id, api, titel } = useVertragSeite(v.titel);
  useChartVorladen();
  const abfrage = useQuery(verbraeucheQuery(api, id));

  let inhalt;
  if (abfrage.isError) {
    inhalt = (
      <Alert tone="danger">
        <p>
          <FehlerPraefix />
          {fehlerText(abfrage.error, v.ladeFehler)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          icon={<ReloadIcon className="size-4" />}
          loading={abfrage.isFetching}
          onClick={() => void abfrage.refetch()}
        >
          {texts.allgemein.neuLaden}
        </Button>
      </Alert>
    );
  } else if (abfrage.isPending) {
    inhalt = <LoadingMask loading fillScreen label={texts.allgemein.wirdGeladen} />;
  } else if (abfrage.data.length === 0) {
    inhalt = <EmptyState>{v.keine}</EmptyState>;
  } else {
    inhalt = <Diagramme verbraeuche={abfrage.data} />;
  }

  return (
    <VertragUnterseite titel={titel} zurueck={href('vertragDetail', { id })}>
      {inhalt}
    </VertragUnterseite>
  );
}
