export const vertragDetail = {
  titel: (id: string) => `Vertrag ${id}`,
  aktuellerTarif: 'Aktueller Tarif',
  ablesung: 'Ablesung',
  neueAblesungen: 'Neue Ablesungen hinzufügen',
  alleAblesungen: 'Alle Ablesungen',
  verbrauch: 'Verbrauch',
  abweichendeRechnungsadresse: 'Abweichende Rechnungsadresse',
  abweichendeBankverbindung: 'Abweichende Bankverbindung',
  // eigene Formulierung
  letzteAblesung: 'Letzte Ablesung',
  // eigene Formulierung (buttons to the sub pages)
  tarifhistorie: 'Tarifhistorie',
  // eigene Formulierung
  preiszeitreihe: 'Preiszeitreihe',
  // eigene Formulierung
  verbraeucheAnzeigen: 'Verbräuche anzeigen',
  // eigene Formulierung
  verbrauchshistorie: 'Verbrauchshistorie',
  // eigene Formulierung (no contract-specific entry: the customer's own applies)
  eigeneRechnungsadresseGilt:
    'Für diesen Vertrag ist keine abweichende Rechnungsadresse hinterlegt. Es gilt Ihre allgemeine Rechnungsadresse.',
  // eigene Formulierung
  eigeneBankverbindungGilt:
    'Für diesen Vertrag ist keine abweichende Bankverbindung hinterlegt. Es gilt Ihre allgemeine Bankverbindung.',
  // eigene Formulierung (older contract-specific entries exist, none is current)
  keineAktuelleAbweichendeRechnungsadresse:
    'Die bisher hinterlegte abweichende Rechnungsadresse gilt nicht mehr. Es gilt Ihre allgemeine Rechnungsadresse.',
  // eigene Formulierung
  keineAktuelleAbweichendeBankverbindung:
    'Die bisher hinterlegte abweichende Bankverbindung gilt nicht mehr. Es gilt Ihre allgemeine Bankverbindung.',
  // eigene Formulierung (configure buttons)
  rechnungsadresseEinrichten: 'Abweichende Rechnungsadresse einrichten',
  // eigene Formulierung
  bankverbindungEinrichten: 'Abweichende Bankverbindung einrichten',
  // eigene Formulierung (only future contract-specific entries; date already formatted)
  abweichendeRechnungsadresseAb: (datum: string) =>
    `Ab dem ${datum} gilt für diesen Vertrag eine abweichende Rechnungsadresse. Bis dahin gilt Ihre allgemeine Rechnungsadresse.`,
  // eigene Formulierung
  abweichendeBankverbindungAb: (datum: string) =>
    `Ab dem ${datum} gilt für diesen Vertrag eine abweichende Bankverbindung. Bis dahin gilt Ihre allgemeine Bankverbindung.`,
  ladeFehler: 'Es ist ein Fehler bei Laden des Vertrags aufgetreten.',
  ladeFehlerAlternativ: 'Beim Laden des Vertrags ist ein Fehler aufgetreten.',
  stammdatenFehler: 'Beim Laden der Vertragsstammdaten ist ein unbekannter Fehler aufgetreten.',
} as const;
