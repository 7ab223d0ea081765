/**
 * Every user-facing German text of the portal, once each, grouped by area.
 *
 * Texts quoted in SPEC are copied verbatim, including its odd spellings (they are the product's texts, not typos
 * of ours). Texts the SPEC does not quote carry the comment `// eigene Formulierung`; the same comment above a
 * group marks every entry of that group. `src/rules/texts-coverage.test.ts` proves that every quoted SPEC text
 * is here and that no value appears twice: screens reuse an entry of another area instead of retyping it.
 *
 * Parameterised texts are functions; their placeholders follow the SPEC ({id}, {number}, N, M, <strength>).
 *
 * One file per area under texts/ and this one entry point: screens import it as a namespace
 * (`import * as texts from '../texts.ts'`, then `texts.anmeldung.titel`), so a route bundles only the areas it
 * uses (the sign-in route has a byte budget). Add a text to its area's file; never retype one that exists.
 */
export { allgemein } from './texts/allgemein.ts';
export { router } from './texts/router.ts';
export { navigation } from './texts/navigation.ts';
export { anmeldung } from './texts/anmeldung.ts';
export { passwortVergessen } from './texts/passwort-vergessen.ts';
export { passwortErneuern } from './texts/passwort-erneuern.ts';
export { passwortAendern } from './texts/passwort-aendern.ts';
export { gesperrt } from './texts/gesperrt.ts';
export { startseite } from './texts/startseite.ts';
export { ablesung } from './texts/ablesung.ts';
export { ablesungen } from './texts/ablesungen.ts';
export { kontakt } from './texts/kontakt.ts';
export { kontaktanfrage } from './texts/kontaktanfrage.ts';
export { datenuebersicht } from './texts/datenuebersicht.ts';
export { bankverbindung } from './texts/bankverbindung.ts';
export { rechnungsadresse } from './texts/rechnungsadresse.ts';
export { anrede } from './texts/anrede.ts';
export { dokumente } from './texts/dokumente.ts';
export { vertraege } from './texts/vertraege.ts';
export { vertragDetail } from './texts/vertrag-detail.ts';
export { tarif } from './texts/tarif.ts';
export { kuendigung } from './texts/kuendigung.ts';
export { kuendigungsbutton } from './texts/kuendigungsbutton.ts';
export { verbrauch } from './texts/verbrauch.ts';
export { verbrauchshistorie } from './texts/verbrauchshistorie.ts';
export { preiszeitreihe } from './texts/preiszeitreihe.ts';
export { dynamischerTarif } from './texts/dynamischer-tarif.ts';
export { verbindung } from './texts/verbindung.ts';
export { aktualisierung } from './texts/aktualisierung.ts';
export { ausstehend } from './texts/ausstehend.ts';
export { barrierefreiheit } from './texts/barrierefreiheit.ts';
export { validierung } from './texts/validierung.ts';
export { formate } from './texts/formate.ts';

import { allgemein } from './texts/allgemein.ts';
import { router } from './texts/router.ts';
import { navigation } from './texts/navigation.ts';
import { anmeldung } from './texts/anmeldung.ts';
import { passwortVergessen } from './texts/passwort-vergessen.ts';
import { passwortErneuern } from './texts/passwort-erneuern.ts';
import { passwortAendern } from './texts/passwort-aendern.ts';
import { gesperrt } from './texts/gesperrt.ts';
import { startseite } from './texts/startseite.ts';
import { ablesung } from './texts/ablesung.ts';
import { ablesungen } from './texts/ablesungen.ts';
import { kontakt } from './texts/kontakt.ts';
import { kontaktanfrage } from './texts/kontaktanfrage.ts';
import { datenuebersicht } from './texts/datenuebersicht.ts';
import { bankverbindung } from './texts/bankverbindung.ts';
import { rechnungsadresse } from './texts/rechnungsadresse.ts';
import { anrede } from './texts/anrede.ts';
import { dokumente } from './texts/dokumente.ts';
import { vertraege } from './texts/vertraege.ts';
import { vertragDetail } from './texts/vertrag-detail.ts';
import { tarif } from './texts/tarif.ts';
import { kuendigung } from './texts/kuendigung.ts';
import { kuendigungsbutton } from './texts/kuendigungsbutton.ts';
import { verbrauch } from './texts/verbrauch.ts';
import { verbrauchshistorie } from './texts/verbrauchshistorie.ts';
import { preiszeitreihe } from './texts/preiszeitreihe.ts';
import { dynamischerTarif } from './texts/dynamischer-tarif.ts';
import { verbindung } from './texts/verbindung.ts';
import { aktualisierung } from './texts/aktualisierung.ts';
import { ausstehend } from './texts/ausstehend.ts';
import { barrierefreiheit } from './texts/barrierefreiheit.ts';
import { validierung } from './texts/validierung.ts';
import { formate } from './texts/formate.ts';

/** Every area in one object, for code that needs all texts at once (the coverage test, e2e). */
export const texts = {
  allgemein,
  router,
  navigation,
  anmeldung,
  passwortVergessen,
  passwortErneuern,
  passwortAendern,
  gesperrt,
  startseite,
  ablesung,
  ablesungen,
  kontakt,
  kontaktanfrage,
  datenuebersicht,
  bankverbindung,
  rechnungsadresse,
  anrede,
  dokumente,
  vertraege,
  vertragDetail,
  tarif,
  kuendigung,
  kuendigungsbutton,
  verbrauch,
  verbrauchshistorie,
  preiszeitreihe,
  dynamischerTarif,
  verbindung,
  aktualisierung,
  ausstehend,
  barrierefreiheit,
  validierung,
  formate,
} as const;

export type Texts = typeof texts;
