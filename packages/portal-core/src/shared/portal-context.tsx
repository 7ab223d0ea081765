import type { KundenportalClient } from '@ekp/api-client';
import type { BrandConfig } from '@ekp/brand';
import { createContext, use, useSyncExternalStore } from 'react';

import type { Session } from '../rules/session.ts';
import type { SessionStore } from '../session/session-store.ts';

export interface PortalServices {
  brand: BrandConfig;
  api: KundenportalClient;
  session: SessionStore;
  /** Endpoint of the public holiday service (PortalOptions.feiertageUrl). */
  feiertageUrl: string;
  /**
   * The session a page prerendered at build time was rendered with (the start page's is none of a real customer),
   * where the portal hydrates it: hydration starts from it, then takes the store's. Absent: rendered signed out.
   */
  sitzungWieVorgerendert?: Session | null;
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
  const { session: store, sitzungWieVorgerendert = null } = usePortal();
  return useSyncExternalStore(store.subscribe, store.get, () => sitzungWieVorgerendert);
}
