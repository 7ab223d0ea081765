export const bankverbindung = {
  titel: 'Bankverbindung editieren',
  alleDesKunden: 'Alle Bankverbindungen des Kunden',
  alleDesVertrags: (id: string) => `Alle Bankverbindungen des Vertrags ${id}`,
  kontoinhaber: 'Kontoinhaber',
  iban: 'IBAN',
  bic: 'BIC',
  bankname: 'Bankname',
  // eigene Formulierung
  titelFuerVertrag: (id: string) => `Bankverbindung für Vertrag ${id} editieren`,
  // eigene Formulierung (legacy accounts without IBAN)
  kontonummer: 'Kontonummer',
  // eigene Formulierung
  blz: 'BLZ',
  // eigene Formulierung
  gespeichert: 'Die Bankverbindung wurde gespeichert.',
  // eigene Formulierung
  geloescht: 'Die Bankverbindung wurde gelöscht.',
  // eigene Formulierung
  beendetMeldung: 'Die Bankverbindung wurde beendet.',
  lastschrift: 'Lastschriftteilnahme',
  // eigene Formulierung
  mandatsreferenz: 'Mandatsreferenz',
  // eigene Formulierung
  ibanHinweis: 'Bitte geben Sie die 20 Ziffern nach „DE“ ein.',
  // eigene Formulierung (BIC and Bankname are read-only)
  automatischHinweis: 'Wird anhand der IBAN automatisch ermittelt.',
  // eigene Formulierung
  ibanWirdGeprueft: 'Die IBAN wird geprüft …',
  // eigene Formulierung
  ibanGueltig: 'Die IBAN ist gültig.',
  loeschen: 'Bankverbindung löschen',
  beenden: 'Bankverbindung beenden',
  nichtGeloescht: 'Die Bankverbindung konnte nicht gelöscht werden.',
  nichtBeendet: 'Die Bankverbindung konnte nicht beendet werden.',
  keineGefunden: 'Es wurden keine Bankverbindungen gefunden.',
  keineVertragsspezifischen: 'Es wurden keine vertragsspezifischen Bankverbindungen gefunden.',
  // eigene Formulierung (the caller-supplied messages of SPEC §5)
  fehler: {
    kontoinhaberFehlt: 'Bitte geben Sie den Kontoinhaber an.',
    kontoinhaberZuKurz: 'Der Kontoinhaber muss mindestens 3 Zeichen lang sein.',
    ibanFehlt: 'Bitte geben Sie Ihre IBAN an.',
    ibanFormat: 'Die IBAN muss nach „DE“ aus genau 20 Ziffern bestehen.',
    ibanUngueltig: 'Die angegebene IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
    bicUngueltig: 'Die angegebene BIC ist ungültig.',
  },
} as const;
