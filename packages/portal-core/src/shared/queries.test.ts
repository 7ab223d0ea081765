import { describe, expect, it } from 'vitest';

import { oderLeer, oderNull, pflicht, queryKeys } from './queries.ts';

const signal = new AbortController().signal;
const abfrage = <T>(antwort: T) => ({ queryKey: ['test'] as const, queryFn: () => Promise.resolve(antwort) });

describe('what an answer may be', () => {
  it('pflicht: a 200 carries the value; none is an error (the section shows its load error)', async () => {
    await expect(pflicht(abfrage({ id: 1 })).queryFn!({ signal } as never)).resolves.toEqual({ id: 1 });
    await expect(pflicht(abfrage(undefined)).queryFn!({ signal } as never)).rejects.toThrow(
      /Antwort ohne Daten/,
    );
  });

  it('oderNull: 204 "there is none" becomes null, a value stays', async () => {
    await expect(oderNull(abfrage(undefined)).queryFn!({ signal } as never)).resolves.toBeNull();
    await expect(oderNull(abfrage({ id: 1 })).queryFn!({ signal } as never)).resolves.toEqual({ id: 1 });
  });

  it('oderLeer: a list without a body is empty', async () => {
    await expect(
      oderLeer(abfrage<number[] | undefined>(undefined)).queryFn!({ signal } as never),
    ).resolves.toEqual([]);
    await expect(
      oderLeer(abfrage<number[] | undefined>([1, 2])).queryFn!({ signal } as never),
    ).resolves.toEqual([1, 2]);
  });
});

describe('queryKeys', () => {
  it('keeps everything about a contract under its prefix, so one invalidation reaches it all', () => {
    const vertrag = queryKeys.vertrag('3000101');
    const unterVertrag = [
      queryKeys.aktuellerTarif('3000101'),
      queryKeys.tarifhistorie('3000101'),
      queryKeys.ablesungen('3000101'),
      queryKeys.zaehler('3000101'),
      queryKeys.verbraeuche('3000101'),
      queryKeys.historie('3000101', 'stuendlich|2026-06-09|2026-06-11'),
      queryKeys.vertragBankverbindungen('3000101'),
      queryKeys.vertragAktuelleBankverbindung('3000101'),
      queryKeys.vertragRechnungsadressen('3000101'),
      queryKeys.vertragAktuelleRechnungsadresse('3000101'),
    ];
    for (const key of unterVertrag) expect(key.slice(0, vertrag.length)).toEqual([...vertrag]);
  });

  it('keeps the customer’s addresses and accounts under the customer', () => {
    for (const key of [
      queryKeys.aktuelleRechnungsadresse,
      queryKeys.rechnungsadressen,
      queryKeys.aktuelleBankverbindung,
      queryKeys.bankverbindungen,
    ])
      expect(key[0]).toBe(queryKeys.anschlussnutzer[0]);
  });
});
