export const anmeldung = {
  titel: 'Login',
  kundennummer: 'Kundennummer',
  passwort: 'Passwort',
  passwortVergessen: 'Passwort vergessen?',
  anmelden: 'Anmelden',
  fehlgeschlagen: 'Die Anmeldung ist fehlgeschlagen.',
} as const;
