// Bank accounts of the customers and of single contracts: ended, current and future ones.
import { deutscheIban, pruefeIban } from '../domain/iban.ts';
import type { Bankverbindung } from '../domain/model.ts';
import { addDays } from '../domain/time.ts';
import type { SeedKontext } from './kontext.ts';

export function seedBankverbindungen(k: SeedKontext) {
  const { nextMonth, monthAfterNext, yearStart, lastYear } = k;
  const bank = (
    owner: string,
    kontoinhaber: string,
    blz: string,
    kontonummer: string,
    gueltigVon: string,
    gueltigBis: string | null,
    lastschrift: boolean,
  ): Bankverbindung => {
    const iban = deutscheIban(blz, kontonummer);
    const pruefung = pruefeIban(iban);
    const bankverbindungId = k.id('bv', owner);
    return {
      bankverbindungId,
      kontoinhaber,
      iban,
      bic: pruefung.bic,
      bankname: pruefung.bankname,
      blz,
      kontonummer: pruefung.kontonummer ?? kontonummer,
      gueltigVon,
      gueltigBis,
      lastschrifteinzugErlaubt: lastschrift,
      mandatsreferenz: lastschrift ? `SWM-${owner}-${String(k.zaehler).padStart(4, '0')}` : null,
      valide: true,
      ibanAbleitbar: true,
    };
  };
  const bankverbindungen = new Map<string, Bankverbindung[]>([
    [
      '10000001',
      [
        bank('10000001', 'Dr. Max Mustermann', '37040044', '0532013000', '2018-01-01', '2023-06-30', true),
        bank(
          '10000001',
          'Dr. Max Mustermann',
          '50010517',
          '5432109876',
          '2023-07-01',
          addDays(nextMonth, -1),
          true,
        ),
        bank('10000001', 'Dr. Max Mustermann', '12030000', '1020304050', nextMonth, null, true),
      ],
    ],
    ['10000003', [bank('10000003', 'Erika Musterfrau', '43060967', '7000123400', '2023-05-01', null, true)]],
    [
      '10000004',
      [bank('10000004', 'Familie Schneider', '70150000', '0012345678', '2019-03-01', null, false)],
    ],
  ]);
  const vertragBankverbindungen = new Map<string, Bankverbindung[]>([
    [
      '3000102',
      [
        bank(
          '3000102',
          'Dr. Max Mustermann',
          '10070000',
          '0123456700',
          '2021-04-01',
          `${lastYear}-12-31`,
          true,
        ),
        bank('3000102', 'Dr. Max Mustermann', '20050550', '1234567890', yearStart, null, true),
        bank('3000102', 'Dr. Max Mustermann', '76026000', '0456789012', monthAfterNext, null, false),
      ],
    ],
    [
      '3000104',
      [bank('3000104', 'Dr. Max Mustermann', '60050101', '0002345678', '2022-07-01', '2023-12-31', true)],
    ],
    [
      '3000103',
      [bank('3000103', 'Dr. Max Mustermann', '50070010', '0987654321', monthAfterNext, null, true)],
    ],
  ]);
  return { bankverbindungen, vertragBankverbindungen };
}
