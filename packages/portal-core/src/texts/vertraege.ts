export const vertraege = {
  vertragsdetails: 'Vertragsdetails',
  /** Card button and submit button of the cancellation form. */
  vertragKuendigen: 'Vertrag kündigen',
  kuendigungVeranlasst: (nummer: string) =>
    `Die Kündigung Ihres Vertrages ${nummer} wurde veranlasst. Sobald die Kündigung abgewickelt wurde erhalten Sie auch die Kündigungsbestätigung.`,
  kuendigungFehlgeschlagen: (nummer: string) =>
    `Bei der Einreichung der Kündigung Ihres Vertrages ${nummer} ist etwas schief gelaufen. Bitte versuchen Sie es später erneut.`,
  keineVertraege: 'Es wurden keine Verträge im System gefunden.',
  stammdatenNichtGeladen: 'Stammdaten zum Vertrag konnten nicht geladen werden.',
  // eigene Formulierung (headings of the display groups)
  gruppen: {
    aktiv: 'Aktive Verträge',
    inaktiv: 'Beendete und stornierte Verträge',
    beauftragt: 'Beauftragte Verträge',
    gekuendigt: 'Gekündigte Verträge',
  },
  // eigene Formulierung
  status: {
    aktiv: 'Aktiv',
    beendet: 'Beendet',
    storniert: 'Storniert',
    gekuendigt: 'Gekündigt',
    beauftragt: 'Beauftragt',
  },
  // eigene Formulierung
  statusLabel: 'Status',
  versorgungsarten: {
    gas: 'Gas',
    strom: 'Strom',
    unbekannt: 'Versorgungsart nicht gefunden',
  },
  kundenArten: {
    Haushaltskunde: 'Haushaltskunde',
    Sondervertragskunde: 'Sondervertragskunde',
    // eigene Formulierung
    RLMKunde: 'RLM-Kunde',
  },
  // eigene Formulierung (field labels of the master data)
  felder: {
    versorgungsart: 'Versorgungsart',
    kundenArt: 'Kundenart',
    anmeldungsart: 'Anmeldungsart',
    lieferstelle: 'Lieferstelle',
    lieferbeginn: 'Lieferbeginn',
    gewuenschterLieferbeginn: 'Gewünschter Lieferbeginn',
    lieferende: 'Lieferende',
    gewuenschtesLieferende: 'Gewünschtes Lieferende',
  },
} as const;
