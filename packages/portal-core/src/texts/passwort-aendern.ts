export const passwortAendern = {
  titel: 'Passwort ändern',
  altesPasswort: 'altes Passwort',
  neuesPasswort: 'neues Passwort',
  neuesPasswortWiederholen: 'neues Passwort (wiederholen)',
  zuKurz: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  stimmenNichtUeberein: 'Die neuen Passwörter stimmen nicht überein.',
  // eigene Formulierung (SPEC: strong means at least 10 characters with digit, lowercase, uppercase, special)
  hinweisStark:
    'Ein starkes Passwort hat mindestens 10 Zeichen und enthält Ziffern, Klein- und Großbuchstaben sowie Sonderzeichen.',
  // eigene Formulierung
  erzwungenHinweis: 'Bitte vergeben Sie ein neues Passwort, bevor Sie das Kundenportal nutzen.',
  // eigene Formulierung (submit with an empty old password)
  altesPasswortFehlt: 'Bitte geben Sie Ihr bisheriges Passwort ein.',
  // eigene Formulierung (submit with an empty repeat field)
  wiederholungFehlt: 'Bitte wiederholen Sie das neue Passwort.',
  // eigene Formulierung (accessible name of the strength bar)
  staerkeAnzeige: 'Passwortstärke',
  staerkeText: (staerke: string) => `Das neue Passwort ist ${staerke}.`,
  // eigene Formulierung (display words of nichtVorhanden/schwach/mittel/stark)
  staerke: {
    nichtVorhanden: 'nicht vorhanden',
    schwach: 'schwach',
    mittel: 'mittel',
    stark: 'stark',
  },
} as const;
