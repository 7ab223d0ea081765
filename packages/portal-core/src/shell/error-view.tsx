import { Button, Heading } from '@ekp/ui';
import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import * as texts from '../texts.ts';

/** The router's last resort (SPEC §2): 'Not Found' for unknown routes, otherwise 'Something went wrong!'. */
export function ErrorView() {
  const error = useRouteError();
  const [showDetails, setShowDetails] = useState(false);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
        <Heading level={1}>{texts.router.nichtGefunden}</Heading>
      </main>
    );
  }

  const details =
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <Heading level={1}>{texts.router.fehlerAnsicht}</Heading>
      <Button
        variant="secondary"
        className="mt-4"
        aria-expanded={showDetails}
        aria-controls="fehlerdetails"
        onClick={() => setShowDetails((shown) => !shown)}
      >
        {showDetails ? texts.router.fehlerAusblenden : texts.router.fehlerAnzeigen}
      </Button>
      {showDetails && (
        <pre
          id="fehlerdetails"
          // A scroll box must be reachable by keyboard (axe: scrollable-region-focusable); stack traces scroll.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-4 overflow-auto rounded-brand border border-border bg-surface p-4 text-sm whitespace-pre-wrap"
        >
          {details}
        </pre>
      )}
    </main>
  );
}
