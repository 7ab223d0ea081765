import type { AppBrand } from '@ekp/brand';
import { demoPasswort } from '@ekp/demo-api/konten';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { createPortalRuntime, PortalView } from '../portal.tsx';
import { demo, demoApiUrl, type DemoFault } from './demo-backend.ts';
import { testBrand } from './test-brand.ts';
import { texts } from '../texts.ts';
import { jetzt } from './uhr.ts';

/** Signs in against the demo backend the way the portal does, and stores the session. */
export async function signIn(kundennummer: string, password = demoPasswort(kundennummer)) {
  const response = await fetch(`${demoApiUrl}/api/anschlussnutzer/login`, {
    method: 'POST',
    headers: { kundennummer, passwort: password },
  });
  if (!response.ok) throw new Error(`sign-in of ${kundennummer} failed: HTTP ${response.status}`);
  const ttl = Number(response.headers.get('ttl'));
  const token = response.headers.get('token') ?? '';
  window.localStorage.setItem(
    'ekp-token',
    JSON.stringify({
      kundennummer,
      token,
      ablaufdatum: new Date(jetzt().getTime() + ttl * 1000).toISOString(),
    }),
  );
}

export interface RenderPortalOptions {
  /** The path to open, e.g. '/anmelden' or '/vertrag/3000101/detail'. */
  path: string;
  brand?: AppBrand;
  /** Sign this Kundennummer in first (10000001, 10000002 or 10000003 with their demo passwords). */
  signedInAs?: string;
}

/** Renders the whole portal (router, guards, session, real demo backend) at a path. */
export async function renderPortal({ path, brand = testBrand, signedInAs }: RenderPortalOptions) {
  if (signedInAs) await signIn(signedInAs);
  const runtime = createPortalRuntime({
    brand,
    apiBaseUrl: `${demoApiUrl}/api`,
    feiertageUrl: `${demoApiUrl}/api/feiertage`,
    initialPath: path,
  });
  const screen = await render(<PortalView runtime={runtime} />);
  return { screen, runtime, router: runtime.router };
}

/** Opens a page signed in (10000001 unless said otherwise) and waits for its title, the heading of level 1. */
export async function oeffneSeite(path: string, titel: string, signedInAs = '10000001') {
  const gerendert = await renderPortal({ path, signedInAs });
  await expect.element(page.getByRole('heading', { level: 1, name: titel })).toBeVisible();
  return gerendert;
}

/**
 * Opens a page as 10000001 while its load call answers 500 twice (the answer and the query's one retry of a 5xx)
 * and expects the alert 'Fehler: <text>'.
 */
export async function erwarteLadefehler(operationId: DemoFault['operationId'], path: string, text: string) {
  await demo.fault({ operationId, status: 500, times: 2 });
  const gerendert = await renderPortal({ path, signedInAs: '10000001' });
  await expect.element(page.getByRole('alert')).toHaveTextContent(`${texts.allgemein.fehlerPraefix} ${text}`);
  return gerendert;
}

/** Expects the link `name` (in `bereich`, else anywhere on the page) to lead to `ziel`. */
export async function erwarteLink(
  name: string,
  ziel: string,
  bereich: Pick<typeof page, 'getByRole'> = page,
) {
  await expect.element(bereich.getByRole('link', { name })).toHaveAttribute('href', ziel);
}
