// eigene Formulierung (the whole group: the banner after a new version of the portal was deployed, issue 15)
export const aktualisierung = {
  bereich: 'Neue Version des Kundenportals',
  neueVersion: 'Eine neue Version ist verfügbar',
  erklaerung:
    'Laden Sie die Seite neu, um sie zu verwenden. Noch nicht gespeicherte Eingaben gehen dabei verloren.',
  spaeter: 'Später',
} as const;
