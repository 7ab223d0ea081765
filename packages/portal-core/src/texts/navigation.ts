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
  // eigene Formulierung (the footer's link and the title of the accessibility statement; here, not in
  // `barrierefreiheit`, so the first load of every page does not carry the whole statement)
  barrierefreiheit: 'Erklärung zur Barrierefreiheit',
  // § 312k BGB: the statutory label of the cancellation button, verbatim (in the footer of every page and on the
  // sign-in page; here, in the shell's text area, so the first load carries no more than this one string)
  kuendigungsbutton: 'Verträge hier kündigen',
} as const;
