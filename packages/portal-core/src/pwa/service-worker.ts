// The portal's service worker (issue 15), built from this file by portalServiceWorker (build.ts), which puts the
// list of the build's files in place of self.__WB_MANIFEST as Workbox's own build tools would. It keeps the app
// itself (index.html, scripts, styles, brand images) for a portal that opens without a network, and nothing else:
// API answers and documents go to the network only and are never stored here.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

// A page prerendered at build time comes as its HTML (/anmelden → anmelden.html: precacheAndRoute's cleanURLs; the
// root → startseite.html, as nginx does), so it paints before any script on return visits too, online as offline.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'startseite.html' });
// A new version's worker deletes the caches of an older Workbox cache format.
cleanupOutdatedCaches();

// Every other page of the portal is the single-page app: navigations get the stored index.html, online as offline,
// so page and scripts always belong to the same version. Not the backend's paths (a document opened in a tab, the
// demo backend's control page) nor the health check.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/\/api\//, /\/__demo\//, /\/healthz$/],
  }),
);

// The first worker takes over the open page at once, so a customer who goes to the basement right after the first
// visit already has its scripts. A later version waits until the customer agrees in the update banner.
clientsClaim();
self.addEventListener('message', (event) => {
  // workbox-window's messageSkipWaiting() sends { type: 'SKIP_WAITING' }.
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
