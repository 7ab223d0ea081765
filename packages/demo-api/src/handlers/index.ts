import type { Handler } from '../context.ts';
import type { OperationId } from '../contract-types.ts';
import * as ablesung from './ablesung.ts';
import * as dokumente from './dokumente.ts';
import { getFeiertage } from './feiertage.ts';
import * as konto from './konto.ts';
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
  getAktuelleRechnungsadresse: zahlung.getAktuelleRechnungsadresse,
  getRechnungsadressen: zahlung.getRechnungsadressen,
  rechnungsadresseAnlegen: zahlung.rechnungsadresseAnlegen,
  getAktuelleBankverbindung: zahlung.getAktuelleBankverbindung,
  getBankverbindungen: zahlung.getBankverbindungen,
  bankverbindungAnlegen: zahlung.bankverbindungAnlegen,
  getVertragBankverbindungen: zahlung.getVertragBankverbindungen,
  getVertragAktuelleBankverbindung: zahlung.getVertragAktuelleBankverbindung,
  vertragBankverbindungAnlegen: zahlung.vertragBankverbindungAnlegen,
  vertragBankverbindungLoeschen: zahlung.vertragBankverbindungLoeschen,
  vertragBankverbindungBeenden: zahlung.vertragBankverbindungBeenden,
  getVertragRechnungsadressen: zahlung.getVertragRechnungsadressen,
  getVertragAktuelleRechnungsadresse: zahlung.getVertragAktuelleRechnungsadresse,
  vertragRechnungsadresseAnlegen: zahlung.vertragRechnungsadresseAnlegen,
  vertragRechnungsadresseLoeschen: zahlung.vertragRechnungsadresseLoeschen,
  vertragRechnungsadresseBeenden: zahlung.vertragRechnungsadresseBeenden,
  ibanPruefen: zahlung.ibanPruefen,
  getVertrag: vertrag.getVertrag,
  getZaehler: vertrag.getZaehler,
  getAktuellerTarif: vertrag.getAktuellerTarif,
  getTarifhistorie: vertrag.getTarifhistorie,
  vertragKuendigen: vertrag.vertragKuendigen,
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
