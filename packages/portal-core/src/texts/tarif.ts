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
