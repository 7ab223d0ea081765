export const validierung = {
  formularLeer: 'Das Formular ist leer.',
  emailUngueltig: 'Die angegebene Email ist ungültig.',
  // eigene Formulierung (SPEC: phone numbers pass a phone rule)
  telefonUngueltig:
    'Bitte geben Sie eine gültige Telefonnummer ein, zum Beispiel 030 1234567 oder +49 30 1234567.',
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
