import { href } from '../../routes/paths.ts';
import { adressKurzform } from '../../rules/rechnungsadresse.ts';
import {
  KundenListenSeite,
  VertragsListenSeite,
  type Kundendatenart,
} from '../../shared/kundendaten-liste.tsx';
import {
  rechnungsadressenNeuLaden,
  rechnungsadressenQuery,
  vertragRechnungsadressenQuery,
  type Rechnungsadresse,
} from '../../shared/queries.ts';
import { RechnungsadresseAnzeige } from '../../shared/kundendaten-ui.tsx';
import * as texts from '../../texts.ts';

const t = texts.rechnungsadresse;

/** The billing addresses of the customer and of a contract. */
const rechnungsadressen: Kundendatenart<Rechnungsadresse> = {
  art: 'rechnungsadresse',
  texte: t,
  id: (adresse) => adresse.id,
  // Addressee and street or PO box: two addresses of one addressee stay distinguishable.
  ueberschrift: adressKurzform,
  inhalt: (adresse) => <RechnungsadresseAnzeige adresse={adresse} />,
  neuLaden: rechnungsadressenNeuLaden,
  kunde: {
    neu: { to: href('rechnungsadresseEditieren'), label: texts.datenuebersicht.rechnungsadresseBearbeiten },
    zurueck: href('datenUebersicht'),
  },
  vertrag: (id) => ({
    neu: {
      to: href('vertragRechnungsadresseEditieren', { id }),
      label: texts.vertragDetail.rechnungsadresseEinrichten,
    },
    zurueck: href('vertragDetail', { id }),
  }),
};

/** /rechnungsadressen: every billing address of the customer, read-only. */
export function RechnungsadressenPage() {
  return <KundenListenSeite art={rechnungsadressen} query={rechnungsadressenQuery} />;
}

/** /vertrag/{id}/rechnungsadressen: the contract's own billing addresses, each deleted or ended in two steps. */
export function VertragRechnungsadressenPage() {
  return <VertragsListenSeite art={rechnungsadressen} query={vertragRechnungsadressenQuery} />;
}
