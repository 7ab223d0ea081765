export const ablesungen = {
  // eigene Formulierung
  titel: (id: string) => `Ablesungen zum Vertrag ${id}`,
  ablesewerte: 'Ablesewerte',
  ablesegrund: 'Ablesegrund',
  erfassungshinweis: 'Erfassungshinweis',
  ermittlungsart: 'Ermittlungsart',
  ableseart: 'Ableseart',
  // eigene Formulierung (CSV column of the channel)
  obis: 'OBIS',
  // eigene Formulierung (file name prefix of the readings export)
  dateiname: 'Ablesungen_Vertrag_',
  keineGefunden: 'Es wurden keine Ablesungen gefunden.',
  keineHinterlegt: 'Für diesen Vertrag sind keine Ablesungen in unserem System hinterlegt.',
  ermittlungsarten: {
    NETZBETREIBER: 'Netzbetreiber',
    ERSATZWERT: 'Ersatzwert',
    KUNDE: 'Kunde',
  },
} as const;
