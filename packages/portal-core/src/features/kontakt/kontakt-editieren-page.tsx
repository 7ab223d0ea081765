import { unwrap } from '@ekp/api-client';
import { Button, buttonClassName, Inline, LoadingMask, PageHeader, Stack, TextField } from '@ekp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';

import { href } from '../../routes/paths.ts';
import { istFormularLeer, zusammenfuehren } from '../../rules/bausteine.ts';
import {
  kontaktdatenPayload,
  kontaktdatenVertragsFehler,
  pruefeKontaktdaten,
  type KontaktdatenWerte,
} from '../../rules/kontaktdaten.ts';
import { feldregeln, useFormular } from '../../shared/formular.tsx';
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

const kontaktdatenSchema = v.pipe(
  v.object({ email: v.string(), festnetz: v.string(), mobil: v.string(), fax: v.string() }),
  feldregeln((werte) =>
    zusammenfuehren<Feld>(pruefeKontaktdaten(werte).fehler, kontaktdatenVertragsFehler(werte)),
  ),
  v.transform((werte) => kontaktdatenPayload(werte)),
);

function KontaktFormular({ kunde }: { kunde: Anschlussnutzer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const messageBar = useMessageBar();
  const [fehlerVersuch, setFehlerVersuch] = useState(0);

  // Mounted once the customer is loaded: a later refetch never overwrites what the customer typed.
  const formular = useFormular({
    schema: kontaktdatenSchema,
    startwerte: {
      email: kunde.email ?? '',
      festnetz: kunde.festnetz ?? '',
      mobil: kunde.mobil ?? '',
      fax: kunde.fax ?? '',
    },
    reihenfolge: FELDER.map(({ feld }) => feld),
    feldId,
    // SPEC disables 'Aktualisieren' while a value is wrong: its message shows once the field was left.
    zeigen: 'nachVerlassen',
    leer: istFormularLeer,
  });

  const speichern = useMutation({
    mutationFn: (kontaktdaten: v.InferOutput<typeof kontaktdatenSchema>) =>
      unwrap(api, api.PUT('/anschlussnutzer/kontaktdatenAktualisieren', { body: kontaktdaten })),
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

  const absenden = formular.absenden((kontaktdaten) => {
    if (!speichern.isPending) speichern.mutate(kontaktdaten);
  });

  const { leer } = formular;
  const gesperrt = !formular.gueltig;
  const hinweisId = 'kontakt-absenden-hinweis';

  return (
    <form noValidate onSubmit={(event) => void absenden(event)} className="flex flex-col gap-5">
      {formular.fehlerZusammenfassung}
      {speichern.isError && <AktionsFehler fokusKey={fehlerVersuch}>{t.speicherFehler}</AktionsFehler>}
      {FELDER.map(({ feld, label, type, autoComplete }) => (
        <TextField
          key={feld}
          {...formular.textFeld(feld)}
          label={label}
          type={type}
          inputMode={type}
          autoComplete={autoComplete}
          spellCheck={false}
          clearable
          clearLabel={texts.allgemein.feldLeeren(label)}
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
