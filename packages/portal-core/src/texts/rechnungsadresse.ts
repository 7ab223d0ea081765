export const rechnungsadresse = {
  // eigene Formulierung
  titel: 'Rechnungsadresse ändern',
  // eigene Formulierung
  alleDesKunden: 'Alle Rechnungsadressen des Kunden',
  // eigene Formulierung
  alleDesVertrags: (id: string) => `Alle Rechnungsadressen des Vertrags ${id}`,
  // eigene Formulierung
  titelFuerVertrag: (id: string) => `Rechnungsadresse für Vertrag ${id} ändern`,
  // eigene Formulierung (loading the address to prefill the form failed)
  ladeFehler: 'Die aktuelle Rechnungsadresse konnte nicht geladen werden.',
  // eigene Formulierung
  gespeichert: 'Die Rechnungsadresse wurde gespeichert.',
  // eigene Formulierung
  geloescht: 'Die Rechnungsadresse wurde gelöscht.',
  // eigene Formulierung
  beendetMeldung: 'Die Rechnungsadresse wurde beendet.',
  // eigene Formulierung (field labels; the Anrede option 'Firma' lives in `anrede`)
  anrede: 'Anrede',
  // eigene Formulierung
  titelFeld: 'Titel',
  // eigene Formulierung
  vorname: 'Vorname',
  // eigene Formulierung
  nachname: 'Nachname',
  // eigene Formulierung
  firma: 'Firmenname',
  // eigene Formulierung
  co: 'c/o',
  // eigene Formulierung
  adressart: 'Adressart',
  // eigene Formulierung
  strasse: 'Straße',
  // eigene Formulierung
  hausnummer: 'Hausnummer',
  // eigene Formulierung
  postfach: 'Postfachnummer',
  // eigene Formulierung
  postleitzahl: 'Postleitzahl',
  // eigene Formulierung
  ort: 'Ort',
  // eigene Formulierung
  land: 'Land',
  /** Address types of SPEC §3/§9. */
  adressarten: {
    // eigene Formulierung
    Normal: 'Straße und Hausnummer',
    Postfach: 'Postfach',
  },
  laender: ['Deutschland', 'Österreich', 'Schweiz'],
  loeschen: 'Rechnungsadresse löschen',
  beenden: 'Rechnungsadresse beenden',
  // SPEC §8: "the same pair for Rechnungsadresse"
  nichtGeloescht: 'Die Rechnungsadresse konnte nicht gelöscht werden.',
  nichtBeendet: 'Die Rechnungsadresse konnte nicht beendet werden.',
  // SPEC §8: "and the same for Rechnungsadressen"
  keineGefunden: 'Es wurden keine Rechnungsadressen gefunden.',
  keineVertragsspezifischen: 'Es wurden keine vertragsspezifischen Rechnungsadressen gefunden.',
  // eigene Formulierung (the caller-supplied messages of SPEC §5)
  fehler: {
    anredeFehlt: 'Bitte wählen Sie eine Anrede aus.',
    firmaFehlt: 'Bitte geben Sie den Firmennamen an.',
    firmaZuKurz: 'Der Firmenname muss mindestens 2 Zeichen lang sein.',
    vornameFehlt: 'Bitte geben Sie den Vornamen an.',
    vornameZuKurz: 'Der Vorname muss mindestens 2 Zeichen lang sein.',
    nachnameFehlt: 'Bitte geben Sie den Nachnamen an.',
    nachnameZuKurz: 'Der Nachname muss mindestens 2 Zeichen lang sein.',
    strasseFehlt: 'Bitte geben Sie die Straße an.',
    strasseZuKurz: 'Die Straße muss mindestens 3 Zeichen lang sein.',
    hausnummerFehlt: 'Bitte geben Sie die Hausnummer an.',
    hausnummerUngueltig: 'Bitte geben Sie eine gültige Hausnummer an, zum Beispiel 12, 12a, 12-14 oder 12/1.',
    postfachFehlt: 'Bitte geben Sie die Postfachnummer an.',
    postfachZuKurz: 'Die Postfachnummer muss mindestens 3 Zeichen lang sein.',
    postleitzahlFehlt: 'Bitte geben Sie die Postleitzahl an.',
    postleitzahlUngueltig: 'Die Postleitzahl muss aus 4 oder 5 Ziffern bestehen.',
    ortFehlt: 'Bitte geben Sie den Ort an.',
    ortZuKurz: 'Der Ort muss mindestens 3 Zeichen lang sein.',
    landFehlt: 'Bitte wählen Sie ein Land aus.',
  },
} as const;
