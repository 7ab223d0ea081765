import { queryOptions } from '@tanstack/react-query';

import { ermittleFruehestesKuendigungsdatum } from '../rules/kuendigung.ts';
import { kalendertag } from '../rules/zeit.ts';
import { queryKeys } from './queries.ts';

/** An external service that does not answer within this time counts as failed: the local holidays apply. */
export const FEIERTAGE_TIMEOUT_MS = 8_000;

/**
 * GET <feiertageUrl>?years=2026[,2027] (SPEC §7). An external service: plain fetch, without the portal's session
 * headers. A non-2xx answer, a network error or a timeout throws; the caller falls back.
 */
export async function ladeFeiertage(
  url: string,
  jahre: readonly number[],
  signal: AbortSignal,
): Promise<unknown> {
  // 'years=2026,2027' with a literal comma, exactly as the external service documents it.
  const ziel = `${url}${url.includes('?') ? '&' : '?'}years=${jahre.join(',')}`;
  const response = await fetch(ziel, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.any([signal, AbortSignal.timeout(FEIERTAGE_TIMEOUT_MS)]),
  });
  if (!response.ok) throw new Error(`Feiertagsdienst antwortet mit HTTP ${response.status}`);
  return response.json();
}

/**
 * Today (Berlin) and the earliest cancellation date. SPEC §7 leaves the date unset when the holiday service
 * fails, which would block the customer; instead the failure is logged (console.warn) and the holidays are
 * computed locally (union of all states, as the service's rule counts them).
 */
export function fruehestesKuendigungsdatumQuery(url: string, jetzt: Date) {
  return queryOptions({
    queryKey: queryKeys.feiertage(url, kalendertag(jetzt)),
    queryFn: ({ signal }) =>
      ermittleFruehestesKuendigungsdatum(
        jetzt,
        (jahre) => ladeFeiertage(url, jahre, signal),
        (fehler) =>
          console.warn('Feiertagsdienst nicht erreichbar, die Feiertage werden lokal berechnet.', fehler),
      ),
    // The fallback already answers every failure; asking again would only delay the form.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
