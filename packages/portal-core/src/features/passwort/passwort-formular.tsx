import type { Schema } from '@ekp/api-client';
import { Button, PasswordField, StrengthBar } from '@ekp/ui';
import * as v from 'valibot';

import {
  passwortStaerke,
  pruefePasswortFormular,
  STAERKE_BALKENBREITE,
  staerkeText,
  zeigeStaerke,
  type PasswortWerte,
} from '../../rules/password.ts';
import { FehlerAlert } from '../../shared/fehler-praefix.tsx';
import { feldregeln, useFormular } from '../../shared/formular.tsx';
import * as texts from '../../texts.ts';

const t = texts.passwortAendern;

type Feld = keyof PasswortWerte;

const feldIds: Record<Feld, string> = {
  altesPasswort: 'altes-passwort',
  neuesPasswort: 'neues-passwort',
  wiederholung: 'neues-passwort-wiederholen',
};

/** What the form hands on: the body of the password change (SPEC §3); altesPasswort is '' where not asked. */
export type PasswortAenderung = Schema<'PasswortAenderung'>;

/** SPEC §5's rules for a new password, with or without the old one, and what the form hands on. */
function passwortSchema(mitAltemPasswort: boolean) {
  return v.pipe(
    v.object({ altesPasswort: v.string(), neuesPasswort: v.string(), wiederholung: v.string() }),
    feldregeln((werte) => {
      const { fehler } = pruefePasswortFormular(werte, mitAltemPasswort);
      return {
        altesPasswort: mitAltemPasswort && werte.altesPasswort === '' ? t.altesPasswortFehlt : undefined,
        // The rules judge typed values; an empty field gets a message of its own.
        neuesPasswort: fehler.neuesPasswort ?? (werte.neuesPasswort === '' ? t.zuKurz : undefined),
        wiederholung: fehler.wiederholung ?? (werte.wiederholung === '' ? t.wiederholungFehlt : undefined),
      };
    }),
    // Only what the rule lets through is sent (every value it refuses has a message above).
    v.check((werte) => pruefePasswortFormular(werte, mitAltemPasswort).kannAbsenden),
    v.transform(({ altesPasswort, neuesPasswort }): PasswortAenderung => ({ altesPasswort, neuesPasswort })),
  );
}

const mitAltemPasswortSchema = passwortSchema(true);
const ohneAltesPasswortSchema = passwortSchema(false);

interface PasswortFormularProps {
  /** The change forms ask for the old password; the renewal after recovery does not. */
  mitAltemPasswort: boolean;
  submitLabel: string;
  pending: boolean;
  /** The server's answer to the last attempt, shown as an alert above the form. */
  serverFehler: string | null;
  onSubmit: (aenderung: PasswortAenderung) => void;
  /** Renders 'Abbrechen' when given. */
  onCancel?: () => void;
}

/**
 * The fields of SPEC §2/§5 for a new password: optional 'altes Passwort', 'neues Passwort' with the strength bar
 * from 8 characters on, 'neues Passwort (wiederholen)'. Messages and the error summary show as `useFormular`
 * has them: from the first submit on.
 */
export function PasswortFormular({
  mitAltemPasswort,
  submitLabel,
  pending,
  serverFehler,
  onSubmit,
  onCancel,
}: PasswortFormularProps) {
  const formular = useFormular({
    schema: mitAltemPasswort ? mitAltemPasswortSchema : ohneAltesPasswortSchema,
    startwerte: { altesPasswort: '', neuesPasswort: '', wiederholung: '' },
    reihenfolge: mitAltemPasswort
      ? ['altesPasswort', 'neuesPasswort', 'wiederholung']
      : ['neuesPasswort', 'wiederholung'],
    feldId: (feld) => feldIds[feld],
  });
  const { neuesPasswort } = formular.werte;
  const staerke = passwortStaerke(neuesPasswort);

  const absenden = formular.absenden((aenderung) => {
    if (!pending) onSubmit(aenderung);
  });

  return (
    <div className="flex flex-col gap-6">
      {formular.fehlerZusammenfassung}
      {serverFehler !== null && <FehlerAlert>{serverFehler}</FehlerAlert>}
      <form
        noValidate
        onSubmit={(event) => void absenden(event)}
        className="flex flex-col gap-5 rounded-brand border border-border bg-surface p-4 sm:p-6"
      >
        {mitAltemPasswort && (
          <PasswordField
            {...formular.textFeld('altesPasswort')}
            label={t.altesPasswort}
            required
            autoComplete="current-password"
            showPasswordLabel={texts.allgemein.passwortAnzeigen(t.altesPasswort)}
          />
        )}
        <div className="flex flex-col gap-3">
          <PasswordField
            {...formular.textFeld('neuesPasswort')}
            label={t.neuesPasswort}
            hint={t.hinweisStark}
            required
            autoComplete="new-password"
            showPasswordLabel={texts.allgemein.passwortAnzeigen(t.neuesPasswort)}
          />
          {/* Polite live region: the strength is read out when it changes, not on every keystroke. */}
          <div aria-live="polite">
            {zeigeStaerke(neuesPasswort) && (
              <StrengthBar
                value={STAERKE_BALKENBREITE[staerke] as 0 | 5 | 55 | 100}
                label={staerkeText(staerke)}
                valueText={t.staerke[staerke]}
              />
            )}
          </div>
        </div>
        <PasswordField
          {...formular.textFeld('wiederholung')}
          label={t.neuesPasswortWiederholen}
          required
          autoComplete="new-password"
          showPasswordLabel={texts.allgemein.passwortAnzeigen(t.neuesPasswortWiederholen)}
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
