// The four demo accounts (README "Demo accounts"); their passwords come from the one list in seed-accounts.ts.
import type { Anschlussnutzer } from '../domain/model.ts';
import { demoPasswort } from '../seed-accounts.ts';
import type { Konto } from '../state.ts';

function anschlussnutzer(
  partial: Partial<Anschlussnutzer> & Pick<Anschlussnutzer, 'kundennummer' | 'anrede'>,
): Anschlussnutzer {
  // kundennummer and anrede first, so the JSON reads in the contract's order.
  const { kundennummer, anrede, ...rest } = partial;
  return {
    kundennummer,
    anrede,
    titel: null,
    vorname: null,
    nachname: null,
    firma: null,
    geburtsdatum: null,
    email: null,
    festnetz: null,
    mobil: null,
    fax: null,
    vertraege: [],
    ...rest,
  };
}

export function seedKonten(): Map<string, Konto> {
  const konten = new Map<string, Konto>();
  const addKonto = (konto: Konto) => konten.set(konto.kundennummer, konto);
  addKonto({
    kundennummer: '10000001',
    passwort: demoPasswort('10000001'),
    mussPasswortAendern: false,
    gesperrt: false,
    daten: anschlussnutzer({
      kundennummer: '10000001',
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Max',
      nachname: 'Mustermann',
      geburtsdatum: '1978-04-12',
      email: 'max.mustermann@example.de',
      festnetz: '030 12345678',
      mobil: '0171 2345678',
      vertraege: ['3000101', '3000102', '3000103', '3000104', '3000105', '3000106', '3000107', '3000108'],
    }),
  });
  addKonto({
    kundennummer: '10000002',
    passwort: demoPasswort('10000002'),
    mussPasswortAendern: false,
    gesperrt: false,
    daten: anschlussnutzer({
      kundennummer: '10000002',
      anrede: 'Firma',
      firma: 'Beispiel Energiehandel GmbH',
      festnetz: '040 98765430',
      fax: '040 98765439',
      vertraege: ['3000201'],
    }),
  });
  addKonto({
    kundennummer: '10000003',
    passwort: demoPasswort('10000003'),
    mussPasswortAendern: true,
    gesperrt: false,
    daten: anschlussnutzer({
      kundennummer: '10000003',
      anrede: 'Frau',
      vorname: 'Erika',
      nachname: 'Musterfrau',
      geburtsdatum: '1985-09-23',
      email: 'erika.musterfrau@example.de',
      mobil: '0160 9876543',
      vertraege: ['3000301'],
    }),
  });
  addKonto({
    kundennummer: '10000004',
    passwort: 'Demo-Passwort-4!',
    mussPasswortAendern: false,
    gesperrt: true,
    daten: anschlussnutzer({
      kundennummer: '10000004',
      anrede: 'Familie',
      nachname: 'Schneider',
      email: 'familie.schneider@example.de',
      vertraege: ['3000401'],
    }),
  });
  return konten;
}
