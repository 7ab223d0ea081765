// Screens of portal-core as stories: the whole portal (router, guards, session, shell) at one path, in the brand of
// the toolbar, against the in-browser demo backend. A story asks for it with `parameters.portal`:
//
//   parameters: { portal: { path: '/vertraege', signedInAs: '10000001', faults: [{ operationId: 'getVertrag', … }] } }
//
// The loader gives each story a fresh seed, signs the customer in with a real login call and then injects the
// story's faults; the decorator renders the portal with a fresh in-memory Storage holding that session, so
// stories never share a session with each other or with a brand app open in another tab. The story's own render
// is not used: the decorator renders the portal instead (`component` names the page for the reader).
import type { AppBrand } from '@ekp/brand';
import { createPortalRuntime, PortalView } from '@ekp/portal-core';
import type { PortalRuntime } from '@ekp/portal-core';
import type { Decorator, Loader } from '@storybook/react-vite';
import { useState } from 'react';

import { useStoryBrand } from './brand-decorator.tsx';
import { prepareDemoBackend } from './demo-api.ts';
import type { DemoKundennummer, DemoSession, FaultInput } from './demo-api.ts';
import { MemoryStorage } from './memory-storage.ts';

export interface PortalParameters {
  /** Path the portal opens, e.g. '/vertrag/3000101/detail'. */
  path: string;
  /** Sign this seed customer in before the portal starts; without it the story starts signed out. */
  signedInAs?: DemoKundennummer;
  /**
   * Faults of the demo backend for this story, e.g. `{ operationId: 'getVertrag', status: 500, times: -1 }`.
   * The portal retries a 5xx once, so an error state needs `times: -1` (or 2).
   */
  faults?: readonly FaultInput[];
  /** Variant of the brand for this story, e.g. without terms of use. */
  brand?: (brand: AppBrand) => AppBrand;
}

// The key portal-core's session store reads (SPEC §3: local storage 'ekp-token').
const SESSION_KEY = 'ekp-token';

function portalParameters(parameters: Record<string, unknown>): PortalParameters | undefined {
  const portal = parameters.portal as PortalParameters | undefined;
  if (portal !== undefined && typeof portal.path !== 'string') {
    throw new Error('parameters.portal braucht einen path, z. B. { path: "/vertraege" }.');
  }
  return portal;
}

export const portalLoader: Loader = async ({ parameters }) => {
  const portal = portalParameters(parameters);
  if (!portal) return {};
  return { demoSession: await prepareDemoBackend(portal.signedInAs, portal.faults) };
};

/** A runtime as a brand app would create it, signed in through its storage when a session is given. */
export function createStoryRuntime(
  brand: AppBrand,
  path: string,
  session: DemoSession | null,
): PortalRuntime {
  const storage = new MemoryStorage();
  if (session) {
    const ablaufdatum = new Date(Date.now() + session.ttlSeconds * 1000).toISOString();
    storage.setItem(
      SESSION_KEY,
      JSON.stringify({ kundennummer: session.kundennummer, token: session.token, ablaufdatum }),
    );
  }
  const runtime = createPortalRuntime({
    brand,
    initialPath: path,
    apiBaseUrl: '/api',
    // The in-browser demo backend's stand-in of the public holiday service.
    feiertageUrl: '/api/feiertage',
    storage,
  });
  if (session && !runtime.session.isLoggedIn()) {
    throw new Error(
      `Die Sitzung von ${session.kundennummer} wurde nicht übernommen: hat sich das Format von "${SESSION_KEY}" geändert?`,
    );
  }
  return runtime;
}

function PortalStory({
  brand,
  path,
  session,
}: {
  brand: AppBrand;
  path: string;
  session: DemoSession | null;
}) {
  // One runtime per mount: the key below remounts on a new brand or a new session (the loader runs again then).
  const [runtime] = useState(() => createStoryRuntime(brand, path, session));
  return <PortalView runtime={runtime} />;
}

function PortalInBrand({ portal, session }: { portal: PortalParameters; session: DemoSession | null }) {
  const brand = useStoryBrand();
  const config = portal.brand ? portal.brand(brand.config) : brand.config;
  return (
    <PortalStory
      key={`${brand.id}|${session?.token ?? ''}`}
      brand={config}
      path={portal.path}
      session={session}
    />
  );
}

export const withPortal: Decorator = (Story, context) => {
  const portal = portalParameters(context.parameters);
  if (!portal) return <Story />;
  const { demoSession = null } = context.loaded as { demoSession?: DemoSession | null };
  return <PortalInBrand portal={portal} session={demoSession} />;
};
