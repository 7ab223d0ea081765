import { unwrap, type Schema } from '@ekp/api-client';
import {
  ButtonGroup,
  DatePicker,
  LoadingMask,
  PageHeader,
  Select,
  Stack,
  TextField,
  type TextFieldProps,
} from '@ekp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import * as v from 'valibot';

import { href } from '../../routes/paths.ts';
import { ANREDEN, normalizeAnrede } from '../../rules/anzeigename.ts';
import { istFormularLeer, zusammenfuehren } from '../../rules/bausteine.ts';
import {
  ADRESSARTEN,
  adressartVon,
  hausnummerVertragsFehler,
  LAENDER,
  pflichtNamensfelder,
  rechnungsadresseFehler,
  rechnungsadresseHoechstlaengen,
  rechnungsadresseInhalt,
  rechnungsadressePayload,
  sichtbareNamensfelder,
  type Adressart,
  type RechnungsadresseWerte,
} from '../../rules/rechnungsadresse.ts';
import {
  aktuelleRechnungsadresseFuerQuery,
  rechnungsadressenNeuLaden,
  type Rechnungsadresse,
} from '../../shared/queries.ts';
import { heute, kundeUndVertrag, useKundendatenFormular } from '../../shared/kundendaten-ui.tsx';
import { feldregeln, SpeichernAbbrechen, useFormular, useSpeichern } from '../../shared/formular.tsx';
import { useMessageBar } from '../../shared/message-bar.tsx';
import { useApi } from '../../shared/portal-context.tsx';
import * as texts from '../../texts.ts';

const t = texts.rechnungsadresse;

type Werte = { [K in keyof Required<RechnungsadresseWerte>]: string } & { adressart: Adressart };
type Feld = keyof Werte;

/** Order of the fields in the form and in the error summary. */
const REIHENFOLGE: readonly Feld[] = [
  'anrede',
  'firma',
  'titel',
  'vorname',
  'nachname',
  'co',
  'adressart',
  'strasse',
  'hausnummer',
  'postfach',
  'postleitzahl',
  'ort',
  'land',
  'gueltigVon',
];

const feldId = (feld: string) => `rechnungsadresse-${feld}`;

function istLand(wert: string): wert is Schema<'Land'> {
  return LAENDER.includes(wert);
}

/** SPEC §5's billing address rules, the contract's limits, and the payload (the inactive pair cleared, SPEC §4). */
function rechnungsadresseSchema(tag: string) {
  const text = v.string();
  return v.pipe(
    v.object({
      anrede: text,
      firma: text,
      titel: text,
      vorname: text,
      nachname: text,
      co: text,
      adressart: v.picklist(ADRESSARTEN),
      strasse: text,
      hausnummer: text,
      postfach: text,
      postleitzahl: text,
      ort: text,
      land: text,
      gueltigVon: text,
    }),
    feldregeln(({ adressart, ...werte }) =>
      zusammenfuehren<Feld>(
        rechnungsadresseFehler(werte, adressart, tag),
        rechnungsadresseHoechstlaengen(werte, adressart),
        { hausnummer: hausnummerVertragsFehler(werte.hausnummer, adressart) },
      ),
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }): Schema<'RechnungsadresseAnlage'> => {
      const { adressart, ...werte } = dataset.value;
      const payload = rechnungsadressePayload(werte, adressart);
      if (istLand(payload.land)) return { ...payload, land: payload.land };
      addIssue({ message: t.fehler.landFehlt });
      return NEVER;
    }),
  );
}

/** Prefilled from the current address (SPEC §2) or the defaults of SPEC §3; Gültig ab always starts at today. */
function startwerte(adresse: Rechnungsadresse | null): Werte {
  const t = (wert: string | null | undefined) => wert ?? '';
  return {
    adressart: adresse ? adressartVon(adresse) : 'Normal',
    anrede: adresse ? (normalizeAnrede(adresse.anrede) ?? '') : '',
    titel: t(adresse?.titel),
    vorname: t(adresse?.vorname),
    nachname: t(adresse?.nachname),
    firma: t(adresse?.firma),
    co: t(adresse?.co),
    strasse: t(adresse?.strasse),
    hausnummer: t(adresse?.hausnummer),
    postfach: t(adresse?.postfach),
    postleitzahl: t(adresse?.postleitzahl),
    ort: t(adresse?.ort),
    land: adresse?.land ?? LAENDER[0] ?? '',
    gueltigVon: heute(),
  };
}

/** /rechnungsadresse/editieren and /vertrag/{id}/rechnungsadresse/editieren: a new billing address of the customer (prefilled from the current one) or of one contract. */
export const [RechnungsadresseEditierenPage, VertragRechnungsadresseEditierenPage] =
  kundeUndVertrag(RechnungsadresseEditieren);

