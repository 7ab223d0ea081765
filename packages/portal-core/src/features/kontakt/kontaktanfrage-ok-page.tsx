import { Alert, buttonClassName, Inline, PageHeader, Stack } from '@ekp/ui';
import { Link } from 'react-router';

import { href } from '../../routes/paths.ts';
import { useDocumentTitle } from '../../shared/document-title.ts';
import * as texts from '../../texts.ts';

const t = texts.kontaktanfrage;

/** /kontaktanfrageOk: the confirmation after a contact request, with the way back to the overview (SPEC §2, §8). */
export function KontaktanfrageOkPage() {
  useDocumentTitle(t.erfolgTitel);
  return (
    <Stack gap="lg">
      <PageHeader title={t.erfolgTitel} />
      <Alert tone="success" role="status">
        {t.erfolg}
      </Alert>
      <Inline>
        <Link to={href('datenUebersicht')} className={buttonClassName('primary')}>
          {t.zurDatenuebersicht}
        </Link>
      </Inline>
    </Stack>
  );
}
