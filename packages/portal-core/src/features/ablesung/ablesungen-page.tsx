import {
  Alert,
  Button,
  buttonClassName,
  DownloadIcon,
  EmptyState,
  LoadingMask,
  PageHeader,
  ReloadIcon,
  Table,
  type TableColumn,
} from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { formatAblesewert, hatMehrereKanaele, kanalwerte, neuesteZuerst } from '../../rules/ablesung.ts';
import { ablesungenCsv, ablesungenDateiname } from '../../rules/csv.ts';
import { ermittlungsartLabel } from '../../rules/vertrag.ts';
import { ablesungenQuery, type Ablesung } from '../../shared/queries.ts';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { neueAblesungAus } from './ablesung-navigation.ts';
import { AusstehendeAblesungen } from '../../shared/ausstehende-ablesungen.tsx';
import { speichereCsv } from '../../shared/datei-speichern.ts';
import { useVertragSeite, ZurueckLink } from '../../shared/vertrag-seite.tsx';

/** While a reading just sent is not listed yet (the server processes it asynchronously), ask again this often. */
const NACHFRAGE_MS = 2000;
const NACHFRAGEN_MAX = 30;

/**
 * /vertrag/{id}/ablesungen (SPEC §2, §3): the contract's readings, newest first. Empty: SPEC §2's 'Es wurden keine
 * Ablesungen gefunden.'; a failed load is the generic list load error of SPEC §8 with a reload, not the empty
 * text (SPEC §8's 'Für diesen Vertrag sind keine Ablesungen …' is the empty text of the detail page's section).
 */
export function AblesungenPage() {
  const { id, api, titel } = useVertragSeite(texts.ablesungen.titel);
  const location = useLocation();

  const erwartet = neueAblesungAus(location.state);
  const ablesungen = useQuery({
    ...ablesungenQuery(api, id),
    // Coming from the form: look again until the new reading is processed and listed (a minute at most).
    refetchInterval: (query) => {
      if (!erwartet || query.state.status === 'error' || query.state.dataUpdateCount > NACHFRAGEN_MAX)
        return false;
      const gelistet = query.state.data?.some(
        (a) => a.ablesedatum === erwartet.ablesedatum && a.zaehlernummer === erwartet.zaehlernummer,
      );
      return gelistet ? false : NACHFRAGE_MS;
    },
  });

  const zurueck = <ZurueckLink to={href('vertragDetail', { id })} />;

  let inhalt: ReactNode;
  if (ablesungen.isPending) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (ablesungen.isError) {
    inhalt = (
      <Alert tone="danger">
        <FehlerPraefix />
        {texts.allgemein.unbekannterFehler}
        <div className="mt-3">
          <Button
            variant="secondary"
            size="sm"
            icon={<ReloadIcon />}
            onClick={() => void ablesungen.refetch()}
          >
            {texts.allgemein.neuLaden}
          </Button>
        </div>
      </Alert>
    );
  } else if (ablesungen.data.length === 0) {
    inhalt = <EmptyState>{texts.ablesungen.keineGefunden}</EmptyState>;
  } else {
    const sortiert = neuesteZuerst(ablesungen.data);
    inhalt = (
      <>
        <AblesungenTabelle titel={titel} ablesungen={sortiert} />
        <div>
          <Button
            variant="secondary"
            icon={<DownloadIcon />}
            onClick={() => speichereCsv(ablesungenCsv(sortiert), ablesungenDateiname(id))}
          >
            {texts.verbrauchshistorie.csvHerunterladen}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={titel}
        actions={
          <Link to={href('vertragAblesung', { id })} className={buttonClassName('primary')}>
            {texts.vertragDetail.neueAblesungen}
          </Link>
        }
      />
      <AusstehendeAblesungen vertragId={id} />
      {inhalt}
      {zurueck}
    </div>
  );
}

function Ablesewerte({ ablesung, mitObis }: { ablesung: Ablesung; mitObis: boolean }) {
  const werte = kanalwerte(ablesung);
  if (!mitObis) return <>{werte.map(formatAblesewert).join(' ')}</>;
  return (
    <ul className="flex flex-col gap-0.5">
      {werte.map((wert) => (
        <li key={wert.obiskennzahl} className="whitespace-nowrap">
          <span className="text-muted">{wert.obiskennzahl}:</span> {formatAblesewert(wert)}
        </li>
      ))}
    </ul>
  );
}

function AblesungenTabelle({ titel, ablesungen }: { titel: string; ablesungen: readonly Ablesung[] }) {
  const mehrere = hatMehrereKanaele(ablesungen);
  const spalten: TableColumn<Ablesung>[] = [
    {
      key: 'ablesedatum',
      header: texts.ablesung.ablesedatum,
      rowHeader: true,
      cell: (a) => formatDatum(a.ablesedatum),
    },
    { key: 'zaehlernummer', header: texts.ablesung.zaehlernummer, cell: (a) => a.zaehlernummer },
    {
      key: 'ablesewerte',
      header: mehrere ? texts.ablesungen.ablesewerte : texts.ablesung.ablesewert,
      align: 'end',
      cell: (a) => <Ablesewerte ablesung={a} mitObis={mehrere} />,
    },
    { key: 'ablesegrund', header: texts.ablesungen.ablesegrund, cell: (a) => a.ablesegrund ?? '' },
    {
      key: 'erfassungshinweis',
      header: texts.ablesungen.erfassungshinweis,
      cell: (a) => a.erfassungshinweis ?? '',
    },
    {
      key: 'ermittlungsart',
      header: texts.ablesungen.ermittlungsart,
      cell: (a) => ermittlungsartLabel(a.ermittlungsart),
    },
    { key: 'ableseart', header: texts.ablesungen.ableseart, cell: (a) => a.ableseart ?? '' },
  ];
  return (
    <Table
      caption={titel}
      captionHidden
      columns={spalten}
      rows={ablesungen}
      rowKey={(a, index) => `${a.ablesedatum}-${a.zaehlernummer}-${index}`}
      layout="stack"
    />
  );
}