function RechnungsadresseEditieren({ vertrag }: { vertrag?: string }) {
  const { titel, api, zurueck } = useKundendatenFormular(vertrag, t, (id) =>
    href('vertragRechnungsadressen', { id }),
  );
  const messageBar = useMessageBar();

  const aktuelle = useQuery(aktuelleRechnungsadresseFuerQuery(api, vertrag));

  // SPEC §2: if loading the current address fails, go back (with a message, so the customer knows why).
  const zurueckGegangen = useRef(false);
  useEffect(() => {
    if (!aktuelle.isError || zurueckGegangen.current) return;
    zurueckGegangen.current = true;
    messageBar.show({ tone: 'danger', text: t.ladeFehler });
    zurueck();
  }, [aktuelle.isError, messageBar, zurueck]);

  return (
    <Stack gap="lg">
      <PageHeader title={titel} />
      {aktuelle.isSuccess ? (
        <AdressFormular start={aktuelle.data} vertrag={vertrag} zurueck={zurueck} />
      ) : (
        <LoadingMask loading={aktuelle.isPending} label={texts.allgemein.wirdGeladen} />
      )}
    </Stack>
  );
}

function AdressFormular({
  start,
  vertrag,
  zurueck,
}: {
  start: Rechnungsadresse | null;
  vertrag: string | undefined;
  zurueck: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();

  const tag = heute();
  const schema = useMemo(() => rechnungsadresseSchema(tag), [tag]);
  const formular = useFormular({
    schema,
    startwerte: startwerte(start),
    reihenfolge: REIHENFOLGE,
    feldId,
    leer: (werte) => istFormularLeer(rechnungsadresseInhalt(werte)),
  });
  const { werte } = formular;

  const namenSichtbar = sichtbareNamensfelder(werte.anrede);
  const namenPflicht = pflichtNamensfelder(werte.anrede);

  // A field the server names is marked there and linked from the summary; everything typed stays.
  const { speichern, aktionsFehler } = useSpeichern({
    formular,
    reihenfolge: REIHENFOLGE,
    senden: (payload: Schema<'RechnungsadresseAnlage'>) =>
      unwrap(
        api,
        vertrag === undefined
          ? api.POST('/anschlussnutzer/rechnungsadresseAnlegen', { body: payload })
          : api.POST('/{vertrag}/rechnungsadresse/anlegen', { params: { path: { vertrag } }, body: payload }),
      ),
    neuLaden: () => rechnungsadressenNeuLaden(queryClient, vertrag),
    gespeichert: t.gespeichert,
    zurueck,
  });

  const absenden = formular.absenden((payload) => {
    if (!speichern.isPending) speichern.mutate(payload);
  });

  const textFeld = (feld: Exclude<Feld, 'adressart'>, label: string, props: Partial<TextFieldProps> = {}) => (
    <TextField {...formular.textFeld(feld)} label={label} className="max-w-xl" {...props} />
  );
  const label = (text: string, pflicht: boolean) => (pflicht ? text : texts.allgemein.optional(text));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        speichern.reset();
        void absenden(event);
      }}
      className="flex flex-col gap-5"
    >
      {formular.fehlerZusammenfassung}
      {aktionsFehler}

      <Select
        {...formular.textFeld('anrede')}
        label={t.anrede}
        placeholder={texts.allgemein.bitteWaehlen}
        options={ANREDEN.map((a) => ({ value: a, label: texts.anrede[a] }))}
        required
        className="max-w-xs"
      />
      {namenSichtbar.firma && textFeld('firma', t.firma, { required: true, autoComplete: 'organization' })}
      {namenSichtbar.titel &&
        textFeld('titel', texts.allgemein.optional(t.titelFeld), {
          autoComplete: 'honorific-prefix',
          className: 'max-w-xs',
        })}
      {namenSichtbar.vorname &&
        textFeld('vorname', label(t.vorname, namenPflicht.vorname), {
          required: namenPflicht.vorname,
          autoComplete: 'given-name',
        })}
      {namenSichtbar.nachname &&
        textFeld('nachname', label(t.nachname, namenPflicht.nachname), {
          required: namenPflicht.nachname,
          autoComplete: 'family-name',
        })}
      {textFeld('co', texts.allgemein.optional(t.co))}

      <ButtonGroup
        {...formular.auswahlFeld('adressart')}
        legend={t.adressart}
        options={ADRESSARTEN.map((art) => ({ value: art, label: t.adressarten[art] }))}
        required
      />
      {werte.adressart === 'Normal' ? (
        <div className="flex flex-col gap-5 sm:flex-row">
          {textFeld('strasse', t.strasse, {
            required: true,
            autoComplete: 'address-line1',
            className: 'sm:flex-1 max-w-xl',
          })}
          {textFeld('hausnummer', t.hausnummer, { required: true, className: 'sm:w-40', spellCheck: false })}
        </div>
      ) : (
        textFeld('postfach', t.postfach, { required: true, className: 'max-w-xs', spellCheck: false })
      )}
      <div className="flex flex-col gap-5 sm:flex-row">
        {textFeld('postleitzahl', t.postleitzahl, {
          required: true,
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          className: 'sm:w-40',
        })}
        {textFeld('ort', t.ort, {
          required: true,
          autoComplete: 'address-level2',
          className: 'sm:flex-1 max-w-xl',
        })}
      </div>
      <Select
        {...formular.textFeld('land')}
        label={t.land}
        options={LAENDER.map((land) => ({ value: land, label: land }))}
        required
        autoComplete="country-name"
        className="max-w-xs"
      />
      <DatePicker
        {...formular.datumsFeld('gueltigVon', texts.validierung.gueltigAbUngueltig)}
        label={texts.allgemein.gueltigAb}
        min={tag}
        today={tag}
        required
      />

      <SpeichernAbbrechen laedt={speichern.isPending} abbrechen={zurueck} />
    </form>
  );
}
