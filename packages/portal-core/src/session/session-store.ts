import {
  changePasswordSession,
  extendSession,
  isChangePasswordState,
  isLoggedIn,
  loginSession,
  parseSession,
  serializeSession,
  SESSION_SPEICHER_SCHLUESSEL,
  type Session,
} from '../rules/session.ts';

export interface SessionStore {
  /** The stored session, or null. Stable between changes (for useSyncExternalStore). */
  get: () => Session | null;
  subscribe: (listener: () => void) => () => void;
  isLoggedIn(): boolean;
  isChangePasswordState(): boolean;
  signIn(kundennummer: string, token: string, ttlSeconds: number): void;
  /** Status 700: an empty token with a 300-second lifetime (SPEC §4). */
  startForcedPasswordChange(kundennummer: string): void;
  extend(ttlSeconds: number): void;
  clear(): void;
  credentials(): { kundennummer: string; token: string } | null;
}

/**
 * The session lives in local storage under 'ekp-token' (SPEC §3). A storage event from another tab updates this
 * tab, so signing out in one tab signs out the others.
 */
export function createSessionStore(
  storage: Storage = window.localStorage,
  now: () => Date = () => new Date(),
): SessionStore {
  let current = parseSession(storage.getItem(SESSION_SPEICHER_SCHLUESSEL));
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const write = (next: Session | null) => {
    current = next;
    if (next) storage.setItem(SESSION_SPEICHER_SCHLUESSEL, serializeSession(next));
    else storage.removeItem(SESSION_SPEICHER_SCHLUESSEL);
    notify();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_SPEICHER_SCHLUESSEL && event.key !== null) return;
      current = parseSession(storage.getItem(SESSION_SPEICHER_SCHLUESSEL));
      notify();
    });
  }

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoggedIn: () => current !== null && isLoggedIn(current, now()),
    isChangePasswordState: () => current !== null && isChangePasswordState(current, now()),
    signIn: (kundennummer, token, ttlSeconds) => write(loginSession(kundennummer, token, ttlSeconds, now())),
    startForcedPasswordChange: (kundennummer) => write(changePasswordSession(kundennummer, now())),
    extend(ttlSeconds) {
      // Only a live session is extended: a late response must not revive a session that was signed out.
      if (!current || (!isLoggedIn(current, now()) && !isChangePasswordState(current, now()))) return;
      const next = extendSession(current, ttlSeconds, now());
      current = next;
      storage.setItem(SESSION_SPEICHER_SCHLUESSEL, serializeSession(next));
      // No notify: an extended expiry changes nothing on screen, and re-rendering on every response is waste.
    },
    clear: () => {
      if (current !== null || storage.getItem(SESSION_SPEICHER_SCHLUESSEL) !== null) write(null);
    },
    credentials() {
      if (!current || current.token === '') return null;
      return { kundennummer: current.kundennummer, token: current.token };
    },
  };
}
