import { unwrap } from '@ekp/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { href } from '../../routes/paths.ts';
import { adressKurzform } from '../../rules/kundendaten.ts';
import { KundendatenListe } from '../../shared/kundendaten-liste.tsx';
import {
  rechnungsadressenNeuLaden,
  rechnungsadressenQuery,
  vertragRechnungsadressenQuery,
  type Rechnungsadresse,
} from '../../shared/queries.ts';
import { RechnungsadresseAnzeige } from '../../shared/kundendaten-ui.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import * as texts from '../../texts.ts';

const t = texts.rechnungsadresse;

const schluessel = (adresse: Rechnungsadresse, index: number) => `${adresse.id}-${index}`;
/** Addressee and street or PO box: two addresses of one addressee stay distinguishable. */
const ueberschrift = (adresse: Rechnungsadresse) => adressKurzform(adresse);

/** /rechnungsadressen: every billing address of the customer, read-only. */
export function RechnungsadressenPage() {
  const api = useApi();
  const liste = useQuery(rechnungsadressenQuery(api));
  return (
    <KundendatenListe
      titel={t.alleDesKunden}
      liste={liste}
      leerText={t.keineGefunden}
      schluessel={schluessel}
      ueberschrift={ueberschrift}
      inhalt={(adresse) => <RechnungsadresseAnzeige adresse={adresse} />}
      neu={{ to: href('rechnungsadresseEditieren'), label: texts.datenuebersicht.rechnungsadresseBearbeiten }}
      zurueckErsatz={href('datenUebersicht')}
    />
  );
}

/** /vertrag/{id}/rechnungsadressen: the contract's own billing addresses, each deleted or ended in two steps. */
export function VertragRechnungsadressenPage() {
  const { id: vertrag = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const liste = useQuery(vertragRechnungsadressenQuery(api, vertrag));
  return (
    <KundendatenListe
      key={vertrag}
      titel={t.alleDesVertrags(vertrag)}
      liste={liste}
      leerText={t.keineVertragsspezifischen}
      schluessel={schluessel}
      ueberschrift={ueberschrift}
      inhalt={(adresse) => <RechnungsadresseAnzeige adresse={adresse} />}
      neu={{
        to: href('vertragRechnungsadresseEditieren', { id: vertrag }),
        label: texts.vertragDetail.rechnungsadresseEinrichten,
      }}
      zurueckErsatz={href('vertragDetail', { id: vertrag })}
      aktion={{
        id: (adresse) => adresse.id,
        ausfuehren: (art, id) =>
          unwrap(
            api,
            art === 'loeschen'
              ? api.DELETE('/{vertrag}/rechnungsadresse/loeschen/{id}', { params: { path: { vertrag, id } } })
              : api.DELETE('/{vertrag}/rechnungsadresse/beenden/{id}', { params: { path: { vertrag, id } } }),
          ),
        neuLaden: () => rechnungsadressenNeuLaden(queryClient, vertrag),
        labels: { loeschen: t.loeschen, beenden: t.beenden },
        fehler: { loeschen: t.nichtGeloescht, beenden: t.nichtBeendet },
        erfolg: { loeschen: t.geloescht, beenden: t.beendetMeldung },
      }}
    />
  );
}
