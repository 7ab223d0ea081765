export const passwortVergessen = {
  titel: 'Passwort vergessen',
  // eigene Formulierung (SPEC: a link to reset the password is sent to the stored address)
  erklaerung:
    'Bitte geben Sie Ihre Kundennummer ein. Wir senden Ihnen dann einen Link, mit dem Sie ein neues Passwort vergeben können, an die bei uns hinterlegte E-Mail-Adresse.',
  zurueckZurAnmeldung: 'Zurück zur Anmeldung',
  // eigene Formulierung (submit with a blank Kundennummer)
  kundennummerFehlt: 'Bitte geben Sie Ihre Kundennummer ein.',
  unbekannt:
    'Entweder ist zu dieser Kundennummer keine E-Mail-Adresse hinterlegt oder die Kundennummer ist uns unbekannt.',
  erfolg:
    'Wir haben eine E-Mail mit einem Link, mit dem Sie Ihr Passwort zurücksetzen können, an die bei uns hinterlegte Adresse verschickt.',
} as const;
