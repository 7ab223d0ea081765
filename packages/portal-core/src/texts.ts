/**
 * Every user-facing German text of the portal, once each, grouped by area.
 *
 * Texts quoted in SPEC are copied verbatim, including its odd spellings (they are the product's texts, not typos
 * of ours). Texts the SPEC does not quote carry the comment `// eigene Formulierung`; the same comment above a
 * group marks every entry of that group. `src/rules/texts-coverage.test.ts` proves that every quoted SPEC text
 * is here and that no value appears twice: screens reuse an entry of another area instead of retyping it.
 *
 * Parameterised texts are functions; their placeholders follow the SPEC ({id}, {number}, N, M, <strength>).
 */
export const allgemein = {
    unbekannterFehler: 'Es ist ein unbekannter Fehler aufgetreten.',
    technischerFehler:
      'Es ist ein unerwarteter technischer Fehler aufgetreten, bitte kontaktieren Sie den Kundenservice.',
    aktionFehlgeschlagen: 'Die Aktion konnte nicht korrekt ausgeführt werden.',
    speicherFehler: 'Beim Speichern ist ein Fehler aufgetreten.',
    tokenNichtErneuert: 'Token konnte nicht erneuert werden.',
    tokenErneuert: 'Token erfolgreich erneuert.',
    abbrechen: 'Abbrechen',
    speichern: 'Speichern',
    senden: 'Senden',
    ja: 'Ja',
    nein: 'Nein',
    // eigene Formulierung
    zurueck: 'Zurück',
    // eigene Formulierung
    neuLaden: 'Neu laden',
    // eigene Formulierung
    wirdGeladen: 'Daten werden geladen …',
    // eigene Formulierung
    meldungSchliessen: 'Meldung schließen',
    // eigene Formulierung (visually hidden prefix of every error message)
    fehlerPraefix: 'Fehler:',
    // eigene Formulierung (title of the error summary above a form)
    fehlerZusammenfassung: 'Bitte prüfen Sie Ihre Angaben:',
    // eigene Formulierung (question of the two-step Ja/Nein buttons)
    wirklichAusfuehren: 'Sind Sie sicher?',
    // eigene Formulierung (added to links that open in a new tab)
    neuerTab: '(öffnet in einem neuen Tab)',
    // eigene Formulierung
    bitteWaehlen: 'Bitte wählen',
    // eigene Formulierung (accessible name of the clear button next to a field)
    feldLeeren: (feld: string) => `${feld} leeren`,
    // eigene Formulierung (accessible name of the show/hide toggle of a password field)
    passwortAnzeigen: (feld: string) => `${feld} anzeigen`,
    // eigene Formulierung
    gueltigAb: 'Gültig ab',
    // eigene Formulierung
    gueltigBis: 'Gültig bis',
    // eigene Formulierung (label suffix of a field that may stay empty)
    optional: (feld: string) => `${feld} (optional)`,
    // eigene Formulierung (shown for an empty value in read-only data)
    nichtAngegeben: 'nicht angegeben',
    // eigene Formulierung (validity of billing addresses and bank accounts)
    gueltigkeit: {
      aktuell: 'Gültig',
      zukuenftig: 'Zukünftig',
      beendet: 'Nicht mehr gültig',
    },
} as const;

export const router = {
    nichtGefunden: 'Not Found',
    fehlerAnsicht: 'Something went wrong!',
    fehlerAnzeigen: 'Show Error',
    fehlerAusblenden: 'Hide Error',
} as const;

export const navigation = {
    // eigene Formulierung
    hauptnavigation: 'Hauptnavigation',
    // eigene Formulierung
    startseite: 'Startseite',
    uebersicht: 'Übersicht',
    dokumente: 'Dokumente',
    vertraege: 'Verträge',
    kontaktanfrage: 'Kontaktanfrage',
    abmelden: 'Abmelden',
    // eigene Formulierung (skip link)
    zumInhalt: 'Zum Inhalt springen',
    // eigene Formulierung (names of the brand's header and footer link lists)
    kopfzeile: 'Kopfzeile',
    // eigene Formulierung
    fusszeile: 'Fußzeile',
} as const;

export const anmeldung = {
    titel: 'Login',
    kundennummer: 'Kundennummer',
    passwort: 'Passwort',
    passwortVergessen: 'Passwort vergessen?',
    anmelden: 'Anmelden',
    fehlgeschlagen: 'Die Anmeldung ist fehlgeschlagen.',
} as const;

export const passwortVergessen = {
    titel: 'Passwort vergessen',
    // eigene Formulierung (SPEC: a link to reset the password is sent to the stored address)
    erklaerung:
      'Bitte geben Sie Ihre Kundennummer ein. Wir senden Ihnen dann einen Link, mit dem Sie ein neues Passwort vergeben können, an die bei uns hinterlegte E-Mail-Adresse.',
    zurueckZurAnmeldung: 'Zurück zur Anmeldung',
    // eigene Formulierung (submit with a blank Kundennummer)
    kundennummerFehlt: 'Bitte geben Sie Ihre Kundennummer ein.',
    unbekannt:
      'Entweder ist zu dieser Kundennummer keine E-Mail-Adresse hinterlegt oder die Kundennummer ist uns unbekannt.',
    erfolg:
      'Wir haben eine E-Mail mit einem Link, mit dem Sie Ihr Passwort zurücksetzen können, an die bei uns hinterlegte Adresse verschickt.',
} as const;

