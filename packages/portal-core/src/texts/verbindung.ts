// eigene Formulierung (the whole group: connection banner for offline and failed requests)
export const verbindung = {
  offline:
    'Keine Verbindung zum Internet. Ihre Eingaben bleiben erhalten. Sobald die Verbindung wieder besteht, können Sie weitermachen.',
  nichtErreichbar:
    'Keine Verbindung zum Kundenportal. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut. Ihre Eingaben bleiben erhalten.',
  wiederhergestellt: 'Die Verbindung besteht wieder.',
} as const;
