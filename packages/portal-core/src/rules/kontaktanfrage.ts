import * as texts from '../texts.ts';
import { getrimmt, zeichen, type Feldtext, type Meldung } from './bausteine';
import { hoechstlaengeFehler } from './hoechstlaengen';

/** The contact request form (SPEC §5); its payload is the contract's Kontaktanfrage, built by the page's schema. */

export const KONTAKT_TEXT_MIN_LAENGE = 20;

/**
 * Contact request: the subject message shows when the text has more than one character and no subject is
 * chosen; the text message when it has 2 to 19 characters; send only with a subject and 20 or more characters.
 * Lengths count the trimmed text, so 20 blanks are no message.
 */
export function pruefeKontaktanfrage(werte: { betreff: Feldtext; text: Feldtext }): {
  fehler: { betreff: Meldung; text: Meldung };
  kannSenden: boolean;
} {
  const laenge = zeichen(getrimmt(werte.text));
  const ohneBetreff = getrimmt(werte.betreff) === '';
  return {
    fehler: {
      betreff: laenge > 1 && ohneBetreff ? texts.kontaktanfrage.betreffFehlt : undefined,
      text:
        laenge >= 2 && laenge < KONTAKT_TEXT_MIN_LAENGE ? texts.kontaktanfrage.nachrichtZuKurz : undefined,
    },
    kannSenden: !ohneBetreff && laenge >= KONTAKT_TEXT_MIN_LAENGE,
  };
}

/** The contact request text beyond the contract's limit (SPEC gives none; the server refuses longer texts). */
export function kontaktanfrageTextZuLang(text: Feldtext): Meldung {
  return hoechstlaengeFehler(text, 'kontaktanfrageText');
}
