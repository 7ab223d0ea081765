import { Alert, Button, linkClassName, PageHeader } from '@ekp/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useHref } from 'react-router';
import * as v from 'valibot';

import { href } from '../../routes/paths.ts';
import { kannPasswortVergessenSenden } from '../../rules/anmeldung.ts';
import { feldregeln, useFormular } from '../../shared/formular.tsx';
import { useAktion } from '../../shared/use-aktion.ts';
import { useApi, useBrand, useSessionStore } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { KundennummerField, kundennummerOhnePrefix } from '../../shell/kundennummer-field.tsx';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
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

/** SPEC §5: a non-blank Kundennummer, sent without the brand's prefix (`kundennummerOhnePrefix`). */
function kundennummerSchema(kundennummerprefix: string) {
  return v.pipe(
    v.object({ kundennummer: v.string() }),
    feldregeln(({ kundennummer }) => ({
      kundennummer: kannPasswortVergessenSenden(kundennummer)
        ? undefined
        : texts.passwortVergessen.kundennummerFehlt,
    })),
    v.transform(({ kundennummer }) => kundennummerOhnePrefix(kundennummer, kundennummerprefix)),
  );
}

class AnforderungFehlgeschlagen extends Error {}

/** /passwort/vergessen: request an email with a link to set a new password (SPEC §2, §4, §8). */
export function PasswortVergessenPage() {
  const api = useApi();
  const brand = useBrand();
  const session = useSessionStore();
  const erneuernPfad = useHref(href('passwortErneuern'));
  useDocumentTitle(texts.passwortVergessen.titel);

  const schema = useMemo(() => kundennummerSchema(brand.kundennummerprefix), [brand.kundennummerprefix]);
  const formular = useFormular({
    schema,
    startwerte: { kundennummer: '' },
    reihenfolge: ['kundennummer'],
    feldId: () => KUNDENNUMMER_ID,
  });
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

  const serverFehler = anforderung.isError
    ? anforderung.error instanceof AnforderungFehlgeschlagen
      ? anforderung.error.message
      : texts.allgemein.unbekannterFehler
    : null;

  const absenden = formular.absenden((kundennummer) => {
    if (!anforderung.isPending) anforderung.mutate(kundennummer);
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={texts.passwortVergessen.titel} />
      {anforderung.isSuccess ? (
        <div ref={erfolgRef} tabIndex={-1} className="outline-none">
          <Alert tone="success">{texts.passwortVergessen.erfolg}</Alert>
        </div>
      ) : (
        <>
          {formular.fehlerZusammenfassung}
          {serverFehler !== null && <FehlerAlert>{serverFehler}</FehlerAlert>}
          <p>{texts.passwortVergessen.erklaerung}</p>
          {/* post: sent natively before the scripts run (prerendered page), the values never land in the address. */}
          <form
            method="post"
            noValidate
            onSubmit={(event) => void absenden(event)}
            className="flex flex-col gap-5 rounded-brand border border-border bg-surface p-4 sm:p-6"
          >
            <KundennummerField {...formular.textFeld('kundennummer')} required />
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
