import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, ErrorSummary, Inline, type ErrorSummaryItem } from '@ekp/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type SubmitHandler,
} from 'react-hook-form';
import * as v from 'valibot';

import type { Meldung } from '../rules/bausteine.ts';
import * as texts from '../texts.ts';
import { AktionsFehler, fehlerFeld, fehlertext } from './kundendaten-ui.tsx';
import { useMessageBar } from './message-bar.tsx';

/**
 * The one way to write a form (issue 18; every form but the sign-in form, which stays small for its budget):
 * react-hook-form holds the values, what was touched and the submits; one valibot schema per form holds SPEC §5's
 * rules and turns the values into the payload.
 *
 * When messages appear, for every form:
 * - on submit, at every field and in the error summary (focused, GOV.UK);
 * - from then on they follow the typing, and a corrected field leaves the summary;
 * - before the first submit only where SPEC disables the submit button while a rule fails, since the customer has
 *   no submit to learn from: `zeigen: 'nachVerlassen'` (a field's message once it was left: contact data) or
 *   `'sofort'` (the rule itself says when: the contact request). Never on leaving a field otherwise: a message that
 *   appears on blur moves the submit button away under the pointer that is about to click it.
 *
 * The messages shown are read from the schema on every render, not stored by the form library: a rule that spans
 * fields (Anrede makes Vorname required) is then always current at every field it touches.
 */

/** The fields of a form whose value is of type T. */
type Pfad<W extends FieldValues, T> = {
  [K in Path<W>]: PathValue<W, K> extends T ? K : never;
}[Path<W>];

type Zeigen = 'nachAbsenden' | 'nachVerlassen' | 'sofort';

/** Messages of a rule function, one per field; a list field (one value per meter channel) has one per entry. */
type FeldMeldungen<W> = Readonly<{
  [K in keyof W & string]?: W[K] extends readonly unknown[] ? readonly Meldung[] : Meldung;
}>;

/**
 * A schema check that reports the messages a rule of `rules/` returns, each at its field: the rules stay pure
 * functions with their table tests, and the form reads them through its schema.
 */
export function feldregeln<W extends Record<string, unknown>>(regeln: (werte: W) => FeldMeldungen<W>) {
  return v.rawCheck<W>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const werte = dataset.value;
    const meldungen = Object.entries(regeln(werte)) as [keyof W & string, Meldung | readonly Meldung[]][];
    for (const [feld, meldung] of meldungen) {
      const wert = werte[feld];
      const zumFeld = { type: 'object', origin: 'value', input: werte, key: feld, value: wert } as const;
      if (typeof meldung === 'string') addIssue({ message: meldung, path: [zumFeld] });
      else if (meldung !== undefined) {
        // A list field: each entry's message stands at its own field ('ablesewerte.0').
        const liste = wert as readonly unknown[];
        meldung.forEach((eintrag, key) => {
          const zumEintrag = {
            type: 'array',
            origin: 'value',
            input: liste,
            key,
            value: liste[key],
          } as const;
          if (eintrag !== undefined) addIssue({ message: eintrag, path: [zumFeld, zumEintrag] });
        });
      }
    }
  });
}

/** The first message of each field (the order of the rules is the order of SPEC's checks). */
function meldungenAus<W>(
  issues: readonly v.BaseIssue<unknown>[] | undefined,
): Partial<Record<Path<W>, string>> {
  const meldungen: Partial<Record<string, string>> = {};
  for (const issue of issues ?? []) {
    const feld = v.getDotPath(issue);
    if (feld !== null && meldungen[feld] === undefined) meldungen[feld] = issue.message;
  }
  return meldungen;
}

interface Zusammenfassung<W> {
  /** The fields that had a message at the last submit, in the order of the form. */
  felder: readonly Path<W>[];
  /** The form was empty at the last submit. */
  leer: boolean;
  versuch: number;
}

