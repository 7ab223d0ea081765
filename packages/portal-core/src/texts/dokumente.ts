export const dokumente = {
  ladeFehler: 'Die Dokumente konnten aus unbekannten Gründen nicht geladen werden.',
  // eigene Formulierung
  keine: 'Es wurden keine Dokumente gefunden.',
  // eigene Formulierung
  beschreibung: 'Beschreibung',
  // eigene Formulierung
  kategorie: 'Kategorie',
  // eigene Formulierung
  erstelltAm: 'Erstellt am',
  // eigene Formulierung (accessible name of the download icon)
  herunterladen: (dateiname: string) => `${dateiname} herunterladen`,
  // eigene Formulierung (column of the contract a document belongs to)
  vertrag: 'Vertrag',
  // eigene Formulierung (column of the download icons)
  download: 'Herunterladen',
} as const;
