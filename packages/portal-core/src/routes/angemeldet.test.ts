import { createApiClient } from '@ekp/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Loaded before setup-unit pins the clock, as in the portal: the time zone library's dates extend the Date class
// of their load time, and the screens' query modules load lazily here, under the pinned clock.
import '../rules/zeit.ts';
import { fluechtigerSpeicher } from '../session/fluechtiger-speicher.ts';
import { createSessionStore } from '../session/session-store.ts';
import { queryKeys } from '../shared/queries.ts';
import { queryClientFor } from '../shared/query-layout.tsx';
import { angemeldeteRoute } from './angemeldet.ts';

// Issue 17: the first data of a chart screen is requested with its route, before the screen's code has loaded. The
// loader of the signed-in layout starts it; these tests call that loader as the router does and watch the wire.

const JETZT = new Date('2026-11-22T12:30:00+01:00');

/** What a backend as SPEC §3 describes answers, by the call's last path segment: readable, so nothing is retried. */
const antworten: Record<string, unknown> = {
  verbraeuche: [],
  historie: { data: [] },
  preiszeitreihe: { preise: [] },
};

let anfragen: URL[];
let antwort: (url: URL) => Response;

beforeEach(() => {
  anfragen = [];
  antwort = (url) => Response.json(antworten[url.pathname.split('/').at(-1) ?? '']);
  vi.stubGlobal('fetch', (request: Request) => {
    const url = new URL(request.url);
    anfragen.push(url);
    return Promise.resolve(antwort(url));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function portal({ angemeldet = true, basename = '/' } = {}) {
  const session = createSessionStore(fluechtigerSpeicher(), () => JETZT);
  if (angemeldet) session.signIn('10000001', 'token', 600);
  const api = createApiClient({
    baseUrl: 'https://backend.test/api',
    session,
    technicalErrorMessage: 'x',
    onUnauthorized: () => {},
  });
  const route = angemeldeteRoute(session, api, basename, () => JETZT);
  const laden = (pfad: string) =>
    route.loader instanceof Function
      ? route.loader({ request: new Request(`https://portal.test${pfad}`), params: {} } as never)
      : undefined;
  return { session, laden, cache: queryClientFor(session) };
}

/** Lets the lazy query modules load and the requests start. */
const abwarten = () => new Promise((fertig) => setTimeout(fertig, 50));

/** The first load of a lazy module is transformed on the fly here and may take a second. */
const bis = (erwartung: () => void) => vi.waitFor(erwartung, { timeout: 15_000 });

describe(
  'the signed-in layout requests the first data of the screen it leads to',
  { timeout: 20_000 },
  () => {
    it.each([
      ['/vertrag/3000101/verbrauch', ['/api/3000101/verbraeuche']],
      // The hourly view of its latest day: two calls, before and after midnight of the final day (SPEC §7).
      ['/vertrag/3000101/verbrauchshistorie', ['/api/3000101/historie', '/api/3000101/historie']],
      ['/vertrag/3000101/preiszeitreihe', ['/api/preiszeitreihe']],
    ])('%s → %j, and returns at once', async (pfad, erwartet) => {
      const { laden } = portal();
      // The loader does not wait for the answer: the screen renders with its own loading state meanwhile.
      expect(laden(pfad)).toBeNull();
      await bis(() => expect(anfragen.map((url) => url.pathname)).toEqual(erwartet));
    });

    it('keeps the answers under the keys the screens ask with', async () => {
      const { laden, cache } = portal();
      laden('/vertrag/3000101/verbrauch');
      laden('/vertrag/3000101/verbrauchshistorie');
      await bis(() => expect(cache.getQueryState(queryKeys.verbraeuche('3000101'))?.status).toBe('success'));
      // The hourly view as it opens at 12:30 on 22.11.: yesterday and today.
      const historie = queryKeys.historie(
        '3000101',
        'stuendlich|2026-11-21T00:00:00+01:00|2026-11-23T00:00:00+01:00',
      );
      await bis(() => expect(cache.getQueryState(historie)?.status).toBe('success'));
    });

    it('asks nothing when the session ends while the query module loads', async () => {
      const { laden, session } = portal();
      laden('/vertrag/3000101/preiszeitreihe');
      session.clear();
      await abwarten();
      // The control: signed in again, the same screen's request goes out.
      session.signIn('10000001', 'token', 600);
      laden('/vertrag/3000101/preiszeitreihe');
      await bis(() => expect(anfragen).toHaveLength(1));
      await abwarten();
      expect(anfragen).toHaveLength(1);
    });

    it('asks for the price series of the window the screen shows (from 12:00 today and tomorrow), under its key', async () => {
      const { laden, cache } = portal();
      laden('/vertrag/3000101/preiszeitreihe');
      await bis(() => expect(anfragen).toHaveLength(1));
      expect(Object.fromEntries(anfragen[0]!.searchParams)).toEqual({
        von: '2026-11-22T00:00:00+01:00',
        bis: '2026-11-24T00:00:00+01:00',
      });
      const schluessel = queryKeys.preiszeitreihe('2026-11-22T00:00:00+01:00', '2026-11-24T00:00:00+01:00');
      await bis(() => expect(cache.getQueryState(schluessel)?.status).toBe('success'));
    });

    it('finds the path under the brand’s baseUrlRouting', async () => {
      const { laden } = portal({ basename: '/kundenportal/' });
      laden('/kundenportal/vertrag/3000102/verbrauch');
      await bis(() => expect(anfragen.map((url) => url.pathname)).toEqual(['/api/3000102/verbraeuche']));
    });

    it('asks nothing without a session (the guard sends the customer to sign in) and for a screen not listed', async () => {
      const ohneSitzung = portal({ angemeldet: false });
      expect(ohneSitzung.laden('/vertrag/3000101/preiszeitreihe')).toBeNull();
      const mitSitzung = portal();
      // The start page and the other screens ask for their data themselves.
      mitSitzung.laden('/');
      mitSitzung.laden('/vertraege');
      mitSitzung.laden('/dokumente');
      mitSitzung.laden('/vertrag/3000101/verbrauchshistorie/anders');
      // The control: a listed screen's request arrives, and nothing else after a further wait.
      mitSitzung.laden('/vertrag/3000101/verbrauch');
      await bis(() => expect(anfragen).toHaveLength(1));
      await abwarten();
      expect(anfragen.map((url) => url.pathname)).toEqual(['/api/3000101/verbraeuche']);
    });

    it('asks once: data that is still fresh is not asked for again', async () => {
      const { laden } = portal();
      laden('/vertrag/3000101/verbrauch');
      await bis(() => expect(anfragen).toHaveLength(1));
      await abwarten();
      // To another screen and back within half a minute (the cache's staleTime).
      laden('/vertrag/3000101/verbrauch');
      await abwarten();
      expect(anfragen).toHaveLength(1);
    });

    it('leaves an error answer to the screen: nothing is thrown, the cache holds the error', async () => {
      antwort = () => Response.json({ message: 'kaputt' }, { status: 404 });
      const { laden, cache } = portal();
      laden('/vertrag/3000101/verbrauch');
      await bis(() => expect(cache.getQueryState(queryKeys.verbraeuche('3000101'))?.status).toBe('error'));
    });

    it('runs again on every move to another screen, not when the session changes on the same one', () => {
      const { shouldRevalidate } = angemeldeteRoute(
        createSessionStore(fluechtigerSpeicher(), () => JETZT),
        createApiClient({
          baseUrl: '/api',
          session: createSessionStore(fluechtigerSpeicher()),
          technicalErrorMessage: 'x',
          onUnauthorized: () => {},
        }),
        '/',
        () => JETZT,
      );
      const wechsel = (von: string, nach: string) =>
        shouldRevalidate?.({
          currentUrl: new URL(`https://portal.test${von}`),
          nextUrl: new URL(`https://portal.test${nach}`),
        } as never);
      expect(wechsel('/', '/vertrag/3000101/preiszeitreihe')).toBe(true);
      expect(wechsel('/vertrag/3000101/preiszeitreihe', '/vertrag/3000102/preiszeitreihe')).toBe(true);
      expect(wechsel('/vertraege', '/vertraege')).toBe(false);
    });
  },
);
