import { readFileSync } from 'node:fs';

import { dokPfad, erzeugeKatalog, testfaelle, textAliase } from '../../scripts/fehlerkatalog.mjs';
import { brands } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Every message of SPEC §8 is proven by a test that shows it (and, for an error, makes a call fail), and
 * docs/fehlermeldungen.md lists them as they are now (scripts/fehlerkatalog.mjs). Needs no browser: runs once,
 * in the first brand's project.
 */
test.beforeEach(() => {
  test.skip(test.info().project.name !== brands[0]?.id, 'runs once, not per brand');
});

test('every message of SPEC §8 has a proving test', async () => {
  const { zeilen, fehlend } = await erzeugeKatalog();
  expect(zeilen.length, 'quoted texts found in SPEC §8').toBeGreaterThanOrEqual(40);
  expect(
    fehlend.map((z) => `${z.pfad ? `texts.${z.pfad}` : 'kein texts-Schlüssel'}: ${z.meldung}`),
    'messages without a proving test (add one, then run node scripts/fehlerkatalog.mjs)',
  ).toEqual([]);
});

test('docs/fehlermeldungen.md is current', async () => {
  const { markdown } = await erzeugeKatalog();
  expect(readFileSync(dokPfad, 'utf8') === markdown, 'stale: run node scripts/fehlerkatalog.mjs').toBe(true);
});

test('the scanner finds test cases and text aliases the way the suites write them', () => {
  const quelle = [
    'const t = texts.dokumente;',
    'const { fehler: f } = texts.allgemein;',
    "it('plain', async () => { await demo.fault({ operationId: 'x', status: 500 }); see(t.ladeFehler); });",
    "// it('in a comment', () => {});",
    "it.each<{ a: { b: number } }>([{ a: { b: 1 } }])('table $a', ({ a }) => { see(f); });",
    "if (/x/.test(name)) test('after a regex test call', () => {});",
  ].join('\n');
  expect(testfaelle(quelle).map((f) => f.titel)).toEqual(['plain', 'table $a', 'after a regex test call']);
  expect(textAliase(quelle).get('t')).toBe('dokumente');
  expect(textAliase(quelle).get('f')).toBe('allgemein.fehler');
});
