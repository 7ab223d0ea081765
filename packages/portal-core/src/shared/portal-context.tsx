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

/** A prerendered page is rendered signed out; hydration starts from that, then takes the store's session. */
const ohneSitzung = (): Session | null => null;

/** The current session; re-renders on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session | null {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get, ohneSitzung);
}
