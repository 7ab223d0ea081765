import { createApiClient } from '@ekp/api-client';
import type { BrandConfig } from '@ekp/brand';
import { useEffect, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { createRoutes } from './routes/router.tsx';
import { createSessionStore, type SessionStore } from './session/session-store.ts';
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
  brand: BrandConfig;
  /** Base path of the backend; `/api` unless the app's env says otherwise. */
  apiBaseUrl?: string;
  /**
   * URL of the external public holiday service (SPEC §7), called as `<feiertageUrl>?years=2026,2027` without the
   * portal's session headers. Default: FEIERTAGSDIENST_URL, which the CSP of deploy/nginx allows; the demo
   * backend's stand-in is `<apiBaseUrl>/feiertage`.
   */
  feiertageUrl?: string;
  /** Tests and Storybook start at a given path in memory instead of the browser's address bar. */
  initialPath?: string;
  storage?: Storage;
  now?: () => Date;
}

export interface PortalRuntime extends PortalServices {
  router: DataRouter;
  /** Offline, or the backend gave no answer: shown by the connection banner. */
  verbindung: VerbindungStore;
}

export function createPortalRuntime(options: PortalOptions): PortalRuntime {
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
  const routes = createRoutes(session, now, basename);
  const router = options.initialPath
    ? createMemoryRouter(routes, { initialEntries: [options.initialPath] })
    : createBrowserRouter(routes, { basename });

  const feiertageUrl = options.feiertageUrl ?? FEIERTAGSDIENST_URL;

  return { brand: options.brand, api, session, feiertageUrl, router, verbindung };
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
export function PortalView({ runtime }: { runtime: PortalRuntime }) {
  useEffect(
    () =>
      runtime.session.subscribe(() => {
        void runtime.router.revalidate();
      }),
    [runtime],
  );

  return (
    <PortalContext value={runtime}>
      <MessageBarProvider>
        <VerbindungsBanner store={runtime.verbindung} />
        <RouterProvider router={runtime.router} />
      </MessageBarProvider>
    </PortalContext>
  );
}
