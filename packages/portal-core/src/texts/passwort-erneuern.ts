export const passwortErneuern = {
  // eigene Formulierung
  titel: 'Neues Passwort vergeben',
  erfolg: 'Das Passwort wurde erfolgreich geändert.',
  fehler: 'Bei der Änderung des Passworts ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  // eigene Formulierung
  zurAnmeldung: 'Zur Anmeldung',
  // eigene Formulierung (query string without token)
  linkUnvollstaendig:
    'Der Link ist unvollständig. Bitte fordern Sie über „Passwort vergessen?“ einen neuen Link an.',
} as const;
