import { isApiError } from '@ekp/api-client';
import { notifyManager, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

import type { SessionStore } from '../session/session-store.ts';
import { SessionRefresh } from '../shell/session-refresh.tsx';
import { useNachDerSeite } from './nach-der-seite.ts';
import { useSessionStore } from './portal-context.tsx';

const clients = new WeakMap<SessionStore, QueryClient>();

// After the page, not before it: sending what waits on the device is no reason to delay the customer's page.
const nachsendenLaden = async () => (await import('./ablesungen-nachsenden.tsx')).AblesungenNachsenden;

/** Sends the readings waiting on the device and asks at Abmelden (issue 15), once the page is there. */
function AblesungenNachsendenSpaeter() {
  const AblesungenNachsenden = useNachDerSeite(nachsendenLaden);
  return AblesungenNachsenden ? <AblesungenNachsenden /> : null;
}

/** One query cache per portal; created when the first signed-in screen opens. */
export function queryClientFor(session: SessionStore): QueryClient {
  const existing = clients.get(session);
  if (existing) return existing;
  // Query and mutation state reaches React in a microtask instead of TanStack's default setTimeout(0). Browsers run
  // queued input before timers, so with the default a fast second click (a double click, a busy phone) still saw
  // the form idle and sent it twice; a microtask re-renders before the next input event is handled.
  notifyManager.setScheduler(queueMicrotask);
  // TanStack Query assumes a network until the browser reports a change; a page opened offline (the service worker
  // serves it) would otherwise send its requests into nothing instead of holding them back. And it listens to the
  // browser only while a query client is mounted: a change on the sign-in page would be missed, and after signing
  // in again every request would wait for a network that is there. These listeners stay.
  if (typeof window !== 'undefined') {
    if (!navigator.onLine) onlineManager.setOnline(false);
    window.addEventListener('online', () => onlineManager.setOnline(true));
    window.addEventListener('offline', () => onlineManager.setOnline(false));
  }
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not get better by asking again; a flaky 5xx may.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
  // Signed out (logout, 401, another tab): nothing of the last customer stays in memory, nor on the device (the
  // meters kept for the reading form without a network; loaded only then, it is not needed before).
  session.subscribe(() => {
    if (session.isLoggedIn()) return;
    client.clear();
    void import('./zaehler-offline.ts').then(({ offlineDatenLoeschen }) => offlineDatenLoeschen());
  });
  clients.set(session, client);
  return client;
}

/**
 * Layout of every signed-in route. TanStack Query and the token refresh load with it, and the sending of readings
 * saved without a network after the page, so the sign-in page, which needs none of them, does not pay for them (the
 * sign-in route has a byte budget).
 */
export function QueryLayout() {
  const session = useSessionStore();
  return (
    <QueryClientProvider client={queryClientFor(session)}>
      <SessionRefresh />
      <AblesungenNachsendenSpaeter />
      <Outlet />
    </QueryClientProvider>
  );
}
