export const preiszeitreihe = {
  // eigene Formulierung
  titel: (id: string) => `Preiszeitreihe zum Vertrag ${id}`,
  // eigene Formulierung
  achse: 'Preis in €',
  // eigene Formulierung (chart description; hourly or, since the day-ahead market went to quarter-hours, 15-minute prices)
  beschreibung:
    'Das Diagramm zeigt die Preise Ihres dynamischen Tarifs. Jeder Preis gilt bis zum nächsten Wert.',
  // eigene Formulierung (chart title and table caption)
  diagramm: 'Preisverlauf',
  // eigene Formulierung (text summary of the chart; values already formatted)
  zusammenfassung: (min: string, minZeit: string, max: string, maxZeit: string) =>
    `Niedrigster Preis ${min} am ${minZeit}, höchster Preis ${max} am ${maxZeit}.`,
  // eigene Formulierung
  zeit: 'Zeitpunkt',
  csvKopf: 'von;Preis',
  // SPEC §9 file name preiszeitreihe_{first von}-{last von}.csv (unquoted there)
  dateiname: 'preiszeitreihe_',
} as const;
