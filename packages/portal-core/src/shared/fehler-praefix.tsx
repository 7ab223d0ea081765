import { Alert, VisuallyHidden } from '@ekp/ui';
import type { ReactNode } from 'react';

import * as texts from '../texts.ts';

/**
 * The visually hidden 'Fehler:' in front of an error text: errors are said, not only coloured. Its own module so
 * the sign-in page can use it without the customer-data components.
 */
export function FehlerPraefix() {
  return <VisuallyHidden>{texts.allgemein.fehlerPraefix} </VisuallyHidden>;
}

/** A red message, e.g. a section that could not be loaded. */
export function FehlerAlert({ children }: { children: ReactNode }) {
  return (
    <Alert tone="danger">
      <FehlerPraefix />
      {children}
    </Alert>
  );
}
