import {
  Alert,
  Button,
  buttonClassName,
  DatePicker,
  LoadingMask,
  PageHeader,
  RadioGroup,
  TextArea,
} from '@ekp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as v from 'valibot';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import {
  KUENDIGUNG_TEXT_MAX,
  KUENDIGUNGSGRUND_OPTIONEN,
  kuendigungFehler,
  kuendigungPayload,
  type KuendigungFeld,
  type KuendigungPayload,
  type KuendigungWerte,
} from '../../rules/kuendigung.ts';
import { versorgungsartLabel, vertragStatus, type KuendigungErgebnis } from '../../rules/vertrag.ts';
import type { IsoDatum } from '../../rules/zeit.ts';
import { feldregeln, useFormular } from '../../shared/formular.tsx';
import type { KuendigungNavigationState } from '../../shared/kuendigung-navigation.ts';
import { useApi, useFeiertageUrl } from '../../shared/portal-context.tsx';
import { queryKeys, vertragQuery, type Vertrag } from '../../shared/queries.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import { useVertragSeite, ZurueckLink } from '../../shared/vertrag-seite.tsx';
import * as texts from '../../texts.ts';
import { fruehestesKuendigungsdatumQuery } from '../../shared/feiertage-query.ts';

/** Order of the fields in the form and in the error summary. */
const REIHENFOLGE: readonly KuendigungFeld[] = ['grund', 'datum', 'text'];

const feldId = (feld: string) => `kuendigung-${feld}`;

/**
 * /vertrag/{id}/kuendigen (SPEC §2, §5): reason, last delivery day (not before the second working day after
 * today), free text. After the attempt the contracts list shows SUCCESS or ERROR (navigation state).
 */
export function KuendigenPage() {
  const { id, api, titel } = useVertragSeite(texts.kuendigung.titel);

  const vertrag = useQuery(vertragQuery(api, id));

  const zurueck = <ZurueckLink to={href('vertraege')} />;

  let inhalt;
  if (vertrag.isPending) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (vertrag.isError) {
    inhalt = (
      <>
        <FehlerAlert>{texts.vertragDetail.ladeFehlerAlternativ}</FehlerAlert>
        {zurueck}
      </>
    );
  } else if (vertragStatus(vertrag.data) !== 'aktiv') {
    // SPEC §6: termination is offered only for active contracts; a typed-in URL gets an explanation.
    inhalt = (
      <>
        <Alert tone="info">{texts.kuendigung.nichtKuendbar}</Alert>
        {zurueck}
      </>
    );
  } else {
    inhalt = <KuendigungsFormular vertrag={vertrag.data} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title={titel} description={vertrag.data && vertragKurz(vertrag.data)} />
      {inhalt}
    </div>
  );
}

/** 'Strom, Lindenallee 12, 12345 Musterstadt': which contract is about to be cancelled. */
function vertragKurz(vertrag: Vertrag): string {
  const strasse = [vertrag.strasse, vertrag.hausnummer].filter(Boolean).join(' ');
  const ort = [vertrag.plz, vertrag.ort].filter(Boolean).join(' ');
  return [versorgungsartLabel(vertrag.versorgungsart), strasse, ort].filter(Boolean).join(', ');
}

function KuendigungsFormular({ vertrag }: { vertrag: Vertrag }) {
  const [jetzt] = useState(() => new Date());
  const datum = useQuery(fruehestesKuendigungsdatumQuery(useFeiertageUrl(), jetzt));

  if (datum.isPending) return <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  // The query falls back to local holidays on every failure, so an error is only a cancelled request.
  if (datum.isError) return null;
  return <Formular vertrag={vertrag} heute={datum.data.heute} fruehestes={datum.data.fruehestes} />;
}

/** SPEC §5's cancellation rules (a reason, a last delivery day from `fruehestes` on) and the payload. */
function kuendigungSchema(fruehestes: IsoDatum) {
  return v.pipe(
    v.object({ grund: v.string(), datum: v.string(), text: v.string() }),
    feldregeln((werte) => kuendigungFehler(alsRegelwerte(werte), fruehestes)),
    v.transform((werte) => kuendigungPayload(alsRegelwerte(werte))),
  );
}

/** The date field reports a text that is no date itself (`datumsFeld`): the rules see a date or ''. */
function alsRegelwerte(werte: Omit<KuendigungWerte, 'datumUnlesbar'>): KuendigungWerte {
  return { ...werte, datumUnlesbar: false };
}

function Formular({
  vertrag,
  heute,
  fruehestes,
}: {
  vertrag: Vertrag;
  heute: IsoDatum;
  fruehestes: IsoDatum;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const schema = useMemo(() => kuendigungSchema(fruehestes), [fruehestes]);
  const formular = useFormular({
    schema,
    startwerte: { grund: '', datum: '', text: '' },
    reihenfolge: REIHENFOLGE,
    feldId,
  });

  const kuendigung = useMutation({
    mutationFn: async (payload: KuendigungPayload): Promise<KuendigungErgebnis> => {
      try {
        const { response } = await api.POST('/{vertrag}/kuendigen', {
          params: { path: { vertrag: vertrag.id } },
          body: payload,
        });
        return response.ok ? 'SUCCESS' : 'ERROR';
      } catch {
        // A network failure is an attempt that did not go through.
        return 'ERROR';
      }
    },
    onSuccess: async (status) => {
      if (status === 'SUCCESS') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.vertrag(vertrag.id) });
      }
      const state: KuendigungNavigationState = { status, vertrag: vertrag.id };
      await navigate(href('vertraege'), { state, replace: true });
    },
  });

  const absenden = formular.absenden((payload) => {
    if (!kuendigung.isPending) kuendigung.mutate(payload);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void absenden(event)}
      className="flex flex-col gap-6 rounded-brand border border-border bg-surface p-4 sm:p-6"
    >
      {formular.fehlerZusammenfassung}
      <Alert tone="info" role="note">
        {texts.kuendigung.rueckwirkendHinweis}
      </Alert>
      <RadioGroup
        {...formular.auswahlFeld('grund')}
        legend={texts.kuendigung.grund}
        required
        options={KUENDIGUNGSGRUND_OPTIONEN}
      />
      <DatePicker
        {...formular.datumsFeld('datum', texts.kuendigung.datumUngueltig)}
        label={texts.kuendigung.datum}
        hint={texts.kuendigung.fruehestesDatum(formatDatum(fruehestes))}
        required
        min={fruehestes}
        today={heute}
      />
      <TextArea
        {...formular.textFeld('text')}
        label={texts.kuendigung.text}
        maxCharacters={KUENDIGUNG_TEXT_MAX}
        showCharacterCount
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={href('vertraege')} className={buttonClassName('secondary')}>
          {texts.allgemein.abbrechen}
        </Link>
        <Button type="submit" variant="danger" loading={kuendigung.isPending}>
          {texts.vertraege.vertragKuendigen}
        </Button>
      </div>
    </form>
  );
}