export function useFormular<W extends FieldValues, A>({
  schema,
  startwerte,
  reihenfolge,
  feldId,
  zeigen = 'nachAbsenden',
  leer: istLeer,
}: {
  schema: v.GenericSchema<W, A>;
  startwerte: DefaultValues<W>;
  /** The fields in the order of the form: the error summary lists them so. */
  reihenfolge: readonly Path<W>[];
  feldId: (feld: Path<W>) => string;
  zeigen?: Zeigen;
  /** 'Das Formular ist leer.' (SPEC §5) applies to this form: whether the values hold no content. */
  leer?: (werte: W) => boolean;
}) {
  const form = useForm<W, unknown, A>({
    defaultValues: startwerte,
    resolver: valibotResolver(schema),
    // The summary takes the focus, not the first field (GOV.UK).
    shouldFocusError: false,
  });
  const werte = useWatch({ control: form.control }) as W;
  const { submitCount, touchedFields, errors } = form.formState;
  const [zusammenfassung, setZusammenfassung] = useState<Zusammenfassung<W>>({
    felder: [],
    leer: false,
    versuch: 0,
  });

  // A date field whose text is no date holds '' as its value; its own message comes before "missing". Read from
  // the ref (a submit handler that awaited something runs after its render's values went stale); the state only
  // renders the change.
  const [, setUnlesbar] = useState<Readonly<Record<string, string>>>({});
  const unlesbarAktuell = useRef<Readonly<Record<string, string>>>({});

  /** SPEC's verdict on values: the first message of each field, whether the form is empty, whether all pass. */
  const pruefen = (zuPruefen: W) => {
    const ergebnis = v.safeParse(schema, zuPruefen);
    const meldungen: Partial<Record<Path<W>, string>> = {
      ...meldungenAus<W>(ergebnis.issues),
      ...unlesbarAktuell.current,
    };
    const istFormularLeer = istLeer?.(zuPruefen) ?? false;
    const alleErfuellt =
      ergebnis.success && Object.keys(unlesbarAktuell.current).length === 0 && !istFormularLeer;
    return { meldungen, leer: istFormularLeer, gueltig: alleErfuellt };
  };
  const { meldungen: regelMeldungen, leer, gueltig } = pruefen(werte);

  // The summary is set in the submit handler, a render before the form library counts the submit.
  const abgeschickt = submitCount > 0 || zusammenfassung.versuch > 0;

  /** The message shown at a field now: the server's for it, else the rules' once they are to be shown. */
  const meldung = (feld: Path<W>): Meldung => {
    const server = serverMeldung(errors, feld);
    if (server !== undefined) return server;
    const sichtbar =
      abgeschickt || zeigen === 'sofort' || (zeigen === 'nachVerlassen' && get(touchedFields, feld) === true);
    return sichtbar ? regelMeldungen[feld] : undefined;
  };

  const zusammenfassen = (felder: readonly Path<W>[], formularLeer: boolean) =>
    setZusammenfassung((s) => ({
      felder: reihenfolge.filter((feld) => felder.includes(feld)),
      leer: formularLeer,
      versuch: s.versuch + 1,
    }));

  /**
   * The submit handler: `senden` gets the schema's output (the payload) once every rule passes; otherwise the
   * messages and the summary show. An empty form is never sent. It judges the values the form holds when it runs
   * (`form.getValues()`), so a caller may await a check and set its result just before.
   */
  const absenden = (senden: SubmitHandler<A>) => {
    const zusammenfassenJetzt = () => {
      const jetzt = pruefen(form.getValues());
      zusammenfassen(Object.keys(jetzt.meldungen) as Path<W>[], jetzt.leer);
      return jetzt.gueltig;
    };
    return form.handleSubmit(
      (payload) => (zusammenfassenJetzt() ? senden(payload) : undefined),
      () => void zusammenfassenJetzt(),
    );
  };

  /** A 400 that names a field: its message stands at the field (and in the summary) until the field changes. */
  const serverFehlerZeigen = (feld: Path<W>, text: string) => {
    form.setError(feld, { type: 'server', message: text });
    zusammenfassen([feld], false);
  };

  const setzen = <F extends Path<W>>(name: F, wert: PathValue<W, F>) => {
    if (serverMeldung(errors, name) !== undefined) form.clearErrors(name);
    form.setValue(name, wert, { shouldDirty: true });
  };
  // A field's name may be a path into a list ('ablesewerte.0'): its value, touch and error are read along it.
  const wertVon = <F extends Path<W>>(name: F) => get<W, PathValue<W, F>>(werte, name);
  const basis = (name: Path<W>) => ({ id: feldId(name), name, error: meldung(name) });
  const verlassen = (name: Path<W>) => () => form.setValue(name, form.getValues(name), { shouldTouch: true });

  /** Props of a text field or text area the form owns. */
  const textFeld = (name: Pfad<W, string>) => ({
    ...basis(name),
    value: wertVon(name) as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setzen(name, event.target.value as PathValue<W, typeof name>),
    onBlur: verlassen(name),
  });
  /** Props of a control that reports its value itself: button group, select, date picker. */
  const auswahlFeld = (name: Pfad<W, string>) => ({
    ...basis(name),
    value: wertVon(name) as string,
    onChange: (wert: string) => setzen(name, wert as PathValue<W, typeof name>),
  });
  /** Props of a date picker the form owns; `unlesbarMeldung` stands at it while its text is no date. */
  const datumsFeld = (name: Pfad<W, string>, unlesbarMeldung: string) => ({
    ...auswahlFeld(name),
    onValidate: ({ status }: { status: string }) => {
      const istUnlesbar = status === 'invalid';
      if (istUnlesbar === (unlesbarAktuell.current[name] !== undefined)) return;
      const rest = Object.fromEntries(
        Object.entries(unlesbarAktuell.current).filter(([feld]) => feld !== name),
      );
      unlesbarAktuell.current = istUnlesbar ? { ...rest, [name]: unlesbarMeldung } : rest;
      setUnlesbar(unlesbarAktuell.current);
    },
  });
  /** Props of a checkbox the form owns. */
  const haekchen = (name: Pfad<W, boolean>) => ({
    ...basis(name),
    checked: wertVon(name) as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setzen(name, event.target.checked as PathValue<W, typeof name>),
  });

  const eintraege: ErrorSummaryItem[] = zusammenfassung.felder.flatMap((name) => {
    const text = meldung(name);
    return text === undefined ? [] : [{ fieldId: feldId(name), message: text }];
  });
  const mitLeer = zusammenfassung.leer && leer;
  const zusammenfassungSichtbar = eintraege.length > 0 || mitLeer;
  // Once everything in it is corrected the summary is done and comes back only with the next submit, so it never
  // takes the focus away while the customer types.
  if (!zusammenfassungSichtbar && (zusammenfassung.felder.length > 0 || zusammenfassung.leer))
    setZusammenfassung((s) => ({ ...s, felder: [], leer: false }));

  const fehlerZusammenfassung = zusammenfassungSichtbar ? (
    <ErrorSummary
      title={texts.allgemein.fehlerZusammenfassung}
      errors={eintraege}
      description={mitLeer ? texts.validierung.formularLeer : undefined}
      focusKey={zusammenfassung.versuch}
    />
  ) : null;

  return {
    form,
    werte,
    gueltig,
    leer,
    meldung,
    setzen,
    textFeld,
    auswahlFeld,
    datumsFeld,
    haekchen,
    absenden,
    serverFehlerZeigen,
    fehlerZusammenfassung,
  };
}

