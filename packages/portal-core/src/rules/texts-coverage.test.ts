import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import { normalizeAnrede } from './anzeigename';
import { SESSION_SPEICHER_SCHLUESSEL } from './session';

/**
 * Proves "every SPEC text appears once, verbatim, in texts.ts": every single-quoted string of SPEC §2–§9 must be a
 * text value (or the output of a text function called with SPEC's placeholders), the labels SPEC names without
 * quotes must be there as well, and no value may appear twice.
 */
const specUrl = new URL('../../../../../shared/spec/SPEC.md', import.meta.url);
const specPfad = fileURLToPath(specUrl);
const spec = existsSync(specUrl) ? readFileSync(specUrl, 'utf8') : undefined;

/** Sections whose quotes are checked (§1, §6 and §7 quote nothing). */
const ABSCHNITTE = ['2', '3', '4', '5', '8', '9'];

/** Placeholders as SPEC writes them; text functions are called with every combination. */
const PLATZHALTER = ['{number}', '{id}', 'N', 'M', '<strength>'];

/** Quoted SPEC strings that are technical values, not texts; each is checked where it lives instead. */
const KEINE_TEXTE: Record<string, () => void> = {
  'ekp-token': () => expect(SESSION_SPEICHER_SCHLUESSEL).toBe('ekp-token'),
  'keine Anrede': () => expect(normalizeAnrede('keine Anrede')).toBe('KeineAnrede'),
  // File-name placeholder of the hourly export; see the deviation note in rules/csv.ts.
  '{hash}': () => expect(texts.verbrauchshistorie.dateinameStunden).not.toContain('{hash}'),
};

/** Labels SPEC names without quotes; they are texts too. */
const UNZITIERTE_LABELS = [
  'Show Error',
  'Hide Error',
  'Kundennummer',
  'Passwort',
  'Email',
  'Festnetz',
  'Mobil',
  'Fax',
  'Anschlussnutzer',
  'Aktuelle Rechnungsadresse',
  'Aktuelle Bankverbindung',
  'Kontoinhaber',
  'IBAN',
  'BIC',
  'Bankname',
  'Gültig ab',
  'Lastschriftteilnahme',
  'Ablesedatum',
  'Zählernummer',
  'Ablesewert',
  'Ablesewerte',
  'Ablesegrund',
  'Erfassungshinweis',
  'Ermittlungsart',
  'Ableseart',
  'Übersicht',
  'Dokumente',
  'Verträge',
  'Kontaktanfrage',
  'Abmelden',
  'Abbrechen',
  'Speichern',
  'Netzbetreiber',
  'Ersatzwert',
  'Kunde',
  'Gas',
  'Strom',
  'Haushaltskunde',
  'Sondervertragskunde',
  'Firma',
  'Herr',
  'Frau',
  'Familie',
  'Deutschland',
  'Österreich',
  'Schweiz',
  'Postfach',
  'Abschlagsänderung',
  'Frage zur Abrechnung',
  'Frage zum Bearbeitungsstand',
  'Sonstiges',
  'Anbieterwechsel',
  'Auszug',
  'Sonderkündigung',
];

type TextFunktion = (...args: string[]) => string;

interface Eintrag {
  pfad: string;
  /** The value with unique markers for parameters: compared for duplicates. */
  schablone: string;
  /** Every value the entry can produce with SPEC's placeholders. */
  werte: string[];
}

function kombinationen(anzahl: number): string[][] {
  if (anzahl === 0) return [[]];
  return kombinationen(anzahl - 1).flatMap((rest) => PLATZHALTER.map((p) => [...rest, p]));
}

function sammle(wert: unknown, pfad: string, ziel: Eintrag[]): void {
  if (typeof wert === 'string') {
    ziel.push({ pfad, schablone: wert, werte: [wert] });
  } else if (typeof wert === 'function') {
    const f = wert as TextFunktion;
    const marker = Array.from({ length: f.length }, (_, i) => `\u0000${String(i)}\u0000`);
    ziel.push({ pfad, schablone: f(...marker), werte: kombinationen(f.length).map((args) => f(...args)) });
  } else if (Array.isArray(wert)) {
    wert.forEach((element, i) => {
      sammle(element, `${pfad}[${String(i)}]`, ziel);
    });
  } else if (typeof wert === 'object' && wert !== null) {
    for (const [schluessel, kind] of Object.entries(wert))
      sammle(kind, pfad ? `${pfad}.${schluessel}` : schluessel, ziel);
  } else {
    throw new Error(`${pfad}: unexpected ${typeof wert} in texts`);
  }
}

