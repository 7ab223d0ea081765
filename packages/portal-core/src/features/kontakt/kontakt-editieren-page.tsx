import { unwrap } from '@ekp/api-client';
import { Button, buttonClassName, Inline, LoadingMask, PageHeader, Stack, TextField } from '@ekp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { href } from '../../routes/paths.ts';
import { kontaktdatenVertragsFehler, zusammenfuehren } from '../../rules/kundendaten.ts';
import {
  alleGueltig,
  istFormularLeer,
  kontaktdatenPayload,
  pruefeKontaktdaten,
  type KontaktdatenWerte,
} from '../../rules/validation.ts';
import { anschlussnutzerQuery, queryKeys, type Anschlussnutzer } from '../../shared/queries.ts';
import { AktionsFehler } from '../../shared/kundendaten-ui.tsx';
import { useMessageBar } from '../../shared/message-bar.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import * as texts from '../../texts.ts';

const t = texts.kontakt;

type Feld = keyof KontaktdatenWerte;

const FELDER: readonly { feld: Feld; label: string; type: 'email' | 'tel'; autoComplete: string }[] = [
  { feld: 'email', label: t.email, type: 'email', autoComplete: 'email' },
  { feld: 'festnetz', label: t.festnetz, type: 'tel', autoComplete: 'home tel' },
  { feld: 'mobil', label: t.mobil, type: 'tel', autoComplete: 'mobile tel' },
  { feld: 'fax', label: t.fax, type: 'tel', autoComplete: 'fax tel' },
];

const feldId = (feld: string) => `kontakt-${feld}`;

/** /kontakt/editieren: Email, Festnetz, Mobil, Fax (SPEC §2, §5). */
export function KontaktEditierenPage() {
  useDocumentTitle(t.titel);
  const api = useApi();
  const kunde = useQuery(anschlussnutzerQuery(api));

  return (
    <Stack gap="lg">
      <PageHeader title={t.titel} />
      {kunde.isPending ? (
        <LoadingMask loading label={texts.allgemein.wirdGeladen} />
      ) : kunde.isError ? (
        <>
          <AktionsFehler>{t.ladeFehler}</AktionsFehler>
          <Inline>
            <Link to={href('datenUebersicht')} className={buttonClassName('secondary')}>
              {texts.allgemein.zurueck}
            </Link>
          </Inline>
        </>
      ) : (
        <KontaktFormular kunde={kunde.data} />
      )}
    </Stack>
  );
}

function KontaktFormular({ kunde }: { kunde: Anschlussnutzer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const messageBar = useMessageBar();

  // Mounted once the customer is loaded: a later refetch never overwrites what the customer typed.
  const [werte, setWerte] = useState<Record<Feld, string>>(() => ({
    email: kunde.email ?? '',
    festnetz: kunde.festnetz ?? '',
    mobil: kunde.mobil ?? '',
    fax: kunde.fax ?? '',
  }));
  const [verlassen, setVerlassen] = useState<ReadonlySet<Feld>>(new Set());
  const [fehlerVersuch, setFehlerVersuch] = useState(0);

  const spec = pruefeKontaktdaten(werte);
  const fehler = zusammenfuehren<Feld>(spec.fehler, kontaktdatenVertragsFehler(werte));
  const kannAbsenden = spec.kannAbsenden && alleGueltig(fehler);
  const leer = istFormularLeer(werte);
  const sichtbar = (feld: Feld) => (verlassen.has(feld) ? fehler[feld] : undefined);

  const speichern = useMutation({
    mutationFn: () =>
      unwrap(
        api,
        api.PUT('/anschlussnutzer/kontaktdatenAktualisieren', { body: kontaktdatenPayload(werte) }),
      ),
    onSuccess: async (antwort) => {
      // The answer is the updated customer (typed as possibly empty by the generated client).
      const aktualisiert: Anschlussnutzer | undefined = antwort;
      if (aktualisiert) queryClient.setQueryData(queryKeys.anschlussnutzer, aktualisiert);
      await queryClient.invalidateQueries({ queryKey: queryKeys.anschlussnutzer, exact: true });
      messageBar.show({ tone: 'success', text: t.gespeichert });
      await navigate(href('datenUebersicht'));
    },
    onError: () => setFehlerVersuch((n) => n + 1),
  });

  const absenden = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (speichern.isPending) return;
    if (!kannAbsenden || leer) {
      // The button is disabled then, so Enter cannot submit either; if it ever does, show every message.
      setVerlassen(new Set(FELDER.map(({ feld }) => feld)));
      return;
    }
    speichern.mutate();
  };

  const gesperrt = !kannAbsenden || leer;
  const hinweisId = 'kontakt-absenden-hinweis';

  return (
    <form noValidate onSubmit={absenden} className="flex flex-col gap-5">
      {speichern.isError && <AktionsFehler fokusKey={fehlerVersuch}>{t.speicherFehler}</AktionsFehler>}
      {FELDER.map(({ feld, label, type, autoComplete }) => (
        <TextField
          key={feld}
          id={feldId(feld)}
          name={feld}
          label={label}
          type={type}
          inputMode={type}
          autoComplete={autoComplete}
          spellCheck={false}
          value={werte[feld]}
          error={sichtbar(feld)}
          clearable
          clearLabel={texts.allgemein.feldLeeren(label)}
          onChange={(event) => {
            const wert = event.target.value;
            setWerte((vorher) => ({ ...vorher, [feld]: wert }));
          }}
          onBlur={() => setVerlassen((vorher) => new Set(vorher).add(feld))}
          className="max-w-xl"
        />
      ))}
      {leer && (
        <p id={hinweisId} className="font-semibold text-text">
          {texts.validierung.formularLeer}
        </p>
      )}
      {!leer && gesperrt && (
        <p id={hinweisId} className="text-muted">
          {t.korrigierenHinweis}
        </p>
      )}
      <Inline gap="md">
        <Button
          type="submit"
          disabled={gesperrt}
          loading={speichern.isPending}
          aria-describedby={gesperrt ? hinweisId : undefined}
        >
          {t.aktualisieren}
        </Button>
        <Link to={href('datenUebersicht')} className={buttonClassName('secondary')}>
          {texts.allgemein.abbrechen}
        </Link>
      </Inline>
    </form>
  );
}
