import { createApiClient } from '@ekp/api-client';
import type { AppBrand } from '@ekp/brand';
import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { createRoutes } from './routes/router.tsx';
import { istAndereSitzung, type Session } from './rules/session.ts';
import { createSessionStore, type SessionStore } from './session/session-store.ts';
import { eingabenUebernehmen, vorabStarterFreigeben } from './vorab/eingaben-uebernehmen.ts';
import { MessageBarProvider } from './shared/message-bar.tsx';
import { PortalContext, type PortalServices } from './shared/portal-context.tsx';
import { VerbindungsBanner } from './shared/verbindung-banner.tsx';
import {
  browserVerbindungQuelle,
  createVerbindungStore,
  type VerbindungStore,
} from './shared/verbindung-store.ts';
import * as texts from './texts.ts';

/** The public holiday service SPEC §7 describes (answer format of api-feiertage.de). */
const FEIERTAGSDIENST_URL = 'https://get.api-feiertage.de';

export interface PortalOptions {
  brand: AppBrand;
  /** Base path of the backend; `/api` unless the app's env says otherwise. */
  apiBaseUrl?: string;
  /**
   * URL of the external public holiday service (SPEC §7), called as `<feiertageUrl>?years=2026,2027` without the
   * portal's session headers. Default: FEIERTAGSDIENST_URL, which the CSP of deploy/nginx allows; the demo
   * backend's stand-in is `<apiBaseUrl>/feiertage`.
   */
  feiertageUrl?: string;
  /**
   * Where the build put service-worker.js (offline use and the update banner, issue 15): the app's base in a
   * production build. Unset in dev, tests and Storybook, which have no worker.
   */
  serviceWorkerBasis?: string;
  /** Tests and Storybook start at a given path in memory instead of the browser's address bar. */
  initialPath?: string;
  storage?: Storage;
  now?: () => Date;
}

export interface PortalRuntime extends PortalServices {
  router: DataRouter;
  /** Offline, or the backend gave no answer: shown by the connection banner. */
  verbindung: VerbindungStore;
  /** The session the router's first guards saw; PortalView only learns of changes once it has rendered. */
  sitzungBeimStart: Session | null;
}

interface PortalGrundlagen extends PortalServices {
  routes: RouteObject[];
  basename: string;
  verbindung: VerbindungStore;
}

function portalGrundlagen(options: PortalOptions): PortalGrundlagen {
  const now = options.now ?? (() => new Date());
  const session: SessionStore = createSessionStore(options.storage ?? window.localStorage, now);
  const apiBaseUrl = options.apiBaseUrl ?? '/api';
  const verbindung = createVerbindungStore(browserVerbindungQuelle());
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    session,
    onUnauthorized: () => session.clear(),
    technicalErrorMessage: texts.allgemein.technischerFehler,
    // Every request, downloads included, reports whether an answer came; a cache-level onError would miss calls
    // made outside TanStack Query and could not tell when the connection is back.
    onReachability: (erreichbar) => verbindung.meldeErreichbarkeit(erreichbar),
  });
  // The brand's baseUrlRouting (e.g. /kundenportal/) is the router's basename; its build's asset base is the same path.
  const basename = options.brand.baseUrlRouting;
  const routes = createRoutes({ session, api }, now, basename);
  const feiertageUrl = options.feiertageUrl ?? FEIERTAGSDIENST_URL;
  return { brand: options.brand, api, session, feiertageUrl, verbindung, routes, basename };
}

function mitRouter(
  { routes, basename, ...services }: PortalGrundlagen,
  initialPath: string | undefined,
  hydrationData?: HydrationState,
): PortalRuntime {
  const router = initialPath
    ? createMemoryRouter(routes, { initialEntries: [initialPath] })
    : createBrowserRouter(routes, { basename, hydrationData });
  const sitzungBeimStart =
    services.sitzungBeimUebernehmen === undefined ? services.session.get() : services.sitzungBeimUebernehmen;
  return { ...services, router, sitzungBeimStart };
}

export function createPortalRuntime(options: PortalOptions): PortalRuntime {
  return mitRouter(portalGrundlagen(options), options.initialPath);
}

/**
 * What the router needs to take over a page prerendered at build time (scripts of the brand build write it with
 * `data-vorab` = its path): the lazy modules of the page loaded and its loaders' answers. A query does not matter
 * (the prerendered pages render the same with any, e.g. /anmelden?weiter=… after an expired session). None when the
 * page is not the one prerendered, the device's session does not fit the page (the public pages were rendered
 * without one, the start page, marked `data-vorab-sitzung`, with one), or the guard sends the customer elsewhere:
 * then the portal renders afresh over the prerendered HTML.
 */
