export const verbrauchshistorie = {
  // eigene Formulierung
  titel: (id: string) => `Verbrauchshistorie zum Vertrag ${id}`,
  modi: {
    stuendlich: 'Preisübersicht 48h',
    taeglich: 'Monatsübersicht',
    monatlich: 'Jahresübersicht',
  },
  // eigene Formulierung
  vorheriger: 'Vorheriger Zeitraum',
  // eigene Formulierung
  naechster: 'Nächster Zeitraum',
  // eigene Formulierung (dates already formatted)
  zeitraum: (von: string, bis: string) => `Zeitraum: ${von} bis ${bis}`,
  csvHerunterladen: 'CSV herunterladen',
  fehler: 'Es ist ein unerwarteter Fehler aufgetreten',
  keineDaten: 'Für den gewählten Zeitraum liegen keine Daten vor.',
  csvFehler: 'Der CSV-Download ist fehlgeschlagen. Bitte zu einem späteren Zeitpunkt erneut versuchen.',
  // eigene Formulierung (SPEC §9 disclaimer)
  hinweis:
    'Bitte beachten Sie: Die angezeigten Werte können sich noch geringfügig ändern, weil geschätzte oder prognostizierte Werte später durch die tatsächlichen Messwerte ersetzt werden.',
  aktuell: 'Aktuell',
  // eigene Formulierung (chart series)
  verbrauchKwh: 'Verbrauch (kWh)',
  // eigene Formulierung
  arbeitspreisCent: 'Arbeitspreis (ct/kWh)',
  // eigene Formulierung (hourly values as delivered, SPEC §9 multiplies only daily and monthly ones)
  arbeitspreisEuro: 'Arbeitspreis (€/kWh)',
  // eigene Formulierung (legend of the mode buttons)
  ansicht: 'Ansicht',
  // eigene Formulierung (first table column per mode)
  spalteZeit: { stuendlich: 'Uhrzeit', taeglich: 'Tag', monatlich: 'Monat' },
  // eigene Formulierung (chart title and table caption)
  diagramm: 'Verbrauch und Arbeitspreis',
  // eigene Formulierung
  tabelle: 'Werte im gewählten Zeitraum',
  // eigene Formulierung (summary of the ChartFrame disclosure with the table)
  tabelleAnzeigen: 'Werte als Tabelle anzeigen',
  // eigene Formulierung (text summary of the chart; values already formatted)
  summen: (verbrauch: string, kosten: string) => `Verbrauch gesamt: ${verbrauch}, Kosten gesamt: ${kosten}.`,
  // eigene Formulierung
  preisspanne: (min: string, max: string) => `Arbeitspreis zwischen ${min} und ${max}.`,
  // eigene Formulierung (hint in the hourly view; SPEC §9 12:00 cut-over)
  hinweisMorgen: 'Die Preise für den Folgetag stehen täglich ab 12:00 Uhr zur Verfügung.',
  // eigene Formulierung (progress of the daily CSV export)
  exportFortschritt: (tag: number, gesamt: number) => `Tag ${String(tag)} von ${String(gesamt)}`,
  // eigene Formulierung
  exportLaeuft: 'Die CSV-Datei wird erstellt …',
  // eigene Formulierung
  exportAbbrechen: 'CSV-Download abbrechen',
  // eigene Formulierung
  exportAbgebrochen: 'Der CSV-Download wurde abgebrochen.',
  // eigene Formulierung
  kostenEuro: 'Kosten (€)',
  csvKopf: 'von;Verbrauch in kWh;Preis in EUR;Kosten in EUR',
  // eigene Formulierung (SPEC: the hourly file name starts with '{hash}'; see rules/csv.ts)
  dateinameStunden: 'Stundendaten_dynamischer_Tarif__',
  dateinameMonat: 'Monatsdaten_dynamischer_Tarif__',
  dateinameJahr: 'Jahresdaten_dynamischer_Tarif__',
} as const;
