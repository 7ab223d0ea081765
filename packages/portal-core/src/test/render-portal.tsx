import type { BrandConfig } from '@ekp/brand';
import { demoPasswort } from '@ekp/demo-api/konten';
import { render } from 'vitest-browser-react';

import { createPortalRuntime, PortalView } from '../portal.tsx';
import { demoApiUrl } from './demo-backend.ts';
import { testBrand } from './test-brand.ts';
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
  brand?: BrandConfig;
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
