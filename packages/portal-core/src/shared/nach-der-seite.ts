import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';

/** Resolves once the document has loaded and no request of the page is under way. */
function seiteFertig(queryClient: QueryClient): Promise<void> {
  const geladen =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return geladen.then(
    () =>
      new Promise<void>((resolve) => {
        const cache = queryClient.getQueryCache();
        let abbestellen = () => {};
        const pruefen = () => {
          if (queryClient.isFetching() > 0) return;
          abbestellen();
          resolve();
        };
        abbestellen = cache.subscribe(pruefen);
        // The page's queries start in its effects: look once they ran.
        setTimeout(pruefen, 0);
      }),
  );
}

/**
 * A component that is not part of what the customer came for (the readings waiting on the device, issue 15): its
 * code loads once the page has loaded and its own requests are answered, so it never delays them on a slow line.
 * Undefined until then.
 */
export function useNachDerSeite<P>(laden: () => Promise<ComponentType<P>>): ComponentType<P> | undefined {
  const queryClient = useQueryClient();
  const [komponente, setKomponente] = useState<ComponentType<P>>();
  useEffect(() => {
    let aktiv = true;
    void seiteFertig(queryClient)
      .then(laden)
      .then((geladen) => {
        if (aktiv) setKomponente(() => geladen);
      });
    return () => {
      aktiv = false;
    };
  }, [queryClient, laden]);
  return komponente;
}
