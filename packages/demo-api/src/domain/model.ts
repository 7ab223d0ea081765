// The demo backend's domain model: the contract's schemas (German names of SPEC §3) plus internal types.
import type { Schema } from '../contract-types.ts';

export type Anschlussnutzer = Schema<'Anschlussnutzer'>;
export type Vertrag = Schema<'Vertrag'>;
export type Versorgungsart = Vertrag['versorgungsart'];
export type Kanal = Schema<'Kanal'>;
export type Zaehler = Schema<'Zaehler'>;
export type Ablesung = Schema<'Ablesung'>;
export type AblesungAnlage = Schema<'AblesungAnlage'>;
export type Ermittlungsart = Ablesung['ermittlungsart'];
export type Bankverbindung = Schema<'Bankverbindung'>;
export type BankverbindungAnlage = Schema<'BankverbindungAnlage'>;
export type Rechnungsadresse = Schema<'Rechnungsadresse'>;
export type RechnungsadresseAnlage = Schema<'RechnungsadresseAnlage'>;
export type Dokument = Schema<'Dokument'>;
export type Tarif = Schema<'Tarif'>;
export type Tariftyp = Tarif['tariftyp'];
export type Preisgarantietyp = Schema<'Preisgarantietyp'>;
export type Verbrauch = Schema<'Verbrauch'>;
export type HistorieEintrag = Schema<'VerbrauchshistorieEintrag'>;
export type Intervall = Schema<'Interval'>;
export type Preis = Schema<'Preis'>;
export type Validierung = Schema<'Validierungsfeedback'>;
export type IbanPruefung = Schema<'IbanPruefung'>;
export type Kuendigung = Schema<'Kuendigung'>;
export type KontaktdatenAktualisierung = Schema<'KontaktdatenAktualisierung'>;
export type Kontaktanfrage = Schema<'Kontaktanfrage'>;
export type PasswortAenderung = Schema<'PasswortAenderung'>;
