import { useEffect } from 'react';

import { useBrand } from './portal-context.tsx';

/** Every page names itself in the browser tab: '<Seitentitel> – <Mandant>' (WCAG 2.4.2). */
export function useDocumentTitle(seitentitel: string) {
  const { mandant } = useBrand();
  useEffect(() => {
    document.title = `${seitentitel} – ${mandant}`;
  }, [seitentitel, mandant]);
}
