export const datenuebersicht = {
  /** Also the button on the start page. */
  titel: 'Datenübersicht',
  anschlussnutzer: 'Anschlussnutzer',
  aktuelleRechnungsadresse: 'Aktuelle Rechnungsadresse',
  aktuelleBankverbindung: 'Aktuelle Bankverbindung',
  // eigene Formulierung (accessible names of the edit icons)
  kontaktdatenBearbeiten: 'Kontaktdaten bearbeiten',
  // eigene Formulierung
  rechnungsadresseBearbeiten: 'Rechnungsadresse bearbeiten',
  // eigene Formulierung
  bankverbindungBearbeiten: 'Bankverbindung bearbeiten',
  alleRechnungsadressenAnzeigen: 'Alle Rechnungsadressen anzeigen',
  neueBankverbindungAnlegen: 'Neue Bankverbindung anlegen',
  alleBankverbindungenAnzeigen: 'Alle Bankverbindungen anzeigen',
  // eigene Formulierung
  name: 'Name',
  // eigene Formulierung
  geburtsdatum: 'Geburtsdatum',
  // eigene Formulierung
  anschrift: 'Anschrift',
  keineAktuelleRechnungsadresse: 'Es wurde keine aktuelle Rechnungsadresse bei uns im System gefunden.',
  keineAktuelleBankverbindung: 'Es wurde keine aktuelle Bankverbindung bei uns im System gefunden.',
  keineRechnungsadresseHinterlegt: 'Aktuell haben Sie keine Rechnungsadresse hinterlegt.',
  keineBankverbindungHinterlegt: 'Aktuell haben Sie keine Bankverbindung hinterlegt.',
  // eigene Formulierung (only entries that start in the future; shown above that entry and its date)
  nurZukuenftigeRechnungsadresse:
    'Ihre neue Rechnungsadresse ist hinterlegt und gilt ab dem angegebenen Datum. Bis dahin ist keine Rechnungsadresse aktuell.',
  // eigene Formulierung
  nurZukuenftigeBankverbindung:
    'Ihre neue Bankverbindung ist hinterlegt und gilt ab dem angegebenen Datum. Bis dahin ist keine Bankverbindung aktuell.',
  // eigene Formulierung (only contract-specific entries exist)
  nurVertragsspezifischeRechnungsadressen:
    'Für einzelne Verträge sind eigene Rechnungsadressen hinterlegt. Sie finden sie in den Details des jeweiligen Vertrags.',
  // eigene Formulierung
  nurVertragsspezifischeBankverbindungen:
    'Für einzelne Verträge sind eigene Bankverbindungen hinterlegt. Sie finden sie in den Details des jeweiligen Vertrags.',
} as const;
