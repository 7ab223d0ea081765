import * as texts from '../texts.ts';
import { maxLaenge, type Feldtext, type Meldung } from './bausteine';

/**
 * Upper limits of the contract (openapi/kundenportal.yaml), compared with it by hoechstlaengen.test.ts. SPEC gives
 * none; without them the server answers 400 for input the form accepted.
 */
export const HOECHSTLAENGEN = {
  kontoinhaber: 70,
  titel: 40,
  vorname: 60,
  nachname: 60,
  firma: 100,
  co: 100,
  strasse: 100,
  hausnummer: 20,
  postfach: 20,
  ort: 60,
  kontaktanfrageText: 5000,
} as const;

export function hoechstlaengeFehler(wert: Feldtext, feld: keyof typeof HOECHSTLAENGEN): Meldung {
  const max = HOECHSTLAENGEN[feld];
  return maxLaenge(wert, max, texts.validierung.hoechstlaenge(max));
}
