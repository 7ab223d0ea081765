import { apiQuery, isNetworkError, type KundenportalClient, type Schema } from '@ekp/api-client';
import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { pflicht, queryKeys } from '../../shared/queries.ts';
import { gemerkteZaehler, zaehlerMerken, type GemerkterZaehler } from '../../shared/zaehler-offline.ts';

export type Zaehler = Schema<'Zaehler'>;

/** GET /{vertrag}/zaehler: the contract's meter with its channels (404 when it has none). */
export function zaehlerQuery(api: KundenportalClient, vertragId: string) {
  return queryOptions({
    ...pflicht(
      apiQuery(api, queryKeys.zaehler(vertragId), (signal) =>
        api.GET('/{vertrag}/zaehler', { params: { path: { vertrag: vertragId } }, signal }),
      ),
    ),
    // The meter of a contract does not change while the customer is in the portal.
    staleTime: 10 * 60_000,
  });
}

const istOnline = () => onlineManager.isOnline();
const onlineAbonnieren = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Without a network (the device says so, or a request of the page got no answer at all: one bar in the basement):
 * the meters kept on this device for the customer, so the form opens there (issue 15); undefined otherwise or before
 * they are read. With answers, the meters the form shows are kept: `alle` for /ablesung's whole list, else merged.
 */
export function useZaehlerOhneNetz(
  kundennummer: string,
  geladen: { eintraege: readonly GemerkterZaehler[]; alle: boolean } | undefined,
  ladefehler: readonly unknown[],
): GemerkterZaehler[] | undefined {
  const geraetOnline = useSyncExternalStore(onlineAbonnieren, istOnline, () => true);
  const ohneNetz = !geraetOnline || ladefehler.some(isNetworkError);
  const gemerkt = useQuery({
    queryKey: queryKeys.gemerkteZaehler(kundennummer),
    queryFn: () => gemerkteZaehler(kundennummer),
    // The device's own storage answers without a network.
    networkMode: 'always',
    enabled: ohneNetz && kundennummer !== '',
  });
  // By content: the page computes its list afresh on every render. Not a list that misses a meter for want of an
  // answer: it would replace the complete one kept before.
  const zuMerken =
    geladen && geladen.eintraege.length > 0 && !ohneNetz ? JSON.stringify(geladen.eintraege) : undefined;
  const alle = geladen?.alle ?? false;
  useEffect(() => {
    if (kundennummer === '' || zuMerken === undefined) return;
    void zaehlerMerken(kundennummer, JSON.parse(zuMerken) as GemerkterZaehler[], { alle });
  }, [kundennummer, zuMerken, alle]);
  return ohneNetz && gemerkt.data && gemerkt.data.length > 0 ? gemerkt.data : undefined;
}