const eintraege: Eintrag[] = [];
sammle(texts, '', eintraege);
const alleWerte = new Set(eintraege.flatMap((e) => e.werte));

/** Quoted strings of one section; an opening quote follows no letter, a closing one precedes none (apostrophes). */
function zitate(abschnitt: string): string[] {
  const ergebnis: string[] = [];
  for (const treffer of abschnitt.matchAll(/(?<![\p{L}\d])'([^']+?)'(?![\p{L}\d])/gu)) {
    if (treffer[1] !== undefined) ergebnis.push(treffer[1]);
  }
  // SPEC abbreviates a pair as 'Die Bankverbindung konnte nicht gelöscht werden.' / '... nicht beendet werden.':
  // the ellipsis stands for the start of the previous quote up to the first word that follows it.
  return ergebnis.map((zitat, i) => {
    if (!zitat.startsWith('... ')) return zitat;
    const rest = zitat.slice(4);
    const vorher = ergebnis[i - 1] ?? '';
    const erstesWort = rest.split(' ')[0] ?? '';
    const stelle = vorher.indexOf(` ${erstesWort} `);
    return stelle < 0 ? zitat : `${vorher.slice(0, stelle + 1)}${rest}`;
  });
}

function abschnitte(text: string): Map<string, string> {
  const ergebnis = new Map<string, string>();
  for (const teil of text.split(/^## /m).slice(1)) {
    const nummer = /^(\d+)\./.exec(teil)?.[1];
    if (nummer) ergebnis.set(nummer, teil);
  }
  return ergebnis;
}

describe('SPEC texts', () => {
  // Without the spec nothing here could be checked; a skip would read as green, so the suite fails instead.
  it(`reads the spec at ${specPfad}`, () => {
    expect(spec, `${specPfad} not found: clone the portal next to shared/ (see README)`).toBeDefined();
  });

  const teile = abschnitte(spec ?? '');
  const faelle = ABSCHNITTE.flatMap((nummer) =>
    zitate(teile.get(nummer) ?? '').map((zitat) => ({ abschnitt: `§${nummer}`, zitat })),
  );

  it('finds the sections and their quotes', () => {
    for (const nummer of ABSCHNITTE) expect(teile.has(nummer), `§${nummer}`).toBe(true);
    expect(faelle.length).toBeGreaterThan(100);
    expect(faelle.map((f) => f.zitat)).toContain('Die Bankverbindung konnte nicht beendet werden.');
  });

  it.each(faelle)('$abschnitt: $zitat', ({ zitat }) => {
    const technisch = KEINE_TEXTE[zitat];
    if (technisch) {
      technisch();
      return;
    }
    expect(alleWerte.has(zitat), `'${zitat}' is not a value of texts`).toBe(true);
  });

  it.each(UNZITIERTE_LABELS)('unquoted label %s is named in SPEC and is a text', (label) => {
    expect(spec).toContain(label);
    expect(alleWerte.has(label), `'${label}' is not a value of texts`).toBe(true);
  });
});

describe('texts', () => {
  it('contains no value twice', () => {
    const gesehen = new Map<string, string>();
    const doppelt: string[] = [];
    for (const { pfad, schablone } of eintraege) {
      const frueher = gesehen.get(schablone);
      if (frueher !== undefined) doppelt.push(`${JSON.stringify(schablone)}: ${frueher} and ${pfad}`);
      else gesehen.set(schablone, pfad);
    }
    expect(doppelt).toEqual([]);
  });

  it('has no empty or padded values', () => {
    const schlecht = eintraege.filter((e) => e.schablone.trim() === '' || e.schablone !== e.schablone.trim());
    expect(schlecht.map((e) => e.pfad)).toEqual([]);
  });
});
