// Sending a meter reading (SPEC §7): the plausibility check, then the POST. One flow for the form and for the
// readings that waited on the device for the network (issue 15), which go out from here once each.
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
import { useApi, useSession, useSessionStore } from './portal-context.tsx';
import { queryKeys } from './queries.ts';

type Validierungsfeedback = Schema<'Validierungsfeedback'>;

/**
 * GET /{vertrag}/ablesungen/plausibilisiere (SPEC §7). A browser cannot send a GET body, so the reading goes as
 * query parameters (`ablesewerte[<OBIS>]=<value>`, the contract's deepObject). Without the photo: the check looks
 * at the values only, and the photo should cross a weak connection once, not twice.
 */
async function plausibilisiere(
  api: KundenportalClient,
  vertragId: string,
  ablesung: AblesungPayload,
  signal?: AbortSignal,
): Promise<Validierungsfeedback> {
  const { ablesedatum, zaehlernummer, ablesewerte } = ablesung;
  const ergebnis = await unwrap(
    api,
    api.GET('/{vertrag}/ablesungen/plausibilisiere', {
      params: { path: { vertrag: vertragId }, query: { ablesedatum, zaehlernummer, ablesewerte } },
      signal,
    }),
  );
  if (!ergebnis) throw new Error('Plausibilisierung ohne Antwort');
  return ergebnis;
}

/**
 * The backend's plausibility note (SPEC §7), or undefined: none, or the check failed, which does not stop the
 * reading (the check helps, nothing more). Throws when the session ended (401) or no answer came: the POST would
 * fare alike.
 */
export async function plausibilitaetsPruefung(
  api: KundenportalClient,
  vertragId: string,
  ablesung: AblesungPayload,
  signal?: AbortSignal,
): Promise<string | undefined> {
  try {
    return plausibilitaetsHinweis(await plausibilisiere(api, vertragId, ablesung, signal));
  } catch (error) {
    if ((isApiError(error) && error.status === 401) || isNetworkError(error) || isAbortError(error))
      throw error;
    return undefined;
  }
}

/** POST /{vertrag}/ablesungen: 202 accepted; throws ApiError (body with hinweis, or a text) otherwise. */
export async function sendeAblesung(
  api: KundenportalClient,
  vertragId: string,
  ablesung: AblesungPayload,
  signal?: AbortSignal,
): Promise<void> {
  await unwrap(
    api,
    api.POST('/{vertrag}/ablesungen', { params: { path: { vertrag: vertragId } }, body: ablesung, signal }),
  );
}

const SPERRE = 'ekp-ablesungen-senden';
/** Without Web Locks (an old browser): one after another within this tab at least. */
let warteschlange: Promise<unknown> = Promise.resolve();

/**
 * One at a time, across the portal's tabs (Web Locks): a round of sending, or a change the customer makes to a
 * waiting reading (discard, confirm). Inside, each reading is read afresh, so none goes out twice and none is sent
 * after the customer discarded it. `warten: false` skips when another holds the lock (its round sends these too):
 * automatic rounds never queue up behind a slow one.
 */
export function einzeln<T>(arbeit: () => Promise<T>, { warten = true } = {}): Promise<T | undefined> {
  if ('locks' in navigator) {
    return navigator.locks.request(SPERRE, { ifAvailable: !warten }, (sperre) =>
      sperre ? arbeit() : undefined,
    ) as Promise<T | undefined>;
  }
  const ergebnis = warteschlange.then(arbeit);
  warteschlange = ergebnis.catch(() => undefined);
  return ergebnis;
}

/** A slow line may take its time with a photo; a request that never ends must not hold the lock for good. */
const ZEITLIMIT_MS = 120_000;

/** Sent, but the device could not remove it: never sent again by this tab. */
const gesendetNichtEntfernt = new Set<string>();

/** A problem of the moment: the reading keeps waiting for the next round. */
const voruebergehend = (error: unknown) =>
  isApiError(error) && (error.status >= 500 || error.status === 408 || error.status === 429);

/**
 * One round: the customer's waiting readings, oldest first, through the normal flow. A plausibility note or an
 * error is kept with its reading for the customer; no network, an ended session or a passing server error end the
 * round and the readings wait for the next (online again, the next start, after sign-in). A POST that got no answer
 * may have arrived: the reading is not sent again by itself, the customer decides (Erneut senden). The round stops
 * as soon as this customer is no longer signed in: never with someone else's session. Returns the readings sent.
 */
export async function ausstehendeSenden(
  api: KundenportalClient,
  kundennummer: string,
  { angemeldet, warten = false }: { angemeldet: () => boolean; warten?: boolean },
): Promise<AusstehendeAblesung[]> {
  const gesendet: AusstehendeAblesung[] = [];
  const runde = async () => {
    for (const { id } of await ausstehendeAblesungen(kundennummer)) {
      if (!angemeldet()) return;
      const ablesung = await ausstehendeAblesung(id);
      if (ablesung?.zustand.art !== 'wartet' || gesendetNichtEntfernt.has(id)) continue;
      const { vertragId, ablesung: werte } = ablesung;
      const signal = AbortSignal.timeout(ZEITLIMIT_MS);
      try {
        const text = ablesung.pruefen
          ? await plausibilitaetsPruefung(api, vertragId, werte, signal)
          : undefined;
        if (text) {
          await ausstehendeAendern(id, { zustand: { art: 'hinweis', text } });
          continue;
        }
      } catch {
        return;
      }
      if (!angemeldet()) return;
      try {
        await sendeAblesung(api, vertragId, werte, signal);
      } catch (error) {
        if ((isApiError(error) && error.status === 401) || voruebergehend(error)) return;
        const text = isApiError(error)
          ? uebertragungsfehlerText(error.body)
          : texts.verbindung.nichtErreichbar;
        await ausstehendeAendern(id, { zustand: { art: 'fehler', text } });
        continue;
      }
      gesendet.push(ablesung);
      await ausstehendeEntfernen(id).catch(() => gesendetNichtEntfernt.add(id));
    }
  };
  // The device's storage failing ends the round; what was sent is reported all the same.
  await einzeln(runde, { warten }).catch(() => undefined);
  return gesendet;
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
  const offen = data.filter((ablesung) => !gesendetNichtEntfernt.has(ablesung.id));
  return vertragId === undefined ? offen : offen.filter((ablesung) => ablesung.vertragId === vertragId);
}

/**
 * Sends what waits, when the device is online: shows SPEC's success text when readings went out, and refreshes the
 * lists they appear in. `warten`: after the customer's own click, wait for a round under way instead of skipping.
 */
export function useAusstehendeSenden(): (optionen?: { warten?: boolean }) => Promise<void> {
  const api = useApi();
  const session = useSessionStore();
  const kundennummer = useSession()?.kundennummer ?? '';
  const queryClient = useQueryClient();
  const { show } = useMessageBar();
  return useCallback(
    async ({ warten = false } = {}) => {
      if (kundennummer === '' || !onlineManager.isOnline()) return;
      const angemeldet = () => session.credentials()?.kundennummer === kundennummer;
      const gesendet = await ausstehendeSenden(api, kundennummer, { angemeldet, warten });
      if (!angemeldet()) return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.ausstehendeAblesungen(kundennummer) });
      for (const vertragId of new Set(gesendet.map((ablesung) => ablesung.vertragId))) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.ablesungen(vertragId) });
      }
      if (gesendet.length > 0) show({ tone: 'success', text: texts.ablesung.erfolg });
    },
    [api, session, kundennummer, queryClient, show],
  );
}
