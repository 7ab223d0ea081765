import { apiQuery, unwrap } from '@ekp/api-client';
import type { KundenportalClient } from '@ekp/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import type { HistorienZeile } from '../../rules/csv.ts';
import {
  API_INTERVALL,
  cacheSchluessel,
  historienAbrufe,
  preiszeitreiheFenster,
  startReferenz,
} from '../../rules/verbrauchshistorie.ts';
import type { HistorienModus, Zeitraum } from '../../rules/verbrauchshistorie.ts';
import { oderLeer, queryKeys } from '../../shared/queries.ts';
import type { HistorienEintrag, Preis, Verbrauch } from './diagramme.ts';

// Query factories of the consumption screens, with their keys from shared/queries.ts. A history period is cached
// per mode and range (SPEC §4: "Loaded periods are cached per mode and range"), so paging back shows it at once;
// the reload button refetches it.

const pfad = (vertrag: string) => ({ path: { vertrag } });

export function verbraeucheQuery(api: KundenportalClient, id: string) {
  return oderLeer<readonly ['vertrag', string, 'verbraeuche'], Verbrauch>(
    apiQuery(api, queryKeys.verbraeuche(id), (signal) =>
      api.GET('/{vertrag}/verbraeuche', { params: pfad(id), signal }),
    ),
  );
}

/** One GET /{vertrag}/historie call: the entries of [von, bis) in the mode's resolution. */
export async function ladeHistorie(
  api: KundenportalClient,
  id: string,
  modus: HistorienModus,
  bereich: Pick<Zeitraum, 'von' | 'bis'>,
  signal: AbortSignal,
): Promise<HistorienEintrag[]> {
  const antwort = await unwrap(
    api,
    api.GET('/{vertrag}/historie', {
      params: { ...pfad(id), query: { von: bereich.von, bis: bereich.bis, interval: API_INTERVALL[modus] } },
      signal,
    }),
  );
  return antwort?.data ?? [];
}

/** The mode the history screen opens in, at its latest period (also the first data requested with its route). */
export const ERSTER_HISTORIEN_MODUS: HistorienModus = 'stuendlich';

/**
 * The shown period of a mode, from its calls (two for the hourly view: before and after midnight of the final
 * day, SPEC §7), run side by side and joined in order. Past periods do not change by themselves: they stay fresh
 * until the reload button asks again.
 */
export function historieQuery(
  api: KundenportalClient,
  id: string,
  modus: HistorienModus,
  abrufe: readonly Zeitraum[],
) {
  const erster = abrufe[0];
  const letzter = abrufe[abrufe.length - 1];
  const bereich = { von: erster?.von ?? '', bis: letzter?.bis ?? '' };
  return queryOptions({
    queryKey: queryKeys.historie(id, cacheSchluessel(modus, bereich)),
    queryFn: async ({ signal }): Promise<HistorienEintrag[]> => {
      const teile = await Promise.all(abrufe.map((abruf) => ladeHistorie(api, id, modus, abruf, signal)));
      return teile.flat();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The fetcher of the daily CSV export: the hourly (or quarter-hourly) values of one day. */
export function tagesWerteLaden(api: KundenportalClient, id: string) {
  return (tag: Zeitraum, signal: AbortSignal): Promise<HistorienZeile[]> =>
    ladeHistorie(api, id, 'stuendlich', tag, signal);
}

export function preiszeitreiheQuery(api: KundenportalClient, fenster: Pick<Zeitraum, 'von' | 'bis'>) {
  const abfrage = apiQuery(api, queryKeys.preiszeitreihe(fenster.von, fenster.bis), (signal) =>
    api.GET('/preiszeitreihe', {
      params: { query: { von: fenster.von, bis: fenster.bis } },
      signal,
    }),
  );
  return queryOptions({
    queryKey: abfrage.queryKey,
    queryFn: async (ctx: { signal: AbortSignal }): Promise<Preis[]> =>
      (await abfrage.queryFn(ctx))?.preise ?? [],
  });
}

// ------------------------------------------------------------------- first data, requested with the route
// routes/angemeldet.ts starts these while the screen's code still loads (issue 17); the screen's own query, built
// by the same factory from the same rule, finds the request under way. An error is the screen's to show: the
// caller swallows the returned promise's rejection.

interface ErsteDatenOrt {
  /** The contract from the path. */
  id: string;
  now: Date;
}

export function verbrauchErsteDaten(client: QueryClient, api: KundenportalClient, { id }: ErsteDatenOrt) {
  return client.query(verbraeucheQuery(api, id));
}

export function verbrauchshistorieErsteDaten(
  client: QueryClient,
  api: KundenportalClient,
  { id, now }: ErsteDatenOrt,
) {
  const abrufe = historienAbrufe(ERSTER_HISTORIEN_MODUS, startReferenz(now), now);
  return client.query(historieQuery(api, id, ERSTER_HISTORIEN_MODUS, abrufe));
}

export function preiszeitreiheErsteDaten(
  client: QueryClient,
  api: KundenportalClient,
  { now }: ErsteDatenOrt,
) {
  return client.query(preiszeitreiheQuery(api, preiszeitreiheFenster(now)));
}
