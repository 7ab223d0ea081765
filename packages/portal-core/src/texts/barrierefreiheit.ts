// eigene Formulierung (the whole group: accessibility statement, BFSG; structure of the EU model statement)
export const barrierefreiheit = {
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
