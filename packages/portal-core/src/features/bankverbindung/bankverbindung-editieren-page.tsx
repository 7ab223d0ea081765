import { unwrap, type Schema } from '@ekp/api-client';
import { CheckIcon, Checkbox, DatePicker, PageHeader, Spinner, Stack, TextField } from '@ekp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type SubmitEvent } from 'react';
import * as v from 'valibot';

import { href } from '../../routes/paths.ts';
import { ersteMeldung, istFormularLeer } from '../../rules/bausteine.ts';
import {
  bankverbindungFehler,
  bicFehler,
  ibanFehler,
  ibanMeldungSofort,
  kannBankverbindungSpeichern,
  volleIban,
  IBAN_LAENDERKENNUNG,
} from '../../rules/bankverbindung.ts';
import { hoechstlaengeFehler } from '../../rules/hoechstlaengen.ts';
import { feldregeln, SpeichernAbbrechen, useFormular, useSpeichern } from '../../shared/formular.tsx';
import { bankverbindungenNeuLaden } from '../../shared/queries.ts';
import { heute, kundeUndVertrag, useKundendatenFormular } from '../../shared/kundendaten-ui.tsx';
import * as texts from '../../texts.ts';
import { useIbanPruefung, type IbanStatus } from './use-iban-pruefung.ts';

const t = texts.bankverbindung;

type Feld = 'kontoinhaber' | 'iban' | 'bic' | 'bankname' | 'gueltigVon' | 'lastschrifteinzugErlaubt';
const REIHENFOLGE: readonly Feld[] = [
  'kontoinhaber',
  'iban',
  'bic',
  'bankname',
  'gueltigVon',
  'lastschrifteinzugErlaubt',
];
const feldId = (feld: string) => `bankverbindung-${feld}`;

/**
 * SPEC §5's bank account rules. The server's check of the IBAN is a value of the form (`ibanPruefung`), set as
 * it answers: its verdict stands at the IBAN, its BIC and bank name fill their fields.
 */
function bankverbindungSchema(tag: string) {
  return v.pipe(
    v.object({
      kontoinhaber: v.string(),
      iban: v.string(),
      bic: v.string(),
      bankname: v.string(),
      gueltigVon: v.string(),
      lastschrifteinzugErlaubt: v.boolean(),
      ibanPruefung: v.custom<IbanStatus>(() => true),
    }),
    feldregeln((werte) => {
      const regeln = bankverbindungFehler(werte, tag);
      const pruefung = werte.ibanPruefung;
      return {
        kontoinhaber: ersteMeldung(
          regeln.kontoinhaber,
          hoechstlaengeFehler(werte.kontoinhaber, 'kontoinhaber'),
        ),
        iban: regeln.iban ?? (pruefung.typ === 'invalid' ? pruefung.nachricht : undefined),
        bic: bicFehler(werte.bic),
        gueltigVon: regeln.gueltigVon,
      };
    }),
    // Saving needs the server's yes for this very IBAN (not one still pending or typed before).
    v.check(
      ({ iban, ibanPruefung }) =>
        ibanPruefung.typ === 'valid' &&
        ibanPruefung.iban === volleIban(iban) &&
        kannBankverbindungSpeichern([ibanPruefung.typ], iban),
    ),
    v.transform((werte): Schema<'BankverbindungAnlage'> => ({
      kontoinhaber: werte.kontoinhaber.trim(),
      iban: volleIban(werte.iban),
      ...(werte.bic ? { bic: werte.bic } : {}),
      ...(werte.bankname ? { bankname: werte.bankname } : {}),
      gueltigVon: werte.gueltigVon,
      lastschrifteinzugErlaubt: werte.lastschrifteinzugErlaubt,
    })),
  );
}

/** /bankverbindung/editieren and /vertrag/{id}/bankverbindungen/editieren: a new bank account of the customer or of one contract (SPEC §2). */
export const [BankverbindungEditierenPage, VertragBankverbindungEditierenPage] =
  kundeUndVertrag(BankverbindungEditieren);

