import { Button } from '@ekp/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import * as texts from '../texts.ts';

interface NeueVersionBannerProps {
  onNeuLaden: () => void;
  onSpaeter: () => void;
}

/**
 * Shown when a new version of the portal was deployed and its service worker is waiting (issue 15). Fixed at the
 * bottom of the viewport, so a customer anywhere on a long page sees it; the page keeps room below its last line
 * and scrolls focused fields above it (WCAG 2.4.11). The text is announced politely, the customer decides when.
 */
export function NeueVersionBanner({ onNeuLaden, onSpaeter }: NeueVersionBannerProps) {
  const ref = useRef<HTMLElement>(null);
  const [angekuendigt, setAngekuendigt] = useState(false);
  const [laedt, setLaedt] = useState(false);

  // The live region exists before its text, or screen readers would not announce it.
  useEffect(() => {
    setAngekuendigt(true);
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const { documentElement: root, body } = document;
    const vorher = { scroll: root.style.scrollPaddingBottom, padding: body.style.paddingBottom };
    const setzen = () => {
      const hoehe = `${String(element.offsetHeight)}px`;
      root.style.scrollPaddingBottom = hoehe;
      body.style.paddingBottom = hoehe;
    };
    setzen();
    const beobachter = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(setzen);
    beobachter?.observe(element);
    return () => {
      beobachter?.disconnect();
      root.style.scrollPaddingBottom = vorher.scroll;
      body.style.paddingBottom = vorher.padding;
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-label={texts.aktualisierung.bereich}
      data-neue-version
      className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-primary bg-surface px-4 py-4 font-sans text-text shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="status" aria-live="polite">
          {angekuendigt && (
            <>
              <p className="font-semibold">{texts.aktualisierung.neueVersion}</p>
              <p className="text-muted">{texts.aktualisierung.erklaerung}</p>
            </>
          )}
        </div>
        <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" onClick={onSpaeter}>
            {texts.aktualisierung.spaeter}
          </Button>
          <Button
            loading={laedt}
            onClick={() => {
              setLaedt(true);
              onNeuLaden();
            }}
          >
            {texts.allgemein.neuLaden}
          </Button>
        </div>
      </div>
    </section>
  );
}
