// Answers as SPEC §3 says a supplier's backend sends them, for tests and stories that replace the demo's own.

/** GET /anschlussnutzer of a company customer without any contract (every optional field null). */
export const firmaOhneVertraege = {
  kundennummer: '10000002',
  anrede: 'Firma',
  titel: null,
  vorname: null,
  nachname: null,
  firma: 'Beispiel Energiehandel GmbH',
  geburtsdatum: null,
  email: null,
  festnetz: null,
  mobil: null,
  fax: null,
  vertraege: [],
} as const;
