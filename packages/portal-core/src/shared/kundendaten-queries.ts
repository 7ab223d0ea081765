import { unwrap, type KundenportalClient, type Schema } from '@ekp/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * Queries of the customer data (Anschlussnutzer, billing addresses, bank accounts), on customer level and per
 * contract. Shared because the overview, the list and edit screens and the contract detail all read them; the
 * keys follow the convention ['anschlussnutzer', …] and ['vertrag', id, …] (the same keys as vertrag-queries.ts, so
 * the caches are shared), and a mutation invalidates by prefix.
 */

export type Anschlussnutzer = Schema<'Anschlussnutzer'>;
export type Rechnungsadresse = Schema<'Rechnungsadresse'>;
export type Bankverbindung = Schema<'Bankverbindung'>;
export type IbanPruefung = Schema<'IbanPruefung'>;

export const kundendatenKeys = {
  anschlussnutzer: ['anschlussnutzer'] as const,
  aktuelleRechnungsadresse: ['anschlussnutzer', 'rechnungsadresse', 'aktuell'] as const,
  rechnungsadressen: ['anschlussnutzer', 'rechnungsadressen'] as const,
  aktuelleBankverbindung: ['anschlussnutzer', 'bankverbindung', 'aktuell'] as const,
  bankverbindungen: ['anschlussnutzer', 'bankverbindungen'] as const,
  vertrag: (id: string) => ['vertrag', id] as const,
  vertragRechnungsadressen: (id: string) => ['vertrag', id, 'rechnungsadressen'] as const,
  vertragAktuelleRechnungsadresse: (id: string) => ['vertrag', id, 'rechnungsadressen', 'aktuelle'] as const,
  vertragBankverbindungen: (id: string) => ['vertrag', id, 'bankverbindungen'] as const,
  vertragAktuelleBankverbindung: (id: string) => ['vertrag', id, 'bankverbindungen', 'aktuelle'] as const,
};

/** `aktuelle…` calls answer 204 when there is none; TanStack Query needs a value, so none is null. */
function oderNull<T>(wert: T | undefined): T | null {
  return wert ?? null;
}

/** A 200 answer always has a body; the generated result type still allows none. */
function mitDaten<T>(wert: T | undefined): T {
  if (wert === undefined) throw new Error('Die Antwort enthält keine Daten.');
  return wert;
}

export function anschlussnutzerQuery(api: KundenportalClient) {
  return queryOptions({
    queryKey: kundendatenKeys.anschlussnutzer,
    queryFn: async ({ signal }): Promise<Anschlussnutzer> =>
      mitDaten(await unwrap(api, api.GET('/anschlussnutzer', { signal }))),
  });
}

export function aktuelleRechnungsadresseQuery(api: KundenportalClient) {
  return queryOptions({
    queryKey: kundendatenKeys.aktuelleRechnungsadresse,
    queryFn: async ({ signal }): Promise<Rechnungsadresse | null> =>
      oderNull(await unwrap(api, api.GET('/anschlussnutzer/aktuelleRechnungsadresse', { signal }))),
  });
}

export function rechnungsadressenQuery(api: KundenportalClient) {
  return queryOptions({
    queryKey: kundendatenKeys.rechnungsadressen,
    queryFn: async ({ signal }): Promise<Rechnungsadresse[]> =>
      mitDaten(await unwrap(api, api.GET('/anschlussnutzer/rechnungsadressen', { signal }))),
  });
}

export function aktuelleBankverbindungQuery(api: KundenportalClient) {
  return queryOptions({
    queryKey: kundendatenKeys.aktuelleBankverbindung,
    queryFn: async ({ signal }): Promise<Bankverbindung | null> =>
      oderNull(await unwrap(api, api.GET('/anschlussnutzer/aktuelleBankverbindung', { signal }))),
  });
}

export function bankverbindungenQuery(api: KundenportalClient) {
  return queryOptions({
    queryKey: kundendatenKeys.bankverbindungen,
    queryFn: async ({ signal }): Promise<Bankverbindung[]> =>
      mitDaten(await unwrap(api, api.GET('/anschlussnutzer/bankverbindungen', { signal }))),
  });
}

export function vertragRechnungsadressenQuery(api: KundenportalClient, vertrag: string) {
  return queryOptions({
    queryKey: kundendatenKeys.vertragRechnungsadressen(vertrag),
    queryFn: async ({ signal }): Promise<Rechnungsadresse[]> =>
      mitDaten(
        await unwrap(
          api,
          api.GET('/{vertrag}/rechnungsadresse/alle', { params: { path: { vertrag } }, signal }),
        ),
      ),
  });
}

export function vertragBankverbindungenQuery(api: KundenportalClient, vertrag: string) {
  return queryOptions({
    queryKey: kundendatenKeys.vertragBankverbindungen(vertrag),
    queryFn: async ({ signal }): Promise<Bankverbindung[]> =>
      mitDaten(
        await unwrap(
          api,
          api.GET('/{vertrag}/bankverbindung/alle', { params: { path: { vertrag } }, signal }),
        ),
      ),
  });
}

/** After a change of billing addresses: the customer's or the contract's lists and current entries reload. */
export async function rechnungsadressenNeuLaden(queryClient: QueryClient, vertrag?: string) {
  await (vertrag === undefined
    ? Promise.all([
        queryClient.invalidateQueries({ queryKey: kundendatenKeys.aktuelleRechnungsadresse }),
        queryClient.invalidateQueries({ queryKey: kundendatenKeys.rechnungsadressen }),
      ])
    : queryClient.invalidateQueries({ queryKey: kundendatenKeys.vertrag(vertrag) }));
}

/** After a change of bank accounts. */
export async function bankverbindungenNeuLaden(queryClient: QueryClient, vertrag?: string) {
  await (vertrag === undefined
    ? Promise.all([
        queryClient.invalidateQueries({ queryKey: kundendatenKeys.aktuelleBankverbindung }),
        queryClient.invalidateQueries({ queryKey: kundendatenKeys.bankverbindungen }),
      ])
    : queryClient.invalidateQueries({ queryKey: kundendatenKeys.vertrag(vertrag) }));
}

/** The current billing address of the customer, or of a contract when `vertrag` is given (same cache entries). */
export function aktuelleRechnungsadresseFuerQuery(api: KundenportalClient, vertrag?: string) {
  const queryKey: readonly unknown[] =
    vertrag === undefined
      ? kundendatenKeys.aktuelleRechnungsadresse
      : kundendatenKeys.vertragAktuelleRechnungsadresse(vertrag);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<Rechnungsadresse | null> =>
      oderNull(
        vertrag === undefined
          ? await unwrap(api, api.GET('/anschlussnutzer/aktuelleRechnungsadresse', { signal }))
          : await unwrap(
              api,
              api.GET('/{vertrag}/rechnungsadresse/aktuelle', { params: { path: { vertrag } }, signal }),
            ),
      ),
  });
}