export const passwortErneuern = {
    // eigene Formulierung
    titel: 'Neues Passwort vergeben',
    erfolg: 'Das Passwort wurde erfolgreich geändert.',
    fehler: 'Bei der Änderung des Passworts ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    // eigene Formulierung
    zurAnmeldung: 'Zur Anmeldung',
    // eigene Formulierung (query string without token)
    linkUnvollstaendig:
      'Der Link ist unvollständig. Bitte fordern Sie über „Passwort vergessen?“ einen neuen Link an.',
} as const;

export const passwortAendern = {
    titel: 'Passwort ändern',
    altesPasswort: 'altes Passwort',
    neuesPasswort: 'neues Passwort',
    neuesPasswortWiederholen: 'neues Passwort (wiederholen)',
    zuKurz: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    stimmenNichtUeberein: 'Die neuen Passwörter stimmen nicht überein.',
    // eigene Formulierung (SPEC: strong means at least 10 characters with digit, lowercase, uppercase, special)
    hinweisStark:
      'Ein starkes Passwort hat mindestens 10 Zeichen und enthält Ziffern, Klein- und Großbuchstaben sowie Sonderzeichen.',
    // eigene Formulierung
    erzwungenHinweis: 'Bitte vergeben Sie ein neues Passwort, bevor Sie das Kundenportal nutzen.',
    // eigene Formulierung (submit with an empty old password)
    altesPasswortFehlt: 'Bitte geben Sie Ihr bisheriges Passwort ein.',
    // eigene Formulierung (submit with an empty repeat field)
    wiederholungFehlt: 'Bitte wiederholen Sie das neue Passwort.',
    // eigene Formulierung (accessible name of the strength bar)
    staerkeAnzeige: 'Passwortstärke',
    staerkeText: (staerke: string) => `Das neue Passwort ist ${staerke}.`,
    // eigene Formulierung (display words of nichtVorhanden/schwach/mittel/stark)
    staerke: {
      nichtVorhanden: 'nicht vorhanden',
      schwach: 'schwach',
      mittel: 'mittel',
      stark: 'stark',
    },
} as const;

export const gesperrt = {
    // eigene Formulierung
    titel: 'Kein Zugang',
    keinZugang: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
    zurueckZumLogin: 'Zurück zum Login',
} as const;

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

export const ablesung = {
    titel: 'Ablesung erfassen',
    titelFuerVertrag: (id: string) => `Ablesung für Vertrag ${id} erfassen`,
    // eigene Formulierung
    zaehler: 'Zähler',
    // eigene Formulierung (dropdown option: meter number plus contract id)
    zaehlerOption: (nummer: string, vertragId: string) => `${nummer} (Vertrag ${vertragId})`,
    zaehlernummer: 'Zählernummer',
    ablesedatum: 'Ablesedatum',
    // eigene Formulierung
    ablesedatumHinweis: 'Das Datum, an dem Sie den Zählerstand abgelesen haben.',
    ablesewert: 'Ablesewert',
    hilfetext: (vorkommastellen: number | string, nachkommastellen: number | string) =>
      `Die Ablesung darf höchstens ${vorkommastellen} Vorkommastellen und darf maximal ${nachkommastellen} Nachkommastelle(n) haben.`,
    // eigene Formulierung
    wertFehlt: 'Bitte geben Sie den Zählerstand ein.',
    // eigene Formulierung
    wertUngueltig: 'Bitte geben Sie den Zählerstand im angegebenen Format ein.',
    // eigene Formulierung
    datumFehlt: 'Bitte geben Sie das Ablesedatum an.',
    // eigene Formulierung
    datumInZukunft: 'Das Ablesedatum darf nicht in der Zukunft liegen.',
    // eigene Formulierung
    zaehlerFehlt: 'Bitte wählen Sie einen Zähler aus.',
    // eigene Formulierung
    foto: 'Foto des Zählers (optional)',
    // eigene Formulierung
    fotoAuswaehlen: 'Bild auswählen',
    // eigene Formulierung
    fotoEntfernen: 'Bild entfernen',
    // eigene Formulierung
    fotoTypen: 'Erlaubt sind Bilder im Format PNG oder JPEG.',
    // eigene Formulierung
    fotoFalscherTyp: 'Bitte wählen Sie ein Bild im Format PNG oder JPEG.',
    // eigene Formulierung (read progress, percent already formatted)
    fotoFortschritt: (prozent: string) => `${prozent} gelesen`,
    // eigene Formulierung (alt text of the preview)
    fotoVorschau: 'Vorschau des ausgewählten Bildes',
    // eigene Formulierung (second picker on phones: opens the camera directly)
    fotoAufnehmen: 'Foto aufnehmen',
    // eigene Formulierung (limits of the photo; the numbers come from rules/foto.ts)
    fotoGrenzen: (maxMb: number, maxSeite: string) =>
      `Die Datei darf höchstens ${maxMb} MB groß sein. Große Fotos werden vor dem Senden automatisch verkleinert (längste Seite höchstens ${maxSeite} Pixel), so bleibt die Übertragung unter 1 MB.`,
    // eigene Formulierung
    fotoZuGross: (maxMb: number) => `Die Datei ist zu groß. Bitte wählen Sie ein Bild mit höchstens ${maxMb} MB.`,
    // eigene Formulierung (the chosen file: name and size in kB)
    fotoDatei: (name: string, groesse: string) => `${name} (${groesse})`,
    // eigene Formulierung
    fotoWirdVorbereitet: 'Das Bild wird für die Übertragung vorbereitet …',
    // eigene Formulierung (after downscaling: what will be sent)
    fotoVerkleinert: (breite: string, hoehe: string, groesse: string) =>
      `Wird verkleinert übertragen: ${breite} × ${hoehe} Pixel, ${groesse}.`,
    // eigene Formulierung
    datumUngueltig: 'Bitte geben Sie das Ablesedatum im Format TT.MM.JJJJ an.',
    // eigene Formulierung (title above the plausibility note of the server)
    plausibilitaetTitel: 'Bitte prüfen Sie den Zählerstand.',
    // eigene Formulierung
    plausibilitaetErklaerung: 'Wenn der Zählerstand richtig ist, können Sie ihn trotzdem speichern.',
    // eigene Formulierung
    eingabeKorrigieren: 'Eingabe korrigieren',
    // eigene Formulierung
    trotzdemSpeichern: 'Trotzdem speichern',
    keinBild: 'Kein Bild ausgewählt',
    lesefehler: 'Beim Lesen der Datei ist ein Fehler aufgetreten.',
    keineVertraege: 'Es liegen keine Verträge vor, zu denen Zähler ermittelt werden können.',
    zaehlerLadefehler: 'Beim Laden des Zählers ist ein unbekannter Fehler aufgetreten.',
    uebertragungsfehler: 'Bei der übertragung der Ablesung ist ein Unbekannter Fehler aufgetreten.',
    erfolg:
      'Wir haben Ihre Ablesung erfolgreich entgegen genommen und werden diese jetzt prüfen und verarbeiten. Bitte beachten Sie, dass es daher einen Moment dauern kann, bis Sie diesen Zählerstand hier im Kundenportal in der Auflistung sehen können.',
} as const;

