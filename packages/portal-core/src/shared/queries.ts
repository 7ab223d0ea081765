import { apiQuery, type KundenportalClient, type Schema } from '@ekp/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * The one query-key factory of the portal and the queries more than one feature reads (features do not import
 * each other). Feature-only queries (consumption, meter, documents, holidays) live in their feature but take their
 * keys from `queryKeys` too, so a key is defined once and a mutation invalidates by prefix:
 * everything about one contract sits under ['vertrag', id, …], everything about the customer under
 * ['anschlussnutzer', …].
 *
 * What an answer may be is said once per query, with one of three helpers:
 * - `pflicht`: a 200 carries the value; none is an error (the section shows its load-error text).
 * - `oderNull`: the `aktuelle…` calls answer 204 for "there is none"; TanStack Query needs a value, so it is null.
 * - `oderLeer`: a list; an answer without a body lists nothing.
 */

export type Anschlussnutzer = Schema<'Anschlussnutzer'>;
export type Vertrag = Schema<'Vertrag'>;
export type Tarif = Schema<'Tarif'>;
export type Tarifabschnitt = Schema<'Tarifabschnitt'>;
export type Ablesung = Schema<'Ablesung'>;
export type Bankverbindung = Schema<'Bankverbindung'>;
export type Rechnungsadresse = Schema<'Rechnungsadresse'>;
export type IbanPruefung = Schema<'IbanPruefung'>;

export const queryKeys = {
  anschlussnutzer: ['anschlussnutzer'] as const,
  aktuelleRechnungsadresse: ['anschlussnutzer', 'rechnungsadresse', 'aktuell'] as const,
  rechnungsadressen: ['anschlussnutzer', 'rechnungsadressen'] as const,
  aktuelleBankverbindung: ['anschlussnutzer', 'bankverbindung', 'aktuell'] as const,
  bankverbindungen: ['anschlussnutzer', 'bankverbindungen'] as const,
  dokumente: ['dokumente'] as const,
  /** The market price series belongs to no contract (SPEC §7: `GET /preiszeitreihe`). */
  preiszeitreihe: (von: string, bis: string) => ['preiszeitreihe', von, bis] as const,
  feiertage: (url: string, tag: string) => ['feiertage', url, tag] as const,
  vertrag: (id: string) => ['vertrag', id] as const,
  aktuellerTarif: (id: string) => ['vertrag', id, 'aktuellerTarif'] as const,
  tarifhistorie: (id: string) => ['vertrag', id, 'tarifhistorie'] as const,
  ablesungen: (id: string) => ['vertrag', id, 'ablesungen'] as const,
  zaehler: (id: string) => ['vertrag', id, 'zaehler'] as const,
  verbraeuche: (id: string) => ['vertrag', id, 'verbraeuche'] as const,
  /** SPEC §4: loaded periods are cached per mode and range; `zeitraum` names both. */
  historie: (id: string, zeitraum: string) => ['vertrag', id, 'historie', zeitraum] as const,
  vertragBankverbindungen: (id: string) => ['vertrag', id, 'bankverbindungen'] as const,
  vertragAktuelleBankverbindung: (id: string) => ['vertrag', id, 'bankverbindungen', 'aktuelle'] as const,
  vertragRechnungsadressen: (id: string) => ['vertrag', id, 'rechnungsadressen'] as const,
  vertragAktuelleRechnungsadresse: (id: string) => ['vertrag', id, 'rechnungsadressen', 'aktuelle'] as const,
  /** The meters kept on the device for the reading form without a network (issue 15). */
  gemerkteZaehler: (kundennummer: string) => ['geraet', kundennummer, 'zaehler'] as const,
  ausstehendeAblesungen: (kundennummer: string) => ['geraet', kundennummer, 'ausstehend'] as const,
};

interface ApiAbfrage<TKey extends readonly unknown[], TData> {
  queryKey: TKey;
  queryFn: (ctx: { signal: AbortSignal }) => Promise<TData>;
}

/** A 200 carries its body; openapi-fetch types it as optional, so a missing one becomes an error here. */
export function pflicht<TKey extends readonly unknown[], TData>(abfrage: ApiAbfrage<TKey, TData>) {
  return queryOptions({
    queryKey: abfrage.queryKey,
    queryFn: async (ctx: { signal: AbortSignal }): Promise<NonNullable<TData>> => {
      const daten = await abfrage.queryFn(ctx);
      if (daten == null) throw new Error(`Antwort ohne Daten: ${JSON.stringify(abfrage.queryKey)}`);
      return daten;
    },
  });
}

/** 204 "there is none" arrives as undefined and becomes null. */
export function oderNull<TKey extends readonly unknown[], TData>(abfrage: ApiAbfrage<TKey, TData>) {
  return queryOptions({
    queryKey: abfrage.queryKey,
    queryFn: async (ctx: { signal: AbortSignal }): Promise<NonNullable<TData> | null> =>
      (await abfrage.queryFn(ctx)) ?? null,
  });
}

/** A list answer without a body is an empty list. */
export function oderLeer<TKey extends readonly unknown[], TItem>(
  abfrage: ApiAbfrage<TKey, readonly TItem[] | TItem[] | undefined>,
) {
  return queryOptions({
    queryKey: abfrage.queryKey,
    queryFn: async (ctx: { signal: AbortSignal }): Promise<TItem[]> => [
      ...((await abfrage.queryFn(ctx)) ?? []),
    ],
  });
}

const pfad = (vertrag: string) => ({ path: { vertrag } });

