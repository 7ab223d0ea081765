import { redirect, type RouteObject } from 'react-router';

import { resolveRoute } from '../rules/guard.ts';
import { isPortalDisabled } from '../rules/session.ts';
import type { PortalServices } from '../shared/portal-context.tsx';
import { ErrorView } from '../shell/error-view.tsx';
import { InitialLoading } from '../shell/initial-loading.tsx';
import { Shell } from '../shell/shell.tsx';
import { pages } from './pages.ts';
import { appPath, href, routeTable, type RouteName } from './paths.ts';

/** Where the guard sends a customer, by the rule's target (SPEC §2). */
const redirectTargets = {
  gesperrt: 'portalGesperrt',
  aenderePasswort: 'aenderePasswort',
  anmelden: 'anmelden',
  start: 'start',
} as const satisfies Record<string, RouteName>;

export function createRoutes(
  { session, api }: Pick<PortalServices, 'session' | 'api'>,
  now: () => Date = () => new Date(),
  basename = '/',
): RouteObject[] {
  const guardedRoute = (name: RouteName): RouteObject => {
    const loadPage = pages[name];
    const { path, access } = routeTable[name];
    return {
      id: name,
      path,
      handle: { name },
      loader: ({ request }) => {
        if (access === 'any') return null;
        const decision = resolveRoute({
          route: {
            requiresAuth: access === 'auth',
            isForcedPasswordChange: access === 'forcedPasswordChange',
            isBlockedPage: name === 'portalGesperrt',
          },
          session: session.get(),
          now: now(),
          portalDisabled: isPortalDisabled(),
        });
        if (decision.kind === 'render') return null;
        const target = href(redirectTargets[decision.to]);
        // A customer whose session ran out comes back to the page they were on after signing in again.
        if (decision.to === 'anmelden' && access === 'auth') {
          const url = new URL(request.url);
          // The request's path includes the basename; the way back is a path inside the app, as navigate() takes it.
          const pathname = appPath(url.pathname, basename);
          if (pathname !== '/')
            return redirect(`${target}?weiter=${encodeURIComponent(pathname + url.search)}`);
        }
        return redirect(target);
      },
      lazy: async () => ({ Component: await loadPage() }),
    };
  };
  const names = Object.keys(routeTable) as RouteName[];
  const signedIn = names.filter((name) => routeTable[name].access === 'auth');
  const others = names.filter((name) => routeTable[name].access !== 'auth');

  return [
    {
      id: 'root',
      Component: Shell,
      ErrorBoundary: ErrorView,
      HydrateFallback: InitialLoading,
      children: [
        ...others.map(guardedRoute),
        {
          // Signed-in screens share the query cache; its library loads with them, in parallel with the page, and
          // starts the screen's first data (routes/angemeldet.ts).
          id: 'angemeldet',
          lazy: () => import('./angemeldet.ts').then((m) => m.angemeldeteRoute(session, api, basename, now)),
          children: signedIn.map(guardedRoute),
        },
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