function serverMeldung<W extends FieldValues>(errors: FieldErrors<W>, feld: Path<W>): Meldung {
  const fehler = get<FieldErrors<W>, { type?: string; message?: string } | undefined>(errors, feld);
  return fehler?.type === 'server' ? fehler.message : undefined;
}

/**
 * Saving a new entry of the customer data (billing address, bank account): on success the lists reload, the
 * message bar says so and the form goes back; a 400 that names a field of the form stands at that field, any
 * other failure above the form (`aktionsFehler`), focused again after every failed attempt.
 */
export function useSpeichern<F extends string, P>({
  formular,
  reihenfolge,
  senden,
  neuLaden,
  gespeichert,
  zurueck,
}: {
  formular: { serverFehlerZeigen: (feld: F, text: string) => void };
  /** The form's fields: a field the server names outside of them is a failure of the whole form. */
  reihenfolge: readonly F[];
  senden: (payload: P) => Promise<unknown>;
  neuLaden: () => Promise<unknown>;
  gespeichert: string;
  zurueck: () => void;
}) {
  const messageBar = useMessageBar();
  const [versuch, setVersuch] = useState(0);
  const istFeld = (feld: string | undefined): feld is F =>
    feld !== undefined && (reihenfolge as readonly string[]).includes(feld);
  const speichern = useMutation({
    mutationFn: senden,
    onSuccess: async () => {
      await neuLaden();
      messageBar.show({ tone: 'success', text: gespeichert });
      zurueck();
    },
    onError: (error) => {
      const feld = fehlerFeld(error);
      if (istFeld(feld)) formular.serverFehlerZeigen(feld, fehlertext(error, texts.allgemein.speicherFehler));
      else setVersuch((n) => n + 1);
    },
  });
  const aktionsFehler =
    speichern.isError && !istFeld(fehlerFeld(speichern.error)) ? (
      <AktionsFehler fokusKey={versuch}>
        {fehlertext(speichern.error, texts.allgemein.speicherFehler)}
      </AktionsFehler>
    ) : null;
  return { speichern, aktionsFehler };
}

/** 'Speichern' and 'Abbrechen' at the foot of a customer data form. */
export function SpeichernAbbrechen({ laedt, abbrechen }: { laedt: boolean; abbrechen: () => void }) {
  return (
    <Inline gap="md">
      <Button type="submit" loading={laedt}>
        {texts.allgemein.speichern}
      </Button>
      <Button variant="secondary" onClick={abbrechen}>
        {texts.allgemein.abbrechen}
      </Button>
    </Inline>
  );
}
