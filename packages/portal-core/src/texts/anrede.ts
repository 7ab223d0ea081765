export const anrede = {
  // eigene Formulierung
  KeineAnrede: 'Keine Anrede',
  Firma: 'Firma',
  Herr: 'Herr',
  Frau: 'Frau',
  Familie: 'Familie',
} as const;
