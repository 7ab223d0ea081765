export const router = {
  nichtGefunden: 'Not Found',
  fehlerAnsicht: 'Something went wrong!',
  fehlerAnzeigen: 'Show Error',
  fehlerAusblenden: 'Hide Error',
} as const;
