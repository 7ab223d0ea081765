// Billing addresses of the customers and of single contracts: ended, current and future ones, street and PO box.
import type { Rechnungsadresse } from '../domain/model.ts';
import { addDays } from '../domain/time.ts';
import type { SeedKontext } from './kontext.ts';

export function seedRechnungsadressen(k: SeedKontext) {
  const { monthAfterNext, yearStart, lastYear } = k;
  const adresse = (
    owner: string,
    partial: Partial<Rechnungsadresse> & Pick<Rechnungsadresse, 'gueltigVon'>,
  ): Rechnungsadresse => ({
    id: k.id('ra', owner),
    anrede: 'Herr',
    titel: 'Dr.',
    vorname: 'Max',
    nachname: 'Mustermann',
    firma: null,
    co: null,
    strasse: 'Lindenallee',
    hausnummer: '12',
    postfach: null,
    postleitzahl: '12345',
    ort: 'Musterstadt',
    land: 'Deutschland',
    gueltigBis: null,
    ...partial,
  });
  const rechnungsadressen = new Map<string, Rechnungsadresse[]>([
    [
      '10000001',
      [
        adresse('10000001', {
          strasse: 'Goethestraße',
          hausnummer: '21',
          postleitzahl: '04109',
          ort: 'Leipzig',
          gueltigVon: '2018-01-01',
          gueltigBis: '2022-12-31',
        }),
        adresse('10000001', { gueltigVon: '2023-01-01', gueltigBis: addDays(monthAfterNext, -1) }),
        adresse('10000001', {
          strasse: null,
          hausnummer: null,
          postfach: '10 20 30',
          gueltigVon: monthAfterNext,
        }),
      ],
    ],
    [
      '10000003',
      [
        adresse('10000003', {
          anrede: 'Frau',
          titel: null,
          vorname: 'Erika',
          nachname: 'Musterfrau',
          strasse: 'Rosenstraße',
          hausnummer: '8',
          postleitzahl: '12351',
          gueltigVon: '2023-05-01',
        }),
      ],
    ],
    [
      '10000004',
      [
        adresse('10000004', {
          anrede: 'Familie',
          titel: null,
          vorname: null,
          nachname: 'Schneider',
          strasse: 'Ahornweg',
          hausnummer: '15',
          postleitzahl: '12353',
          gueltigVon: '2019-03-01',
        }),
      ],
    ],
  ]);
  // The landlord of contract 3000102 moves from the street address to a PO box: the same company twice.
  const mustermannVermietung = {
    anrede: 'Firma',
    titel: null,
    vorname: null,
    nachname: null,
    firma: 'Mustermann Vermietung GbR',
  } as const;
  const vertragRechnungsadressen = new Map<string, Rechnungsadresse[]>([
    [
      '3000102',
      [
        adresse('3000102', {
          co: 'Hausverwaltung Schulz',
          strasse: 'Marktplatz',
          hausnummer: '1',
          gueltigVon: '2021-04-01',
          gueltigBis: `${lastYear}-12-31`,
        }),
        adresse('3000102', {
          ...mustermannVermietung,
          strasse: 'Mühlenweg',
          hausnummer: '3',
          postleitzahl: '12347',
          gueltigVon: yearStart,
        }),
        adresse('3000102', {
          ...mustermannVermietung,
          strasse: null,
          hausnummer: null,
          postfach: '40 50 60',
          postleitzahl: '12347',
          gueltigVon: monthAfterNext,
        }),
      ],
    ],
    [
      '3000104',
      [
        adresse('3000104', {
          strasse: 'Am Strom',
          hausnummer: '7',
          postleitzahl: '18055',
          ort: 'Rostock',
          gueltigVon: '2022-07-01',
          gueltigBis: '2023-12-31',
        }),
      ],
    ],
  ]);
  return { rechnungsadressen, vertragRechnungsadressen };
}
