export const kontakt = {
  titel: 'Kontaktdaten ändern',
  email: 'Email',
  festnetz: 'Festnetz',
  mobil: 'Mobil',
  fax: 'Fax',
  aktualisieren: 'Aktualisieren',
  speicherFehler: 'Beim Speichern der Kontaktdaten ist ein Fehler aufgetreten.',
  ladeFehler: 'Beim Laden der Kontaktdaten ist ein Fehler aufgetreten.',
  // eigene Formulierung (next to 'Aktualisieren' while it is disabled)
  korrigierenHinweis: 'Bitte korrigieren Sie zuerst die markierten Angaben.',
  // eigene Formulierung
  gespeichert: 'Ihre Kontaktdaten wurden gespeichert.',
} as const;
