export const kuendigung = {
  // eigene Formulierung
  titel: (id: string) => `Vertrag ${id} kündigen`,
  // eigene Formulierung
  grund: 'Kündigungsgrund',
  gruende: {
    ANBIETERWECHSEL: 'Anbieterwechsel',
    AUSZUG: 'Auszug',
    SONDERKUENDIGUNG: 'Sonderkündigung',
  },
  // eigene Formulierung
  datum: 'Letzter Liefertag',
  // eigene Formulierung (date already formatted dd.mm.yyyy)
  fruehestesDatum: (datum: string) => `Frühestmöglicher Termin: ${datum}`,
  // eigene Formulierung
  text: 'Ihre Anmerkung (optional)',
  // eigene Formulierung (SPEC: note about the market change of 06.06.2025)
  rueckwirkendHinweis:
    'Bitte beachten Sie: Seit einer Änderung der Marktregeln am 06.06.2025 sind rückwirkende Kündigungen nicht mehr möglich.',
  // eigene Formulierung
  grundFehlt: 'Bitte wählen Sie einen Kündigungsgrund aus.',
  // eigene Formulierung
  datumFehlt: 'Bitte geben Sie den letzten Liefertag an.',
  // eigene Formulierung
  datumUngueltig: 'Bitte geben Sie den letzten Liefertag als Datum im Format TT.MM.JJJJ an.',
  // eigene Formulierung (SPEC §6: termination is offered only for active contracts)
  nichtKuendbar: 'Dieser Vertrag ist nicht aktiv und kann deshalb nicht gekündigt werden.',
} as const;