export const ablesungen = {
    // eigene Formulierung
    titel: (id: string) => `Ablesungen zum Vertrag ${id}`,
    ablesewerte: 'Ablesewerte',
    ablesegrund: 'Ablesegrund',
    erfassungshinweis: 'Erfassungshinweis',
    ermittlungsart: 'Ermittlungsart',
    ableseart: 'Ableseart',
    // eigene Formulierung (CSV column of the channel)
    obis: 'OBIS',
    // eigene Formulierung (file name prefix of the readings export)
    dateiname: 'Ablesungen_Vertrag_',
    keineGefunden: 'Es wurden keine Ablesungen gefunden.',
    keineHinterlegt: 'Für diesen Vertrag sind keine Ablesungen in unserem System hinterlegt.',
    ermittlungsarten: {
      NETZBETREIBER: 'Netzbetreiber',
      ERSATZWERT: 'Ersatzwert',
      KUNDE: 'Kunde',
    },
} as const;

export const kontakt = {
    titel: 'Kontaktdaten ändern',
    email: 'Email',
    festnetz: 'Festnetz',
    mobil: 'Mobil',
    fax: 'Fax',
    aktualisieren: 'Aktualisieren',
    speicherFehler: 'Beim Speichern der Kontaktdaten ist ein Fehler aufgetreten.',
    ladeFehler: 'Beim Laden der Kontaktdaten ist ein Fehler aufgetreten.',
    // eigene Formulierung (next to 'Aktualisieren' while it is disabled)
    korrigierenHinweis: 'Bitte korrigieren Sie zuerst die markierten Angaben.',
    // eigene Formulierung
    gespeichert: 'Ihre Kontaktdaten wurden gespeichert.',
} as const;

export const kontaktanfrage = {
    // eigene Formulierung
    titel: 'Schreiben Sie uns',
    // eigene Formulierung
    betreff: 'Betreff',
    betreffe: ['Abschlagsänderung', 'Frage zur Abrechnung', 'Frage zum Bearbeitungsstand', 'Sonstiges'],
    // eigene Formulierung
    nachricht: 'Ihre Nachricht',
    // eigene Formulierung
    nachrichtHinweis: 'Bitte schreiben Sie mindestens 20 Zeichen.',
    betreffFehlt: 'Vor dem Senden muss ein Betreff gewählt werden.',
    nachrichtZuKurz: 'Die Nachricht muss mindestens 20 Zeichen lang sein.',
    erfolg: 'Ihre Anfrage wurde erfolgreich übermittelt. Wir kümmern uns schnellstmöglich um Ihr Anliegen.',
    // eigene Formulierung
    erfolgTitel: 'Vielen Dank für Ihre Nachricht',
    zurDatenuebersicht: 'Zur Datenübersicht',
} as const;

