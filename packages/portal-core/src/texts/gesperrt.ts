export const gesperrt = {
  // eigene Formulierung
  titel: 'Kein Zugang',
  keinZugang: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
  zurueckZumLogin: 'Zurück zum Login',
} as const;
