import { Alert, type AlertTone } from '@ekp/ui';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

import { FehlerPraefix } from './fehler-praefix.tsx';
import * as texts from '../texts.ts';
import type { VerbindungStore, Verbindungszustand } from './verbindung-store.ts';

const meldungen: Record<Exclude<Verbindungszustand, 'verbunden'>, { tone: AlertTone; text: string }> = {
  offline: { tone: 'warning', text: texts.verbindung.offline },
  nichtErreichbar: { tone: 'danger', text: texts.verbindung.nichtErreichbar },
  wiederhergestellt: { tone: 'success', text: texts.verbindung.wiederhergestellt },
};

/** A prerendered page was built connected; hydration starts from that and then takes the browser's state. */
const wieVorgerendert = (): Verbindungszustand => 'verbunden';

/**
 * The connection banner: offline, or a request that got no answer, or briefly 'back again'. It sits at the top of
 * the viewport while scrolling (a customer at the bottom of a long form sees it), holds nothing focusable (the skip
 * link stays the first tab stop), and is a live region that exists before its text, so screen readers announce the
 * change. While it is shown, the page's scroll padding keeps focused fields from sliding under it (WCAG 2.4.11).
 */
export function VerbindungsBanner({ store }: { store: VerbindungStore }) {
  const zustand = useSyncExternalStore(store.subscribe, store.get, wieVorgerendert);
  const ref = useRef<HTMLDivElement>(null);
  const meldung = zustand === 'verbunden' ? undefined : meldungen[zustand];

  useLayoutEffect(() => {
    const element = ref.current;
    if (!meldung || !element) return undefined;
    const root = document.documentElement;
    const vorher = root.style.scrollPaddingTop;
    const setzen = () => {
      root.style.scrollPaddingTop = `${String(element.offsetHeight)}px`;
    };
    setzen();
    const beobachter = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(setzen);
    beobachter?.observe(element);
    return () => {
      beobachter?.disconnect();
      root.style.scrollPaddingTop = vorher;
    };
  }, [meldung]);

  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sticky top-0 z-40 font-sans"
    >
      {meldung && (
        // The outer element is the live region; the Alert only draws (role none, or it would be a second region).
        <Alert role="none" tone={meldung.tone} appearance="bar" data-verbindung={zustand} className="py-3">
          {meldung.tone === 'danger' && <FehlerPraefix />}
          {meldung.text}
        </Alert>
      )}
    </div>
  );
}
