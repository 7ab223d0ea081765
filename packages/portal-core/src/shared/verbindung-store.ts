/**
 * Whether the portal can talk to its backend, for the connection banner. Two sources: the browser's online/offline
 * events (the device lost its network) and the api-client's reachability reports (a request got no answer at all,
 * or an answer came). A screen keeps its form either way; the banner tells the customer why nothing happens.
 */
export type Verbindungszustand = 'verbunden' | 'offline' | 'nichtErreichbar' | 'wiederhergestellt';

/** Functions, not methods: React's useSyncExternalStore takes get and subscribe unbound. */
export interface VerbindungStore {
  get: () => Verbindungszustand;
  subscribe: (listener: () => void) => () => void;
  /** From the api-client: false when a request got no answer, true on any answer. */
  meldeErreichbarkeit: (erreichbar: boolean) => void;
}

export interface VerbindungQuelle {
  /** navigator.onLine when the first subscriber comes; afterwards the events count. */
  istOnline(): boolean;
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** The browser's own source: navigator.onLine and the window's online/offline events. */
export function browserVerbindungQuelle(): VerbindungQuelle | undefined {
  if (typeof window === 'undefined') return undefined;
  return {
    istOnline: () => window.navigator.onLine,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

/** How long 'Die Verbindung besteht wieder.' stays before the banner empties. */
export const WIEDERHERGESTELLT_MS = 5000;

export function createVerbindungStore(
  quelle: VerbindungQuelle | undefined,
  { wiederhergestelltMs = WIEDERHERGESTELLT_MS }: { wiederhergestelltMs?: number } = {},
): VerbindungStore {
  let offline = quelle ? !quelle.istOnline() : false;
  let nichtErreichbar = false;
  let wiederhergestellt = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const zustand = (): Verbindungszustand =>
    offline
      ? 'offline'
      : nichtErreichbar
        ? 'nichtErreichbar'
        : wiederhergestellt
          ? 'wiederhergestellt'
          : 'verbunden';

  function aendere(naechst: { offline: boolean; nichtErreichbar: boolean }) {
    const vorher = zustand();
    const warGestoert = offline || nichtErreichbar;
    offline = naechst.offline;
    nichtErreichbar = naechst.nichtErreichbar;
    const istGestoert = offline || nichtErreichbar;
    if (warGestoert && !istGestoert) {
      // Say once that it works again, then get out of the way.
      wiederhergestellt = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        wiederhergestellt = false;
        melde();
      }, wiederhergestelltMs);
    } else if (istGestoert) {
      wiederhergestellt = false;
      clearTimeout(timer);
    }
    if (zustand() !== vorher) melde();
  }

  function melde() {
    for (const listener of listeners) listener();
  }

  // The device is back: the next request will tell whether the backend answers, so no stale failure remains.
  const online = () => aendere({ offline: false, nichtErreichbar: false });
  const offlineEvent = () => aendere({ offline: true, nichtErreichbar });

  return {
    get: zustand,
    subscribe(listener) {
      if (listeners.size === 0 && quelle) {
        offline = !quelle.istOnline();
        quelle.addEventListener('online', online);
        quelle.addEventListener('offline', offlineEvent);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && quelle) {
          quelle.removeEventListener('online', online);
          quelle.removeEventListener('offline', offlineEvent);
        }
      };
    },
    meldeErreichbarkeit(erreichbar) {
      // An answer proves the device is online, whatever navigator.onLine last said.
      if (erreichbar) aendere({ offline: false, nichtErreichbar: false });
      else aendere({ offline, nichtErreichbar: true });
    },
  };
}
