export const formate = {
  uhr: 'Uhr',
  // eigene Formulierung (a value the backend sent but that cannot be read, issue 13)
  keinWert: '–',
  // eigene Formulierung (date format hint of date fields)
  datumsformat: 'TT.MM.JJJJ',
  // eigene Formulierung (marks the hour that occurs twice on the last Sunday of October)
  zeitzonen: { sommerzeit: 'MESZ', winterzeit: 'MEZ' },
  // eigene Formulierung (unit symbols; SPEC §9: €, cent, kWh, kB, percent)
  einheiten: {
    euro: '€',
    cent: 'ct',
    kwh: 'kWh',
    kilobyte: 'kB',
    prozent: '%',
  },
} as const;
