import { Alert, linkClassName, PageHeader } from '@ekp/ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import { href } from '../../routes/paths.ts';
import { useAktion } from '../../shared/use-aktion.ts';
import { useApi } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { PasswortFormular, type PasswortAenderung } from './passwort-formular.tsx';

/** /passwort/erneuern?token=…: set a new password with the token of the recovery email (SPEC §2, §8). */
export function PasswortErneuernPage() {
  const api = useApi();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const erfolgRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(texts.passwortErneuern.titel);

  const erneuerung = useAktion({
    mutationFn: async ({ neuesPasswort }: Pick<PasswortAenderung, 'neuesPasswort'>) => {
      const { response } = await api.POST('/anschlussnutzer/passwort_reset_abschluss', {
        params: { header: { token, neuesPasswort } },
      });
      // Whatever went wrong (expired link, rejected password, server), SPEC §8 has one text for it.
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    },
  });

  useEffect(() => {
    if (erneuerung.isSuccess) erfolgRef.current?.focus();
  }, [erneuerung.isSuccess]);

  const zurAnmeldung = (
    <Link to={href('anmelden')} className={linkClassName()}>
      {texts.passwortErneuern.zurAnmeldung}
    </Link>
  );

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={texts.passwortErneuern.titel} />
      {token === '' ? (
        <>
          <FehlerAlert>{texts.passwortErneuern.linkUnvollstaendig}</FehlerAlert>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={href('passwortVergessen')} className={linkClassName()}>
              {texts.anmeldung.passwortVergessen}
            </Link>
            {zurAnmeldung}
          </p>
        </>
      ) : erneuerung.isSuccess ? (
        <div ref={erfolgRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
          <Alert tone="success">{texts.passwortErneuern.erfolg}</Alert>
          <p>{zurAnmeldung}</p>
        </div>
      ) : (
        <PasswortFormular
          mitAltemPasswort={false}
          submitLabel={texts.allgemein.speichern}
          pending={erneuerung.isPending}
          serverFehler={erneuerung.isError ? texts.passwortErneuern.fehler : null}
          onSubmit={(aenderung) => {
            erneuerung.reset();
            erneuerung.mutate(aenderung);
          }}
        />
      )}
    </div>
  );
}
