import { Alert, Button, ErrorSummary, linkClassName, PageHeader } from '@ekp/ui';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useHref } from 'react-router';

import { href } from '../../routes/paths.ts';
import { kannPasswortVergessenSenden } from '../../rules/anmeldung.ts';
import { useAktion } from '../../shared/use-aktion.ts';
import { useApi, useBrand, useSessionStore } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { KundennummerField, kundennummerOhnePrefix } from '../../shell/kundennummer-field.tsx';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';

const KUNDENNUMMER_ID = 'kundennummer';

/** The recovery texts of SPEC §8 by status. */
export function wiederherstellungsFehlertext(status: number): string {
  if (status === 404) return texts.passwortVergessen.unbekannt;
  if (status === 702) return texts.gesperrt.keinZugang;
  return texts.allgemein.unbekannterFehler;
}

/**
 * Base of the reset link in the email: the brand's passwortErneuerUrl, or, where a brand leaves it empty, the
 * renew page of the portal the customer is using right now (same origin, so the link works in every environment;
 * `erneuernPfad` includes the brand's baseUrlRouting, as useHref() gives it).
 */
export function basisUrlFuer(
  passwortErneuerUrl: string,
  origin: string = window.location.origin,
  erneuernPfad: string = href('passwortErneuern'),
): string {
  const konfiguriert = passwortErneuerUrl.trim();
  return konfiguriert !== '' ? konfiguriert : new URL(erneuernPfad, origin).toString();
}

class AnforderungFehlgeschlagen extends Error {}

/** /passwort/vergessen: request an email with a link to set a new password (SPEC §2, §4, §8). */
export function PasswortVergessenPage() {
  const api = useApi();
  const brand = useBrand();
  const session = useSessionStore();
  const erneuernPfad = useHref(href('passwortErneuern'));
  useDocumentTitle(texts.passwortVergessen.titel);

  const [kundennummer, setKundennummer] = useState('');
  const [versuche, setVersuche] = useState(0);
  const erfolgRef = useRef<HTMLDivElement>(null);

  const anforderung = useAktion({
    mutationFn: async (nummer: string) => {
      // SPEC §4: the recovery request logs out locally first.
      session.clear();
      const { response } = await api.POST('/anschlussnutzer/passwort_reset', {
        params: {
          header: {
            kundennummer: nummer,
            basisUrl: basisUrlFuer(brand.passwortErneuerUrl, window.location.origin, erneuernPfad),
          },
        },
      });
      if (!response.ok) throw new AnforderungFehlgeschlagen(wiederherstellungsFehlertext(response.status));
    },
  });

  // The form and its button disappear on success; the focus goes to the message that replaces them.
  useEffect(() => {
    if (anforderung.isSuccess) erfolgRef.current?.focus();
  }, [anforderung.isSuccess]);

  const leer = !kannPasswortVergessenSenden(kundennummer);
  const feldFehler = versuche > 0 && leer ? texts.passwortVergessen.kundennummerFehlt : undefined;
  const serverFehler = anforderung.isError
    ? anforderung.error instanceof AnforderungFehlgeschlagen
      ? anforderung.error.message
      : texts.allgemein.unbekannterFehler
    : null;

  const absenden = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (anforderung.isPending) return;
    setVersuche((n) => n + 1);
    if (!leer) anforderung.mutate(kundennummerOhnePrefix(kundennummer, brand.kundennummerprefix));
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={texts.passwortVergessen.titel} />
      {anforderung.isSuccess ? (
        <div ref={erfolgRef} tabIndex={-1} className="outline-none">
          <Alert tone="success">{texts.passwortVergessen.erfolg}</Alert>
        </div>
      ) : (
        <>
          <ErrorSummary
            title={texts.allgemein.fehlerZusammenfassung}
            errors={feldFehler ? [{ fieldId: KUNDENNUMMER_ID, message: feldFehler }] : []}
            focusKey={versuche}
          />
          {serverFehler !== null && (
            <Alert tone="danger">
              <FehlerPraefix />
              {serverFehler}
            </Alert>
          )}
          <p>{texts.passwortVergessen.erklaerung}</p>
          <form
            noValidate
            onSubmit={absenden}
            className="flex flex-col gap-5 rounded-brand border border-border bg-surface p-4 sm:p-6"
          >
            <KundennummerField
              id={KUNDENNUMMER_ID}
              name="kundennummer"
              required
              value={kundennummer}
              onChange={(event) => setKundennummer(event.target.value)}
              error={feldFehler}
            />
            <div>
              <Button type="submit" loading={anforderung.isPending}>
                {texts.allgemein.senden}
              </Button>
            </div>
          </form>
        </>
      )}
      <p>
        <Link to={href('anmelden')} className={linkClassName()}>
          {texts.passwortVergessen.zurueckZurAnmeldung}
        </Link>
      </p>
    </div>
  );
}
