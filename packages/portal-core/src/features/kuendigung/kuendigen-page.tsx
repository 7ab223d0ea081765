import {
  Alert,
  Button,
  buttonClassName,
  DatePicker,
  ErrorSummary,
  LoadingMask,
  PageHeader,
  RadioGroup,
  TextArea,
  type DateValidation,
  type ErrorSummaryItem,
} from '@ekp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import {
  KUENDIGUNG_TEXT_MAX,
  KUENDIGUNGSGRUENDE,
  kuendigungFehler,
  kuendigungPayload,
  type KuendigungFeld,
  type KuendigungWerte,
} from '../../rules/kuendigung.ts';
import { versorgungsartLabel, vertragStatus, type KuendigungErgebnis } from '../../rules/vertrag.ts';
import type { IsoDatum } from '../../rules/zeit.ts';
import type { KuendigungNavigationState } from '../../shared/kuendigung-navigation.ts';
import { useApi, useFeiertageUrl } from '../../shared/portal-context.tsx';
import { queryKeys, vertragQuery, type Vertrag } from '../../shared/queries.ts';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { fruehestesKuendigungsdatumQuery } from './feiertage-query.ts';

const feldIds: Record<KuendigungFeld, string> = {
  grund: 'kuendigung-grund',
  datum: 'kuendigung-datum',
  text: 'kuendigung-text',
};

/**
 * /vertrag/{id}/kuendigen (SPEC §2, §5): reason, last delivery day (not before the second working day after
 * today), free text. After the attempt the contracts list shows SUCCESS or ERROR (navigation state).
 */
export function KuendigenPage() {
  const { id = '' } = useParams();
  const api = useApi();
  const titel = texts.kuendigung.titel(id);
  useDocumentTitle(titel);

  const vertrag = useQuery(vertragQuery(api, id));

  const zurueck = (
    <div>
      <Link to={href('vertraege')} className={buttonClassName('secondary')}>
        {texts.allgemein.zurueck}
      </Link>
    </div>
  );

  let inhalt;
  if (vertrag.isPending) {
    inhalt = <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  } else if (vertrag.isError) {
    inhalt = (
      <>
        <Alert tone="danger">
          <FehlerPraefix />
          {texts.vertragDetail.ladeFehlerAlternativ}
        </Alert>
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

  const [werte, setWerte] = useState<KuendigungWerte>({
    grund: '',
    datum: '',
    datumUnlesbar: false,
    text: '',
  });
  const [versuche, setVersuche] = useState(0);
  const fehler = kuendigungFehler(werte, fruehestes);
  const gezeigt = (feld: KuendigungFeld) => (versuche > 0 ? fehler[feld] : undefined);
  const zusammenfassung: ErrorSummaryItem[] =
    versuche > 0
      ? (Object.keys(feldIds) as KuendigungFeld[]).flatMap((feld) => {
          const meldung = fehler[feld];
          return meldung ? [{ fieldId: feldIds[feld], message: meldung }] : [];
        })
      : [];

  const kuendigung = useMutation({
    mutationFn: async (): Promise<KuendigungErgebnis> => {
      try {
        const { response } = await api.POST('/{vertrag}/kuendigen', {
          params: { path: { vertrag: vertrag.id } },
          body: kuendigungPayload(werte),
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

  const absenden = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (kuendigung.isPending) return;
    setVersuche((n) => n + 1);
    if (Object.values(fehler).some((meldung) => meldung !== undefined)) return;
    kuendigung.mutate();
  };

  const aendereDatum = (validierung: DateValidation) =>
    setWerte((w) => ({ ...w, datumUnlesbar: validierung.status === 'invalid' }));

  return (
    <form
      noValidate
      onSubmit={absenden}
      className="flex flex-col gap-6 rounded-brand border border-border bg-surface p-4 sm:p-6"
    >
      <ErrorSummary
        title={texts.allgemein.fehlerZusammenfassung}
        errors={zusammenfassung}
        focusKey={versuche}
      />
      <Alert tone="info" role="note">
        {texts.kuendigung.rueckwirkendHinweis}
      </Alert>
      <RadioGroup
        id={feldIds.grund}
        name="grund"
        legend={texts.kuendigung.grund}
        required
        options={KUENDIGUNGSGRUENDE.map((grund) => ({
          value: grund,
          label: texts.kuendigung.gruende[grund],
        }))}
        value={werte.grund}
        onChange={(grund) => setWerte((w) => ({ ...w, grund }))}
        error={gezeigt('grund')}
      />
      <DatePicker
        id={feldIds.datum}
        name="datum"
        label={texts.kuendigung.datum}
        hint={texts.kuendigung.fruehestesDatum(formatDatum(fruehestes))}
        required
        min={fruehestes}
        today={heute}
        value={werte.datum}
        onChange={(datum) => setWerte((w) => ({ ...w, datum }))}
        onValidate={aendereDatum}
        error={gezeigt('datum')}
      />
      <TextArea
        id={feldIds.text}
        name="text"
        label={texts.kuendigung.text}
        maxCharacters={KUENDIGUNG_TEXT_MAX}
        showCharacterCount
        value={werte.text}
        onChange={(event) => setWerte((w) => ({ ...w, text: event.target.value }))}
        error={gezeigt('text')}
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
