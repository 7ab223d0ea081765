import { LoadingMask } from '@ekp/ui';

import { isLoggedIn } from '../rules/session.ts';
import { useSession } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';
import { Navigation, ShellRahmen } from './shell.tsx';

/**
 * Shown while the first screen's code loads (the router's hydrate fallback): the page's frame with its loading
 * state, the frame the app shell's HTML shows before any script ran (vorab/app-shell.tsx). Without Abmelden, as
 * there: the signed-in layout, which asks about readings waiting on the device before signing out, is not there yet.
 */
export function InitialLoading() {
  const angemeldet = isLoggedIn(useSession(), new Date());
  return (
    <ShellRahmen navigation={<Navigation angemeldet={angemeldet} ohneAbmelden />} signedInPage={angemeldet}>
      <LoadingMask loading label={texts.allgemein.wirdGeladen} />
    </ShellRahmen>
  );
}
