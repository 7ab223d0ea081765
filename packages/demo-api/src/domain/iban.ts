import { composeIBAN, electronicFormatIBAN, isValidIBAN } from 'ibantools';

import type { IbanPruefung } from './model.ts';

/** A few real German bank codes (BLZ) with their BIC and name, enough for the demo data and manual tests. */
export const BANKEN: Record<string, { bic: string; bankname: string }> = {
  '10010010': { bic: 'PBNKDEFFXXX', bankname: 'Postbank Ndl der Deutsche Bank' },
  '10070000': { bic: 'DEUTDEBBXXX', bankname: 'Deutsche Bank Berlin' },
  '12030000': { bic: 'BYLADEM1001', bankname: 'Deutsche Kreditbank Berlin' },
  '20050550': { bic: 'HASPDEHHXXX', bankname: 'Hamburger Sparkasse' },
  '37040044': { bic: 'COBADEFFXXX', bankname: 'Commerzbank' },
  '37050198': { bic: 'COLSDE33XXX', bankname: 'Sparkasse KölnBonn' },
  '43060967': { bic: 'GENODEM1GLS', bankname: 'GLS Gemeinschaftsbank' },
  '50010517': { bic: 'INGDDEFFXXX', bankname: 'ING-DiBa' },
  '50070010': { bic: 'DEUTDEFFXXX', bankname: 'Deutsche Bank' },
  '60050101': { bic: 'SOLADEST600', bankname: 'Landesbank Baden-Württemberg' },
  '70150000': { bic: 'SSKMDEMMXXX', bankname: 'Stadtsparkasse München' },
  '76026000': { bic: 'NORSDE71XXX', bankname: 'norisbank' },
};

/** A German IBAN with a correct check sum, for seed data. */
export function deutscheIban(blz: string, kontonummer: string): string {
  const iban = composeIBAN({ countryCode: 'DE', bban: blz + kontonummer.padStart(10, '0') });
  if (!iban) throw new Error(`Ungültige BLZ/Kontonummer ${blz}/${kontonummer}`);
  return iban;
}

/** Checks an IBAN (check sum and country format); for German IBANs derives BLZ, Kontonummer, BIC and bank. */
export function pruefeIban(input: string): IbanPruefung {
  const iban = electronicFormatIBAN(input) ?? input.replace(/\s+/g, '').toUpperCase();
  if (!isValidIBAN(iban)) {
    return { valide: false, iban: input, bic: null, bankname: null, kontonummer: null, blz: null };
  }
  if (!iban.startsWith('DE')) {
    return { valide: true, iban, bic: null, bankname: null, kontonummer: null, blz: null };
  }
  const blz = iban.slice(4, 12);
  const kontonummer = iban.slice(12);
  const bank = BANKEN[blz];
  return { valide: true, iban, bic: bank?.bic ?? null, bankname: bank?.bankname ?? null, kontonummer, blz };
}
