import { isAbortError, isApiError, isNetworkError } from '@ekp/api-client';
import { Alert, Button, DatePicker, DescriptionList, Select, TextField } from '@ekp/ui';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';

import {
  ablesewertHilfetext,
  ablesewertPlatzhalter,
  ablesungFehler,
  ablesungPayload,
  kanalLabel,
  kannAblesungSpeichern,
  normalisiereAblesewert,
  uebertragungsfehlerText,
  type AblesungPayload,
  type AblesungWerte,
} from '../../rules/ablesung.ts';
import { kalendertag, type IsoDatum } from '../../rules/zeit.ts';
import { ablesungVormerken } from '../../shared/ablesungen-ausstehend.ts';
import { plausibilitaetsPruefung, sendeAblesung } from '../../shared/ablesung-senden.ts';
import { feldregeln, useFormular } from '../../shared/formular.tsx';
import { useApi, useSession } from '../../shared/portal-context.tsx';
import { queryKeys } from '../../shared/queries.ts';
import { AktionsFehler } from '../../shared/kundendaten-ui.tsx';
import * as texts from '../../texts.ts';
import type { Zaehler } from './ablesung-queries.ts';
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
  /** Saved without a network: kept on the device, sent by itself when the device is online again (issue 15). */
  onVorgemerkt: () => void;
  onAbbrechen: () => void;
}

/**
 * What the customer enters: the meter (by its contract), the reading date and one text per channel of that meter.
 * The channels go by position, not by OBIS code: a code holds dots, which the form library reads as a path.
 */
const ablesungFelder = v.object({
  vertragId: v.string(),
  ablesedatum: v.string(),
  // The rules read a value normalised: '12345.6' is 12345,6.
  ablesewerte: v.array(v.pipe(v.string(), v.transform(normalisiereAblesewert))),
});

const wertPfad = (index: number) => `ablesewerte.${index}` as const;

/** The ids tests, journeys and the summary's links use; a channel's by its position ('ablesung-wert-0'). */
function feldId(feld: string): string {
  if (feld === 'vertragId') return 'ablesung-zaehler';
  if (feld === 'ablesedatum') return 'ablesung-datum';
  return feld.replace('ablesewerte.', 'ablesung-wert-');
}

function zaehlerVon(eintraege: readonly ZaehlerEintrag[], vertragId: string): Zaehler | undefined {
  return eintraege.find((e) => e.vertragId === vertragId)?.zaehler;
}

/** An empty text for each channel of the meter. */
function leereWerte(zaehler: Zaehler | undefined): string[] {
  return (zaehler?.kanaele ?? []).map(() => '');
}

/** The reading as the rules of rules/ablesung.ts read it: the chosen meter and its values by OBIS code. */
type Ablesung = AblesungWerte & { ablesedatum: IsoDatum };

/**
 * SPEC §5's reading rules (rules/ablesung.ts) over the meters to choose from, and the payload: the comma becomes a
 * point. The photo is chosen beside the form (its own states) and goes into the payload as it is when sent.
 */
function ablesungSchema(eintraege: readonly ZaehlerEintrag[], heute: IsoDatum, foto: string | undefined) {
  const ablesung = (felder: v.InferOutput<typeof ablesungFelder>): Ablesung => {
    const zaehler = zaehlerVon(eintraege, felder.vertragId);
    const kanaele = zaehler?.kanaele ?? [];
    const werte = Object.fromEntries(
      kanaele.map((kanal, index) => [kanal.obiskennzahl, felder.ablesewerte[index]]),
    );
    return { zaehler, ablesedatum: felder.ablesedatum, werte };
  };
  return v.pipe(
    ablesungFelder,
    feldregeln((felder) => {
      const eingabe = ablesung(felder);
      const fehler = ablesungFehler(eingabe, heute);
      return {
        vertragId: fehler.zaehler,
        ablesedatum: fehler.ablesedatum,
        ablesewerte: (eingabe.zaehler?.kanaele ?? []).map((kanal) => fehler.werte[kanal.obiskennzahl]),
      };
    }),
    v.transform(ablesung),
    // Also false for a meter without channels: it has no field to show a message at, and is not sent.
    v.guard((eingabe): eingabe is Ablesung & { zaehler: Zaehler } => kannAblesungSpeichern(eingabe, heute)),
    v.transform((eingabe) => ablesungPayload(eingabe, foto)),
  );
}

