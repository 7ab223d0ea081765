import { unwrap } from '@ekp/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { href } from '../../routes/paths.ts';
import { formatiereIban, zeigtIban } from '../../rules/kundendaten.ts';
import { KundendatenListe } from '../../shared/kundendaten-liste.tsx';
import {
  bankverbindungenNeuLaden,
  bankverbindungenQuery,
  vertragBankverbindungenQuery,
  type Bankverbindung,
} from '../../shared/queries.ts';
import { BankverbindungAnzeige } from '../../shared/kundendaten-ui.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import * as texts from '../../texts.ts';

const t = texts.bankverbindung;

const schluessel = (bv: Bankverbindung, index: number) => `${bv.bankverbindungId}-${index}`;
/** The IBAN in blocks of four; a legacy account without IBAN is named by its bank or holder. */
const ueberschrift = (bv: Bankverbindung) =>
  zeigtIban(bv) ? formatiereIban(bv.iban) : (bv.bankname ?? '').trim() || bv.kontoinhaber;

/** /bankverbindungen: every bank account of the customer, read-only. */
export function BankverbindungenPage() {
  const api = useApi();
  const liste = useQuery(bankverbindungenQuery(api));
  return (
    <KundendatenListe
      titel={t.alleDesKunden}
      liste={liste}
      leerText={t.keineGefunden}
      schluessel={schluessel}
      ueberschrift={ueberschrift}
      inhalt={(bv) => <BankverbindungAnzeige bankverbindung={bv} />}
      neu={{ to: href('bankverbindungEditieren'), label: texts.datenuebersicht.neueBankverbindungAnlegen }}
      zurueckErsatz={href('datenUebersicht')}
    />
  );
}

/** /vertrag/{id}/bankverbindungen: the contract's own bank accounts, each deleted or ended in two steps. */
export function VertragBankverbindungenPage() {
  const { id: vertrag = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const liste = useQuery(vertragBankverbindungenQuery(api, vertrag));
  return (
    <KundendatenListe
      key={vertrag}
      titel={t.alleDesVertrags(vertrag)}
      liste={liste}
      leerText={t.keineVertragsspezifischen}
      schluessel={schluessel}
      ueberschrift={ueberschrift}
      inhalt={(bv) => <BankverbindungAnzeige bankverbindung={bv} />}
      neu={{
        to: href('vertragBankverbindungEditieren', { id: vertrag }),
        label: texts.vertragDetail.bankverbindungEinrichten,
      }}
      zurueckErsatz={href('vertragDetail', { id: vertrag })}
      aktion={{
        id: (bv) => bv.bankverbindungId,
        ausfuehren: (art, id) =>
          unwrap(
            api,
            art === 'loeschen'
              ? api.DELETE('/{vertrag}/bankverbindung/loeschen/{id}', { params: { path: { vertrag, id } } })
              : api.DELETE('/{vertrag}/bankverbindung/beenden/{id}', { params: { path: { vertrag, id } } }),
          ),
        neuLaden: () => bankverbindungenNeuLaden(queryClient, vertrag),
        labels: { loeschen: t.loeschen, beenden: t.beenden },
        fehler: { loeschen: t.nichtGeloescht, beenden: t.nichtBeendet },
        erfolg: { loeschen: t.geloescht, beenden: t.beendetMeldung },
      }}
    />
  );
}
