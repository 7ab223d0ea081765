export const navigation = {
  // eigene Formulierung
  hauptnavigation: 'Hauptnavigation',
  // eigene Formulierung
  startseite: 'Startseite',
  uebersicht: 'Übersicht',
  dokumente: 'Dokumente',
  vertraege: 'Verträge',
  kontaktanfrage: 'Kontaktanfrage',
  abmelden: 'Abmelden',
  // eigene Formulierung (skip link)
  zumInhalt: 'Zum Inhalt springen',
  // eigene Formulierung (names of the brand's header and footer link lists)
  kopfzeile: 'Kopfzeile',
  // eigene Formulierung
  fusszeile: 'Fußzeile',
} as const;