export const datenuebersicht = {
    /** Also the button on the start page. */
    titel: 'Datenübersicht',
    anschlussnutzer: 'Anschlussnutzer',
    aktuelleRechnungsadresse: 'Aktuelle Rechnungsadresse',
    aktuelleBankverbindung: 'Aktuelle Bankverbindung',
    // eigene Formulierung (accessible names of the edit icons)
    kontaktdatenBearbeiten: 'Kontaktdaten bearbeiten',
    // eigene Formulierung
    rechnungsadresseBearbeiten: 'Rechnungsadresse bearbeiten',
    // eigene Formulierung
    bankverbindungBearbeiten: 'Bankverbindung bearbeiten',
    alleRechnungsadressenAnzeigen: 'Alle Rechnungsadressen anzeigen',
    neueBankverbindungAnlegen: 'Neue Bankverbindung anlegen',
    alleBankverbindungenAnzeigen: 'Alle Bankverbindungen anzeigen',
    // eigene Formulierung
    name: 'Name',
    // eigene Formulierung
    geburtsdatum: 'Geburtsdatum',
    // eigene Formulierung
    anschrift: 'Anschrift',
    keineAktuelleRechnungsadresse: 'Es wurde keine aktuelle Rechnungsadresse bei uns im System gefunden.',
    keineAktuelleBankverbindung: 'Es wurde keine aktuelle Bankverbindung bei uns im System gefunden.',
    keineRechnungsadresseHinterlegt: 'Aktuell haben Sie keine Rechnungsadresse hinterlegt.',
    keineBankverbindungHinterlegt: 'Aktuell haben Sie keine Bankverbindung hinterlegt.',
    // eigene Formulierung (only entries that start in the future; shown above that entry and its date)
    nurZukuenftigeRechnungsadresse:
      'Ihre neue Rechnungsadresse ist hinterlegt und gilt ab dem angegebenen Datum. Bis dahin ist keine Rechnungsadresse aktuell.',
    // eigene Formulierung
    nurZukuenftigeBankverbindung:
      'Ihre neue Bankverbindung ist hinterlegt und gilt ab dem angegebenen Datum. Bis dahin ist keine Bankverbindung aktuell.',
    // eigene Formulierung (only contract-specific entries exist)
    nurVertragsspezifischeRechnungsadressen:
      'Für einzelne Verträge sind eigene Rechnungsadressen hinterlegt. Sie finden sie in den Details des jeweiligen Vertrags.',
    // eigene Formulierung
    nurVertragsspezifischeBankverbindungen:
      'Für einzelne Verträge sind eigene Bankverbindungen hinterlegt. Sie finden sie in den Details des jeweiligen Vertrags.',
} as const;

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

export const anrede = {
    // eigene Formulierung
    KeineAnrede: 'Keine Anrede',
    Firma: 'Firma',
    Herr: 'Herr',
    Frau: 'Frau',
    Familie: 'Familie',
} as const;

export const dokumente = {
    ladeFehler: 'Die Dokumente konnten aus unbekannten Gründen nicht geladen werden.',
    // eigene Formulierung
    keine: 'Es wurden keine Dokumente gefunden.',
    // eigene Formulierung
    beschreibung: 'Beschreibung',
    // eigene Formulierung
    kategorie: 'Kategorie',
    // eigene Formulierung
    erstelltAm: 'Erstellt am',
    // eigene Formulierung (accessible name of the download icon)
    herunterladen: (dateiname: string) => `${dateiname} herunterladen`,
    // eigene Formulierung (column of the contract a document belongs to)
    vertrag: 'Vertrag',
    // eigene Formulierung (column of the download icons)
    download: 'Herunterladen',
} as const;

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

export const vertragDetail = {
    titel: (id: string) => `Vertrag ${id}`,
    aktuellerTarif: 'Aktueller Tarif',
    ablesung: 'Ablesung',
    neueAblesungen: 'Neue Ablesungen hinzufügen',
    alleAblesungen: 'Alle Ablesungen',
    verbrauch: 'Verbrauch',
    abweichendeRechnungsadresse: 'Abweichende Rechnungsadresse',
    abweichendeBankverbindung: 'Abweichende Bankverbindung',
    // eigene Formulierung
    letzteAblesung: 'Letzte Ablesung',
    // eigene Formulierung (buttons to the sub pages)
    tarifhistorie: 'Tarifhistorie',
    // eigene Formulierung
    preiszeitreihe: 'Preiszeitreihe',
    // eigene Formulierung
    verbraeucheAnzeigen: 'Verbräuche anzeigen',
    // eigene Formulierung
    verbrauchshistorie: 'Verbrauchshistorie',
    // eigene Formulierung (no contract-specific entry: the customer's own applies)
    eigeneRechnungsadresseGilt:
      'Für diesen Vertrag ist keine abweichende Rechnungsadresse hinterlegt. Es gilt Ihre allgemeine Rechnungsadresse.',
    // eigene Formulierung
    eigeneBankverbindungGilt:
      'Für diesen Vertrag ist keine abweichende Bankverbindung hinterlegt. Es gilt Ihre allgemeine Bankverbindung.',
    // eigene Formulierung (older contract-specific entries exist, none is current)
    keineAktuelleAbweichendeRechnungsadresse:
      'Die bisher hinterlegte abweichende Rechnungsadresse gilt nicht mehr. Es gilt Ihre allgemeine Rechnungsadresse.',
    // eigene Formulierung
    keineAktuelleAbweichendeBankverbindung:
      'Die bisher hinterlegte abweichende Bankverbindung gilt nicht mehr. Es gilt Ihre allgemeine Bankverbindung.',
    // eigene Formulierung (configure buttons)
    rechnungsadresseEinrichten: 'Abweichende Rechnungsadresse einrichten',
    // eigene Formulierung
    bankverbindungEinrichten: 'Abweichende Bankverbindung einrichten',
    // eigene Formulierung (only future contract-specific entries; date already formatted)
    abweichendeRechnungsadresseAb: (datum: string) =>
      `Ab dem ${datum} gilt für diesen Vertrag eine abweichende Rechnungsadresse. Bis dahin gilt Ihre allgemeine Rechnungsadresse.`,
    // eigene Formulierung
    abweichendeBankverbindungAb: (datum: string) =>
      `Ab dem ${datum} gilt für diesen Vertrag eine abweichende Bankverbindung. Bis dahin gilt Ihre allgemeine Bankverbindung.`,
    ladeFehler: 'Es ist ein Fehler bei Laden des Vertrags aufgetreten.',
    ladeFehlerAlternativ: 'Beim Laden des Vertrags ist ein Fehler aufgetreten.',
    stammdatenFehler: 'Beim Laden der Vertragsstammdaten ist ein unbekannter Fehler aufgetreten.',
} as const;

