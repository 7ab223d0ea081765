// The demo backend runs inside the browser: one stateful backend per page, reached through MSW's service worker,
// so Storybook needs no server (neither in dev, nor in the static build, nor in the tests).
import { createBrowserDemoBackend, createDemoHandlers } from '@ekp/demo-api/msw';
import type { FaultInput } from '@ekp/demo-api';
import { setupWorker } from 'msw/browser';

// Requests are checked against the contract, as the Node server does: a screen that sends something the contract
// does not allow fails in Storybook too.
import contractYaml from '../../../openapi/kundenportal.yaml?raw';
import { WORKER_FILE } from './msw-worker-file.ts';

export type { FaultInput };

/** Readings appear at once (the Node server waits 5 s to show the "being processed" note). */
export const demoBackend = createBrowserDemoBackend({ contractYaml, processingDelayMs: 0 });

/** The seed accounts that can sign in over MSW (700/702 cannot travel through fetch; see demo-api README). */
export const demoPasswords = {
  '10000001': 'Demo-Passwort-1!',
  '10000002': 'Demo-Passwort-2!',
} as const;

export type DemoKundennummer = keyof typeof demoPasswords;

let started: Promise<unknown> | undefined;

/** Starts MSW once per page. The worker is registered relative to the page, so any folder works. */
export function startDemoApi(): Promise<unknown> {
  started ??= setupWorker(...createDemoHandlers(demoBackend, { baseUrl: '/api' })).start({
    serviceWorker: { url: `./${WORKER_FILE}` },
    quiet: true,
    // Storybook's own modules and assets pass through untouched.
    onUnhandledFrame: 'bypass',
  });
  return started;
}

export interface DemoSession {
  kundennummer: string;
  token: string;
  ttlSeconds: number;
}

/** Signs a seed customer in with a real login call, as the sign-in page would. */
export async function demoLogin(kundennummer: DemoKundennummer): Promise<DemoSession> {
  const response = await fetch('/api/anschlussnutzer/login', {
    method: 'POST',
    headers: { kundennummer, passwort: demoPasswords[kundennummer] },
  });
  const token = response.headers.get('token');
  const ttlSeconds = Number(response.headers.get('ttl'));
  if (!response.ok || !token || !Number.isFinite(ttlSeconds)) {
    throw new Error(`Demo-Anmeldung von ${kundennummer} fehlgeschlagen: HTTP ${response.status}`);
  }
  return { kundennummer, token, ttlSeconds };
}

/**
 * Fresh seed for a story (no sessions or faults of the story before), the customer signed in, then the story's
 * faults, so a fault on `login` or `*` does not hit the story's own sign-in.
 */
export async function prepareDemoBackend(
  signedInAs: DemoKundennummer | undefined,
  faults: readonly FaultInput[] = [],
): Promise<DemoSession | null> {
  await startDemoApi();
  demoBackend.reset();
  const session = signedInAs ? await demoLogin(signedInAs) : null;
  for (const fault of faults) demoBackend.faults.add(fault);
  return session;
}
