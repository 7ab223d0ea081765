import { apiQuery, isAbortError, type KundenportalClient, type Schema } from '@ekp/api-client';
import {
  DownloadIcon,
  EmptyState,
  IconButton,
  LoadingMask,
  PageHeader,
  Spinner,
  Table,
  type TableColumn,
} from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { formatDatum } from '../../format/de.ts';
import { dokumentBeschreibung } from '../../rules/vertrag.ts';
import { useApi } from '../../shared/portal-context.tsx';
import { oderLeer, queryKeys } from '../../shared/queries.ts';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { dokumentHerunterladen } from './dokument-download.ts';

type Dokument = Schema<'Dokument'>;

export function dokumenteQuery(api: KundenportalClient) {
  return oderLeer(apiQuery(api, queryKeys.dokumente, (signal) => api.GET('/dokument/alle', { signal })));
}

/** /dokumente: every document of the customer with a download icon (SPEC §2, §3, §8). */
export function DokumentePage() {
  const api = useApi();
  useDocumentTitle(texts.navigation.dokumente);
  const dokumente = useQuery(dokumenteQuery(api));

  const [laufend, setLaufend] = useState<ReadonlySet<string>>(new Set());
  const laufendRef = useRef(new Set<string>());
  const [downloadFehler, setDownloadFehler] = useState(false);

  const herunterladen = async (dokument: Dokument) => {
    // A second click while the file is still coming is ignored.
    if (laufendRef.current.has(dokument.id)) return;
    laufendRef.current.add(dokument.id);
    setLaufend(new Set(laufendRef.current));
    setDownloadFehler(false);
    try {
      await dokumentHerunterladen(api, dokument);
    } catch (fehler) {
      if (!isAbortError(fehler)) setDownloadFehler(true);
    } finally {
      laufendRef.current.delete(dokument.id);
      setLaufend(new Set(laufendRef.current));
    }
  };

  const spalten: TableColumn<Dokument>[] = [
    {
      key: 'beschreibung',
      header: texts.dokumente.beschreibung,
      // File names have no spaces: they may break anywhere rather than widen the page on a phone.
      cell: (d) => <span className="min-w-0 [overflow-wrap:anywhere]">{dokumentBeschreibung(d)}</span>,
      rowHeader: true,
    },
    { key: 'kategorie', header: texts.dokumente.kategorie, cell: (d) => d.kategorie },
    { key: 'vertrag', header: texts.dokumente.vertrag, cell: (d) => d.vertragId ?? '' },
    { key: 'erstellt', header: texts.dokumente.erstelltAm, cell: (d) => formatDatum(d.erstellzeitpunkt) },
    {
      key: 'download',
      header: texts.dokumente.download,
      align: 'end',
      cell: (d) => {
        const aktiv = laufend.has(d.id);
        return (
          <IconButton
            aria-label={texts.dokumente.herunterladen(d.dateiname)}
            aria-busy={aktiv || undefined}
            icon={aktiv ? <Spinner /> : <DownloadIcon />}
            variant="secondary"
            onClick={() => void herunterladen(d)}
          />
        );
      },
    },
  ];

  let inhalt;
  if (dokumente.isPending) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (dokumente.isError) {
    inhalt = <Fehler text={texts.dokumente.ladeFehler} />;
  } else if (dokumente.data.length === 0) {
    inhalt = <EmptyState>{texts.dokumente.keine}</EmptyState>;
  } else {
    inhalt = (
      <Table
        caption={texts.navigation.dokumente}
        captionHidden
        columns={spalten}
        rows={dokumente.data}
        rowKey={(d) => d.id}
        layout="stack"
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.navigation.dokumente} />
      {downloadFehler && <Fehler text={texts.dokumente.ladeFehler} />}
      {inhalt}
    </div>
  );
}

function Fehler({ text }: { text: string }) {
  return <FehlerAlert>{text}</FehlerAlert>;
}
