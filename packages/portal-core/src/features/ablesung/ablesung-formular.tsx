import { isAbortError, isApiError } from '@ekp/api-client';
import {
  Alert,
  Button,
  DatePicker,
  DescriptionList,
  ErrorSummary,
  Select,
  TextField,
  type DateValidation,
  type ErrorSummaryItem,
} from '@ekp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';

import {
  kanalLabel,
  normalisiereAblesewert,
  plausibilitaetsHinweis,
  uebertragungsfehlerText,
} from '../../rules/ablesung.ts';
import {
  ablesewertHilfetext,
  ablesewertPlatzhalter,
  ablesungFehler,
  ablesungPayload,
  kannAblesungSpeichern,
  type AblesungPayload,
  type Meldung,
} from '../../rules/validation.ts';
import { kalendertag } from '../../rules/zeit.ts';
import { useApi } from '../../shared/portal-context.tsx';
import { queryKeys } from '../../shared/queries.ts';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';
import { plausibilisiere, sendeAblesung, type Zaehler } from './ablesung-queries.ts';
import { FotoFeld, fotoInArbeit, useFoto } from './foto-feld.tsx';

export interface ZaehlerEintrag {
  vertragId: string;
  zaehler: Zaehler;
}

export interface Gespeichert {
  vertragId: string;
  ablesedatum: string;
  zaehlernummer: string;
}

interface AblesungFormularProps {
  /** Every meter to choose from (/ablesung) or the one meter of the contract (/vertrag/{id}/ablesung). */
  eintraege: readonly ZaehlerEintrag[];
  /** 'auswahl': a dropdown of meter number plus contract id; 'fest': the meter is shown by its number only. */
  zaehlerAnzeige: 'auswahl' | 'fest';
  onGespeichert: (gespeichert: Gespeichert) => void;
  onAbbrechen: () => void;
}

const ids = {
  zaehler: 'ablesung-zaehler',
  datum: 'ablesung-datum',
  wert: (index: number) => `ablesung-wert-${index}`,
  foto: 'ablesung-foto',
};

type Ergebnis = { art: 'hinweis'; text: string } | { art: 'gesendet'; gespeichert: Gespeichert };

/**
 * The reading form of SPEC §2 and §5: meter, reading date (not later than today, default today), one value per
 * channel with its rule, help text and zero-shaped placeholder, the optional photo. Speichern first asks the server
 * for plausibility; a note lets the customer correct or confirm. Nothing typed is lost on an error.
 */
