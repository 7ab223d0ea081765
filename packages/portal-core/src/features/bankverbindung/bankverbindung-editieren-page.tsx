import { unwrap, type Schema } from '@ekp/api-client';
import {
  Button,
  CheckIcon,
  Checkbox,
  DatePicker,
  Inline,
  PageHeader,
  Spinner,
  Stack,
  TextField,
} from '@ekp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useParams } from 'react-router';

import { href } from '../../routes/paths.ts';
import { hoechstlaengeFehler, ibanMeldungSofort } from '../../rules/kundendaten.ts';
import {
  alleGueltig,
  bankverbindungFehler,
  bicFehler,
  ersteMeldung,
  feedbackAus,
  ibanFehler,
  istFormularLeer,
  kannBankverbindungSpeichern,
  volleIban,
  IBAN_LAENDERKENNUNG,
  type Meldung,
} from '../../rules/validation.ts';
import { bankverbindungenNeuLaden } from '../../shared/queries.ts';
import {
  AktionsFehler,
  fehlerFeld,
  fehlertext,
  heute,
  useFehlerZusammenfassung,
  useZurueck,
} from '../../shared/kundendaten-ui.tsx';
import { useMessageBar } from '../../shared/message-bar.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
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

function istFeld(feld: string | undefined): feld is Feld {
  return feld !== undefined && (REIHENFOLGE as readonly string[]).includes(feld);
}

/** /bankverbindung/editieren: a new bank account of the customer (SPEC §2). */
export function BankverbindungEditierenPage() {
  return <BankverbindungEditieren />;
}

/** /vertrag/{id}/bankverbindungen/editieren: a new contract-specific bank account. */
export function VertragBankverbindungEditierenPage() {
  const { id = '' } = useParams();
  return <BankverbindungEditieren key={id} vertrag={id} />;
}