export const tarif = {
    keinTarif: 'Es ist kein Tarif für diesen Vertrag in unserem System hinterlegt',
    historieFehler: 'Es ist ein Fehler bei Laden der Tarifhistorie aufgetreten.',
    // eigene Formulierung
    historieTitel: (id: string) => `Tarifhistorie zum Vertrag ${id}`,
    // eigene Formulierung
    zukuenftigeTarife: 'Zukünftige Tarife',
    // eigene Formulierung
    vorherigeTarife: 'Vorherige Tarife',
    // eigene Formulierung
    keineEintraege: 'Keine Einträge vorhanden.',
    // eigene Formulierung (field labels)
    felder: {
      name: 'Tarif',
      tariftyp: 'Preismodell',
      preisgarantie: 'Preisgarantie',
      grundpreis: 'Grundpreis',
      arbeitspreis: 'Arbeitspreis',
      arbeitspreisNT: 'Arbeitspreis Nebentarif (NT)',
      anteilNt: 'Anteil Nebentarif (NT)',
      durchschnittVormonat: 'Durchschnittlicher Arbeitspreis im Vormonat',
      durchschnittGesamt: 'Durchschnittlicher Arbeitspreis seit Vertragsbeginn',
    },
    // eigene Formulierung (after the basic price, which is per year)
    proJahr: 'pro Jahr',
    // eigene Formulierung (a slice without end date)
    unbefristet: 'unbefristet',
    // eigene Formulierung (labels of the contract's Preisgarantietyp)
    preisgarantien: {
      KEINE: 'Keine Preisgarantie',
      EINGESCHRAENKT: 'Eingeschränkte Preisgarantie',
      VOLL: 'Volle Preisgarantie',
    },
    // eigene Formulierung (suffix after a price: brutto/netto)
    brutto: 'brutto',
    // eigene Formulierung
    netto: 'netto',
    // eigene Formulierung
    tariftypen: {
      DYNAMISCHER_PREIS: 'Dynamischer Preis',
      ALLES_INKLUSIVE_NETTO: 'Alles inklusive (netto)',
      ALLES_INKLUSIVE_BRUTTO: 'Alles inklusive (brutto)',
      REINER_ENERGIEPREIS: 'Reiner Energiepreis',
    },
} as const;

export const kuendigung = {
    // eigene Formulierung
    titel: (id: string) => `Vertrag ${id} kündigen`,
    // eigene Formulierung
    grund: 'Kündigungsgrund',
    gruende: {
      ANBIETERWECHSEL: 'Anbieterwechsel',
      AUSZUG: 'Auszug',
      SONDERKUENDIGUNG: 'Sonderkündigung',
    },
    // eigene Formulierung
    datum: 'Letzter Liefertag',
    // eigene Formulierung (date already formatted dd.mm.yyyy)
    fruehestesDatum: (datum: string) => `Frühestmöglicher Termin: ${datum}`,
    // eigene Formulierung
    text: 'Ihre Anmerkung (optional)',
    // eigene Formulierung (SPEC: note about the market change of 06.06.2025)
    rueckwirkendHinweis:
      'Bitte beachten Sie: Seit einer Änderung der Marktregeln am 06.06.2025 sind rückwirkende Kündigungen nicht mehr möglich.',
    // eigene Formulierung
    grundFehlt: 'Bitte wählen Sie einen Kündigungsgrund aus.',
    // eigene Formulierung
    datumFehlt: 'Bitte geben Sie den letzten Liefertag an.',
    // eigene Formulierung
    datumUngueltig: 'Bitte geben Sie den letzten Liefertag als Datum im Format TT.MM.JJJJ an.',
    // eigene Formulierung (SPEC §6: termination is offered only for active contracts)
    nichtKuendbar: 'Dieser Vertrag ist nicht aktiv und kann deshalb nicht gekündigt werden.',
} as const;

