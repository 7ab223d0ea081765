// Issue 16 (cheapest hours, price levels, what a period cost): not in SPEC, all "eigene Formulierung".

// eigene Formulierung (a window length: '1 Stunde', '3 Stunden')
const dauer = (stunden: number) => (stunden === 1 ? '1 Stunde' : `${String(stunden)} Stunden`);

export const dynamischerTarif = {
  dauer,
  // eigene Formulierung (heading of the cheapest windows)
  guenstigsteZeiten: 'Wann ist Strom am günstigsten?',
  // eigene Formulierung (day headings; the date is already formatted)
  heute: (datum: string) => `Heute, ${datum}`,
  morgen: (datum: string) => `Morgen, ${datum}`,
  // eigene Formulierung (the day word inside a window)
  tagWort: { heute: 'heute', morgen: 'morgen', uebermorgen: 'übermorgen' },
  // eigene Formulierung (a window within one day: 'heute 13:00–16:00 Uhr')
  zeitraumEinTag: (tag: string, von: string, bis: string) => `${tag} ${von}–${bis} Uhr`,
  // eigene Formulierung (a window past midnight)
  zeitraumZweiTage: (tagVon: string, von: string, tagBis: string, bis: string) =>
    `${tagVon} ${von} Uhr bis ${tagBis} ${bis} Uhr`,
  // eigene Formulierung (one cheapest window; time span and price already formatted)
  fenster: (stunden: number, zeitraum: string, preis: string) =>
    `Am günstigsten für ${dauer(stunden)}: ${zeitraum}, durchschnittlich ${preis}`,
  // eigene Formulierung (no window of that length is left today)
  keinFenster: (stunden: number) => `Für ${dauer(stunden)} am Stück liegen keine Preise mehr vor.`,
  // eigene Formulierung (which window length the chart marks)
  markieren: 'Im Diagramm markieren',
  // eigene Formulierung (legend entries of the chart marks)
  fensterMarke: (stunden: number) => `Günstigstes Zeitfenster (${dauer(stunden)})`,
  jetztMarke: (stufe: string) => `Jetzt: ${stufe}`,
  // eigene Formulierung (before the 12:00 cut-over, SPEC §9)
  morgenAb12: 'Die Preise für morgen stehen ab 12:00 Uhr fest.',
  // eigene Formulierung (after 12:00, tomorrow's prices are late)
  morgenNochNicht:
    'Die Preise für morgen sind noch nicht veröffentlicht. Laden Sie die Seite später neu, um sie zu sehen.',
  // eigene Formulierung (price in ct/kWh, one decimal)
  centProKwh: (wert: string) => `${wert} ct/kWh`,
  // eigene Formulierung (the price now; time span, price and level already formatted)
  jetzt: (zeitraum: string, preis: string, stufe: string) =>
    `Jetzt (${zeitraum}): ${preis}, Preisniveau ${stufe}`,
  // eigene Formulierung (the five levels)
  stufen: {
    sehrGuenstig: 'sehr günstig',
    guenstig: 'günstig',
    normal: 'normal',
    teuer: 'teuer',
    sehrTeuer: 'sehr teuer',
  },
  // eigene Formulierung (legend heading and its lead; the average already formatted)
  legende: 'Preisniveaus',
  legendeEinleitung: (durchschnitt: string) =>
    `Verglichen mit dem Durchschnittspreis der gezeigten Tage (${durchschnitt}):`,
  // eigene Formulierung (what each level means, in percent of the average)
  stufenGrenzen: {
    sehrGuenstig: (bis: number) => `bis ${String(bis)} % des Durchschnitts`,
    guenstig: (von: number, bis: number) => `über ${String(von)} % bis ${String(bis)} %`,
    normal: (von: number, bis: number) => `über ${String(von)} % bis unter ${String(bis)} %`,
    teuer: (von: number, bis: number) => `${String(von)} % bis unter ${String(bis)} %`,
    sehrTeuer: (ab: number) => `ab ${String(ab)} %`,
  },
  // eigene Formulierung (column of the price table)
  spalteStufe: 'Preisniveau',
  // eigene Formulierung (cost summary of the shown period)
  kostenUeberschrift: 'Was hat der gezeigte Zeitraum gekostet?',
  verbrauch: 'Verbrauch gesamt',
  kosten: 'Kosten gesamt',
  bezahlterPreis: 'Ihr Durchschnittspreis',
  durchschnittspreis: 'Durchschnittlicher Arbeitspreis im Zeitraum',
  // eigene Formulierung (did the customer shift well? the difference already formatted)
  guenstigerAlsDurchschnitt: (unterschied: string) =>
    `Sie haben ${unterschied} pro kWh weniger bezahlt als der Durchschnittspreis: Ihr Verbrauch lag in günstigeren Stunden.`,
  teurerAlsDurchschnitt: (unterschied: string) =>
    `Sie haben ${unterschied} pro kWh mehr bezahlt als der Durchschnittspreis: Ein Teil Ihres Verbrauchs lag in teureren Stunden.`,
  wieDurchschnitt: 'Sie haben im Mittel den Durchschnittspreis bezahlt.',
  // eigene Formulierung (intervals without a measured value yet)
  ohneMesswert: (anzahl: number) =>
    anzahl === 1
      ? '1 Zeitraum ohne Messwert ist nicht enthalten.'
      : `${String(anzahl)} Zeiträume ohne Messwert sind nicht enthalten.`,
  // eigene Formulierung (year view: month against the same month a year before)
  vorjahrUeberschrift: 'Vergleich mit dem Vorjahr',
  vorjahrTabelle: 'Kosten und Verbrauch je Monat im Vergleich mit dem Vorjahresmonat',
  vorjahrVerbrauchKwh: 'Vorjahr (kWh)',
  vorjahrKostenEuro: 'Vorjahr (€)',
  keinVorjahr: 'Für das Vorjahr liegen keine Werte vor.',
} as const;