function BankverbindungEditieren({ vertrag }: { vertrag?: string }) {
  const titel = vertrag === undefined ? t.titel : t.titelFuerVertrag(vertrag);
  useDocumentTitle(titel);
  const api = useApi();
  const queryClient = useQueryClient();
  const messageBar = useMessageBar();
  const zurueck = useZurueck(
    vertrag === undefined ? href('datenUebersicht') : href('vertragBankverbindungen', { id: vertrag }),
  );
  const pruefung = useIbanPruefung();

  // SPEC §3: a new account starts with Gültig ab set to a default date (today), direct debit on, the rest empty.
  const [kontoinhaber, setKontoinhaber] = useState('');
  const [iban, setIban] = useState('');
  const [gueltigVon, setGueltigVon] = useState(heute);
  const [lastschrift, setLastschrift] = useState(true);
  const [datumUngueltig, setDatumUngueltig] = useState(false);
  const [zeigeFehler, setZeigeFehler] = useState(false);
  const [versuch, setVersuch] = useState(0);
  const [prueftVorSpeichern, setPrueftVorSpeichern] = useState(false);
  const [serverFeldFehler, setServerFeldFehler] = useState<{ feld: Feld; meldung: string } | null>(null);

  const tag = heute();
  const status = pruefung.status;
  const bankdaten = status.typ === 'valid' ? status.ergebnis : null;
  const bic = bankdaten?.bic ?? '';
  const bankname = bankdaten?.bankname ?? '';

  const lokalIban = ibanFehler(iban);
  const fehlerMit = (s: IbanStatus): Partial<Record<Feld, Meldung>> => {
    const regeln = bankverbindungFehler({ kontoinhaber, iban, gueltigVon }, tag);
    return {
      kontoinhaber: ersteMeldung(regeln.kontoinhaber, hoechstlaengeFehler(kontoinhaber, 'kontoinhaber')),
      iban: regeln.iban ?? (s.typ === 'invalid' ? s.nachricht : undefined),
      bic: bicFehler(s.typ === 'valid' ? s.ergebnis.bic : ''),
      gueltigVon: datumUngueltig ? texts.validierung.gueltigAbUngueltig : regeln.gueltigVon,
    };
  };
  const fehler = fehlerMit(status);

  // The IBAN answers at once: a wrong check sum as soon as 20 digits are there, the server's verdict when it comes.
  // Messages appear while typing or on submit, never on leaving a field: a message appearing on blur would move
  // the Speichern button away under the pointer that is about to click it.
  const ibanSichtbar =
    lokalIban !== undefined ? (zeigeFehler || ibanMeldungSofort(iban) ? lokalIban : undefined) : fehler.iban;
  const sichtbar: Partial<Record<Feld, Meldung>> = {
    ...(zeigeFehler ? fehler : {}),
    iban: ibanSichtbar,
    ...(serverFeldFehler ? { [serverFeldFehler.feld]: serverFeldFehler.meldung } : {}),
  };
  const zusammenfassung = useFehlerZusammenfassung({
    reihenfolge: REIHENFOLGE,
    feldId,
    fehler: sichtbar,
    leer: istFormularLeer({ kontoinhaber, iban }),
  });

  const speichern = useMutation({
    mutationFn: (payload: Schema<'BankverbindungAnlage'>) =>
      unwrap(
        api,
        vertrag === undefined
          ? api.POST('/anschlussnutzer/bankverbindungAnlegen', { body: payload })
          : api.POST('/{vertrag}/bankverbindung/anlegen', { params: { path: { vertrag } }, body: payload }),
      ),
    onSuccess: async () => {
      await bankverbindungenNeuLaden(queryClient, vertrag);
      messageBar.show({ tone: 'success', text: t.gespeichert });
      zurueck();
    },
    onError: (error) => {
      const feld = fehlerFeld(error);
      if (istFeld(feld)) {
        setServerFeldFehler({ feld, meldung: fehlertext(error, texts.allgemein.speicherFehler) });
        zusammenfassung.zeigen({ [feld]: feld }, false);
      }
      setVersuch((n) => n + 1);
    },
  });
  const beschaeftigt = speichern.isPending || prueftVorSpeichern;

  const ibanAendern = (wert: string) => {
    setIban(wert);
    if (serverFeldFehler?.feld === 'iban') setServerFeldFehler(null);
    pruefung.planen(ibanFehler(wert) === undefined ? volleIban(wert) : null);
  };

  const absenden = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (beschaeftigt) return;
    setServerFeldFehler(null);
    speichern.reset();
    // A check still waiting for its 250 ms (or running) is finished first; the customer need not wait and retry.
    let endStatus = status;
    if (lokalIban === undefined && (status.typ !== 'valid' || status.iban !== volleIban(iban))) {
      setPrueftVorSpeichern(true);
      endStatus = await pruefung.jetzt();
      setPrueftVorSpeichern(false);
    }
    const endFehler = fehlerMit(endStatus);
    const leer = istFormularLeer({ kontoinhaber, iban });
    const feedbacks = [
      feedbackAus(endFehler.kontoinhaber, kontoinhaber),
      endStatus.typ === 'undefined' ? feedbackAus(endFehler.iban, iban) : { typ: endStatus.typ },
      feedbackAus(endFehler.bic, endStatus.typ === 'valid' ? endStatus.ergebnis.bic : ''),
      feedbackAus(endFehler.gueltigVon, gueltigVon),
    ];
    if (
      leer ||
      !alleGueltig(endFehler) ||
      !kannBankverbindungSpeichern(feedbacks, iban) ||
      endStatus.typ !== 'valid'
    ) {
      setZeigeFehler(true);
      zusammenfassung.zeigen(endFehler, leer);
      return;
    }
    const { bic: geprueftBic, bankname: geprueftBankname } = endStatus.ergebnis;
    speichern.mutate({
      kontoinhaber: kontoinhaber.trim(),
      iban: volleIban(iban),
      ...(geprueftBic ? { bic: geprueftBic } : {}),
      ...(geprueftBankname ? { bankname: geprueftBankname } : {}),
      gueltigVon,
      lastschrifteinzugErlaubt: lastschrift,
    });
  };

  const statusId = feldId('iban-status');

  return (
    <Stack gap="lg">
      <PageHeader title={titel} />
      <form noValidate onSubmit={(event) => void absenden(event)} className="flex flex-col gap-5">
        {zusammenfassung.element}
        {speichern.isError && !serverFeldFehler && (
          <AktionsFehler fokusKey={versuch}>
            {fehlertext(speichern.error, texts.allgemein.speicherFehler)}
          </AktionsFehler>
        )}

        <TextField
          id={feldId('kontoinhaber')}
          name="kontoinhaber"
          label={t.kontoinhaber}
          value={kontoinhaber}
          onChange={(event) => {
            setKontoinhaber(event.target.value);
            if (serverFeldFehler?.feld === 'kontoinhaber') setServerFeldFehler(null);
          }}
          error={sichtbar.kontoinhaber}
          autoComplete="name"
          required
          className="max-w-xl"
        />
        <div className="flex flex-col gap-1">
          <TextField
            id={feldId('iban')}
            name="iban"
            label={t.iban}
            hint={t.ibanHinweis}
            prefix={IBAN_LAENDERKENNUNG}
            value={iban}
            onChange={(event) => ibanAendern(event.target.value)}
            error={sichtbar.iban}
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
          id={feldId('bic')}
          name="bic"
          label={t.bic}
          hint={t.automatischHinweis}
          value={bic}
          readOnly
          error={sichtbar.bic}
          className="max-w-xs"
        />
        <TextField
          id={feldId('bankname')}
          name="bankname"
          label={t.bankname}
          hint={t.automatischHinweis}
          value={bankname}
          readOnly
          error={sichtbar.bankname}
          className="max-w-xl"
        />
        <DatePicker
          id={feldId('gueltigVon')}
          name="gueltigVon"
          label={texts.allgemein.gueltigAb}
          value={gueltigVon}
          onChange={(wert) => {
            setGueltigVon(wert);
            if (serverFeldFehler?.feld === 'gueltigVon') setServerFeldFehler(null);
          }}
          onValidate={(v) => setDatumUngueltig(v.status === 'invalid')}
          min={tag}
          today={tag}
          error={sichtbar.gueltigVon}
          required
        />
        <Checkbox
          id={feldId('lastschrifteinzugErlaubt')}
          name="lastschrifteinzugErlaubt"
          label={t.lastschrift}
          checked={lastschrift}
          onChange={(event) => setLastschrift(event.target.checked)}
          error={sichtbar.lastschrifteinzugErlaubt}
        />
        <Inline gap="md">
          <Button type="submit" loading={beschaeftigt}>
            {texts.allgemein.speichern}
          </Button>
          <Button variant="secondary" onClick={zurueck}>
            {texts.allgemein.abbrechen}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
