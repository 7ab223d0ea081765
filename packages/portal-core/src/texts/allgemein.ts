export const allgemein = {
  unbekannterFehler: 'Es ist ein unbekannter Fehler aufgetreten.',
  technischerFehler:
    'Es ist ein unerwarteter technischer Fehler aufgetreten, bitte kontaktieren Sie den Kundenservice.',
  aktionFehlgeschlagen: 'Die Aktion konnte nicht korrekt ausgeführt werden.',
  speicherFehler: 'Beim Speichern ist ein Fehler aufgetreten.',
  tokenNichtErneuert: 'Token konnte nicht erneuert werden.',
  tokenErneuert: 'Token erfolgreich erneuert.',
  abbrechen: 'Abbrechen',
  speichern: 'Speichern',
  senden: 'Senden',
  ja: 'Ja',
  nein: 'Nein',
  // eigene Formulierung
  zurueck: 'Zurück',
  // eigene Formulierung
  neuLaden: 'Neu laden',
  // eigene Formulierung
  wirdGeladen: 'Daten werden geladen …',
  // eigene Formulierung
  meldungSchliessen: 'Meldung schließen',
  // eigene Formulierung (visually hidden prefix of every error message)
  fehlerPraefix: 'Fehler:',
  // eigene Formulierung (title of the error summary above a form)
  fehlerZusammenfassung: 'Bitte prüfen Sie Ihre Angaben:',
  // eigene Formulierung (question of the two-step Ja/Nein buttons)
  wirklichAusfuehren: 'Sind Sie sicher?',
  // eigene Formulierung (added to links that open in a new tab)
  neuerTab: '(öffnet in einem neuen Tab)',
  // eigene Formulierung
  bitteWaehlen: 'Bitte wählen',
  // eigene Formulierung (accessible name of the clear button next to a field)
  feldLeeren: (feld: string) => `${feld} leeren`,
  // eigene Formulierung (accessible name of the show/hide toggle of a password field)
  passwortAnzeigen: (feld: string) => `${feld} anzeigen`,
  // eigene Formulierung
  gueltigAb: 'Gültig ab',
  // eigene Formulierung
  gueltigBis: 'Gültig bis',
  // eigene Formulierung (label suffix of a field that may stay empty)
  optional: (feld: string) => `${feld} (optional)`,
  // eigene Formulierung (shown for an empty value in read-only data)
  nichtAngegeben: 'nicht angegeben',
  // eigene Formulierung (validity of billing addresses and bank accounts)
  gueltigkeit: {
    aktuell: 'Gültig',
    zukuenftig: 'Zukünftig',
    beendet: 'Nicht mehr gültig',
  },
} as const;
