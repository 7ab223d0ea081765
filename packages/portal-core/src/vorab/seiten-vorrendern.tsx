// Runs at build time in Node (the brand build's portalVorrendern plugin loads it), never in the browser.
import type { AppBrand } from '@ekp/brand';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { PortalRahmen } from '../portal.tsx';
import { createRoutes } from '../routes/router.tsx';
import { browserPath, routeTable, vorgerenderteRouten, type RouteName } from '../routes/paths.ts';
import { SESSION_SPEICHER_SCHLUESSEL } from '../rules/session.ts';
import { createVerbindungStore } from '../shared/verbindung-store.ts';
import { AppShellSeite, dienste } from './app-shell.tsx';

export interface VorgerenderteSeite {
  /** The path in the browser, with the brand's baseUrlRouting: the root's data-vorab, compared before hydrating. */
  pfad: string;
  /** Where the page goes in the build output, relative to it (nginx tries `$uri.html`). */
  datei: string;
  /** The markup inside the root element. */
  html: string;
  /**
   * Rendered for a customer with a session (the start page): shown only where the device holds a live one, and
   * hydrated only then. The others are rendered without one.
   */
  mitSitzung: boolean;
  /**
   * Source modules (under packages/) the page's routes load lazily before the portal takes the page over: the
   * build adds their chunks to the scripts requested after the first paint, so they come in one wave, not one round
   * trip after another.
   */
  module: readonly string[];
}

/** The signed-in layout and the reader of answers, which every signed-in screen loads before its first data. */
const ANGEMELDET_MODULE = ['portal-core/src/routes/angemeldet.ts', 'api-client/src/lesen.ts'];

/** The modules of the chart screens and their first data (routes/angemeldet.ts asks for it with the route). */
const DIAGRAMM_MODULE = [...ANGEMELDET_MODULE, 'portal-core/src/features/verbrauch/verbrauch-queries.ts'];

/**
 * Paths served the app shell whose screen's chunks the shell requests with the portal's scripts, where the device
 * holds a session (sitzung-vorab.js): the chart screens, which dynamic-tariff customers open daily, often from a
 * bookmark. Without it their chunks came one round trip after another once the router ran.
 */
const APP_SHELL_ROUTEN = {
  vertragPreiszeitreihe: [...DIAGRAMM_MODULE, 'portal-core/src/features/verbrauch/preiszeitreihe-page.tsx'],
  vertragVerbrauch: [...DIAGRAMM_MODULE, 'portal-core/src/features/verbrauch/verbrauch-page.tsx'],
  vertragVerbrauchshistorie: [
    ...DIAGRAMM_MODULE,
    'portal-core/src/features/verbrauch/verbrauchshistorie-page.tsx',
  ],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;

/** The app shell's routes whose chunks it preloads: the path as the browser has it (`:id` for any segment). */
export function appShellVorladen(brand: AppBrand): { pfad: string; module: readonly string[] }[] {
  return Object.entries(APP_SHELL_ROUTEN).map(([name, module]) => ({
    pfad: browserPath(routeTable[name as keyof typeof APP_SHELL_ROUTEN].path, brand.baseUrlRouting),
    module,
  }));
}

/** The start page's HTML (nginx and the service worker serve it for the portal's root). */
const STARTSEITE_DATEI = 'startseite.html';

/**
 * Where sitzung-vorab.js sends a device from the start page, as the portal's guard would: without a live session to
 * sign-in, in the change-password state to its page.
 */
export function startseiteUmleitungen(brand: AppBrand): { ohneSitzung: string; passwortAendern: string } {
  return {
    ohneSitzung: browserPath(routeTable.anmelden.path, brand.baseUrlRouting),
    passwortAendern: browserPath(routeTable.aenderePasswort.path, brand.baseUrlRouting),
  };
}

/** Where the browser keeps the session: sitzung-vorab.js (beside build.ts) reads it before the first paint. */
export const sitzungsSchluessel = SESSION_SPEICHER_SCHLUESSEL;

/**
 * The app shell (issue 17) as HTML: the frame of a signed-in page with its loading state (vorab/app-shell.tsx), the
 * HTML of every path that is not prerendered (the signed-in pages above all), painted before any script ran.
 */
export function appShellVorrendern(brand: AppBrand): string {
  return renderToString(
    <StrictMode>
      <AppShellSeite brand={brand} />
    </StrictMode>,
  );
}

/** One path rendered by the portal's routes and shell, as the browser's first render will show it. */
async function seiteRendern(services: ReturnType<typeof dienste>, pfad: string): Promise<string> {
  const basename = services.brand.baseUrlRouting;
  const handler = createStaticHandler(
    createRoutes(services, () => new Date(), basename),
    {
      basename,
    },
  );
  const context = await handler.query(new Request(new URL(pfad, 'http://vorab.invalid')));
  if (context instanceof Response) {
    throw new Error(`${pfad}: die Route leitet weiter (${String(context.status)}), nichts vorzurendern`);
  }
  return renderToString(
    <StrictMode>
      <PortalRahmen services={services} verbindung={createVerbindungStore(undefined)}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </PortalRahmen>
    </StrictMode>,
  );
}

/**
 * The public pages of one brand as HTML, rendered by the same routes and shell the browser then hydrates, and the
 * start page as a signed-in customer first sees it: greeting and actions, their name still loading.
 */
export async function seitenVorrendern(brand: AppBrand): Promise<VorgerenderteSeite[]> {
  const seiten: VorgerenderteSeite[] = [];
  for (const name of vorgerenderteRouten) {
    const { path } = routeTable[name];
    const pfad = browserPath(path, brand.baseUrlRouting);
    const html = await seiteRendern(dienste(brand), pfad);
    // Their modules are part of the start chunk (routes/pages.ts): nothing to add.
    seiten.push({ pfad, datei: `${path.slice(1)}.html`, html, mitSitzung: false, module: [] });
  }
  const pfad = browserPath(routeTable.start.path, brand.baseUrlRouting);
  const html = await seiteRendern(dienste(brand, { angemeldet: true }), pfad);
  seiten.push({
    pfad,
    datei: STARTSEITE_DATEI,
    html,
    mitSitzung: true,
    module: [...ANGEMELDET_MODULE, 'portal-core/src/features/startseite/startseite-page.tsx'],
  });
  return seiten;
}
