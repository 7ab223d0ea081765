export const startseite = {
  // eigene Formulierung
  begruessung: (name: string) => `Willkommen im Kundenportal, ${name}!`,
  // eigene Formulierung
  frage: 'Was möchten Sie tun?',
  // eigene Formulierung (heading while the name loads or when it cannot be loaded)
  begruessungOhneName: 'Willkommen im Kundenportal!',
  zaehlerstandErfassen: 'Zählerstand erfassen',
  kontakt: 'Kontakt',
} as const;