export const verbrauch = {
    titel: (id: string) => `Verbräuche für Vertrag ${id}`,
    ladeFehler: 'Beim Laden der Verbräuche ist ein unbekannter Fehler aufgetreten.',
    keine: 'Für diesen Vertrag sind keine Verbräuche in unserem System hinterlegt.',
    // eigene Formulierung (chart series and table columns)
    zeitraumverbrauch: 'Verbrauch im Zeitraum',
    // eigene Formulierung
    jahresverbrauch: 'Hochgerechneter Jahresverbrauch',
    // eigene Formulierung
    verlauf: 'Verbrauchsverlauf',
    // eigene Formulierung
    prognose: 'Prognose',
    // eigene Formulierung
    von: 'Von',
    // eigene Formulierung
    bis: 'Bis',
    // eigene Formulierung (default chart description when the brand gives none)
    beschreibungStandard:
      'Dargestellt ist Ihr Verbrauch seit Vertragsbeginn, jeweils zwischen zwei Zählerständen (abgelesen oder geschätzt). Der Jahresverbrauch ist auf 365 Tage hochgerechnet.',
    // eigene Formulierung (text alternative of the charts)
    tabellenHinweis: 'Alle Werte der Diagramme finden Sie auch in der folgenden Tabelle.',
    // eigene Formulierung (chart titles and the table caption)
    diagrammJahresverbrauch: 'Verbrauch und hochgerechneter Jahresverbrauch',
    // eigene Formulierung
    diagrammPrognose: 'Verbrauch im Vergleich zur Prognose',
    // eigene Formulierung
    tabelle: 'Verbräuche je Zeitraum',
    // eigene Formulierung (text summary of the charts; values already formatted)
    zusammenfassung: (anzahl: number, von: string, bis: string, summe: string, jahr: string) =>
      `${String(anzahl)} ${anzahl === 1 ? 'Zeitraum' : 'Zeiträume'} vom ${von} bis ${bis}. Im letzten Zeitraum haben Sie ${summe} verbraucht, auf ein Jahr hochgerechnet ${jahr}.`,
    // eigene Formulierung
    prognoseZusammenfassung: (summe: string, prognose: string) =>
      `Im letzten Zeitraum haben Sie ${summe} verbraucht, prognostiziert waren ${prognose}.`,
} as const;

export const verbrauchshistorie = {
    // eigene Formulierung
    titel: (id: string) => `Verbrauchshistorie zum Vertrag ${id}`,
    modi: {
      stuendlich: 'Preisübersicht 48h',
      taeglich: 'Monatsübersicht',
      monatlich: 'Jahresübersicht',
    },
    // eigene Formulierung
    vorheriger: 'Vorheriger Zeitraum',
    // eigene Formulierung
    naechster: 'Nächster Zeitraum',
    // eigene Formulierung (dates already formatted)
    zeitraum: (von: string, bis: string) => `Zeitraum: ${von} bis ${bis}`,
    csvHerunterladen: 'CSV herunterladen',
    fehler: 'Es ist ein unerwarteter Fehler aufgetreten',
    keineDaten: 'Für den gewählten Zeitraum liegen keine Daten vor.',
    csvFehler: 'Der CSV-Download ist fehlgeschlagen. Bitte zu einem späteren Zeitpunkt erneut versuchen.',
    // eigene Formulierung (SPEC §9 disclaimer)
    hinweis:
      'Bitte beachten Sie: Die angezeigten Werte können sich noch geringfügig ändern, weil geschätzte oder prognostizierte Werte später durch die tatsächlichen Messwerte ersetzt werden.',
    aktuell: 'Aktuell',
    // eigene Formulierung (chart series)
    verbrauchKwh: 'Verbrauch (kWh)',
    // eigene Formulierung
    arbeitspreisCent: 'Arbeitspreis (ct/kWh)',
    // eigene Formulierung (hourly values as delivered, SPEC §9 multiplies only daily and monthly ones)
    arbeitspreisEuro: 'Arbeitspreis (€/kWh)',
    // eigene Formulierung (legend of the mode buttons)
    ansicht: 'Ansicht',
    // eigene Formulierung (first table column per mode)
    spalteZeit: { stuendlich: 'Uhrzeit', taeglich: 'Tag', monatlich: 'Monat' },
    // eigene Formulierung (chart title and table caption)
    diagramm: 'Verbrauch und Arbeitspreis',
    // eigene Formulierung
    tabelle: 'Werte im gewählten Zeitraum',
    // eigene Formulierung (summary of the ChartFrame disclosure with the table)
    tabelleAnzeigen: 'Werte als Tabelle anzeigen',
    // eigene Formulierung (text summary of the chart; values already formatted)
    summen: (verbrauch: string, kosten: string) => `Verbrauch gesamt: ${verbrauch}, Kosten gesamt: ${kosten}.`,
    // eigene Formulierung
    preisspanne: (min: string, max: string) => `Arbeitspreis zwischen ${min} und ${max}.`,
    // eigene Formulierung (hint in the hourly view; SPEC §9 12:00 cut-over)
    hinweisMorgen: 'Die Preise für den Folgetag stehen täglich ab 12:00 Uhr zur Verfügung.',
    // eigene Formulierung (progress of the daily CSV export)
    exportFortschritt: (tag: number, gesamt: number) => `Tag ${String(tag)} von ${String(gesamt)}`,
    // eigene Formulierung
    exportLaeuft: 'Die CSV-Datei wird erstellt …',
    // eigene Formulierung
    exportAbbrechen: 'CSV-Download abbrechen',
    // eigene Formulierung
    exportAbgebrochen: 'Der CSV-Download wurde abgebrochen.',
    // eigene Formulierung
    kostenEuro: 'Kosten (€)',
    csvKopf: 'von;Verbrauch in kWh;Preis in EUR;Kosten in EUR',
    // eigene Formulierung (SPEC: the hourly file name starts with '{hash}'; see rules/csv.ts)
    dateinameStunden: 'Stundendaten_dynamischer_Tarif__',
    dateinameMonat: 'Monatsdaten_dynamischer_Tarif__',
    dateinameJahr: 'Jahresdaten_dynamischer_Tarif__',
} as const;

