import { Alert, PageHeader } from '@ekp/ui';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { href } from '../../routes/paths.ts';
import { parseTtl } from '../../rules/session.ts';
import { useMessageBar } from '../../shared/message-bar.tsx';
import { useAktion } from '../../shared/use-aktion.ts';
import { useApi, useSessionStore } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { useLogout } from '../../shell/nav-bar.tsx';
import * as texts from '../../texts.ts';
import { PasswortFormular, type PasswortAenderung } from './passwort-formular.tsx';

/**
 * What a failed change shows (SPEC §8 "the response data as an alert"): the technical text for 5xx, a string body
 * as it is, the `message` of a JSON body, else the generic text.
 */
export function aenderungsFehlertext(status: number, body: unknown): string {
  if (status >= 500 && status <= 599) return texts.allgemein.technischerFehler;
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return texts.allgemein.unbekannterFehler;
}

class AenderungFehlgeschlagen extends Error {}

/**
 * PUT passwort_aendern and, on success, the new session from the response (SPEC §4: token and ttl from the
 * headers, kundennummer from the data), then the start page with a success message.
 */
function usePasswortAendern() {
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const messageBar = useMessageBar();
  const [fehler, setFehler] = useState<string | null>(null);

  const mutation = useAktion({
    mutationFn: async (aenderung: PasswortAenderung) => {
      const kundennummer = session.get()?.kundennummer;
      if (!kundennummer) throw new AenderungFehlgeschlagen(texts.allgemein.unbekannterFehler);
      // In the forced state there is no token: the middleware adds none, and the old password authenticates.
      const { data, error, response } = await api.PUT('/anschlussnutzer/passwort_aendern', {
        params: { header: { kundennummer } },
        body: aenderung,
      });
      if (!response.ok) throw new AenderungFehlgeschlagen(aenderungsFehlertext(response.status, error));
      const token = response.headers.get('token');
      const ttl = parseTtl(response.headers.get('ttl'));
      if (!data || !token || ttl === undefined)
        throw new AenderungFehlgeschlagen(texts.allgemein.unbekannterFehler);
      session.signIn(data.kundennummer, token, ttl);
    },
    onMutate: () => setFehler(null),
    onSuccess: async () => {
      messageBar.show({ tone: 'success', text: texts.passwortErneuern.erfolg });
      await navigate(href('start'), { replace: true });
    },
    onError: (error) =>
      setFehler(error instanceof AenderungFehlgeschlagen ? error.message : texts.allgemein.unbekannterFehler),
  });

  return {
    aendern: (aenderung: PasswortAenderung) => mutation.mutate(aenderung),
    pending: mutation.isPending,
    fehler,
  };
}

/** /aendere/passwort: the forced change after sign-in answered 700. 'Abbrechen' logs out (SPEC §2). */
export function ErzwungenePasswortAenderungPage() {
  const logout = useLogout();
  return (
    <AenderungsSeite
      hinweis={
        <Alert tone="info" role="note">
          {texts.passwortAendern.erzwungenHinweis}
        </Alert>
      }
      onCancel={() => void logout()}
    />
  );
}

/** /passwort/aendern: the voluntary change. 'Abbrechen' goes back and keeps the customer signed in (SPEC §2). */
export function PasswortAendernPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the entry the portal was opened with: there is no page of ours to go back to.
  const zurueck = () => void (location.key === 'default' ? navigate(href('start')) : navigate(-1));
  return <AenderungsSeite onCancel={zurueck} />;
}

/** Both change screens: the title, an optional note and the form with the old password; they differ in 'Abbrechen'. */
function AenderungsSeite({ hinweis, onCancel }: { hinweis?: ReactNode; onCancel: () => void }) {
  const { aendern, pending, fehler } = usePasswortAendern();
  useDocumentTitle(texts.passwortAendern.titel);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={texts.passwortAendern.titel} />
      {hinweis}
      <PasswortFormular
        mitAltemPasswort
        submitLabel={texts.passwortAendern.titel}
        pending={pending}
        serverFehler={fehler}
        onSubmit={aendern}
        onCancel={onCancel}
      />
    </div>
  );
}
