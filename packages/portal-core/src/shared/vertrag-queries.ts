import { apiQuery, type KundenportalClient, type Schema } from '@ekp/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * Query factories of the contract screens (features vertrag, tarif, kuendigung): the contracts list, the detail
 * page, the tariff history and the cancellation form all read the same contract, so the factories live here
 * rather than in one of those features (features do not import each other).
 *
 * Keys follow the house convention: ['anschlussnutzer'], ['vertrag', id], ['vertrag', id, …].
 */

export type Vertrag = Schema<'Vertrag'>;
export type Tarif = Schema<'Tarif'>;
export type Tarifabschnitt = Schema<'Tarifabschnitt'>;
export type Ablesung = Schema<'Ablesung'>;
export type Bankverbindung = Schema<'Bankverbindung'>;
export type Rechnungsadresse = Schema<'Rechnungsadresse'>;

export const vertragKeys = {
  anschlussnutzer: ['anschlussnutzer'] as const,
  vertrag: (id: string) => ['vertrag', id] as const,
  aktuellerTarif: (id: string) => ['vertrag', id, 'aktuellerTarif'] as const,
  tarifhistorie: (id: string) => ['vertrag', id, 'tarifhistorie'] as const,
  ablesungen: (id: string) => ['vertrag', id, 'ablesungen'] as const,
  bankverbindungen: (id: string) => ['vertrag', id, 'bankverbindungen'] as const,
  aktuelleBankverbindung: (id: string) => ['vertrag', id, 'bankverbindungen', 'aktuelle'] as const,
  rechnungsadressen: (id: string) => ['vertrag', id, 'rechnungsadressen'] as const,
  aktuelleRechnungsadresse: (id: string) => ['vertrag', id, 'rechnungsadressen', 'aktuelle'] as const,
};

/** 204 "there is none" arrives as undefined; TanStack Query needs a defined value, so it becomes null. */
function nullWennLeer<TKey extends readonly unknown[], TData>(query: {
  queryKey: TKey;
  queryFn: (ctx: { signal: AbortSignal }) => Promise<TData>;
}) {
  return queryOptions({
    queryKey: query.queryKey,
    queryFn: async (ctx: { signal: AbortSignal }): Promise<NonNullable<TData> | null> =>
      (await query.queryFn(ctx)) ?? null,
  });
}

/**
 * A 200 always carries its JSON body; openapi-fetch types the data as possibly undefined, so a missing body is
 * turned into an error here instead of into `undefined` checks on every screen.
 */
function mitDaten<TKey extends readonly unknown[], TData>(query: {
  queryKey: TKey;
  queryFn: (ctx: { signal: AbortSignal }) => Promise<TData>;
}) {
  return queryOptions({
    queryKey: query.queryKey,
    queryFn: async (ctx: { signal: AbortSignal }): Promise<NonNullable<TData>> => {
      const daten = await query.queryFn(ctx);
      if (daten == null) throw new Error(`Antwort ohne Daten: ${JSON.stringify(query.queryKey)}`);
      return daten;
    },
  });
}

const pfad = (vertrag: string) => ({ path: { vertrag } });

export function anschlussnutzerQuery(api: KundenportalClient) {
  return mitDaten(
    apiQuery(api, vertragKeys.anschlussnutzer, (signal) => api.GET('/anschlussnutzer', { signal })),
  );
}

export function vertragQuery(api: KundenportalClient, id: string) {
  return mitDaten(
    apiQuery(api, vertragKeys.vertrag(id), (signal) => api.GET('/{vertrag}', { params: pfad(id), signal })),
  );
}

/** The current tariff, or null when none is stored (204). */
export function aktuellerTarifQuery(api: KundenportalClient, id: string) {
  return nullWennLeer(
    apiQuery(api, vertragKeys.aktuellerTarif(id), (signal) =>
      api.GET('/{vertrag}/aktueller_tarif', { params: pfad(id), signal }),
    ),
  );
}

export function tarifhistorieQuery(api: KundenportalClient, id: string) {
  return mitDaten(
    apiQuery(api, vertragKeys.tarifhistorie(id), (signal) =>
      api.GET('/{vertrag}/tarifhistorie', { params: pfad(id), signal }),
    ),
  );
}

export function ablesungenQuery(api: KundenportalClient, id: string) {
  return mitDaten(
    apiQuery(api, vertragKeys.ablesungen(id), (signal) =>
      api.GET('/{vertrag}/ablesungen', { params: pfad(id), signal }),
    ),
  );
}

export function vertragBankverbindungenQuery(api: KundenportalClient, id: string) {
  return mitDaten(
    apiQuery(api, vertragKeys.bankverbindungen(id), (signal) =>
      api.GET('/{vertrag}/bankverbindung/alle', { params: pfad(id), signal }),
    ),
  );
}

/** The current contract-specific bank account, or null when the customer's own applies (204). */
export function aktuelleVertragBankverbindungQuery(api: KundenportalClient, id: string) {
  return nullWennLeer(
    apiQuery(api, vertragKeys.aktuelleBankverbindung(id), (signal) =>
      api.GET('/{vertrag}/bankverbindung/aktuelle', { params: pfad(id), signal }),
    ),
  );
}

export function vertragRechnungsadressenQuery(api: KundenportalClient, id: string) {
  return mitDaten(
    apiQuery(api, vertragKeys.rechnungsadressen(id), (signal) =>
      api.GET('/{vertrag}/rechnungsadresse/alle', { params: pfad(id), signal }),
    ),
  );
}

/** The current contract-specific billing address, or null when the customer's own applies (204). */
export function aktuelleVertragRechnungsadresseQuery(api: KundenportalClient, id: string) {
  return nullWennLeer(
    apiQuery(api, vertragKeys.aktuelleRechnungsadresse(id), (signal) =>
      api.GET('/{vertrag}/rechnungsadresse/aktuelle', { params: pfad(id), signal }),
    ),
  );
}