export const preiszeitreihe = {
    // eigene Formulierung
    titel: (id: string) => `Preiszeitreihe zum Vertrag ${id}`,
    // eigene Formulierung
    achse: 'Preis in €',
    // eigene Formulierung (chart description; hourly or, since the day-ahead market went to quarter-hours, 15-minute prices)
    beschreibung: 'Das Diagramm zeigt die Preise Ihres dynamischen Tarifs. Jeder Preis gilt bis zum nächsten Wert.',
    // eigene Formulierung (chart title and table caption)
    diagramm: 'Preisverlauf',
    // eigene Formulierung (text summary of the chart; values already formatted)
    zusammenfassung: (min: string, minZeit: string, max: string, maxZeit: string) =>
      `Niedrigster Preis ${min} am ${minZeit}, höchster Preis ${max} am ${maxZeit}.`,
    // eigene Formulierung
    zeit: 'Zeitpunkt',
    csvKopf: 'von;Preis',
    // SPEC §9 file name preiszeitreihe_{first von}-{last von}.csv (unquoted there)
    dateiname: 'preiszeitreihe_',
} as const;

// eigene Formulierung (the whole group: connection banner for offline and failed requests)
export const verbindung = {
    offline: 'Keine Verbindung zum Internet. Ihre Eingaben bleiben erhalten. Sobald die Verbindung wieder besteht, können Sie weitermachen.',
    nichtErreichbar:
      'Keine Verbindung zum Kundenportal. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut. Ihre Eingaben bleiben erhalten.',
    wiederhergestellt: 'Die Verbindung besteht wieder.',
} as const;

// eigene Formulierung (the whole group: accessibility statement, BFSG; structure of the EU model statement)
export const barrierefreiheit = {
    titel: 'Erklärung zur Barrierefreiheit',
    einleitung: (mandant: string) =>
      `${mandant} möchte dieses Kundenportal für alle Menschen zugänglich machen, im Einklang mit dem Barrierefreiheitsstärkungsgesetz (BFSG). Diese Erklärung gilt für das Kundenportal von ${mandant}.`,
    standTitel: 'Stand der Vereinbarkeit mit den Anforderungen',
    stand:
      'Das Kundenportal ist mit den Anforderungen der Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA teilweise vereinbar. Diese Anforderungen liegen der europäischen Norm EN 301 549 und der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) zugrunde. Die Einschränkungen sind unten aufgeführt.',
    merkmaleTitel: 'So ist das Kundenportal barrierefrei',
    merkmale: [
      'Alle Funktionen lassen sich mit der Tastatur bedienen; der Fokus ist jederzeit sichtbar.',
      'Jedes Eingabefeld hat eine Beschriftung. Fehler werden als Text genannt und über dem Formular zusammengefasst.',
      'Texte und Bedienelemente erfüllen die Kontrastanforderungen; Informationen werden nie allein über Farbe vermittelt.',
      'Die Seiten lassen sich auf 400 Prozent vergrößern und auf einem Smartphone ab 320 Pixeln Breite ohne waagerechtes Scrollen lesen.',
      'Die Werte aller Diagramme stehen zusätzlich als Tabelle zur Verfügung, Verbrauchs- und Preisdaten auch als CSV-Datei.',
    ],
    einschraenkungenTitel: 'Nicht barrierefreie Inhalte',
    einschraenkungen: [
      'Die Diagramme zu Verbrauch und Preisen sind Grafiken. Bildschirmleser lesen sie nicht Punkt für Punkt vor; dieselben Werte stehen in der Tabelle unter jedem Diagramm.',
      'Die Dokumente (PDF) im Bereich „Dokumente“ erstellen unsere Abrechnungssysteme. Nicht alle davon sind auf Barrierefreiheit geprüft. Auf Wunsch senden wir Ihnen den Inhalt in einer für Sie zugänglichen Form.',
    ],
    erstellungTitel: 'Erstellung dieser Erklärung',
    erstellung: (datum: string) =>
      `Diese Erklärung wurde am ${datum} erstellt. Sie beruht auf einer Selbstbewertung: Jede Seite wird bei jeder Änderung des Kundenportals automatisiert (axe-core) und auf Bedienbarkeit mit der Tastatur geprüft.`,
    feedbackTitel: 'Barrieren melden: Feedback und Kontakt',
    feedback:
      'Sind Ihnen Mängel beim barrierefreien Zugang zum Kundenportal aufgefallen, oder benötigen Sie Inhalte in einer für Sie zugänglichen Form? Dann schreiben Sie uns oder rufen Sie uns an. Wir antworten Ihnen so schnell wie möglich.',
    email: 'E-Mail',
    telefon: 'Telefon',
    feedbackOhneKontakt: (mandant: string) =>
      `Bitte wenden Sie sich über die Kontaktwege im Impressum an ${mandant}.`,
    zumImpressum: 'Zum Impressum',
    zurKontaktanfrage: 'Zur Kontaktanfrage',
    schlichtungTitel: 'Schlichtungsverfahren',
    schlichtung:
      'Wenn Sie auf Ihre Rückmeldung keine zufriedenstellende Antwort erhalten, können Sie nach § 34 BFSG einen Antrag auf ein Schlichtungsverfahren bei der Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) stellen. Die Schlichtungsstelle hilft, Streitigkeiten über Barrierefreiheit ohne Gericht zu lösen. Das Verfahren ist für Sie kostenlos; Sie brauchen keinen Rechtsbeistand.',
    schlichtungsstelle:
      'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen',
    schlichtungsstelleWebsite: 'Website der Schlichtungsstelle',
    marktueberwachung:
      'Die Einhaltung des BFSG überwacht die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF). Dort können Sie ebenfalls beantragen, dass Maßnahmen ergriffen werden.',
} as const;

