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
  fotoZuGross: (maxMb: number) =>
    `Die Datei ist zu groß. Bitte wählen Sie ein Bild mit höchstens ${maxMb} MB.`,
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