// --------------------------------------------------------------------------------------------------- the customer

export function anschlussnutzerQuery(api: KundenportalClient) {
  return pflicht(
    apiQuery(api, queryKeys.anschlussnutzer, (signal) => api.GET('/anschlussnutzer', { signal })),
  );
}

const aktuelleRechnungsadresseAbruf = (api: KundenportalClient) =>
  apiQuery(api, queryKeys.aktuelleRechnungsadresse, (signal) =>
    api.GET('/anschlussnutzer/aktuelleRechnungsadresse', { signal }),
  );

export function aktuelleRechnungsadresseQuery(api: KundenportalClient) {
  return oderNull(aktuelleRechnungsadresseAbruf(api));
}

export function rechnungsadressenQuery(api: KundenportalClient) {
  return pflicht(
    apiQuery(api, queryKeys.rechnungsadressen, (signal) =>
      api.GET('/anschlussnutzer/rechnungsadressen', { signal }),
    ),
  );
}

export function aktuelleBankverbindungQuery(api: KundenportalClient) {
  return oderNull(
    apiQuery(api, queryKeys.aktuelleBankverbindung, (signal) =>
      api.GET('/anschlussnutzer/aktuelleBankverbindung', { signal }),
    ),
  );
}

export function bankverbindungenQuery(api: KundenportalClient) {
  return pflicht(
    apiQuery(api, queryKeys.bankverbindungen, (signal) =>
      api.GET('/anschlussnutzer/bankverbindungen', { signal }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------- a contract

export function vertragQuery(api: KundenportalClient, id: string) {
  return pflicht(
    apiQuery(api, queryKeys.vertrag(id), (signal) => api.GET('/{vertrag}', { params: pfad(id), signal })),
  );
}

/** The current tariff, or null when none is stored (204). */
export function aktuellerTarifQuery(api: KundenportalClient, id: string) {
  return oderNull(
    apiQuery(api, queryKeys.aktuellerTarif(id), (signal) =>
      api.GET('/{vertrag}/aktueller_tarif', { params: pfad(id), signal }),
    ),
  );
}

export function tarifhistorieQuery(api: KundenportalClient, id: string) {
  return pflicht(
    apiQuery(api, queryKeys.tarifhistorie(id), (signal) =>
      api.GET('/{vertrag}/tarifhistorie', { params: pfad(id), signal }),
    ),
  );
}

export function ablesungenQuery(api: KundenportalClient, id: string) {
  return pflicht(
    apiQuery(api, queryKeys.ablesungen(id), (signal) =>
      api.GET('/{vertrag}/ablesungen', { params: pfad(id), signal }),
    ),
  );
}

export function vertragBankverbindungenQuery(api: KundenportalClient, id: string) {
  return pflicht(
    apiQuery(api, queryKeys.vertragBankverbindungen(id), (signal) =>
      api.GET('/{vertrag}/bankverbindung/alle', { params: pfad(id), signal }),
    ),
  );
}

/** The current contract-specific bank account, or null when the customer's own applies (204). */
export function aktuelleVertragBankverbindungQuery(api: KundenportalClient, id: string) {
  return oderNull(
    apiQuery(api, queryKeys.vertragAktuelleBankverbindung(id), (signal) =>
      api.GET('/{vertrag}/bankverbindung/aktuelle', { params: pfad(id), signal }),
    ),
  );
}

export function vertragRechnungsadressenQuery(api: KundenportalClient, id: string) {
  return pflicht(
    apiQuery(api, queryKeys.vertragRechnungsadressen(id), (signal) =>
      api.GET('/{vertrag}/rechnungsadresse/alle', { params: pfad(id), signal }),
    ),
  );
}

const aktuelleVertragRechnungsadresseAbruf = (api: KundenportalClient, id: string) =>
  apiQuery(api, queryKeys.vertragAktuelleRechnungsadresse(id), (signal) =>
    api.GET('/{vertrag}/rechnungsadresse/aktuelle', { params: pfad(id), signal }),
  );

/** The current contract-specific billing address, or null when the customer's own applies (204). */
export function aktuelleVertragRechnungsadresseQuery(api: KundenportalClient, id: string) {
  return oderNull(aktuelleVertragRechnungsadresseAbruf(api, id));
}

/** The current billing address of the customer, or of a contract when `vertrag` is given (same cache entries). */
export function aktuelleRechnungsadresseFuerQuery(api: KundenportalClient, vertrag?: string) {
  const abfrage: ApiAbfrage<readonly unknown[], Rechnungsadresse | undefined> =
    vertrag === undefined
      ? aktuelleRechnungsadresseAbruf(api)
      : aktuelleVertragRechnungsadresseAbruf(api, vertrag);
  return oderNull(abfrage);
}

// ------------------------------------------------------------------------------------------------- after a change

/** After a change of billing addresses: the customer's or the contract's lists and current entries reload. */
export async function rechnungsadressenNeuLaden(queryClient: QueryClient, vertrag?: string) {
  await (vertrag === undefined
    ? Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.aktuelleRechnungsadresse }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rechnungsadressen }),
      ])
    : queryClient.invalidateQueries({ queryKey: queryKeys.vertrag(vertrag) }));
}

/** After a change of bank accounts. */
export async function bankverbindungenNeuLaden(queryClient: QueryClient, vertrag?: string) {
  await (vertrag === undefined
    ? Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.aktuelleBankverbindung }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bankverbindungen }),
      ])
    : queryClient.invalidateQueries({ queryKey: queryKeys.vertrag(vertrag) }));
}