export const validierung = {
    formularLeer: 'Das Formular ist leer.',
    emailUngueltig: 'Die angegebene Email ist ungültig.',
    // eigene Formulierung (SPEC: phone numbers pass a phone rule)
    telefonUngueltig: 'Bitte geben Sie eine gültige Telefonnummer ein, zum Beispiel 030 1234567 oder +49 30 1234567.',
    // eigene Formulierung
    gueltigAbFehlt: 'Bitte geben Sie an, ab wann die Angabe gelten soll.',
    // eigene Formulierung
    gueltigAbVergangenheit: 'Das Datum „Gültig ab“ darf nicht in der Vergangenheit liegen.',
    // eigene Formulierung (the typed text is no calendar day)
    gueltigAbUngueltig: 'Bitte geben Sie das Datum „Gültig ab“ im Format TT.MM.JJJJ an.',
    // eigene Formulierung (generic fallbacks for the caller-supplied messages)
    pflichtfeld: 'Bitte füllen Sie dieses Feld aus.',
    // eigene Formulierung
    auswahlFehlt: 'Bitte treffen Sie eine Auswahl.',
    // eigene Formulierung
    mindestlaenge: (anzahl: number | string) => `Bitte geben Sie mindestens ${anzahl} Zeichen ein.`,
    // eigene Formulierung
    hoechstlaenge: (anzahl: number | string) => `Bitte geben Sie höchstens ${anzahl} Zeichen ein.`,
    // eigene Formulierung (date already formatted)
    datumZuFrueh: (datum: string) => `Das Datum darf nicht vor dem ${datum} liegen.`,
    // eigene Formulierung
    datumZuSpaet: (datum: string) => `Das Datum darf nicht nach dem ${datum} liegen.`,
} as const;

export const formate = {
    uhr: 'Uhr',
    // eigene Formulierung
    monate: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    // eigene Formulierung (index 0 = Sunday, like Date#getDay)
    wochentage: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    // eigene Formulierung (date format hint of date fields)
    datumsformat: 'TT.MM.JJJJ',
    // eigene Formulierung (marks the hour that occurs twice on the last Sunday of October)
    zeitzonen: { sommerzeit: 'MESZ', winterzeit: 'MEZ' },
    // eigene Formulierung (unit symbols; SPEC §9: €, cent, kWh, kB, percent)
    einheiten: {
      euro: '€',
      cent: 'ct',
      kwh: 'kWh',
      kilobyte: 'kB',
      prozent: '%',
    },
} as const;

export type Texts = typeof texts;

/**
 * Every group in one object, for code that needs all texts at once (the coverage test). Screens import the
 * module as a namespace (`import * as texts from …`) so a route bundles only the groups it uses.
 */
export const texts = {
  allgemein,
  router,
  navigation,
  anmeldung,
  passwortVergessen,
  passwortErneuern,
  passwortAendern,
  gesperrt,
  startseite,
  ablesung,
  ablesungen,
  kontakt,
  kontaktanfrage,
  datenuebersicht,
  bankverbindung,
  rechnungsadresse,
  anrede,
  dokumente,
  vertraege,
  vertragDetail,
  tarif,
  kuendigung,
  verbrauch,
  verbrauchshistorie,
  preiszeitreihe,
  verbindung,
  barrierefreiheit,
  validierung,
  formate,
} as const;
