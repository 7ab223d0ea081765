// Sending a meter reading (SPEC §7): the plausibility check, then the POST. One flow for the form and for the
// readings that waited on the device for the network (issue 15), which go out from here exactly once.
import {
  isAbortError,
  isApiError,
  isNetworkError,
  unwrap,
  type KundenportalClient,
  type Schema,
} from '@ekp/api-client';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { plausibilitaetsHinweis, uebertragungsfehlerText, type AblesungPayload } from '../rules/ablesung.ts';
import * as texts from '../texts.ts';
import {
  ausstehendeAblesung,
  ausstehendeAblesungen,
  ausstehendeAendern,
  ausstehendeEntfernen,
  type AusstehendeAblesung,
} from './ablesungen-ausstehend.ts';
import { useMessageBar } from './message-bar.tsx';
import { useApi, useSession } from './portal-context.tsx';
import { queryKeys } from './queries.ts';

type Validierungsfeedback = Schema<'Validierungsfeedback'>;

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

/**
 * The normal flow of a reading: with `pruefen` the backend's plausibility check first, whose note stops it for the
 * customer to decide; then the POST. A failing check does not stop the reading (it helps, nothing more), unless
 * the session ended (401) or there is no network: then the POST would fail alike.
 */
export async function ablesungSenden(
  api: KundenportalClient,
  vertragId: string,
  ablesung: AblesungPayload,
  pruefen: boolean,
): Promise<{ art: 'hinweis'; text: string } | { art: 'gesendet' }> {
  if (pruefen) {
    try {
      const text = plausibilitaetsHinweis(await plausibilisiere(api, vertragId, ablesung));
      if (text) return { art: 'hinweis', text };
    } catch (error) {
      if ((isApiError(error) && error.status === 401) || isNetworkError(error)) throw error;
    }
  }
  await sendeAblesung(api, vertragId, ablesung);
  return { art: 'gesendet' };
}

/**
 * One tab at a time sends (Web Locks, across the tabs of the portal), and reads each reading afresh inside the
 * lock: a reading another tab sent meanwhile is gone, so each goes out once.
 */
function einzeln<T>(arbeit: () => Promise<T>): Promise<T> {
  return 'locks' in navigator
    ? (navigator.locks.request('ekp-ablesungen-senden', arbeit) as Promise<T>)
    : arbeit();
}

/**
 * Sends the customer's waiting readings, oldest first, through the normal flow. A plausibility note or an error is
 * kept with its reading for the customer; no network or an ended session stops the round: they wait for the next
 * (online again, the next start, after sign-in). Returns the readings sent.
 */
export function ausstehendeSenden(
  api: KundenportalClient,
  kundennummer: string,
): Promise<AusstehendeAblesung[]> {
  return einzeln(async () => {
    const gesendet: AusstehendeAblesung[] = [];
    for (const { id } of await ausstehendeAblesungen(kundennummer)) {
      const ablesung = await ausstehendeAblesung(id);
      if (ablesung?.zustand.art !== 'wartet') continue;
      try {
        const ergebnis = await ablesungSenden(api, ablesung.vertragId, ablesung.ablesung, ablesung.pruefen);
        if (ergebnis.art === 'hinweis') {
          await ausstehendeAendern(id, { zustand: { art: 'hinweis', text: ergebnis.text } });
          continue;
        }
      } catch (error) {
        if (isNetworkError(error) || isAbortError(error) || (isApiError(error) && error.status === 401))
          break;
        const text = uebertragungsfehlerText(isApiError(error) ? error.body : undefined);
        await ausstehendeAendern(id, { zustand: { art: 'fehler', text } });
        continue;
      }
      await ausstehendeEntfernen(id);
      gesendet.push(ablesung);
    }
    return gesendet;
  });
}

/** The signed-in customer's waiting readings (of one contract, when given); from the device, also offline. */
export function useAusstehendeAblesungen(vertragId?: string): AusstehendeAblesung[] {
  const kundennummer = useSession()?.kundennummer ?? '';
  const { data = [] } = useQuery({
    queryKey: queryKeys.ausstehendeAblesungen(kundennummer),
    queryFn: () => ausstehendeAblesungen(kundennummer),
    networkMode: 'always',
    enabled: kundennummer !== '',
  });
  return vertragId === undefined ? data : data.filter((ablesung) => ablesung.vertragId === vertragId);
}

/**
 * Sends what waits, when the device is online: shows SPEC's success text when readings went out, and refreshes the
 * lists they appear in.
 */
export function useAusstehendeSenden(): () => Promise<void> {
  const api = useApi();
  const kundennummer = useSession()?.kundennummer ?? '';
  const queryClient = useQueryClient();
  const { show } = useMessageBar();
  return useCallback(async () => {
    if (kundennummer === '' || !onlineManager.isOnline()) return;
    const gesendet = await ausstehendeSenden(api, kundennummer);
    await queryClient.invalidateQueries({ queryKey: queryKeys.ausstehendeAblesungen(kundennummer) });
    for (const vertragId of new Set(gesendet.map((ablesung) => ablesung.vertragId))) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.ablesungen(vertragId) });
    }
    if (gesendet.length > 0) show({ tone: 'success', text: texts.ablesung.erfolg });
  }, [api, kundennummer, queryClient, show]);
}
