import type { KundenportalClient } from '@ekp/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteObject } from 'react-router';

import type { SessionStore } from '../session/session-store.ts';
import { QueryLayout, queryClientFor } from '../shared/query-layout.tsx';
import { appPath, routeTable, type RouteName } from './paths.ts';

/** Starts the requests a screen makes first; the screen's own queries (same keys) then find them under way. */
type ErsteDaten = (
  client: QueryClient,
  api: KundenportalClient,
  ort: { id: string; now: Date },
) => Promise<unknown>;

/**
 * The first data of the chart screens, requested with the route (issue 17): as soon as the router knows the path,
 * beside the screen's code, not after that code and its libraries have loaded and the screen has rendered. Each
 * entry loads the feature's query factories only (a small chunk the screen needs anyway), never the screen.
 * Other screens ask for their data themselves: measured on the start page, asking earlier moved no paint and only
 * joined the first render and the answer's render into one longer task.
 */
const ersteDaten: Partial<Record<RouteName, () => Promise<ErsteDaten>>> = {
  vertragVerbrauch: () =>
    import('../features/verbrauch/verbrauch-queries.ts').then((q) => q.verbrauchErsteDaten),
  vertragVerbrauchshistorie: () =>
    import('../features/verbrauch/verbrauch-queries.ts').then((q) => q.verbrauchshistorieErsteDaten),
  vertragPreiszeitreihe: () =>
    import('../features/verbrauch/verbrauch-queries.ts').then((q) => q.preiszeitreiheErsteDaten),
};

function ersteDatenAnfragen(session: SessionStore, api: KundenportalClient, pfad: string, now: Date) {
  const kundennummer = session.get()?.kundennummer;
  for (const [name, laden] of Object.entries(ersteDaten)) {
    const treffer = matchPath(routeTable[name as RouteName].path, pfad);
    if (!treffer) continue;
    laden()
      .then((anfragen) => {
        // Signed out, or someone else signed in, while the query module loaded: nothing is asked for.
        if (!session.isLoggedIn() || session.get()?.kundennummer !== kundennummer) return;
        return anfragen(queryClientFor(session), api, { id: treffer.params.id ?? '', now });
      })
      // A chunk that does not load or an answer that is an error: the screen asks again or shows it.
      .catch(() => {});
  }
}

/**
 * The layout route of every signed-in screen: the query cache (QueryLayout) and, with each navigation, the first
 * data of the screen it leads to.
 */
export function angemeldeteRoute(
  session: SessionStore,
  api: KundenportalClient,
  basename: string,
  now: () => Date,
): Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'> {
  return {
    Component: QueryLayout,
    loader: ({ request }) => {
      // Signed out (the screen's guard sends the customer to sign in), nothing is asked for.
      if (session.isLoggedIn()) {
        const pfad = appPath(new URL(request.url).pathname, basename);
        ersteDatenAnfragen(session, api, pfad, now());
      }
      return null;
    },
    // A layout without a path would keep its first answer; it runs again on every move to another screen, but not
    // when the session changes on the same screen (its queries are there already).
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}
