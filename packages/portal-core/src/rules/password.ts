import * as texts from '../texts.ts';

/** SPEC §4 password strength. */
export type PasswortStaerke = 'nichtVorhanden' | 'schwach' | 'mittel' | 'stark';

export const PASSWORT_MINDESTLAENGE = 8;
export const PASSWORT_STARK_MINDESTLAENGE = 10;

/** Bar widths in percent (SPEC §4, §9). */
export const STAERKE_BALKENBREITE: Readonly<Record<PasswortStaerke, number>> = {
  nichtVorhanden: 0,
  schwach: 5,
  mittel: 55,
  stark: 100,
};

/** Counts characters as the user sees them (code points), so an emoji is one character, not two. */
function laenge(wert: string): number {
  return Array.from(wert).length;
}

const KLEINBUCHSTABE = /\p{Ll}/u;
const GROSSBUCHSTABE = /\p{Lu}/u;
const BUCHSTABE = /\p{L}/u;
const ZIFFER = /\p{Nd}/u;
/** Anything that is neither letter, digit nor whitespace counts as a special character. */
const SONDERZEICHEN = /[^\p{L}\p{N}\s]/u;

export function passwortStaerke(passwort: string): PasswortStaerke {
  const n = laenge(passwort);
  if (n < PASSWORT_MINDESTLAENGE) return 'nichtVorhanden';
  const sonderzeichen = SONDERZEICHEN.test(passwort);
  const ziffer = ZIFFER.test(passwort);
  if (
    n >= PASSWORT_STARK_MINDESTLAENGE &&
    sonderzeichen &&
    ziffer &&
    KLEINBUCHSTABE.test(passwort) &&
    GROSSBUCHSTABE.test(passwort)
  ) {
    return 'stark';
  }
  const arten = [sonderzeichen, ziffer, BUCHSTABE.test(passwort)].filter(Boolean).length;
  return arten >= 2 ? 'mittel' : 'schwach';
}

/** The strength indicator shows from 8 characters on (SPEC §5). */
export function zeigeStaerke(passwort: string): boolean {
  return laenge(passwort) >= PASSWORT_MINDESTLAENGE;
}

/** 'Das neue Passwort ist <strength>.' with the German display word. */
export function staerkeText(staerke: PasswortStaerke): string {
  return texts.passwortAendern.staerkeText(texts.passwortAendern.staerke[staerke]);
}

export interface PasswortWerte {
  altesPasswort: string;
  neuesPasswort: string;
  wiederholung: string;
}

export interface PasswortPruefung {
  fehler: {
    neuesPasswort: string | undefined;
    /** The mismatch message belongs to the repeat field (SPEC §5). */
    wiederholung: string | undefined;
  };
  kannAbsenden: boolean;
}

/**
 * Change (forced or voluntary) and renew password forms. `mitAltemPasswort` is false for the renew form, which
 * has no old password. Messages appear only once the user typed something in the field concerned; the submit
 * button stays disabled until everything holds.
 */
export function pruefePasswortFormular(werte: PasswortWerte, mitAltemPasswort = true): PasswortPruefung {
  const neuZuKurz = laenge(werte.neuesPasswort) < PASSWORT_MINDESTLAENGE;
  const verschieden = werte.wiederholung !== werte.neuesPasswort;
  const altesOk = !mitAltemPasswort || werte.altesPasswort !== '';
  return {
    fehler: {
      neuesPasswort: werte.neuesPasswort !== '' && neuZuKurz ? texts.passwortAendern.zuKurz : undefined,
      wiederholung:
        werte.wiederholung !== '' && verschieden ? texts.passwortAendern.stimmenNichtUeberein : undefined,
    },
    kannAbsenden: altesOk && !neuZuKurz && !verschieden,
  };
}
