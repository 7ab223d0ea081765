import { buttonClassName, PageHeader } from '@ekp/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import * as texts from '../texts.ts';
import { useDocumentTitle } from './document-title.ts';
import { useApi } from './portal-context.tsx';

/** Pieces of the screens below one contract (/vertrag/{id}/…). */

/** The contract number from the path, the API and the screen's title, which is also the document title. */
export function useVertragSeite(titelFuer: (vertrag: string) => string) {
  const { id = '' } = useParams();
  const api = useApi();
  const titel = titelFuer(id);
  useDocumentTitle(titel);
  return { id, api, titel };
}

/** The secondary 'Zurück' link at the foot of a screen, to the screen it was opened from. */
export function ZurueckLink({ to }: { to: string }) {
  return (
    <div>
      <Link to={to} className={buttonClassName('secondary')}>
        {texts.allgemein.zurueck}
      </Link>
    </div>
  );
}

/** A contract's tariff history and consumption: the title, the content, 'Zurück' to the contract. */
export function VertragUnterseite({
  titel,
  zurueck,
  children,
}: {
  titel: string;
  zurueck: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={titel} />
      {children}
      <ZurueckLink to={zurueck} />
    </div>
  );
}
