import { href } from '../../routes/paths.ts';
import { formatiereIban, zeigtIban } from '../../rules/bankverbindung.ts';
import {
  KundenListenSeite,
  VertragsListenSeite,
  type Kundendatenart,
} from '../../shared/kundendaten-liste.tsx';
import {
  bankverbindungenNeuLaden,
  bankverbindungenQuery,
  vertragBankverbindungenQuery,
  type Bankverbindung,
} from '../../shared/queries.ts';
import { BankverbindungAnzeige } from '../../shared/kundendaten-ui.tsx';
import * as texts from '../../texts.ts';

const t = texts.bankverbindung;

/** The bank accounts of the customer and of a contract. */
const bankverbindungen: Kundendatenart<Bankverbindung> = {
  art: 'bankverbindung',
  texte: t,
  id: (bv) => bv.bankverbindungId,
  // The IBAN in blocks of four; a legacy account without IBAN is named by its bank or holder.
  ueberschrift: (bv) =>
    zeigtIban(bv) ? formatiereIban(bv.iban) : (bv.bankname ?? '').trim() || bv.kontoinhaber,
  inhalt: (bv) => <BankverbindungAnzeige bankverbindung={bv} />,
  neuLaden: bankverbindungenNeuLaden,
  kunde: {
    neu: { to: href('bankverbindungEditieren'), label: texts.datenuebersicht.neueBankverbindungAnlegen },
    zurueck: href('datenUebersicht'),
  },
  vertrag: (id) => ({
    neu: {
      to: href('vertragBankverbindungEditieren', { id }),
      label: texts.vertragDetail.bankverbindungEinrichten,
    },
    zurueck: href('vertragDetail', { id }),
  }),
};

/** /bankverbindungen: every bank account of the customer, read-only. */
export function BankverbindungenPage() {
  return <KundenListenSeite art={bankverbindungen} query={bankverbindungenQuery} />;
}

/** /vertrag/{id}/bankverbindungen: the contract's own bank accounts, each deleted or ended in two steps. */
export function VertragBankverbindungenPage() {
  return <VertragsListenSeite art={bankverbindungen} query={vertragBankverbindungenQuery} />;
}
