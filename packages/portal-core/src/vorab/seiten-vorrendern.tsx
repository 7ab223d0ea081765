// Runs at build time in Node (the brand build's portalVorrendern plugin loads it), never in the browser.
import { createApiClient } from '@ekp/api-client';
import type { BrandConfig } from '@ekp/brand';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { PortalRahmen } from '../portal.tsx';
import { createRoutes } from '../routes/router.tsx';
import { routeTable, vorgerenderteRouten } from '../routes/paths.ts';
import { createSessionStore } from '../session/session-store.ts';
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

/** The public pages of one brand as HTML, rendered by the same routes and shell the browser then hydrates. */
export async function seitenVorrendern(brand: BrandConfig): Promise<VorgerenderteSeite[]> {
  const session = createSessionStore(leererSpeicher());
  const basename = brand.baseUrlRouting;
  const handler = createStaticHandler(
    createRoutes(session, () => new Date(), basename),
    { basename },
  );
  const services = {
    brand,
    // Never called while rendering: the public pages ask the backend only when the customer acts.
    api: createApiClient({
      baseUrl: '/api',
      session,
      onUnauthorized: () => session.clear(),
      technicalErrorMessage: texts.allgemein.technischerFehler,
    }),
    session,
    feiertageUrl: '',
  };
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
