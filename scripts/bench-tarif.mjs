// Dynamic-tariff calculations benchmark (issue 16). Prints numbers; asserts nothing.
// A year of quarter-hour prices and consumption (35,040 values, with both DST days) through everything the
// price-series and history screens compute: intervals from the wire, the average, the level of every value, the
// cheapest windows of 1–4 hours for two days, and the cost summary. Goal: under 50 ms. The floor is one plain
// pass over the same values (reading and summing every price), measured in the same run.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url);
const ausDemoApi = createRequire(new URL('packages/demo-api/package.json', root));
const { tsImport } = await import(pathToFileURL(ausDemoApi.resolve('tsx/esm/api')).href);
const tarif = await tsImport(
  './src/rules/dynamischer-tarif.ts',
  new URL('packages/portal-core/package.json', root).href,
);

const RUNDEN = 15;
const median = (werte) => [...werte].sort((a, b) => a - b)[Math.floor(werte.length / 2)];
const ms = (wert) => `${wert.toFixed(2)} ms`;

// 2026 in quarter hours from the wire's point of view: ISO strings with the Berlin offset as a backend sends them.
const beginn = Date.parse('2026-01-01T00:00:00+01:00');
const ende = Date.parse('2027-01-01T00:00:00+01:00');
const preise = [];
const historie = [];
for (let t = beginn, i = 0; t < ende; t += 900_000, i++) {
  const preis = Math.round((0.25 + 0.1 * Math.sin(i / 16)) * 10_000) / 10_000;
  const von = new Date(t).toISOString();
  const bis = new Date(t + 900_000).toISOString();
  preise.push({ von, preis });
  historie.push({
    von,
    bis,
    verbrauch: 0.1,
    arbeitspreis: preis,
    kosten: Math.round(preis * 0.1 * 10_000) / 10_000,
  });
}
const now = new Date('2026-06-15T13:05:00+02:00');

function alles() {
  const intervalle = tarif.intervalleAusPreisen(preise);
  const durchschnitt = tarif.durchschnittspreis(intervalle);
  const stufe = tarif.preisstufenNach(durchschnitt);
  const stufen = intervalle.map((e) => stufe(e.preis ?? 0));
  const fenster = tarif
    .tageMitFenstern(intervalle, now)
    .map((tag) => tarif.guenstigsteFenster(intervalle, tag, now));
  const bilanz = tarif.kostenbilanz(historie);
  return stufen.length + fenster.length + (bilanz.kostenEur ?? 0);
}

function boden() {
  let summe = 0;
  for (const e of preise) summe += Date.parse(e.von) > 0 ? e.preis : 0;
  return summe;
}

function messen(funktion) {
  funktion(); // warm-up: the first call pays for compiling
  const zeiten = [];
  for (let i = 0; i < RUNDEN; i++) {
    const start = performance.now();
    funktion();
    zeiten.push(performance.now() - start);
  }
  return median(zeiten);
}

const zeitBoden = messen(boden);
const zeitAlles = messen(alles);
console.log(`dynamic tariff, a year of quarter hours (${preise.length} values), median of ${RUNDEN}:`);
console.log(`  floor (one pass reading every price)      ${ms(zeitBoden)}`);
console.log(
  `  levels, windows, costs                    ${ms(zeitAlles)}  = ${(zeitAlles / zeitBoden).toFixed(1)} × floor (goal < 50 ms)`,
);
