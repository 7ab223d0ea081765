import { LoadingMask } from '@ekp/ui';

import { isLoggedIn } from '../rules/session.ts';
import { useSession } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';
import { Navigation, ShellRahmen } from './shell.tsx';

/**
 * Shown while the first screen's code loads (the router's hydrate fallback): the page's frame with its loading
 * state, as the app shell's HTML shows it before any script ran (vorab/app-shell.tsx), so the portal takes
 * over without a change on screen.
 */
export function InitialLoading() {
  const angemeldet = isLoggedIn(useSession(), new Date());
  return (
    <ShellRahmen navigation={<Navigation angemeldet={angemeldet} />} signedInPage>
      <LoadingMask loading label={texts.allgemein.wirdGeladen} />
    </ShellRahmen>
  );
}
