import { createApiClient } from '@ekp/api-client';
import type { AppBrand } from '@ekp/brand';
import { LoadingMask } from '@ekp/ui';
import { MemoryRouter } from 'react-router';

import { PortalRahmen } from '../portal.tsx';
import { browserPath } from '../routes/paths.ts';
import { fluechtigerSpeicher } from '../session/fluechtiger-speicher.ts';
import { createSessionStore } from '../session/session-store.ts';
import { useBrand } from '../shared/portal-context.tsx';
import { createVerbindungStore } from '../shared/verbindung-store.ts';
import { Navigation, ShellRahmen } from '../shell/shell.tsx';
import * as texts from '../texts.ts';

/**
 * The portal's services for a page rendered at build time: without a session, as a customer who is not signed in
 * has them, or with one that no customer has (`angemeldet`, for the start page: nothing on it shows the session).
 * Nothing is asked of the backend while rendering.
 */
export function dienste(brand: AppBrand, { angemeldet = false } = {}) {
  const session = createSessionStore(fluechtigerSpeicher());
  if (angemeldet) session.signIn('', 'vorab', 24 * 60 * 60);
  const sitzungBeimUebernehmen = session.get();
  return {
    brand,
    api: createApiClient({
      baseUrl: '/api',
      session,
      onUnauthorized: () => session.clear(),
      technicalErrorMessage: texts.allgemein.technischerFehler,
    }),
    session,
    sitzungBeimUebernehmen,
    feiertageUrl: '',
  };
}

/**
 * The app shell (issue 17): the frame of a signed-in page with its loading state, which the build writes into
 * index.html (vorab/seiten-vorrendern.tsx), the HTML of every path that is not prerendered. The same frame the
 * portal's first render shows (shell/initial-loading.tsx), which replaces it. Both navigations are in it; its CSS
 * shows the one that fits the session sitzung-vorab.js found on the device (and gives the main region the height
 * of a signed-in page only then). Abmelden is left out: before the portal runs it could do nothing.
 */
function AppShell() {
  const brand = useBrand();
  const basename = brand.baseUrlRouting;
  return (
    // A path no link of the frame points to: none is marked as the current page.
    <MemoryRouter basename={basename} initialEntries={[browserPath('/app-shell', basename)]}>
      <ShellRahmen
        navigation={
          <>
            <div data-nur-mit-sitzung="">
              <Navigation angemeldet ohneAbmelden />
            </div>
            <div data-nur-ohne-sitzung="">
              <Navigation angemeldet={false} />
            </div>
          </>
        }
        signedInPage
      >
        <LoadingMask loading label={texts.allgemein.wirdGeladen} />
      </ShellRahmen>
    </MemoryRouter>
  );
}

/** The app shell in the portal's context, as the build renders it (and Storybook shows it) for a brand. */
export function AppShellSeite({ brand }: { brand: AppBrand }) {
  return (
    <PortalRahmen services={dienste(brand)} verbindung={createVerbindungStore(undefined)}>
      <AppShell />
    </PortalRahmen>
  );
}
