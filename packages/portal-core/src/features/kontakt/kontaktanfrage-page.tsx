import { unwrap } from '@ekp/api-client';
import { Button, ButtonGroup, PageHeader, Stack, TextArea } from '@ekp/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as v from 'valibot';

import { href } from '../../routes/paths.ts';
import { ersteMeldung } from '../../rules/bausteine.ts';
import { kontaktanfrageTextZuLang, pruefeKontaktanfrage } from '../../rules/kontaktanfrage.ts';
import { feldregeln, useFormular } from '../../shared/formular.tsx';
import { AktionsFehler, fehlertext } from '../../shared/kundendaten-ui.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import * as texts from '../../texts.ts';

const t = texts.kontaktanfrage;

const kontaktanfrageSchema = v.pipe(
  v.object({ betreff: v.string(), text: v.string() }),
  feldregeln(({ betreff, text }) => {
    const { fehler } = pruefeKontaktanfrage({ betreff, text });
    return { betreff: fehler.betreff, text: ersteMeldung(fehler.text, kontaktanfrageTextZuLang(text)) };
  }),
  // Below 2 characters SPEC shows no message yet, but 'Senden' still needs a subject and 20 characters.
  v.check((werte) => pruefeKontaktanfrage(werte).kannSenden),
  v.object({ betreff: v.picklist(t.betreffe), text: v.pipe(v.string(), v.trim()) }),
);

const feldId = (feld: string) => `kontaktanfrage-${feld}`;

/**
 * /kontaktanfrage (SPEC §2, §5, §8): a subject and a message of at least 20 characters. The messages show under
 * SPEC's exact conditions while the customer types; 'Senden' works only with a subject and 20 or more characters.
 */
export function KontaktanfragePage() {
  useDocumentTitle(t.titel);
  const api = useApi();
  const navigate = useNavigate();
  const [fehlerVersuch, setFehlerVersuch] = useState(0);
  const formular = useFormular({
    schema: kontaktanfrageSchema,
    startwerte: { betreff: '', text: '' },
    reihenfolge: ['betreff', 'text'],
    feldId,
    zeigen: 'sofort',
  });

  const senden = useMutation({
    mutationFn: (anfrage: v.InferOutput<typeof kontaktanfrageSchema>) =>
      unwrap(api, api.POST('/anschlussnutzer/kontaktanfrage', { body: anfrage })),
    onSuccess: () => navigate(href('kontaktanfrageOk')),
    onError: () => setFehlerVersuch((n) => n + 1),
  });

  const absenden = formular.absenden((anfrage) => {
    if (!senden.isPending) senden.mutate(anfrage);
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t.titel} />
      <form noValidate onSubmit={(event) => void absenden(event)} className="flex max-w-2xl flex-col gap-5">
        {senden.isError && (
          <AktionsFehler fokusKey={fehlerVersuch}>
            {fehlertext(senden.error, texts.allgemein.unbekannterFehler)}
          </AktionsFehler>
        )}
        <ButtonGroup
          {...formular.auswahlFeld('betreff')}
          legend={t.betreff}
          options={t.betreffe.map((b) => ({ value: b, label: b }))}
          required
        />
        <TextArea
          {...formular.textFeld('text')}
          label={t.nachricht}
          hint={t.nachrichtHinweis}
          required
          rows={8}
        />
        <div>
          <Button type="submit" disabled={!formular.gueltig} loading={senden.isPending}>
            {texts.allgemein.senden}
          </Button>
        </div>
      </form>
    </Stack>
  );
}
