import { EmptyState, LoadingMask, Section, Table, type TableColumn } from '@ekp/ui';
import { useQuery } from '@tanstack/react-query';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { klassifiziereTarife, type TarifZeitbezug } from '../../rules/vertrag.ts';
import { tarifhistorieQuery, vertragQuery, type Tarifabschnitt } from '../../shared/queries.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import { useVertragSeite, VertragUnterseite } from '../../shared/vertrag-seite.tsx';
import * as texts from '../../texts.ts';

const abschnitte: readonly { bezug: TarifZeitbezug; titel: string }[] = [
  { bezug: 'aktuell', titel: texts.vertragDetail.aktuellerTarif },
  { bezug: 'zukuenftig', titel: texts.tarif.zukuenftigeTarife },
  { bezug: 'vorherig', titel: texts.tarif.vorherigeTarife },
];

const spalten: readonly TableColumn<Tarifabschnitt>[] = [
  { key: 'name', header: texts.tarif.felder.name, cell: (t) => t.name, rowHeader: true },
  { key: 'von', header: texts.allgemein.gueltigAb, cell: (t) => formatDatum(t.gueltigVon) },
  {
    key: 'bis',
    header: texts.allgemein.gueltigBis,
    cell: (t) => formatDatum(t.gueltigBis) || texts.tarif.unbefristet,
  },
];

/**
 * /vertrag/{id}/tarifhistorie: the tariff slices as current, future and previous (SPEC §4). The contract is read
 * for its delivery start, which stands in for a slice without a start.
 */
export function TarifhistoriePage() {
  const { id, api, titel } = useVertragSeite(texts.tarif.historieTitel);

  const vertrag = useQuery(vertragQuery(api, id));
  const historie = useQuery(tarifhistorieQuery(api, id));

  let inhalt;
  if (vertrag.isError || historie.isError) {
    inhalt = <FehlerAlert>{texts.tarif.historieFehler}</FehlerAlert>;
  } else if (vertrag.isPending || historie.isPending) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (historie.data.historie.length === 0) {
    inhalt = <EmptyState>{texts.tarif.keinTarif}</EmptyState>;
  } else {
    const gruppen = klassifiziereTarife(historie.data.historie, new Date(), vertrag.data.lieferbeginn);
    inhalt = abschnitte.map(({ bezug, titel: abschnittTitel }) => (
      <Section key={bezug} title={abschnittTitel}>
        {gruppen[bezug].length === 0 ? (
          <p>{texts.tarif.keineEintraege}</p>
        ) : (
          <Table
            caption={abschnittTitel}
            captionHidden
            columns={spalten}
            rows={gruppen[bezug]}
            rowKey={(t, index) => `${t.name}-${t.gueltigVon ?? ''}-${index}`}
            layout="stack"
          />
        )}
      </Section>
    ));
  }

  return (
    <VertragUnterseite titel={titel} zurueck={href('vertragDetail', { id })}>
      {inhalt}
    </VertragUnterseite>
  );
}