function BankverbindungEditieren({ vertrag }: { vertrag?: string }) {
  const { titel, api, zurueck } = useKundendatenFormular(vertrag, t, (id) =>
    href('vertragBankverbindungen', { id }),
  );
  const queryClient = useQueryClient();

  const pruefung = useIbanPruefung();

  const [prueftVorSpeichern, setPrueftVorSpeichern] = useState(false);
  const tag = heute();
  const schema = useMemo(() => bankverbindungSchema(tag), [tag]);
  const formular = useFormular({
    schema,
    // SPEC §3: a new account starts with Gültig ab set to a default date (today), direct debit on, the rest empty.
    startwerte: {
      kontoinhaber: '',
      iban: '',
      bic: '',
      bankname: '',
      gueltigVon: tag,
      lastschrifteinzugErlaubt: true,
      ibanPruefung: { typ: 'undefined' },
    },
    reihenfolge: REIHENFOLGE,
    feldId,
    leer: ({ kontoinhaber, iban }) => istFormularLeer({ kontoinhaber, iban }),
  });
  const { iban } = formular.werte;
  const status = pruefung.status;

  const { setValue } = formular.form;
  const pruefungUebernehmen = useCallback(
    (ergebnis: IbanStatus) => {
      const bankdaten = ergebnis.typ === 'valid' ? ergebnis.ergebnis : null;
      setValue('ibanPruefung', ergebnis);
      setValue('bic', bankdaten?.bic ?? '');
      setValue('bankname', bankdaten?.bankname ?? '');
    },
    [setValue],
  );
  // The check answers on its own time (250 ms after the last keystroke); each answer goes into the form.
  useEffect(() => pruefungUebernehmen(status), [status, pruefungUebernehmen]);

  // The IBAN answers at once: a wrong check sum as soon as 20 digits are there, the server's verdict when it
  // comes; its other messages wait for the submit like every other field's.
  const lokalIban = ibanFehler(iban);
  const ibanSofort =
    lokalIban !== undefined
      ? ibanMeldungSofort(iban)
        ? lokalIban
        : undefined
      : status.typ === 'invalid'
        ? status.nachricht
        : undefined;

  const { speichern, aktionsFehler } = useSpeichern({
    formular,
    reihenfolge: REIHENFOLGE,
    senden: (payload: Schema<'BankverbindungAnlage'>) =>
      unwrap(
        api,
        vertrag === undefined
          ? api.POST('/anschlussnutzer/bankverbindungAnlegen', { body: payload })
          : api.POST('/{vertrag}/bankverbindung/anlegen', { params: { path: { vertrag } }, body: payload }),
      ),
    neuLaden: () => bankverbindungenNeuLaden(queryClient, vertrag),
    gespeichert: t.gespeichert,
    zurueck,
  });
  const beschaeftigt = speichern.isPending || prueftVorSpeichern;
  const absendenGeprueft = formular.absenden((payload) => speichern.mutate(payload));

  const absenden = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (beschaeftigt) return;
    speichern.reset();
    // A check still waiting for its 250 ms (or running) is finished first; the customer need not wait and retry.
    if (lokalIban === undefined && (status.typ !== 'valid' || status.iban !== volleIban(iban))) {
      setPrueftVorSpeichern(true);
      pruefungUebernehmen(await pruefung.jetzt());
      setPrueftVorSpeichern(false);
    }
    await absendenGeprueft();
  };

  const statusId = feldId('iban-status');

  return (
    <Stack gap="lg">
      <PageHeader title={titel} />
      <form noValidate onSubmit={(event) => void absenden(event)} className="flex flex-col gap-5">
        {formular.fehlerZusammenfassung}
        {aktionsFehler}

        <TextField
          {...formular.textFeld('kontoinhaber')}
          label={t.kontoinhaber}
          autoComplete="name"
          required
          className="max-w-xl"
        />
        <div className="flex flex-col gap-1">
          <TextField
            {...formular.textFeld('iban')}
            onChange={(event) => {
              formular.setzen('iban', event.target.value);
              pruefung.planen(
                ibanFehler(event.target.value) === undefined ? volleIban(event.target.value) : null,
              );
            }}
            error={formular.meldung('iban') ?? ibanSofort}
            label={t.iban}
            hint={t.ibanHinweis}
            prefix={IBAN_LAENDERKENNUNG}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            required
            aria-describedby={statusId}
            inputClassName="font-mono"
            className="max-w-xl"
          />
          <p id={statusId} role="status" className="min-h-6 text-sm">
            {status.typ === 'pending' && (
              <span className="inline-flex items-center gap-2 text-muted">
                <Spinner size="sm" />
                {t.ibanWirdGeprueft}
              </span>
            )}
            {status.typ === 'valid' && (
              <span className="inline-flex items-center gap-2 font-semibold text-success">
                <CheckIcon className="size-4 shrink-0" />
                {t.ibanGueltig}
              </span>
            )}
          </p>
        </div>
        <TextField
          {...formular.textFeld('bic')}
          label={t.bic}
          hint={t.automatischHinweis}
          readOnly
          className="max-w-xs"
        />
        <TextField
          {...formular.textFeld('bankname')}
          label={t.bankname}
          hint={t.automatischHinweis}
          readOnly
          className="max-w-xl"
        />
        <DatePicker
          {...formular.datumsFeld('gueltigVon', texts.validierung.gueltigAbUngueltig)}
          label={texts.allgemein.gueltigAb}
          min={tag}
          today={tag}
          required
        />
        <Checkbox {...formular.haekchen('lastschrifteinzugErlaubt')} label={t.lastschrift} />
        <SpeichernAbbrechen laedt={beschaeftigt} abbrechen={zurueck} />
      </form>
    </Stack>
  );
}
