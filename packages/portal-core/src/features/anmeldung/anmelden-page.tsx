import { Alert, Button, Checkbox, linkClassName, PageHeader, PasswordField } from '@ekp/ui';
import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { href, safeReturnPath } from '../../routes/paths.ts';
import { parseTtl } from '../../rules/session.ts';
import { kannAnmelden } from '../../rules/anmeldung.ts';
import { useAktion } from '../../shared/use-aktion.ts';
import { useApi, useBrand, useSessionStore } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { ExternalLink } from '../../shell/external-link.tsx';
import { KuendigungsbuttonLink } from '../../shell/brand-header-footer.tsx';
import { KundennummerField, kundennummerOhnePrefix } from '../../shell/kundennummer-field.tsx';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';

/** What a sign-in attempt led to; the page acts on it (SPEC §4, §8). */
export type AnmeldeErgebnis =
  | { art: 'angemeldet' }
  | { art: 'passwortAendern' }
  | { art: 'gesperrt' }
  | { art: 'fehler'; meldung: string };

/** The text of a failed sign-in (SPEC §8): technical text for 5xx, a string body as it is, else the fallback. */
export function anmeldeFehlertext(status: number, body: unknown): string {
  if (status >= 500 && status <= 599) return texts.allgemein.technischerFehler;
  if (typeof body === 'string' && body.trim() !== '') return body;
  return texts.anmeldung.fehlgeschlagen;
}

export function AnmeldenPage() {
  const brand = useBrand();
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useDocumentTitle(texts.anmeldung.titel);

  const [kundennummer, setKundennummer] = useState('');
  const [passwort, setPasswort] = useState('');
  const [akzeptiert, setAkzeptiert] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);
  const bedingungen = brand.nutzungsbedingungen;

  const anmeldung = useAktion({
    mutationFn: async (): Promise<AnmeldeErgebnis> => {
      const nummer = kundennummerOhnePrefix(kundennummer, brand.kundennummerprefix);
      const { data, error, response } = await api.POST('/anschlussnutzer/login', {
        params: { header: { kundennummer: nummer, passwort } },
      });
      if (response.status === 700) {
        session.startForcedPasswordChange(nummer);
        return { art: 'passwortAendern' };
      }
      if (response.status === 702) {
        session.clear();
        return { art: 'gesperrt' };
      }
      if (!response.ok) return { art: 'fehler', meldung: anmeldeFehlertext(response.status, error) };
      const token = response.headers.get('token');
      const ttl = parseTtl(response.headers.get('ttl'));
      // A success without token or lifetime cannot start a session; it is a failed sign-in for the customer.
      if (!data || !token || ttl === undefined)
        return { art: 'fehler', meldung: texts.anmeldung.fehlgeschlagen };
      session.signIn(data.kundennummer, token, ttl);
      return { art: 'angemeldet' };
    },
    onSuccess: async (ergebnis) => {
      // Each navigation runs straight after the session change, so it supersedes the guard's own redirect.
      if (ergebnis.art === 'angemeldet') {
        await navigate(safeReturnPath(searchParams.get('weiter')) ?? href('start'), { replace: true });
      } else if (ergebnis.art === 'passwortAendern') {
        await navigate(href('aenderePasswort'), { replace: true });
      } else if (ergebnis.art === 'gesperrt') {
        await navigate(href('portalGesperrt'), { replace: true });
      } else {
        setFehler(ergebnis.meldung);
      }
    },
    // Network failures, or a password the browser cannot put into a header (not Latin-1).
    onError: () => setFehler(texts.anmeldung.fehlgeschlagen),
  });

  const kannSenden = kannAnmelden({
    kundennummer: kundennummerOhnePrefix(kundennummer, brand.kundennummerprefix),
    passwort,
    nutzungsbedingungenKonfiguriert: bedingungen !== undefined,
    nutzungsbedingungenAkzeptiert: akzeptiert,
  });

  const absenden = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kannSenden || anmeldung.isPending) return;
    setFehler(null);
    anmeldung.mutate();
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={texts.anmeldung.titel} />
      {fehler !== null && (
        <Alert tone="danger">
          <FehlerPraefix />
          {fehler}
        </Alert>
      )}
      {/* post: sent natively before the scripts run (prerendered page), the values never land in the address. */}
      <form
        method="post"
        noValidate
        onSubmit={absenden}
        className="flex flex-col gap-5 rounded-brand border border-border bg-surface p-4 sm:p-6"
      >
        <KundennummerField
          name="kundennummer"
          required
          value={kundennummer}
          onChange={(event) => setKundennummer(event.target.value)}
        />
        <PasswordField
          label={texts.anmeldung.passwort}
          name="passwort"
          required
          autoComplete="current-password"
          showPasswordLabel={texts.allgemein.passwortAnzeigen(texts.anmeldung.passwort)}
          value={passwort}
          onChange={(event) => setPasswort(event.target.value)}
        />
        {bedingungen && (
          <Checkbox
            name="nutzungsbedingungen"
            required
            checked={akzeptiert}
            onChange={(event) => setAkzeptiert(event.target.checked)}
            label={
              <>
                {bedingungen.part1}{' '}
                <ExternalLink url={bedingungen.url} neuerTab>
                  {bedingungen.label}
                </ExternalLink>{' '}
                {bedingungen.part2}
              </>
            }
          />
        )}
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Link to={href('passwortVergessen')} className={linkClassName()}>
            {texts.anmeldung.passwortVergessen}
          </Link>
          <Button type="submit" disabled={!kannSenden} loading={anmeldung.isPending}>
            {texts.anmeldung.anmelden}
          </Button>
        </div>
      </form>
      {/* § 312k BGB: cancelling needs no sign-in, so the button stands next to the form as well. */}
      <div>
        <KuendigungsbuttonLink />
      </div>
      {brand.credentialinformationen && (
        <Alert tone="info" role="note">
          {brand.credentialinformationen}
        </Alert>
      )}
    </div>
  );
}
