import { isApiError, unwrap } from '@ekp/api-client';
import {
  Button,
  DatePicker,
  Heading,
  LoadingMask,
  PageHeader,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '@ekp/ui';
import { QueryClientProvider, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as v from 'valibot';

import { formatDatum } from '../../format/de.ts';
import { KUENDIGUNGSGRUND_OPTIONEN } from '../../rules/kuendigung.ts';
import {
  ERKLAERUNG_FELDER,
  ENERGIEARTEN,
  ERKLAERUNG_MAX,
  erklaerungsFeld,
  KUENDIGUNGSARTEN,
  kuendigungserklaerungFehler,
  kuendigungserklaerungPayload,
  LEERE_ERKLAERUNG,
  werteAusKunde,
  werteAusVertrag,
  ZEITPUNKTE,
  type KuendigungserklaerungEingang,
  type KuendigungserklaerungPayload,
  type KuendigungserklaerungWerte,
} from '../../rules/kuendigungserklaerung.ts';
import { isLoggedIn } from '../../rules/session.ts';
import { versorgungsartLabel, vertragStatus } from '../../rules/vertrag.ts';
import type { IsoDatum } from '../../rules/zeit.ts';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { fruehestesKuendigungsdatumQuery } from '../../shared/feiertage-query.ts';
import { feldregeln, useFormular } from '../../shared/formular.tsx';
import { AktionsFehler, fehlerFeld, fehlertext } from '../../shared/kundendaten-ui.tsx';
import { useApi, useFeiertageUrl, useSession, useSessionStore } from '../../shared/portal-context.tsx';
import { anschlussnutzerQuery, vertragQuery, type Vertrag } from '../../shared/queries.ts';
import { queryClientFor } from '../../shared/query-layout.tsx';
import { useAktion } from '../../shared/use-aktion.ts';
import * as texts from '../../texts.ts';
import { Quittung } from './quittung.tsx';

const t = texts.kuendigungsbutton;
const feldId = (feld: string) => `kuendigungserklaerung-${feld}`;

/** What the receipt shows: the declaration as sent and the supplier's answer. */
/**
 * What the supplier's answer states of the receipt. A 2xx is a receipt even when its body is empty or shaped
 * otherwise; what it leaves out stays empty, and the receipt shows only what was stated.
 */
function eingangAus(antwort: unknown): KuendigungserklaerungEingang {
  const felder = typeof antwort === 'object' && antwort !== null ? (antwort as Record<string, unknown>) : {};
  const text = (wert: unknown) => (typeof wert === 'string' ? wert : '');
  return { eingangszeitpunkt: text(felder.eingangszeitpunkt), referenz: text(felder.referenz) };
}

export interface Eingang {
  payload: KuendigungserklaerungPayload;
  eingang: KuendigungserklaerungEingang;
}

/**
 * /kuendigung (§ 312k BGB, beyond SPEC): the confirmation page of the cancellation button, signed out and signed in
 * alike. Signed in, the customer's data and a chosen contract prefill the form; nothing requires it. After the 202
 * the same page shows the receipt.
 */
export function Kuendigungserklaerung() {
  // A public route: the query cache of the signed-in routes is not around it, so the page brings it.
  const session = useSessionStore();
  return (
    <QueryClientProvider client={queryClientFor(session)}>
      <Erklaerung />
    </QueryClientProvider>
  );
}

function Erklaerung() {
  const [eingang, setEingang] = useState<Eingang | null>(null);
  const titel = eingang ? t.eingangTitel : t.titel;
  useDocumentTitle(titel);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title={titel} description={eingang ? undefined : t.einleitung} />
      {eingang ? <Quittung {...eingang} /> : <Laden onEingang={setEingang} />}
    </div>
  );
}

/** Waits for the earliest date and, signed in, for the customer, so the form starts with its values. */
function Laden({ onEingang }: { onEingang: (eingang: Eingang) => void }) {
  const api = useApi();
  const session = useSession();
  // Decided once, when the page opens: a sign-in or sign-out in another tab must not swap the form for the loading
  // state and lose what was typed.
  const [angemeldet] = useState(() => session !== null && isLoggedIn(session, new Date()));
  const [jetzt] = useState(() => new Date());
  const datum = useQuery(fruehestesKuendigungsdatumQuery(useFeiertageUrl(), jetzt));
  const kunde = useQuery({ ...anschlussnutzerQuery(api), enabled: angemeldet });
  const vertraege = useQueries({
    queries: (angemeldet ? (kunde.data?.vertraege ?? []) : []).map((id) => vertragQuery(api, id)),
  });

  // Signed in, a customer record that does not load only means nothing is prefilled.
  if (datum.isPending || (angemeldet && kunde.isPending))
    return <LoadingMask loading label={texts.allgemein.wirdGeladen} />;
  // The query falls back to local holidays on every failure, so an error is only a cancelled request.
  if (datum.isError) return null;
  const startwerte = kunde.data ? { ...LEERE_ERKLAERUNG, ...werteAusKunde(kunde.data) } : LEERE_ERKLAERUNG;
  const kuendbar = vertraege.flatMap((abfrage) =>
    abfrage.data && ['aktiv', 'beauftragt'].includes(vertragStatus(abfrage.data)) ? [abfrage.data] : [],
  );
  return (
    <Formular
      heute={datum.data.heute}
      fruehestes={datum.data.fruehestes}
      startwerte={startwerte}
      vertraege={kuendbar}
      onEingang={onEingang}
    />
  );
}

/** The form's rules (rules/kuendigungserklaerung.ts) and its payload. */
function erklaerungSchema(fruehestes: IsoDatum) {
  const text = v.string();
  return v.pipe(
    v.object({
      art: text,
      grund: text,
      grundText: text,
      name: text,
      kundennummer: text,
      strasse: text,
      hausnummer: text,
      postleitzahl: text,
      ort: text,
      zaehlernummer: text,
      vertragsnummer: text,
      energieart: text,
      zeitpunkt: text,
      datum: text,
      email: text,
      nachricht: text,
    }),
    // A date text that is no date is reported by the date field itself (`datumsFeld`).
    feldregeln((werte) => kuendigungserklaerungFehler({ ...werte, datumUnlesbar: false }, fruehestes)),
    v.transform((werte) => kuendigungserklaerungPayload(werte)),
  );
}

/** 'Strom, Lindenallee 12, 12345 Musterstadt'. */
function vertragKurz(vertrag: Vertrag): string {
  return `${versorgungsartLabel(vertrag.versorgungsart)}, ${vertrag.strasse} ${vertrag.hausnummer}, ${vertrag.plz} ${vertrag.ort}`;
}

function Formular({
  heute,
  fruehestes,
  startwerte,
  vertraege,
  onEingang,
}: {
  heute: IsoDatum;
  fruehestes: IsoDatum;
  startwerte: KuendigungserklaerungWerte;
  vertraege: readonly Vertrag[];
  onEingang: (eingang: Eingang) => void;
}) {
  const api = useApi();
  const schema = useMemo(() => erklaerungSchema(fruehestes), [fruehestes]);
  const formular = useFormular({ schema, startwerte, reihenfolge: ERKLAERUNG_FELDER, feldId });
  const [vertrag, setVertrag] = useState('');
  const [fehler, setFehler] = useState<{ text: string; versuch: number } | null>(null);

  const senden = useAktion({
    mutationFn: async (payload: KuendigungserklaerungPayload): Promise<Eingang> => ({
      payload,
      // No session headers: the call is the same signed in and signed out (api-client's callsWithOwnHeaders).
      // A 202 without a body was received all the same: the receipt shows what is known.
      eingang: eingangAus(await unwrap(api, api.POST('/kuendigung', { body: payload }))),
    }),
    onSuccess: (eingang) => onEingang(eingang),
    onError: (error) => {
      const feld = erklaerungsFeld(fehlerFeld(error));
      if (isApiError(error) && error.status === 400 && feld !== undefined) {
        setFehler(null);
        formular.serverFehlerZeigen(feld, fehlertext(error, t.fehler.nichtGesendet));
        return;
      }
      // Whatever failed, every input stays as it was typed.
      const text =
        isApiError(error) && error.status === 429
          ? t.fehler.zuVieleAnfragen
          : fehlertext(error, t.fehler.nichtGesendet);
      setFehler((alt) => ({ text, versuch: (alt?.versuch ?? 0) + 1 }));
    },
  });
  const absenden = formular.absenden((payload) => senden.mutate(payload));

  const vertragWaehlen = (id: string) => {
    setVertrag(id);
    const gewaehlt = vertraege.find((eintrag) => eintrag.id === id);
    if (!gewaehlt) return;
    for (const [feld, wert] of Object.entries(werteAusVertrag(gewaehlt)))
      formular.setzen(feld as keyof typeof startwerte, wert);
  };

  const textFeld = (
    feld: Exclude<keyof KuendigungserklaerungWerte, 'art' | 'grund' | 'energieart' | 'zeitpunkt' | 'datum'>,
    label: string,
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField {...formular.textFeld(feld)} label={label} {...props} />;
  const optional = texts.allgemein.optional;
  const adresse = texts.rechnungsadresse;
  const ausserordentlich = formular.werte.art === 'AUSSERORDENTLICH';

  return (
    <form
      noValidate
      onSubmit={(event) => void absenden(event)}
      className="flex flex-col gap-6 rounded-brand border border-border bg-surface p-4 sm:p-6"
    >
      {formular.fehlerZusammenfassung}
      {fehler && <AktionsFehler fokusKey={fehler.versuch}>{fehler.text}</AktionsFehler>}

      <RadioGroup
        {...formular.auswahlFeld('art')}
        legend={t.abschnitte.art}
        required
        options={KUENDIGUNGSARTEN.map((art) => ({ value: art, label: t.arten[art] }))}
      />
      {ausserordentlich && (
        <>
          <RadioGroup
            {...formular.auswahlFeld('grund')}
            legend={texts.kuendigung.grund}
            required
            options={KUENDIGUNGSGRUND_OPTIONEN}
          />
          <TextArea
            {...formular.textFeld('grundText')}
            label={optional(t.grundText)}
            maxCharacters={ERKLAERUNG_MAX.grundText}
            showCharacterCount
          />
        </>
      )}

      <Heading level={2}>{t.abschnitte.kunde}</Heading>
      {vertraege.length > 0 && (
        <Select
          id={feldId('vertrag')}
          label={optional(t.vertragWaehlen)}
          hint={t.vertragWaehlenHinweis}
          placeholder={texts.allgemein.bitteWaehlen}
          options={vertraege.map((eintrag) => ({
            value: eintrag.id,
            label: t.vertragOption(eintrag.id, vertragKurz(eintrag)),
          }))}
          value={vertrag}
          onChange={(event) => vertragWaehlen(event.target.value)}
        />
      )}
      {textFeld('name', t.name, { required: true, autoComplete: 'name' })}
      {textFeld('kundennummer', optional(texts.anmeldung.kundennummer))}

      <Heading level={2}>{t.lieferadresse}</Heading>
      <div className="grid gap-4 sm:grid-cols-[3fr_1fr]">
        {textFeld('strasse', adresse.strasse, { required: true })}
        {textFeld('hausnummer', adresse.hausnummer, { required: true })}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_3fr]">
        {textFeld('postleitzahl', adresse.postleitzahl, { required: true, inputMode: 'numeric' })}
        {textFeld('ort', adresse.ort, { required: true })}
      </div>

      <Heading level={2}>{t.abschnitte.vertrag}</Heading>
      {textFeld('vertragsnummer', t.vertragsnummer, { hint: t.vertragHinweis })}
      <RadioGroup
        {...formular.auswahlFeld('energieart')}
        legend={t.energieart}
        options={ENERGIEARTEN.map((art) => ({
          value: art,
          label: texts.vertraege.versorgungsarten[art],
        }))}
      />
      {textFeld('zaehlernummer', optional(texts.ablesung.zaehlernummer))}

      <RadioGroup
        {...formular.auswahlFeld('zeitpunkt')}
        legend={t.abschnitte.zeitpunkt}
        required
        options={ZEITPUNKTE.map((zeitpunkt) => ({ value: zeitpunkt, label: t.zeitpunkte[zeitpunkt] }))}
      />
      {formular.werte.zeitpunkt === 'DATUM' && (
        <DatePicker
          {...formular.datumsFeld('datum', texts.kuendigung.datumUngueltig)}
          label={texts.kuendigung.datum}
          hint={texts.kuendigung.fruehestesDatum(formatDatum(fruehestes))}
          required
          min={fruehestes}
          today={heute}
        />
      )}

      <Heading level={2}>{t.abschnitte.bestaetigung}</Heading>
      {textFeld('email', t.email, { required: true, type: 'email', autoComplete: 'email' })}
      <TextArea
        {...formular.textFeld('nachricht')}
        label={optional(t.nachricht)}
        maxCharacters={ERKLAERUNG_MAX.nachricht}
        showCharacterCount
      />

      <div>
        <Button type="submit" loading={senden.isPending}>
          {t.jetztKuendigen}
        </Button>
      </div>
    </form>
  );
}
