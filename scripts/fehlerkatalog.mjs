#!/usr/bin/env node
// Every message of SPEC §8 and the tests that prove it. For each quoted text of §8 this finds its key in
// packages/portal-core/src/texts.ts (by evaluating the module) and the test cases that show it: a component test
// (packages/portal-core/src/**/*.test.tsx) or an e2e spec (e2e/tests/*.spec.ts) whose test case refers to the key
// and, for a message caused by a failing call, makes that call fail (demo.fault / demoBackend.fault / page.route).
//   node scripts/fehlerkatalog.mjs           writes docs/fehlermeldungen.md, lists unproven messages
//   node scripts/fehlerkatalog.mjs --check   writes nothing; exit 1 if a message is unproven or the doc is stale
// e2e/tests/fehlerkatalog.spec.ts runs the check with the e2e suite.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import * as prettier from 'prettier';

export const root = resolve(import.meta.dirname, '..');
export const specPfad = resolve(root, '../shared/spec/SPEC.md');
export const dokPfad = join(root, 'docs/fehlermeldungen.md');
const textsPfad = join(root, 'packages/portal-core/src/texts.ts');

/**
 * Messages of §8 shown because of data or a customer's action, not because a call failed: successes, empty states,
 * hints about missing entries, the router's texts. A test proves them by showing them; no fault is needed.
 * Every other §8 message is an error and needs a test that makes a call fail.
 */
export const ZUSTANDSMELDUNGEN = new Set([
  'Wir haben eine E-Mail mit einem Link, mit dem Sie Ihr Passwort zurücksetzen können, an die bei uns hinterlegte Adresse verschickt.',
  'Wir haben Ihre Ablesung erfolgreich entgegen genommen und werden diese jetzt prüfen und verarbeiten. Bitte beachten Sie, dass es daher einen Moment dauern kann, bis Sie diesen Zählerstand hier im Kundenportal in der Auflistung sehen können.',
  'Für diesen Vertrag sind keine Ablesungen in unserem System hinterlegt.',
  'Ihre Anfrage wurde erfolgreich übermittelt. Wir kümmern uns schnellstmöglich um Ihr Anliegen.',
  'Es wurden keine Bankverbindungen gefunden.',
  'Es wurden keine vertragsspezifischen Bankverbindungen gefunden.',
  'Es wurden keine Rechnungsadressen gefunden.',
  'Es wurden keine vertragsspezifischen Rechnungsadressen gefunden.',
  'Es wurde keine aktuelle Rechnungsadresse bei uns im System gefunden.',
  'Es wurde keine aktuelle Bankverbindung bei uns im System gefunden.',
  'Aktuell haben Sie keine Rechnungsadresse hinterlegt.',
  'Aktuell haben Sie keine Bankverbindung hinterlegt.',
  'Es wurden keine Verträge im System gefunden.',
  'Es ist kein Tarif für diesen Vertrag in unserem System hinterlegt',
  'Für diesen Vertrag sind keine Verbräuche in unserem System hinterlegt.',
  'Für den gewählten Zeitraum liegen keine Daten vor.',
  'Not Found',
  'Something went wrong!',
]);