/** The fields in the form's order, with room for the channels of every meter. */
function reihenfolge(eintraege: readonly ZaehlerEintrag[]) {
  const meisteKanaele = Math.max(0, ...eintraege.map((e) => e.zaehler.kanaele.length));
  return [
    'vertragId',
    'ablesedatum',
    ...Array.from({ length: meisteKanaele }, (_, index) => wertPfad(index)),
  ] as const;
}

type Ergebnis =
  | { art: 'hinweis'; text: string }
  | { art: 'gesendet'; gespeichert: Gespeichert }
  | { art: 'vorgemerkt'; vertragId: string };

/**
 * The reading form of SPEC §2 and §5: meter, reading date (not later than today, default today), one value per
 * channel with its rule, help text and zero-shaped placeholder, the optional photo. Speichern first asks the server
 * for plausibility; a note lets the customer correct or confirm. Nothing typed is lost on an error.
 */
export function AblesungFormular({
  eintraege,
  zaehlerAnzeige,
  onGespeichert,
  onVorgemerkt,
  onAbbrechen,
}: AblesungFormularProps) {
  const api = useApi();
  const kundennummer = useSession()?.kundennummer ?? '';
  const queryClient = useQueryClient();
  const heute = kalendertag(new Date());

  const [hinweis, setHinweis] = useState<string>();
  const [sendefehler, setSendefehler] = useState<string>();
  const foto = useFoto();
  const fotoBase64 = foto.zustand.art === 'fertig' ? foto.zustand.foto.base64 : undefined;

  const schema = useMemo(() => ablesungSchema(eintraege, heute, fotoBase64), [eintraege, heute, fotoBase64]);
  const startVertrag = eintraege.length === 1 ? (eintraege[0]?.vertragId ?? '') : '';
  const formular = useFormular({
    schema,
    startwerte: {
      vertragId: startVertrag,
      ablesedatum: heute,
      ablesewerte: leereWerte(zaehlerVon(eintraege, startVertrag)),
    },
    reihenfolge: reihenfolge(eintraege),
    feldId,
  });

  const hinweisRef = useRef<HTMLDivElement>(null);
  const ersterWertRef = useRef<HTMLInputElement>(null);

  const { vertragId } = formular.werte;
  const eintrag = eintraege.find((e) => e.vertragId === vertragId);
  const zaehler = eintrag?.zaehler;
  const kanaele = zaehler?.kanaele ?? [];

  const speichern = useMutation({
    // Without a network the reading is kept on the device instead of waiting in this tab (issue 15).
    networkMode: 'always',
    mutationFn: async ({
      payload,
      pruefen,
    }: {
      payload: AblesungPayload;
      pruefen: boolean;
    }): Promise<Ergebnis> => {
      if (!eintrag) throw new Error('Kein Zähler gewählt');
      const { vertragId } = eintrag;
      const vormerken = async (fehler?: Error): Promise<Ergebnis> => {
        if (await ablesungVormerken(kundennummer, vertragId, payload, { pruefen, jetzt: new Date() })) {
          return { art: 'vorgemerkt', vertragId };
        }
        throw fehler ?? new Error('Kein Netz und kein Speicher auf dem Gerät');
      };
      if (!onlineManager.isOnline()) return vormerken();
      try {
        const text = pruefen ? await plausibilitaetsPruefung(api, vertragId, payload) : undefined;
        if (text) return { art: 'hinweis', text };
      } catch (error) {
        // No answer at all before anything was sent (one bar in the basement): kept like offline.
        if (isNetworkError(error)) return vormerken(error);
        throw error;
      }
      // A POST without an answer may have arrived: not kept to be sent again, the form shows the connection error.
      await sendeAblesung(api, vertragId, payload);
      return {
        art: 'gesendet',
        gespeichert: { vertragId, ablesedatum: payload.ablesedatum, zaehlernummer: payload.zaehlernummer },
      };
    },
    onSuccess: async (ergebnis) => {
      if (ergebnis.art === 'hinweis') {
        setHinweis(ergebnis.text);
        return;
      }
      if (ergebnis.art === 'vorgemerkt') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.ausstehendeAblesungen(kundennummer) });
        onVorgemerkt();
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

  // The note takes the focus once it is on screen, so it is read out and the next Tab continues there (the send
  // error does the same as an AktionsFehler).
  useEffect(() => {
    if (hinweis) hinweisRef.current?.focus();
  }, [hinweis]);

  const beschaeftigt = speichern.isPending || fotoInArbeit(foto.zustand);

  /** Any change makes an earlier plausibility note or submit error stale. */
  const geaendert = () => {
    setHinweis(undefined);
    setSendefehler(undefined);
  };

  const sende = (payload: AblesungPayload, pruefen: boolean) => {
    if (beschaeftigt) return;
    setSendefehler(undefined);
    // A confirmed note stays (with its busy button) until the answer is there; focus does not fall to the page.
    if (pruefen) setHinweis(undefined);
    speichern.mutate({ payload, pruefen });
  };
  const pruefenUndSenden = formular.absenden((payload) => sende(payload, true));
  const trotzdemSenden = formular.absenden((payload) => sende(payload, false));

  const korrigieren = () => {
    setHinweis(undefined);
    ersterWertRef.current?.focus();
  };

  const zaehlerFeld = formular.textFeld('vertragId');
  const datumFeld = formular.datumsFeld('ablesedatum', texts.ablesung.datumUngueltig);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // While the reading or the photo is on its way, another submit does nothing.
        if (beschaeftigt) event.preventDefault();
        else void pruefenUndSenden(event);
      }}
      className="flex flex-col gap-6 rounded-brand border border-border bg-surface p-4 sm:p-6"
    >
      {formular.fehlerZusammenfassung}
      {sendefehler && <AktionsFehler>{sendefehler}</AktionsFehler>}

      {zaehlerAnzeige === 'auswahl' ? (
        <Select
          {...zaehlerFeld}
          label={texts.ablesung.zaehler}
          placeholder={texts.allgemein.bitteWaehlen}
          required
          options={eintraege.map((e) => ({
            value: e.vertragId,
            label: texts.ablesung.zaehlerOption(e.zaehler.nummer, e.vertragId),
          }))}
          onChange={(event) => {
            zaehlerFeld.onChange(event);
            // Another meter has other channels (or the same OBIS codes with another count): start its values afresh.
            formular.setzen('ablesewerte', leereWerte(zaehlerVon(eintraege, event.target.value)));
            geaendert();
          }}
        />
      ) : (
        zaehler && (
          <DescriptionList items={[{ term: texts.ablesung.zaehlernummer, description: zaehler.nummer }]} />
        )
      )}

      <DatePicker
        {...datumFeld}
        label={texts.ablesung.ablesedatum}
        hint={texts.ablesung.ablesedatumHinweis}
        required
        max={heute}
        today={heute}
        onChange={(wert) => {
          datumFeld.onChange(wert);
          geaendert();
        }}
      />

      {kanaele.map((kanal, index) => {
        const wertFeld = formular.textFeld(wertPfad(index));
        return (
          <TextField
            key={`${vertragId}-${kanal.obiskennzahl}`}
            {...wertFeld}
            ref={index === 0 ? ersterWertRef : undefined}
            label={kanalLabel(kanal, kanaele.length)}
            hint={ablesewertHilfetext(kanal)}
            placeholder={ablesewertPlatzhalter(kanal)}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            required
            inputClassName="sm:max-w-64 font-mono tabular-nums"
            onChange={(event) => {
              wertFeld.onChange(event);
              geaendert();
            }}
            onBlur={() => {
              wertFeld.onBlur();
              // Show the value as it will be read: '12345.6' becomes '12345,6'.
              const normalisiert = normalisiereAblesewert(wertFeld.value);
              if (normalisiert !== wertFeld.value) formular.setzen(wertPfad(index), normalisiert);
            }}
          />
        );
      })}

      <FotoFeld
        id="ablesung-foto"
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
            <Button onClick={(event) => void trotzdemSenden(event)} loading={speichern.isPending}>
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
