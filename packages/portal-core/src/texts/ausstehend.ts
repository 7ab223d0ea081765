// eigene Formulierung (the whole group: readings saved without a network and sent later, issue 15)
export const ausstehend = {
  vorgemerkt:
    'Ihr Gerät ist offline. Die Ablesung ist auf diesem Gerät gespeichert und wird automatisch gesendet, sobald Ihr Gerät wieder online ist.',
  titel: 'Noch nicht gesendete Ablesungen',
  eintrag: (zaehlernummer: string, vertragId: string, datum: string) =>
    `Zähler ${zaehlernummer} (Vertrag ${vertragId}), abgelesen am ${datum}`,
  mitFoto: 'mit Foto',
  wartet: 'Wird automatisch gesendet, sobald Ihr Gerät online ist.',
  erneutSenden: 'Erneut senden',
  verwerfen: 'Verwerfen',
  abmeldenTitel: 'Nicht gesendete Ablesungen',
  abmeldenFrage: (anzahl: number) =>
    anzahl === 1
      ? 'Eine Ablesung wurde noch nicht gesendet. Sie wird gesendet, wenn Sie sich auf diesem Gerät wieder anmelden und online sind.'
      : `${anzahl} Ablesungen wurden noch nicht gesendet. Sie werden gesendet, wenn Sie sich auf diesem Gerät wieder anmelden und online sind.`,
  spaeterSenden: 'Später senden und abmelden',
  verwerfenUndAbmelden: 'Verwerfen und abmelden',
  angemeldetBleiben: 'Angemeldet bleiben',
} as const;
