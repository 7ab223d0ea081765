// eigene Formulierung (the whole group: readings saved without a network and sent later, issue 15)
export const ausstehend = {
  vorgemerkt:
    'Keine Verbindung. Die Ablesung ist auf diesem Gerät gespeichert und wird automatisch gesendet, sobald die Verbindung wieder besteht.',
  titel: 'Noch nicht gesendete Ablesungen',
  eintrag: (zaehlernummer: string, vertragId: string, datum: string) =>
    `Zähler ${zaehlernummer} (Vertrag ${vertragId}), abgelesen am ${datum}`,
  mitFoto: 'mit Foto',
  wartet: 'Wird automatisch gesendet, sobald die Verbindung besteht.',
  erneutSenden: 'Erneut senden',
  verwerfen: 'Verwerfen',
  abmeldenTitel: 'Nicht gesendete Ablesungen',
  abmeldenFrage: (anzahl: number) =>
    anzahl === 1
      ? 'Eine Ablesung wurde noch nicht gesendet. Sie bleibt auf diesem Gerät, bis Sie sich hier wieder anmelden.'
      : `${anzahl} Ablesungen wurden noch nicht gesendet. Sie bleiben auf diesem Gerät, bis Sie sich hier wieder anmelden.`,
  spaeterSenden: 'Später senden und abmelden',
  verwerfenUndAbmelden: 'Verwerfen und abmelden',
  angemeldetBleiben: 'Angemeldet bleiben',
} as const;
