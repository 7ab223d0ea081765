import type { KundenportalClient } from '@ekp/api-client';
import type { AppBrand } from '@ekp/brand';
import { createContext, use, useSyncExternalStore } from 'react';

import type { Session } from '../rules/session.ts';
import type { SessionStore } from '../session/session-store.ts';

export interface PortalServices {
  brand: AppBrand;
  api: KundenportalClient;
  session: SessionStore;
  /** Endpoint of the public holiday service (PortalOptions.feiertageUrl). */
  feiertageUrl: string;
  /**
   * The session hydration starts from, then the store's: at build time the page's own (the start page's names no
   * customer), in the browser the device's when the portal takes a prerendered page over. Both are signed in or
   * both are not, nothing more: what a prerendered page shows of the session must be no more than that. Absent:
   * none (the public pages).
   */
  sitzungBeimUebernehmen?: Session | null;
}

export const PortalContext = createContext<PortalServices | null>(null);

function usePortal(): PortalServices {
  const services = use(PortalContext);
  if (!services) throw new Error('usePortal must be used inside <Portal>');
  return services;
}

export const useBrand = () => usePortal().brand;
export const useApi = () => usePortal().api;
export const useSessionStore = () => usePortal().session;
export const useFeiertageUrl = () => usePortal().feiertageUrl;

/** The current session; re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session | null {
  const { session: store, sitzungBeimUebernehmen = null } = usePortal();
  return useSyncExternalStore(store.subscribe, store.get, () => sitzungBeimUebernehmen);
}
