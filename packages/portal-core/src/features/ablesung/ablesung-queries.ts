import { apiQuery, unwrap, type KundenportalClient, type Schema } from '@ekp/api-client';
import { queryOptions } from '@tanstack/react-query';

import type { AblesungPayload } from '../../rules/ablesung.ts';
import { pflicht, queryKeys } from '../../shared/queries.ts';

export type Zaehler = Schema<'Zaehler'>;
export type Validierungsfeedback = Schema<'Validierungsfeedback'>;

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

/**
 * GET /{vertrag}/ablesungen/plausibilisiere (SPEC §7). A browser cannot send a GET body, so the reading goes as
 * query parameters (`ablesewerte[<OBIS>]=<value>`, the contract's deepObject). Without the photo: the check looks
 * at the values only, and the photo should cross a weak connection once, not twice.
 */
export async function plausibilisiere(
  api: KundenportalClient,
  vertragId: string,
  ablesung: AblesungPayload,
): Promise<Validierungsfeedback> {
  const { ablesedatum, zaehlernummer, ablesewerte } = ablesung;
  const ergebnis = await unwrap(
    api,
    api.GET('/{vertrag}/ablesungen/plausibilisiere', {
      params: { path: { vertrag: vertragId }, query: { ablesedatum, zaehlernummer, ablesewerte } },
    }),
  );
  if (!ergebnis) throw new Error('Plausibilisierung ohne Antwort');
  return ergebnis;
}

/** POST /{vertrag}/ablesungen: 202 accepted; throws ApiError (body with hinweis, or a text) otherwise. */
export async function sendeAblesung(
  api: KundenportalClient,
  vertragId: string,
  ablesung: AblesungPayload,
): Promise<void> {
  await unwrap(
    api,
    api.POST('/{vertrag}/ablesungen', { params: { path: { vertrag: vertragId } }, body: ablesung }),
  );
}
