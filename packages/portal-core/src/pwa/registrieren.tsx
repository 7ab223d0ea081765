import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Workbox } from 'workbox-window';

import { NeueVersionBanner } from './neue-version-banner.tsx';

/** A tab left open for days still learns of a deploy: the browser itself checks only on navigation. */
const PRUEFINTERVALL_MS = 60 * 60_000;

/**
 * Registers the service worker of the build (`<basis>service-worker.js`, scope: the brand's base path) and shows
 * the update banner when a new version waits. In a chunk of its own, and workbox-window registers only after the
 * load event: nothing of this weighs on the first paint. The banner lives in a React root of its own below the
 * portal, so the portal's first load does not carry it either.
 */
export function serviceWorkerRegistrieren(basis: string): void {
  const workbox = new Workbox(`${basis}service-worker.js`, { scope: basis });
  let banner: { root: Root; ort: HTMLElement } | undefined;
  let neuLadenGewuenscht = false;
  // Whether a worker served this page or took it over already: the first one taking over the page of a first
  // visit (clientsClaim) is no new version; any later one is.
  let gesteuert = navigator.serviceWorker.controller !== null;
  let registrierung: ServiceWorkerRegistration | undefined;

  /** Decided at the click: another tab may have switched to the new version meanwhile. */
  const neuLaden = () => {
    if (registrierung?.waiting) {
      neuLadenGewuenscht = true;
      workbox.messageSkipWaiting();
    } else {
      window.location.reload();
    }
  };

  const bannerZeigen = () => {
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
            // A later version (or another tab switching) shows it again.
            banner = undefined;
            // Focus does not fall to the end of the page with the button it was on.
            document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
          }}
        />
      </StrictMode>,
    );
  };

  // A new version is installed and waits for the pages of the old one: the customer decides when to switch.
  workbox.addEventListener('waiting', bannerZeigen);
  // A worker took over: after the customer's click here, or the first one on a first visit, or a new version
  // after a click in another tab of the portal. That removed the old version's files from the cache, so this page
  // must not go on with the old scripts either.
  workbox.addEventListener('controlling', () => {
    if (neuLadenGewuenscht) window.location.reload();
    else if (gesteuert) bannerZeigen();
    gesteuert = true;
  });

  workbox.register().then(
    (ergebnis) => {
      if (!ergebnis) return;
      registrierung = ergebnis;
      // The browser's own check at navigation may have found the new version before this registration (which waits
      // for the load event): workbox-window reports only what it sees from now on.
      const installiert = ergebnis.installing;
      if (installiert && gesteuert) {
        installiert.addEventListener('statechange', () => {
          if (installiert.state === 'installed' && ergebnis.waiting === installiert) bannerZeigen();
        });
      }
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
