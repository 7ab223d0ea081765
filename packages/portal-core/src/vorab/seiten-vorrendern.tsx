// Runs at build time in Node (the brand build's portalVorrendern plugin loads it), never in the browser.
import type { BrandConfig } from '@ekp/brand';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { PortalRahmen } from '../portal.tsx';
import { createRoutes } from '../routes/router.tsx';
import { routeTable, vorgerenderteRouten } from '../routes/paths.ts';
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
}

/** Where the browser keeps the session: sitzung-vorab.js (beside build.ts) reads it before the first paint. */
export const sitzungsSchluessel = SESSION_SPEICHER_SCHLUESSEL;

/**
 * The app shell (issue 17) as HTML: the frame of a signed-in page with its loading state (vorab/app-shell.tsx), the
 * HTML of every path that is not prerendered (the signed-in pages above all), painted before any script ran.
 */
export function appShellVorrendern(brand: BrandConfig): string {
  return renderToString(
    <StrictMode>
      <AppShellSeite brand={brand} />
    </StrictMode>,
  );
}

/** The public pages of one brand as HTML, rendered by the same routes and shell the browser then hydrates. */
export async function seitenVorrendern(brand: BrandConfig): Promise<VorgerenderteSeite[]> {
  const services = dienste(brand);
  const basename = brand.baseUrlRouting;
  const handler = createStaticHandler(
    createRoutes(services, () => new Date(), basename),
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
