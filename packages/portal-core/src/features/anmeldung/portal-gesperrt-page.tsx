import { Button, PageHeader } from '@ekp/ui';

import { useDocumentTitle } from '../../shared/document-title.ts';
import { useLogout } from '../../shell/nav-bar.tsx';
import * as texts from '../../texts.ts';

/** Status 702 at sign-in (SPEC §2): this Kundennummer has no access to the portal. */
export function PortalGesperrtPage() {
  const logout = useLogout();
  useDocumentTitle(texts.gesperrt.titel);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={texts.gesperrt.titel} />
      <p>{texts.gesperrt.keinZugang}</p>
      <div>
        <Button onClick={() => void logout()}>{texts.gesperrt.zurueckZumLogin}</Button>
      </div>
    </div>
  );
}
