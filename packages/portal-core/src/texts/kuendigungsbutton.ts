/**
 * The statutory cancellation (§ 312k BGB) at /kuendigung: the confirmation page and the receipt. The button's label
 * lives in `navigation` (the footer shows it on every page); field labels and messages that other forms already
 * have are taken from their areas, not repeated here.
 */
export const kuendigungsbutton = {
  // § 312k BGB: the label of the confirmation button, verbatim
  jetztKuendigen: 'jetzt kündigen',
  // eigene Formulierung
  titel: 'Verträge kündigen',
  // eigene Formulierung
  einleitung:
    'Hier können Sie Ihren Vertrag ohne Anmeldung kündigen. Felder ohne den Zusatz „optional“ müssen ausgefüllt werden.',
  // eigene Formulierung (the fieldsets of the form)
  abschnitte: {
    art: 'Art der Kündigung',
    kunde: 'Angaben zu Ihrer Person',
    vertrag: 'Angaben zum Vertrag',
    zeitpunkt: 'Zeitpunkt der Kündigung',
    bestaetigung: 'Bestätigung',
  },
  // eigene Formulierung
  arten: {
    ORDENTLICH: 'Ordentliche Kündigung',
    AUSSERORDENTLICH: 'Außerordentliche Kündigung',
  },
  // eigene Formulierung (optional fields get texts.allgemein.optional in the form)
  grundText: 'Begründung',
  // eigene Formulierung (signed in: one of the customer's contracts prefills the form)
  vertragWaehlen: 'Vertrag auswählen',
  // eigene Formulierung
  vertragWaehlenHinweis: 'Wir übernehmen Ihre Angaben zu diesem Vertrag in das Formular.',
  // eigene Formulierung (one contract in the select)
  vertragOption: (id: string, beschreibung: string) => `Vertrag ${id}: ${beschreibung}`,
  // eigene Formulierung
  name: 'Name oder Firma',
  // eigene Formulierung
  lieferadresse: 'Lieferadresse',
  // eigene Formulierung
  vertragsnummer: 'Vertragsnummer',
  // eigene Formulierung
  vertragHinweis: 'Bitte geben Sie die Vertragsnummer an oder wählen Sie die Energieart der Lieferadresse.',
  // eigene Formulierung
  energieart: 'Energieart',
  // eigene Formulierung
  zeitpunkte: {
    NAECHSTMOEGLICH: 'zum nächstmöglichen Zeitpunkt',
    DATUM: 'zu einem bestimmten Datum',
  },
  // eigene Formulierung
  email: 'E-Mail-Adresse für die Bestätigung',
  // eigene Formulierung
  nachricht: 'Nachricht',
  // eigene Formulierung (the messages of the form beyond SPEC §5's)
  fehler: {
    artFehlt: 'Bitte wählen Sie die Art der Kündigung aus.',
    nameFehlt: 'Bitte geben Sie Ihren Namen oder den Namen Ihrer Firma an.',
    vertragFehlt: 'Bitte geben Sie die Vertragsnummer an oder wählen Sie die Energieart aus.',
    zeitpunktFehlt: 'Bitte wählen Sie aus, wann der Vertrag enden soll.',
    emailFehlt: 'Bitte geben Sie eine E-Mail-Adresse für die Bestätigung an.',
    zuVieleAnfragen:
      'Es wurden in kurzer Zeit zu viele Kündigungen gesendet. Bitte warten Sie einige Minuten und senden Sie Ihre Kündigung dann erneut. Ihre Angaben bleiben erhalten.',
    nichtGesendet: 'Ihre Kündigung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  // eigene Formulierung (the receipt)
  eingangTitel: 'Ihre Kündigung ist bei uns eingegangen',
  // eigene Formulierung
  eingegangenAm: 'Eingegangen am',
  // eigene Formulierung
  referenz: 'Referenz',
  // eigene Formulierung
  bestaetigungGesendet: (email: string) =>
    `Wir haben Ihnen eine Bestätigung an ${email} gesendet. Bitte bewahren Sie diese Eingangsbestätigung auf.`,
  // eigene Formulierung
  erklaerung: 'Ihre Angaben',
  // eigene Formulierung
  alsPdfSpeichern: 'Als PDF speichern',
  // eigene Formulierung
  drucken: 'Drucken',
  // eigene Formulierung
  pdfFehler: 'Die PDF-Datei konnte nicht erstellt werden. Bitte nutzen Sie stattdessen „Drucken“.',
  // eigene Formulierung (the file name; the reference follows)
  dateiname: (referenz: string) => `Kuendigung-${referenz}.pdf`,
} as const;
