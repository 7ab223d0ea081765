import { Alert, Button, ErrorSummary, PasswordField, StrengthBar, type ErrorSummaryItem } from '@ekp/ui';
import { useState, type SubmitEvent } from 'react';

import {
  passwortStaerke,
  pruefePasswortFormular,
  STAERKE_BALKENBREITE,
  staerkeText,
  zeigeStaerke,
  type PasswortWerte,
} from '../../rules/password.ts';
import { FehlerPraefix } from '../../shared/fehler-praefix.tsx';
import * as texts from '../../texts.ts';

type Feld = keyof PasswortWerte;

const feldIds: Record<Feld, string> = {
  altesPasswort: 'altes-passwort',
  neuesPasswort: 'neues-passwort',
  wiederholung: 'neues-passwort-wiederholen',
};

interface PasswortFormularProps {
  /** The change forms ask for the old password; the renewal after recovery does not. */
  mitAltemPasswort: boolean;
  submitLabel: string;
  pending: boolean;
  /** The server's answer to the last attempt, shown as an alert above the form. */
  serverFehler: string | null;
  onSubmit: (werte: PasswortWerte) => void;
  /** Renders 'Abbrechen' when given. */
  onCancel?: () => void;
}

/**
 * The fields of SPEC §2/§5 for a new password: optional 'altes Passwort', 'neues Passwort' with the strength bar
 * from 8 characters on, 'neues Passwort (wiederholen)'. GOV.UK pattern: messages show from the first submit on; a
 * submit with errors shows the summary, which takes the focus and links to the fields.
 */
export function PasswortFormular({
  mitAltemPasswort,
  submitLabel,
  pending,
  serverFehler,
  onSubmit,
  onCancel,
}: PasswortFormularProps) {
  const [werte, setWerte] = useState<PasswortWerte>({
    altesPasswort: '',
    neuesPasswort: '',
    wiederholung: '',
  });
  const [versuche, setVersuche] = useState(0);

  const pruefung = pruefePasswortFormular(werte, mitAltemPasswort);
  // Messages appear after the first submit and then follow the input. Not earlier: a message appearing when a
  // field loses focus shifts the layout under the pointer, and a click on the button can miss it.
  const abgeschickt = versuche > 0;
  const fehler: Record<Feld, string | undefined> = abgeschickt
    ? {
        altesPasswort:
          mitAltemPasswort && werte.altesPasswort === ''
            ? texts.passwortAendern.altesPasswortFehlt
            : undefined,
        // The rules judge typed values; an empty field gets a message of its own.
        neuesPasswort:
          pruefung.fehler.neuesPasswort ??
          (werte.neuesPasswort === '' ? texts.passwortAendern.zuKurz : undefined),
        wiederholung:
          pruefung.fehler.wiederholung ??
          (werte.wiederholung === '' ? texts.passwortAendern.wiederholungFehlt : undefined),
      }
    : { altesPasswort: undefined, neuesPasswort: undefined, wiederholung: undefined };
  const felder: Feld[] = mitAltemPasswort
    ? ['altesPasswort', 'neuesPasswort', 'wiederholung']
    : ['neuesPasswort', 'wiederholung'];
  const zusammenfassung: ErrorSummaryItem[] = abgeschickt
    ? felder.flatMap((feld) => {
        const meldung = fehler[feld];
        return meldung ? [{ fieldId: feldIds[feld], message: meldung }] : [];
      })
    : [];

  const staerke = passwortStaerke(werte.neuesPasswort);
  const setze = (feld: Feld) => (event: { target: { value: string } }) =>
    setWerte((vorher) => ({ ...vorher, [feld]: event.target.value }));

  const absenden = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setVersuche((n) => n + 1);
    if (pruefung.kannAbsenden) onSubmit(werte);
  };

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary
        title={texts.allgemein.fehlerZusammenfassung}
        errors={zusammenfassung}
        focusKey={versuche}
      />
      {serverFehler !== null && (
        <Alert tone="danger">
          <FehlerPraefix />
          {serverFehler}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={absenden}
        className="flex flex-col gap-5 rounded-brand border border-border bg-surface p-4 sm:p-6"
      >
        {mitAltemPasswort && (
          <PasswordField
            id={feldIds.altesPasswort}
            label={texts.passwortAendern.altesPasswort}
            required
            autoComplete="current-password"
            showPasswordLabel={texts.allgemein.passwortAnzeigen(texts.passwortAendern.altesPasswort)}
            value={werte.altesPasswort}
            onChange={setze('altesPasswort')}
            error={fehler.altesPasswort}
          />
        )}
        <div className="flex flex-col gap-3">
          <PasswordField
            id={feldIds.neuesPasswort}
            label={texts.passwortAendern.neuesPasswort}
            hint={texts.passwortAendern.hinweisStark}
            required
            autoComplete="new-password"
            showPasswordLabel={texts.allgemein.passwortAnzeigen(texts.passwortAendern.neuesPasswort)}
            value={werte.neuesPasswort}
            onChange={setze('neuesPasswort')}
            error={fehler.neuesPasswort}
          />
          {/* Polite live region: the strength is read out when it changes, not on every keystroke. */}
          <div aria-live="polite">
            {zeigeStaerke(werte.neuesPasswort) && (
              <StrengthBar
                value={STAERKE_BALKENBREITE[staerke] as 0 | 5 | 55 | 100}
                label={staerkeText(staerke)}
                valueText={texts.passwortAendern.staerke[staerke]}
              />
            )}
          </div>
        </div>
        <PasswordField
          id={feldIds.wiederholung}
          label={texts.passwortAendern.neuesPasswortWiederholen}
          required
          autoComplete="new-password"
          showPasswordLabel={texts.allgemein.passwortAnzeigen(texts.passwortAendern.neuesPasswortWiederholen)}
          value={werte.wiederholung}
          onChange={setze('wiederholung')}
          error={fehler.wiederholung}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {texts.allgemein.abbrechen}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
