// Runs at build time in Node (the brand build's portalVorrendern plugin loads it), never in the browser.
import { createApiClient } from '@ekp/api-client';
import type { BrandConfig } from '@ekp/brand';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LoadingMask } from '@ekp/ui';
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router';

import { PortalRahmen } from '../portal.tsx';
import { createRoutes } from '../routes/router.tsx';
import { routeTable, vorgerenderteRouten } from '../routes/paths.ts';
import { SESSION_SPEICHER_SCHLUESSEL } from '../rules/session.ts';
import { createSessionStore } from '../session/session-store.ts';
import { BrandBar, NavBar } from '../shell/nav-bar.tsx';
import { ShellRahmen } from '../shell/shell.tsx';
import { createVerbindungStore } from '../shared/verbindung-store.ts';
import * as texts from '../texts.ts';

export interface VorgerenderteSeite {
  /** The path in the browser, with the brand's baseUrlRouting: the root's data-vorab, compared before hydrating. */
  pfad: string;
  /** Where the page goes in the build output, relative to it (nginx tries `$uri.html`). */
  datei: string;
  /** The markup inside the root element. */
  html: string;
}

/** A storage that holds nothing: a prerendered page is the page as a customer without a session sees it. */
function leererSpeicher(): Storage {
  const werte = new Map<string, string>();
  return {
    get length() {
      return werte.size;
    },
    clear: () => werte.clear(),
    getItem: (key) => werte.get(key) ?? null,
    key: (index) => [...werte.keys()][index] ?? null,
    removeItem: (key) => void werte.delete(key),
    setItem: (key, value) => void werte.set(key, value),
  };
}

/** Where the browser keeps the session: vorab/sitzung-vorab.js reads it before the first paint. */
export const sitzungsSchluessel = SESSION_SPEICHER_SCHLUESSEL;

/** The portal's services as a customer without a session has them; nothing is asked of the backend while rendering. */
function dienste(brand: BrandConfig) {
  const session = createSessionStore(leererSpeicher());
  return {
    brand,
    api: createApiClient({
      baseUrl: '/api',
      session,
      onUnauthorized: () => session.clear(),
      technicalErrorMessage: texts.allgemein.technischerFehler,
    }),
    session,
    feiertageUrl: '',
  };
}

/**
 * The app shell (issue 17): the frame of a signed-in page with its loading state, the HTML of every path that is not
 * prerendered (the signed-in pages above all), painted before any script ran. The same frame the portal's first
 * render shows (shell/initial-loading.tsx), which replaces it. Both navigations are in it; the page's CSS shows the
 * one that fits the session vorab/sitzung-vorab.js found on the device. Abmelden is left out: before the portal
 * runs it could do nothing.
 */
export function appShellVorrendern(brand: BrandConfig): string {
  const services = dienste(brand);
  const basename = brand.baseUrlRouting;
  return renderToString(
    <StrictMode>
      <PortalRahmen services={services} verbindung={createVerbindungStore(undefined)}>
        {/* A path no link of the frame points to: none is marked as the current page. */}
        <MemoryRouter basename={basename} initialEntries={[`${basename.replace(/\/+$/, '')}/app-shell`]}>
          <ShellRahmen
            navigation={
              <>
                <div data-nur-mit-sitzung="">
                  <NavBar ohneAbmelden />
                </div>
                {brand.zeigeNavigationOnLogin && (
                  <div data-nur-ohne-sitzung="">
                    <BrandBar />
                  </div>
                )}
              </>
            }
            signedInPage
          >
            <LoadingMask loading label={texts.allgemein.wirdGeladen} />
          </ShellRahmen>
        </MemoryRouter>
      </PortalRahmen>
    </StrictMode>,
  );
}

/** The public pages of one brand as HTML, rendered by the same routes and shell the browser then hydrates. */
export async function seitenVorrendern(brand: BrandConfig): Promise<VorgerenderteSeite[]> {
  const services = dienste(brand);
  const { session } = services;
  const basename = brand.baseUrlRouting;
  const handler = createStaticHandler(
    createRoutes(session, () => new Date(), basename),
    { basename },
  );
  const seiten: VorgerenderteSeite[] = [];
  for (const name of vorgerenderteRouten) {
    const { path } = routeTable[name];
    const pfad = `${basename.replace(/\/+$/, '')}${path}`;
    const context = await handler.query(new Request(new URL(pfad, 'http://vorab.invalid')));
    if (context instanceof Response) {
      throw new Error(
        `${pfad}: die Route leitet ohne Sitzung weiter (${String(context.status)}), nichts vorzurendern`,
      );
    }
    const html = renderToString(
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
    seiten.push({ pfad, datei: `${path.slice(1)}.html`, html });
  }
  return seiten;
}