async function vorabGerendertUebernehmen(
  { routes, basename, session }: PortalGrundlagen,
  container: HTMLElement,
): Promise<{ hydrationData: HydrationState; sitzungBeimUebernehmen: Session | null } | undefined> {
  const { pathname, href: adresse } = window.location;
  // The start page was rendered for a session, the public pages without one: each only hydrates as rendered.
  const mitSitzung = container.dataset.vorabSitzung !== undefined;
  const sitzungBeimUebernehmen = session.get();
  if (container.dataset.vorab !== pathname || (sitzungBeimUebernehmen !== null) !== mitSitzung)
    return undefined;
  const request = new Request(adresse);
  const loaderData: Record<string, unknown> = {};
  try {
    for (const { route, params } of matchRoutes(routes, pathname, basename) ?? []) {
      // As React Router's guide on manual hydration does it: a route's lazy part becomes part of the route.
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }
      if (typeof route.loader === 'function' && route.id !== undefined) {
        const antwort: unknown = await route.loader({
          request,
          params,
          context: undefined,
          pattern: '',
        } as never);
        if (antwort instanceof Response) return undefined;
        loaderData[route.id] = antwort;
      }
    }
  } catch {
    // A page chunk that did not load (a weak connection): the router renders afresh, loads it again and shows
    // its error view if that fails too, instead of leaving a page that looks alive and never answers.
    return undefined;
  }
  return { hydrationData: { loaderData }, sitzungBeimUebernehmen };
}

/**
 * Ends the current task: the start's steps (evaluating the scripts; building the routes; loading the page's module,
 * its loader and the router; the first render) run as separate tasks, so a tap or key while the portal starts waits
 * for one step, not for all of them.
 */
function mainThreadFreigeben(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the portal in the page: hydrates a page prerendered at build time (the customer saw it before any
 * script ran), or renders over the root's HTML (the app shell, or a prerendered page that is not the one to show).
 */
export async function portalStarten(container: HTMLElement, options: PortalOptions): Promise<void> {
  await mainThreadFreigeben();
  const grundlagen = portalGrundlagen(options);
  await mainThreadFreigeben();
  const vorgerendert = await vorabGerendertUebernehmen(grundlagen, container);
  const hydrationData = vorgerendert?.hydrationData;
  const runtime = mitRouter(
    { ...grundlagen, sitzungBeimUebernehmen: vorgerendert?.sitzungBeimUebernehmen },
    undefined,
    hydrationData,
  );
  const portal = (
    <StrictMode>
      <PortalView
        runtime={runtime}
        nachDemStart={() => (hydrationData ? eingabenUebernehmen(container) : vorabStarterFreigeben())}
      />
    </StrictMode>
  );
  await mainThreadFreigeben();
  // As a transition React renders in slices of a few milliseconds and lets the browser paint and take input in
  // between. A tap or key on the prerendered page meanwhile makes React finish the takeover at once, then handle it;
  // a form sent meanwhile stays held by vorab-start.js until the takeover.
  startTransition(() => {
    if (hydrationData) hydrateRoot(container, portal);
    else createRoot(container).render(portal);
  });
  const basis = options.serviceWorkerBasis;
  if (basis === undefined || !('serviceWorker' in navigator)) return;
  // The worker (offline use, update banner) from a chunk of its own, requested once the page has loaded: it must
  // not compete with the page's own chunks on a slow line.
  const registrieren = () =>
    void import('./pwa/registrieren.tsx').then((pwa) => pwa.serviceWorkerRegistrieren(basis));
  if (document.readyState === 'complete') registrieren();
  else window.addEventListener('load', registrieren, { once: true });
}

/** The whole portal for one brand. */
export function Portal(props: PortalOptions) {
  const [runtime] = useState(() => createPortalRuntime(props));
  return <PortalView runtime={runtime} />;
}

/**
 * Renders a runtime (tests and Storybook build their own). When the session ends (logout, 401, another tab),
 * the current route's guard runs again and sends the customer to sign-in.
 */
export function PortalView({
  runtime,
  nachDemStart,
}: {
  runtime: PortalRuntime;
  /** Runs once the first render is committed (after a prerendered page is hydrated). */
  nachDemStart?: () => void;
}) {
  useEffect(() => {
    const abbestellen = runtime.session.subscribe(() => {
      void runtime.router.revalidate();
    });
    // Signed in or out in another tab while the portal started (its render is sliced): the guards ran with the
    // session of the start, so they run again.
    if (istAndereSitzung(runtime.session.get(), runtime.sitzungBeimStart)) void runtime.router.revalidate();
    return abbestellen;
  }, [runtime]);
  // A second run (StrictMode) finds every field reported already and changes nothing.
  useEffect(() => nachDemStart?.(), [nachDemStart]);

  return (
    <PortalRahmen services={runtime} verbindung={runtime.verbindung}>
      <RouterProvider router={runtime.router} />
    </PortalRahmen>
  );
}

/** What surrounds the router, in the browser and when a page is prerendered: both must render the same tree. */
export function PortalRahmen({
  services,
  verbindung,
  children,
}: {
  services: PortalServices;
  verbindung: VerbindungStore;
  children: ReactNode;
}) {
  return (
    <PortalContext value={services}>
      <MessageBarProvider>
        <VerbindungsBanner store={verbindung} />
        {children}
      </MessageBarProvider>
    </PortalContext>
  );
}