/** A test case makes a call fail with one of these (fault injection of the demo backend, or Playwright routing). */
const AUSLOESER = /\b(?:demo|demoBackend)\.fault\(|\bpage\.route\(/;

/**
 * Errors the demo backend also gives without a fault, from its seed (packages/demo-api/README.md): a test case that
 * uses the seed case triggers the error as well as a fault would.
 */
export const SEED_AUSLOESER = {
  'gesperrt.keinZugang': { muster: /'10000004'/, grund: 'Kundennummer 10000004 antwortet 702' },
  'passwortVergessen.unbekannt': {
    muster: /'(?!1000000[1-4]')\d{6,}'/,
    grund: 'eine unbekannte Kundennummer antwortet 404',
  },
  'ablesung.zaehlerLadefehler': {
    muster: /\b3000106\b/,
    grund: 'Vertrag 3000106 (storniert) hat keinen Zähler: 404',
  },
  'vertragDetail.ladeFehler': { muster: /\b3000201\b/, grund: 'Vertrag 3000201 eines anderen Kunden: 404' },
  'vertragDetail.ladeFehlerAlternativ': {
    muster: /\b3000201\b/,
    grund: 'Vertrag 3000201 eines anderen Kunden: 404',
  },
};

/** An assertion that a text is absent does not prove the text. */
const VERNEINT = /\.not\.|toHaveCount\(0\)|toHaveLength\(0\)/;

/** Quoted strings of a SPEC section, with SPEC's '... ' abbreviation expanded (as texts-coverage.test.ts does). */
export function zitate(abschnitt) {
  const ergebnis = [];
  for (const treffer of abschnitt.matchAll(/(?<![\p{L}\d])'([^']+?)'(?![\p{L}\d])/gu))
    ergebnis.push(treffer[1]);
  return ergebnis.map((zitat, i) => {
    if (!zitat.startsWith('... ')) return zitat;
    const rest = zitat.slice(4);
    const vorher = ergebnis[i - 1] ?? '';
    const stelle = vorher.indexOf(` ${rest.split(' ')[0]} `);
    return stelle < 0 ? zitat : `${vorher.slice(0, stelle + 1)}${rest}`;
  });
}

export function abschnitt8(spec) {
  const teil = spec.split(/^## /m).find((t) => t.startsWith('8.'));
  if (!teil) throw new Error('SPEC: Abschnitt 8 nicht gefunden');
  return teil;
}

/** Every text value of texts.ts by its path ('dokumente.ladeFehler'); functions are called with SPEC placeholders. */
function textSchluessel(texts) {
  const schluessel = new Map();
  const platzhalter = ['{number}', '{id}', 'N', 'M', '<strength>'];
  const sammle = (wert, pfad) => {
    if (typeof wert === 'string') {
      if (!schluessel.has(wert)) schluessel.set(wert, pfad);
    } else if (typeof wert === 'function') {
      for (const p of platzhalter) {
        const text = wert(...Array.from({ length: wert.length }, () => p));
        if (!schluessel.has(text)) schluessel.set(text, pfad);
      }
    } else if (Array.isArray(wert)) {
      wert.forEach((element, i) => sammle(element, `${pfad}[${i}]`));
    } else if (wert && typeof wert === 'object') {
      for (const [name, kind] of Object.entries(wert)) sammle(kind, pfad ? `${pfad}.${name}` : name);
    }
  };
  sammle(texts, '');
  return schluessel;
}

/** Index just past the bracket that closes the one at `start`, skipping strings, template literals and comments. */
function schliessend(src, start) {
  const paare = { '(': ')', '[': ']', '{': '}' };
  const stapel = [];
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      i = src.indexOf('\n', i);
      if (i < 0) return src.length;
    } else if (c === '/' && src[i + 1] === '*') {
      i = src.indexOf('*/', i + 2) + 1;
    } else if (c === "'" || c === '"') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '`') {
      for (i++; i < src.length && src[i] !== '`'; i++) {
        if (src[i] === '\\') i++;
        else if (src[i] === '$' && src[i + 1] === '{') i = schliessend(src, i + 1) - 1;
      }
    } else if (c in paare) {
      stapel.push(paare[c]);
    } else if (c === ')' || c === ']' || c === '}') {
      stapel.pop();
      if (stapel.length === 0) return i + 1;
    }
  }
  return src.length;
}

/** The source with comments replaced by spaces (same offsets and lines), so words in comments are no code. */
export function ohneKommentare(src) {
  const aus = src.split('');
  const leeren = (von, bis) => {
    for (let k = von; k < bis; k++) if (aus[k] !== '\n') aus[k] = ' ';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      const ende = src.indexOf('\n', i);
      const bis = ende < 0 ? src.length : ende;
      leeren(i, bis);
      i = bis;
    } else if (c === '/' && src[i + 1] === '*') {
      const ende = src.indexOf('*/', i + 2);
      const bis = ende < 0 ? src.length : ende + 2;
      leeren(i, bis);
      i = bis - 1;
    } else if (c === "'" || c === '"') {
      for (i++; i < src.length && src[i] !== c && src[i] !== '\n'; i++) if (src[i] === '\\') i++;
    } else if (c === '`') {
      for (i++; i < src.length && src[i] !== '`'; i++) {
        if (src[i] === '\\') i++;
        else if (src[i] === '$' && src[i + 1] === '{') i = schliessend(src, i + 1) - 1;
      }
    }
  }
  return aus.join('');
}

