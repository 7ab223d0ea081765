// Sums every runner's JSON report (Vitest per package and per calendar moment, Storybook, Playwright) into one
// line, `N passed, M failed`: what `.ci/run` prints last. Reports live in <package>/.testergebnisse/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Every .testergebnisse folder of a workspace package (apps/*, packages/*, e2e). */
function berichtsordner() {
  const ordner = [join(root, 'e2e', '.testergebnisse')];
  for (const gruppe of ['apps', 'packages']) {
    for (const paket of readdirSync(join(root, gruppe)))
      ordner.push(join(root, gruppe, paket, '.testergebnisse'));
  }
  return ordner.filter((pfad) => existsSync(pfad));
}

/** passed/failed/skipped of one report: Vitest's JSON (Jest format) or Playwright's. */
export function zaehle(bericht) {
  if (bericht.stats && typeof bericht.stats.expected === 'number') {
    const { expected, unexpected, flaky, skipped } = bericht.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: bericht.numPassedTests ?? 0,
    failed: (bericht.numFailedTests ?? 0) + (bericht.numRuntimeErrorTestSuites ?? 0),
    skipped: (bericht.numPendingTests ?? 0) + (bericht.numTodoTests ?? 0),
  };
}

const summe = { passed: 0, failed: 0, skipped: 0 };
for (const ordner of berichtsordner()) {
  for (const datei of readdirSync(ordner)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const pfad = join(ordner, datei);
    let zahlen;
    try {
      zahlen = zaehle(JSON.parse(readFileSync(pfad, 'utf8')));
    } catch (fehler) {
      console.log(`${relative(root, pfad)}: nicht lesbar (${fehler.message})`);
      summe.failed += 1;
      continue;
    }
    for (const key of Object.keys(summe)) summe[key] += zahlen[key];
    console.log(
      `${relative(root, pfad).padEnd(70)} ${String(zahlen.passed).padStart(5)} passed ${String(zahlen.failed).padStart(3)} failed`,
    );
  }
}
console.log(
  `${summe.passed} passed, ${summe.failed} failed${summe.skipped ? `, ${summe.skipped} skipped` : ''}`,
);
