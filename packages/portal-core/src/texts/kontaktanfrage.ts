export const kontaktanfrage = {
  // eigene Formulierung
  titel: 'Schreiben Sie uns',
  // eigene Formulierung
  betreff: 'Betreff',
  betreffe: ['Abschlagsänderung', 'Frage zur Abrechnung', 'Frage zum Bearbeitungsstand', 'Sonstiges'],
  // eigene Formulierung
  nachricht: 'Ihre Nachricht',
  // eigene Formulierung
  nachrichtHinweis: 'Bitte schreiben Sie mindestens 20 Zeichen.',
  betreffFehlt: 'Vor dem Senden muss ein Betreff gewählt werden.',
  nachrichtZuKurz: 'Die Nachricht muss mindestens 20 Zeichen lang sein.',
  erfolg: 'Ihre Anfrage wurde erfolgreich übermittelt. Wir kümmern uns schnellstmöglich um Ihr Anliegen.',
  // eigene Formulierung
  erfolgTitel: 'Vielen Dank für Ihre Nachricht',
  zurDatenuebersicht: 'Zur Datenübersicht',
} as const;