/** Index past a TypeScript type argument list `<…>` starting at `start`, or `start` when there is none. */
function ohneTypargumente(src, start) {
  let i = start;
  while (/\s/.test(src[i] ?? '')) i++;
  if (src[i] !== '<') return start;
  let tiefe = 0;
  for (; i < src.length; i++) {
    if (src[i] === '<') tiefe++;
    else if (src[i] === '>' && src[i - 1] !== '=') {
      tiefe--;
      if (tiefe === 0) return i + 1;
    }
  }
  return start;
}

/** The first string literal in a piece of source (a test's title). */
function ersterString(src) {
  const treffer = /(['"`])((?:\\.|(?!\1)[^\\])*)\1/.exec(src);
  return treffer ? treffer[2].replace(/\\(.)/g, '$1') : '';
}

/** Test cases of a file: it(…), test(…), it.each(…)(…) with title and full source (the each table included). */
export function testfaelle(roh) {
  const src = ohneKommentare(roh);
  const faelle = [];
  const muster = /(?<![\w.$])(it|test)(\.each|\.only|\.skip|\.fails|\.concurrent)?(?=\s*[(<])/g;
  for (let treffer = muster.exec(src); treffer; treffer = muster.exec(src)) {
    const nachTyp = ohneTypargumente(src, treffer.index + treffer[0].length);
    const klammer = /^\s*\(/.exec(src.slice(nachTyp));
    if (!klammer) continue;
    const auf = nachTyp + klammer[0].length - 1;
    let ende = schliessend(src, auf);
    let titelQuelle = src.slice(auf + 1, ende);
    if (treffer[2] === '.each') {
      const weiter = /^\s*\(/.exec(src.slice(ende));
      if (!weiter) continue;
      const auf2 = ende + weiter[0].length - 1;
      const ende2 = schliessend(src, auf2);
      titelQuelle = src.slice(auf2 + 1, ende2);
      ende = ende2;
    }
    // The title is the first argument; `test(variable …)` and calls like `regex.test(x)` are no test cases.
    if (!/^\s*['"`]/.test(titelQuelle)) continue;
    const titel = ersterString(titelQuelle);
    if (titel === '') continue;
    faelle.push({ titel, quelle: src.slice(treffer.index, ende) });
    muster.lastIndex = ende;
  }
  return faelle;
}

/**
 * Names in a file that stand for a texts path: `const t = texts.kontaktanfrage;`, `const { erfolg } = texts.x;`,
 * `const FEHLER = texts.dokumente.ladeFehler;` (also aliases of aliases).
 */
export function textAliase(src) {
  const aliase = new Map([['texts', '']]);
  for (let runde = 0; runde < 3; runde++) {
    for (const [, name, basis, rest] of src.matchAll(
      /\b(?:const|let)\s+(\w+)\s*=\s*(\w+)((?:\.\w+)*)\s*(?:;|\n)/g,
    )) {
      if (aliase.has(basis) && !aliase.has(name))
        aliase.set(name, `${aliase.get(basis)}${rest}`.replace(/^\./, ''));
    }
    for (const [, namen, basis, rest] of src.matchAll(
      /\b(?:const|let)\s*\{([^}]+)\}\s*=\s*(\w+)((?:\.\w+)*)\s*(?:;|\n)/g,
    )) {
      if (!aliase.has(basis)) continue;
      const pfad = `${aliase.get(basis)}${rest}`.replace(/^\./, '');
      for (const teil of namen.split(',')) {
        const [feld, lokal] = teil.split(':').map((s) => s.trim());
        if (feld && !aliase.has(lokal ?? feld)) aliase.set(lokal ?? feld, pfad ? `${pfad}.${feld}` : feld);
      }
    }
  }
  return aliase;
}

/**
 * Does this source refer to the texts key `pfad` (directly or through an alias of the file) in a statement that
 * expects the text, not its absence (no `.not.` and no count of 0 between the semicolons around the reference)?
 */
function verweistAuf(quelle, pfad, aliase) {
  const bejaht = (muster) =>
    [...quelle.matchAll(new RegExp(muster, 'g'))].some((treffer) => {
      const von = quelle.lastIndexOf(';', treffer.index) + 1;
      const bis = quelle.indexOf(';', treffer.index);
      return !VERNEINT.test(quelle.slice(von, bis < 0 ? quelle.length : bis));
    });
  for (const [name, basis] of aliase) {
    if (basis === pfad) {
      if (name !== 'texts' && bejaht(`(?<![\\w.$])${name}(?![\\w$])`)) return true;
      continue;
    }
    if (basis !== '' && !pfad.startsWith(`${basis}.`)) continue;
    const rest = basis === '' ? pfad : pfad.slice(basis.length + 1);
    const ausdruck = `${name}.${rest}`.replaceAll('.', '\\.').replace(/\[(\d+)\]/g, '\\[$1\\]');
    if (bejaht(`(?<![\\w.$])${ausdruck}(?![\\w$])`)) return true;
  }
  return false;
}

function dateien(verzeichnis, endung) {
  if (!existsSync(verzeichnis)) return [];
  return readdirSync(verzeichnis, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(endung))
    .map((e) => join(e.parentPath, e.name))
    .filter((pfad) => !pfad.includes('node_modules'))
    .sort();
}

/** Top-level helpers of a file that inject a fault, so a test case calling them triggers it too. */
function ausloesendeHelfer(src) {
  const namen = [];
  for (const treffer of src.matchAll(
    /(?:^|\n)(?:export\s+)?(?:async\s+)?function\s+(\w+)\s*\(|(?:^|\n)(?:export\s+)?const\s+(\w+)\s*=\s*(?:async\s*)?\(/g,
  )) {
    const name = treffer[1] ?? treffer[2];
    const auf = src.indexOf('{', src.indexOf('(', treffer.index + treffer[0].length - 1));
    if (auf < 0) continue;
    if (AUSLOESER.test(src.slice(auf, schliessend(src, auf)))) namen.push(name);
  }
  return namen;
}

export async function erzeugeKatalog() {
  const spec = readFileSync(specPfad, 'utf8');
  const meldungen = [...new Set(zitate(abschnitt8(spec)))];
  const { texts } = await import(pathToFileURL(textsPfad).href);
  const schluessel = textSchluessel(texts);

  // Shared test helpers (the render helpers of portal-core, e2e/support) that inject a fault count in every test
  // file that calls them by name.
  const gemeinsameHelfer = [
    ...dateien(join(root, 'packages/portal-core/src/test'), '.tsx'),
    ...dateien(join(root, 'packages/portal-core/src/test'), '.ts'),
    ...dateien(join(root, 'e2e/support'), '.ts'),
  ].flatMap((pfad) => ausloesendeHelfer(ohneKommentare(readFileSync(pfad, 'utf8'))));

  const testdateien = [
    ...dateien(join(root, 'packages/portal-core/src'), '.test.tsx'),
    ...dateien(join(root, 'e2e/tests'), '.spec.ts'),
  ].map((pfad) => {
    const src = ohneKommentare(readFileSync(pfad, 'utf8'));
    const helfer = [...ausloesendeHelfer(src), ...gemeinsameHelfer];
    // A fault injected in beforeEach applies to every case of the file.
    const vorab = [...src.matchAll(/beforeEach\s*\(/g)].some((m) =>
      AUSLOESER.test(src.slice(m.index, schliessend(src, m.index + m[0].length - 1))),
    );
    return { pfad: relative(root, pfad), aliase: textAliase(src), faelle: testfaelle(src), helfer, vorab };
  });

  const zeilen = meldungen.map((meldung) => {
    const pfad = schluessel.get(meldung);
    const art = ZUSTANDSMELDUNGEN.has(meldung) ? 'Zustand' : 'Fehler';
    const nachweise = [];
    if (pfad) {
      for (const datei of testdateien) {
        const faelle = datei.faelle.filter((fall) => {
          if (!verweistAuf(fall.quelle, pfad, datei.aliase)) return false;
          if (art === 'Zustand') return true;
          return (
            datei.vorab ||
            AUSLOESER.test(fall.quelle) ||
            datei.helfer.some((name) => new RegExp(`(?<![\\w.$])${name}\\(`).test(fall.quelle)) ||
            (SEED_AUSLOESER[pfad]?.muster.test(fall.quelle) ?? false)
          );
        });
        if (faelle.length > 0) nachweise.push({ datei: datei.pfad, tests: faelle.map((f) => f.titel) });
      }
    }
    return { meldung, pfad, art, nachweise };
  });

  const zelle = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const markdown = [
    '# Fehlermeldungen (SPEC §8) und ihre Nachweise',
    '',
    'Erzeugt von `node scripts/fehlerkatalog.mjs` – nicht von Hand bearbeiten. Jede zitierte Meldung aus SPEC §8 mit',
    'ihrem Schlüssel in `packages/portal-core/src/texts.ts` und den Tests, die sie zeigen. **Fehler**: der Test lässt',
    'einen Aufruf scheitern (`demo.fault`, `demoBackend.fault` oder `page.route`) und zeigt die Meldung. **Zustand**:',
    'Erfolg, leere Liste, Hinweis oder Router – der Test führt den Zustand herbei und zeigt die Meldung.',
    'Einige Fehler liefert das Demo-Backend auch ohne Fehlerinjektion, aus seinen Seed-Daten; ein Test mit diesem Fall',
    `zählt ebenso: ${Object.entries(SEED_AUSLOESER)
      .map(([pfad, { grund }]) => `\`texts.${pfad}\` (${grund})`)
      .join('; ')}.`,
    '`e2e/tests/fehlerkatalog.spec.ts` schlägt fehl, wenn eine Meldung keinen Nachweis hat oder diese Datei veraltet ist.',
    '',
    '| Meldung | texts-Schlüssel | Art | Tests |',
    '|---|---|---|---|',
    ...zeilen.map(({ meldung, pfad, art, nachweise }) => {
      const anzahl = nachweise.reduce((summe, n) => summe + n.tests.length, 0);
      return `| ${zelle(meldung)} | ${pfad ? `\`texts.${pfad}\`` : '**kein Schlüssel**'} | ${art} | ${anzahl === 0 ? '**fehlt**' : anzahl} |`;
    }),
    '',
    '## Nachweise',
    '',
    ...zeilen.flatMap(({ meldung, pfad, nachweise }) => [
      `### ${pfad ? `texts.${pfad}` : zelle(meldung)}`,
      '',
      `„${meldung}“`,
      '',
      ...(nachweise.length === 0
        ? ['- **kein Nachweis**']
        : nachweise.flatMap((n) => n.tests.map((t) => `- \`${n.datei}\`: „${t}“`))),
      '',
    ]),
  ].join('\n');
  // Formatted like every other file (pnpm format:check), so the generated doc passes the repository's check.
  const formatiert = await prettier.format(markdown, {
    ...(await prettier.resolveConfig(dokPfad)),
    filepath: dokPfad,
  });

  const fehlend = zeilen.filter((z) => !z.pfad || z.nachweise.length === 0);
  return { zeilen, markdown: formatiert, fehlend };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pruefen = process.argv.includes('--check');
  const { zeilen, markdown, fehlend } = await erzeugeKatalog();
  const bewiesen = zeilen.length - fehlend.length;
  console.log(`Fehlerkatalog: ${bewiesen} von ${zeilen.length} Meldungen aus SPEC §8 durch Tests belegt.`);
  for (const z of fehlend)
    console.log(`  ohne Nachweis: ${z.pfad ? `texts.${z.pfad}` : '(kein texts-Schlüssel)'} – ${z.meldung}`);
  if (pruefen) {
    const aktuell = existsSync(dokPfad) && readFileSync(dokPfad, 'utf8') === markdown;
    if (!aktuell) console.log('  docs/fehlermeldungen.md ist veraltet: node scripts/fehlerkatalog.mjs');
    process.exit(fehlend.length === 0 && aktuell ? 0 : 1);
  }
  writeFileSync(dokPfad, markdown);
  console.log(`geschrieben: ${relative(root, dokPfad)}`);
}
