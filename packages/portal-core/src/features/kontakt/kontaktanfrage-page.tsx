import { unwrap } from '@ekp/api-client';
import { Button, ButtonGroup, PageHeader, Stack, TextArea } from '@ekp/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

import { href } from '../../routes/paths.ts';
import { kontaktanfrageTextZuLang } from '../../rules/kundendaten.ts';
import { ersteMeldung, pruefeKontaktanfrage } from '../../rules/validation.ts';
import { AktionsFehler, fehlertext } from '../../shared/kundendaten-ui.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import * as texts from '../../texts.ts';

const t = texts.kontaktanfrage;

type Betreff = (typeof t.betreffe)[number];

function istBetreff(wert: string): wert is Betreff {
  return (t.betreffe as readonly string[]).includes(wert);
}

/**
 * /kontaktanfrage (SPEC §2, §5, §8): a subject and a message of at least 20 characters. The messages show under
 * SPEC's exact conditions while the customer types; 'Senden' works only with a subject and 20 or more characters.
 */
export function KontaktanfragePage() {
  useDocumentTitle(t.titel);
  const api = useApi();
  const navigate = useNavigate();
  const [betreff, setBetreff] = useState('');
  const [text, setText] = useState('');
  const [fehlerVersuch, setFehlerVersuch] = useState(0);

  const pruefung = pruefeKontaktanfrage({ betreff, text });
  const zuLang = kontaktanfrageTextZuLang(text);
  const textFehler = ersteMeldung(pruefung.fehler.text, zuLang);
  const kannSenden = pruefung.kannSenden && zuLang === undefined && istBetreff(betreff);

  const senden = useMutation({
    mutationFn: (anfrage: { betreff: Betreff; text: string }) =>
      unwrap(api, api.POST('/anschlussnutzer/kontaktanfrage', { body: anfrage })),
    onSuccess: () => navigate(href('kontaktanfrageOk')),
    onError: () => setFehlerVersuch((n) => n + 1),
  });

  const absenden = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!kannSenden || senden.isPending || !istBetreff(betreff)) return;
    senden.mutate({ betreff, text: text.trim() });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t.titel} />
      <form noValidate onSubmit={absenden} className="flex max-w-2xl flex-col gap-5">
        {senden.isError && (
          <AktionsFehler fokusKey={fehlerVersuch}>
            {fehlertext(senden.error, texts.allgemein.unbekannterFehler)}
          </AktionsFehler>
        )}
        <ButtonGroup
          id="kontaktanfrage-betreff"
          legend={t.betreff}
          options={t.betreffe.map((b) => ({ value: b, label: b }))}
          value={betreff}
          onChange={setBetreff}
          required
          error={pruefung.fehler.betreff}
        />
        <TextArea
          id="kontaktanfrage-text"
          label={t.nachricht}
          hint={t.nachrichtHinweis}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={textFehler}
          required
          rows={8}
        />
        <div>
          <Button type="submit" disabled={!kannSenden} loading={senden.isPending}>
            {texts.allgemein.senden}
          </Button>
        </div>
      </form>
    </Stack>
  );
}
