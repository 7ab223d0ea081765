export const verbrauch = {
  titel: (id: string) => `Verbräuche für Vertrag ${id}`,
  ladeFehler: 'Beim Laden der Verbräuche ist ein unbekannter Fehler aufgetreten.',
  keine: 'Für diesen Vertrag sind keine Verbräuche in unserem System hinterlegt.',
  // eigene Formulierung (chart series and table columns)
  zeitraumverbrauch: 'Verbrauch im Zeitraum',
  // eigene Formulierung
  jahresverbrauch: 'Hochgerechneter Jahresverbrauch',
  // eigene Formulierung
  verlauf: 'Verbrauchsverlauf',
  // eigene Formulierung
  prognose: 'Prognose',
  // eigene Formulierung
  von: 'Von',
  // eigene Formulierung
  bis: 'Bis',
  // eigene Formulierung (default chart description when the brand gives none)
  beschreibungStandard:
    'Dargestellt ist Ihr Verbrauch seit Vertragsbeginn, jeweils zwischen zwei Zählerständen (abgelesen oder geschätzt). Der Jahresverbrauch ist auf 365 Tage hochgerechnet.',
  // eigene Formulierung (text alternative of the charts)
  tabellenHinweis: 'Alle Werte der Diagramme finden Sie auch in der folgenden Tabelle.',
  // eigene Formulierung (name of the legend under each chart; its entries show and hide their series)
  legende: 'Legende: Datenreihen im Diagramm zeigen oder ausblenden',
  // eigene Formulierung (chart titles and the table caption)
  diagrammJahresverbrauch: 'Verbrauch und hochgerechneter Jahresverbrauch',
  // eigene Formulierung
  diagrammPrognose: 'Verbrauch im Vergleich zur Prognose',
  // eigene Formulierung
  tabelle: 'Verbräuche je Zeitraum',
  // eigene Formulierung (text summary of the charts; values already formatted)
  zusammenfassung: (anzahl: number, von: string, bis: string, summe: string, jahr: string) =>
    `${String(anzahl)} ${anzahl === 1 ? 'Zeitraum' : 'Zeiträume'} vom ${von} bis ${bis}. Im letzten Zeitraum haben Sie ${summe} verbraucht, auf ein Jahr hochgerechnet ${jahr}.`,
  // eigene Formulierung
  prognoseZusammenfassung: (summe: string, prognose: string) =>
    `Im letzten Zeitraum haben Sie ${summe} verbraucht, prognostiziert waren ${prognose}.`,
} as const;
