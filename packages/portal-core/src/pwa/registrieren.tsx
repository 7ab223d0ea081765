import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Workbox } from 'workbox-window';

import { NeueVersionBanner } from './neue-version-banner.tsx';

/** A tab left open for days still learns of a deploy: the browser itself checks only on navigation. */
const PRUEFINTERVALL_MS = 60 * 60_000;

/**
 * Registers the service worker of the build (`<basis>service-worker.js`, scope: the brand's base path) and shows
 * the update banner when a new version waits. Loaded after the page, in its own chunk: nothing of this weighs on
 * the first paint. The banner lives in a React root of its own below the portal, so the portal's first load does
 * not carry it either.
 */
export function serviceWorkerRegistrieren(basis: string): void {
  const workbox = new Workbox(`${basis}service-worker.js`, { scope: basis });
  let banner: { root: Root; ort: HTMLElement } | undefined;
  let neuLadenGewuenscht = false;

  const bannerZeigen = (neuLaden: () => void) => {
    if (banner) return;
    const ort = document.createElement('div');
    document.body.append(ort);
    const root = createRoot(ort);
    banner = { root, ort };
    root.render(
      <StrictMode>
        <NeueVersionBanner
          onNeuLaden={neuLaden}
          onSpaeter={() => {
            root.unmount();
            ort.remove();
          }}
        />
      </StrictMode>,
    );
  };

  // A new version is installed and waits for the pages of the old one: the customer decides when to switch.
  workbox.addEventListener('waiting', () => {
    bannerZeigen(() => {
      neuLadenGewuenscht = true;
      workbox.messageSkipWaiting();
    });
  });
  // The new version took over: after the customer's click here, or in another tab of the portal. That tab's click
  // removed the old version's files from the cache, so this page must not go on with the old scripts either.
  workbox.addEventListener('controlling', (event) => {
    if (neuLadenGewuenscht) window.location.reload();
    // Not the first worker taking over the page of the first visit (clientsClaim): that is no new version.
    else if (event.isUpdate === true || event.isExternal === true)
      bannerZeigen(() => window.location.reload());
  });

  workbox.register().then(
    (registrierung) => {
      if (!registrierung) return;
      const pruefen = () => void workbox.update().catch(() => undefined);
      setInterval(pruefen, PRUEFINTERVALL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') pruefen();
      });
    },
    // A browser that refuses service workers (a private window, a policy, blocked storage) runs the portal as
    // before, only without offline use; nothing to tell the customer.
    () => undefined,
  );
}