export function AblesungFormular({
  eintraege,
  zaehlerAnzeige,
  onGespeichert,
  onAbbrechen,
}: AblesungFormularProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const heute = kalendertag(new Date());

  const [vertragId, setVertragId] = useState(() =>
    eintraege.length === 1 ? (eintraege[0]?.vertragId ?? '') : '',
  );
  const [werte, setWerte] = useState<Record<string, string>>({});
  const [datum, setDatum] = useState<string>(heute);
  const [datumUnlesbar, setDatumUnlesbar] = useState(false);
  const [versuche, setVersuche] = useState(0);
  const [hinweis, setHinweis] = useState<string>();
  const [sendefehler, setSendefehler] = useState<string>();
  const foto = useFoto();

  const hinweisRef = useRef<HTMLDivElement>(null);
  const fehlerRef = useRef<HTMLDivElement>(null);
  const ersterWertRef = useRef<HTMLInputElement>(null);

  const eintrag = eintraege.find((e) => e.vertragId === vertragId);
  const zaehler = eintrag?.zaehler;
  const kanaele = zaehler?.kanaele ?? [];
  const normalisiert = Object.fromEntries(
    Object.entries(werte).map(([obis, wert]) => [obis, normalisiereAblesewert(wert)]),
  );
  const eingabe = { zaehler, werte: normalisiert, ablesedatum: datum };
  const fehler = ablesungFehler(eingabe, heute);
  const datumFehler: Meldung = datumUnlesbar ? texts.ablesung.datumUngueltig : fehler.ablesedatum;
  const darfSpeichern = !datumUnlesbar && kannAblesungSpeichern(eingabe, heute);

  // Messages appear after the first Speichern (GOV.UK), not on leaving a field: a message appearing on blur moves the
  // buttons below it while the pointer is on its way, and the click on Speichern would miss.
  const zeigen = (meldung: Meldung) => (versuche > 0 ? meldung : undefined);
  const zusammenfassung: ErrorSummaryItem[] =
    versuche > 0
      ? [
          ...(zaehlerAnzeige === 'auswahl' && fehler.zaehler
            ? [{ fieldId: ids.zaehler, message: fehler.zaehler }]
            : []),
          ...(datumFehler ? [{ fieldId: ids.datum, message: datumFehler }] : []),
          ...kanaele.flatMap((kanal, index) => {
            const meldung = fehler.werte[kanal.obiskennzahl];
            return meldung ? [{ fieldId: ids.wert(index), message: meldung }] : [];
          }),
        ]
      : [];

  const speichern = useMutation({
    mutationFn: async ({
      payload,
      pruefen,
    }: {
      payload: AblesungPayload;
      pruefen: boolean;
    }): Promise<Ergebnis> => {
      if (!eintrag) throw new Error('Kein Zähler gewählt');
      if (pruefen) {
        try {
          const text = plausibilitaetsHinweis(await plausibilisiere(api, eintrag.vertragId, payload));
          if (text) return { art: 'hinweis', text };
        } catch (error) {
          // The check helps the customer; when it fails, the reading is still sent (a 401 has logged out already).
          if (isApiError(error) && error.status === 401) throw error;
        }
      }
      await sendeAblesung(api, eintrag.vertragId, payload);
      return {
        art: 'gesendet',
        gespeichert: {
          vertragId: eintrag.vertragId,
          ablesedatum: payload.ablesedatum,
          zaehlernummer: payload.zaehlernummer,
        },
      };
    },
    onSuccess: async (ergebnis) => {
      if (ergebnis.art === 'hinweis') {
        setHinweis(ergebnis.text);
        return;
      }
      await queryClient.invalidateQueries({
        queryKey: queryKeys.ablesungen(ergebnis.gespeichert.vertragId),
      });
      onGespeichert(ergebnis.gespeichert);
    },
    onError: (error) => {
      if (isAbortError(error)) return;
      setHinweis(undefined);
      setSendefehler(uebertragungsfehlerText(isApiError(error) ? error.body : undefined));
    },
  });

  // The note or the error takes the focus once it is on screen, so it is read out and the next Tab continues there.
  useEffect(() => {
    if (hinweis) hinweisRef.current?.focus();
  }, [hinweis]);
  useEffect(() => {
    if (sendefehler) fehlerRef.current?.focus();
  }, [sendefehler]);

  const beschaeftigt = speichern.isPending || fotoInArbeit(foto.zustand);

  /** Any change makes an earlier plausibility note or submit error stale. */
  const geaendert = () => {
    setHinweis(undefined);
    setSendefehler(undefined);
  };

  const sende = (pruefen: boolean) => {
    if (!zaehler || beschaeftigt) return;
    setSendefehler(undefined);
    // A confirmed note stays (with its busy button) until the answer is there; focus does not fall to the page.
    if (pruefen) setHinweis(undefined);
    const payload = ablesungPayload(
      { zaehler, werte: normalisiert, ablesedatum: datum },
      foto.zustand.art === 'fertig' ? foto.zustand.foto.base64 : undefined,
    );
    speichern.mutate({ payload, pruefen });
  };

  const absenden = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (beschaeftigt) return;
    setVersuche((n) => n + 1);
    if (!darfSpeichern) return;
    sende(true);
  };

  const korrigieren = () => {
    setHinweis(undefined);
    ersterWertRef.current?.focus();
  };

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
      {sendefehler && (
        <Alert
          ref={fehlerRef}
          tabIndex={-1}
          tone="danger"
          className="outline-none focus-visible:outline-3 focus-visible:outline-focus"
        >
          <FehlerPraefix />
          {sendefehler}
        </Alert>
      )}

      {zaehlerAnzeige === 'auswahl' ? (
        <Select
          id={ids.zaehler}
          label={texts.ablesung.zaehler}
          placeholder={texts.allgemein.bitteWaehlen}
          required
          options={eintraege.map((e) => ({
            value: e.vertragId,
            label: texts.ablesung.zaehlerOption(e.zaehler.nummer, e.vertragId),
          }))}
          value={vertragId}
          onChange={(event) => {
            setVertragId(event.target.value);
            // Another meter has other channels (or the same OBIS codes with another count): start its values afresh.
            setWerte({});
            geaendert();
          }}
          error={zeigen(fehler.zaehler)}
        />
      ) : (
        zaehler && (
          <DescriptionList items={[{ term: texts.ablesung.zaehlernummer, description: zaehler.nummer }]} />
        )
      )}

      <DatePicker
        id={ids.datum}
        name="ablesedatum"
        label={texts.ablesung.ablesedatum}
        hint={texts.ablesung.ablesedatumHinweis}
        required
        max={heute}
        today={heute}
        value={datum}
        onChange={(wert) => {
          setDatum(wert);
          geaendert();
        }}
        onValidate={(validierung: DateValidation) => setDatumUnlesbar(validierung.status === 'invalid')}
        error={zeigen(datumFehler)}
      />

      {kanaele.map((kanal, index) => (
        <TextField
          key={`${vertragId}-${kanal.obiskennzahl}`}
          id={ids.wert(index)}
          ref={index === 0 ? ersterWertRef : undefined}
          name={`ablesewert-${kanal.obiskennzahl}`}
          label={kanalLabel(kanal, kanaele.length)}
          hint={ablesewertHilfetext(kanal)}
          placeholder={ablesewertPlatzhalter(kanal)}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          required
          inputClassName="sm:max-w-64 font-mono tabular-nums"
          value={werte[kanal.obiskennzahl] ?? ''}
          onChange={(event) => {
            const wert = event.target.value;
            setWerte((alt) => ({ ...alt, [kanal.obiskennzahl]: wert }));
            geaendert();
          }}
          onBlur={() => {
            // Show the value as it will be read: '12345.6' becomes '12345,6'.
            setWerte((alt) => {
              const wert = alt[kanal.obiskennzahl];
              return wert === undefined
                ? alt
                : { ...alt, [kanal.obiskennzahl]: normalisiereAblesewert(wert) };
            });
          }}
          error={zeigen(fehler.werte[kanal.obiskennzahl])}
        />
      ))}

      <FotoFeld
        id={ids.foto}
        zustand={foto.zustand}
        onWaehle={(datei) => void foto.waehle(datei)}
        onEntferne={foto.entferne}
        disabled={speichern.isPending}
      />

      {hinweis ? (
        <Alert
          ref={hinweisRef}
          tabIndex={-1}
          tone="warning"
          title={texts.ablesung.plausibilitaetTitel}
          className="outline-none focus-visible:outline-3 focus-visible:outline-focus"
        >
          <p>{hinweis}</p>
          <p className="mt-2">{texts.ablesung.plausibilitaetErklaerung}</p>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" onClick={korrigieren}>
              {texts.ablesung.eingabeKorrigieren}
            </Button>
            <Button onClick={() => sende(false)} loading={speichern.isPending}>
              {texts.ablesung.trotzdemSpeichern}
            </Button>
          </div>
        </Alert>
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onAbbrechen}>
            {texts.allgemein.abbrechen}
          </Button>
          <Button type="submit" loading={beschaeftigt}>
            {texts.allgemein.speichern}
          </Button>
        </div>
      )}
    </form>
  );
}
