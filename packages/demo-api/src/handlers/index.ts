import type { Handler } from '../context.ts';
import type { OperationId } from '../contract-types.ts';
import * as ablesung from './ablesung.ts';
import * as dokumente from './dokumente.ts';
import { getFeiertage } from './feiertage.ts';
import * as konto from './konto.ts';
import { kuendigungErklaeren } from './kuendigungserklaerung.ts';
import * as verbrauch from './verbrauch.ts';
import * as vertrag from './vertrag.ts';
import * as zahlung from './zahlung.ts';

/** operationId → handler; typed against the contract so a missing or renamed operation fails the type check. */
export const HANDLERS: Record<OperationId, Handler> = {
  login: konto.login,
  logout: konto.logout,
  tokenErneuern: konto.tokenErneuern,
  passwortAendern: konto.passwortAendern,
  passwortZuruecksetzen: konto.passwortZuruecksetzen,
  passwortZuruecksetzenAbschliessen: konto.passwortZuruecksetzenAbschliessen,
  getAnschlussnutzer: konto.getAnschlussnutzer,
  kontaktdatenAktualisieren: konto.kontaktdatenAktualisieren,
  kontaktanfrageSenden: konto.kontaktanfrageSenden,
  getAktuelleRechnungsadresse: zahlung.rechnungsadresse.aktuell,
  getRechnungsadressen: zahlung.rechnungsadresse.alle,
  rechnungsadresseAnlegen: zahlung.rechnungsadresse.anlegen,
  getAktuelleBankverbindung: zahlung.bankverbindung.aktuell,
  getBankverbindungen: zahlung.bankverbindung.alle,
  bankverbindungAnlegen: zahlung.bankverbindung.anlegen,
  getVertragBankverbindungen: zahlung.bankverbindung.vertragAlle,
  getVertragAktuelleBankverbindung: zahlung.bankverbindung.vertragAktuell,
  vertragBankverbindungAnlegen: zahlung.bankverbindung.vertragAnlegen,
  vertragBankverbindungLoeschen: zahlung.bankverbindung.vertragLoeschen,
  vertragBankverbindungBeenden: zahlung.bankverbindung.vertragBeenden,
  getVertragRechnungsadressen: zahlung.rechnungsadresse.vertragAlle,
  getVertragAktuelleRechnungsadresse: zahlung.rechnungsadresse.vertragAktuell,
  vertragRechnungsadresseAnlegen: zahlung.rechnungsadresse.vertragAnlegen,
  vertragRechnungsadresseLoeschen: zahlung.rechnungsadresse.vertragLoeschen,
  vertragRechnungsadresseBeenden: zahlung.rechnungsadresse.vertragBeenden,
  ibanPruefen: zahlung.ibanPruefen,
  getVertrag: vertrag.getVertrag,
  getZaehler: vertrag.getZaehler,
  getAktuellerTarif: vertrag.getAktuellerTarif,
  getTarifhistorie: vertrag.getTarifhistorie,
  vertragKuendigen: vertrag.vertragKuendigen,
  kuendigungErklaeren,
  getAblesungen: ablesung.getAblesungen,
  ablesungAnlegen: ablesung.ablesungAnlegen,
  ablesungPlausibilisieren: ablesung.ablesungPlausibilisieren,
  getVerbraeuche: verbrauch.getVerbraeuche,
  getVerbrauchshistorie: verbrauch.getVerbrauchshistorie,
  getPreiszeitreihe: verbrauch.getPreiszeitreihe,
  getDokumente: dokumente.getDokumente,
  getVertragDokumente: dokumente.getVertragDokumente,
  dokumentHerunterladen: dokumente.dokumentHerunterladen,
  getFeiertage,
};
