// `pnpm test:kalender`: the calendar sweep (issue 12). Runs the date-sensitive rule tables and screens of
// portal-core once per pinned moment (EKP_JETZT, read by @ekp/test-config/testmoment): DST days, the 12:00
// cut-over on New Year's Eve, New Year, a leap day, Easter, the days before Reformationstag and Buß- und Bettag,
// December (next year's holidays) and an ordinary weekday. Each run has its own demo backend and browser;
// KALENDER_PARALLEL runs go side by side (default 1: on two cores, two browsers only slow each other down).
// KALENDER_MOMENTE=<iso,iso> runs only those moments.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The moments the rules bite on, each with the reason it is here. */
export const MOMENTE = [
  { jetzt: '2026-03-29T01:30:00+01:00', warum: 'DST start, the last hour before the clocks jump' },
  { jetzt: '2026-03-29T03:30:00+02:00', warum: 'DST start, just after: a day of 23 hours' },
  { jetzt: '2026-10-25T02:30:00+01:00', warum: 'DST end, the repeated hour: a day of 25 hours' },
  { jetzt: '2026-12-31T11:59:00+01:00', warum: "New Year's Eve, a minute before the 12:00 cut-over" },
  { jetzt: '2026-12-31T12:00:00+01:00', warum: "New Year's Eve at the 12:00 cut-over" },
  { jetzt: '2027-01-01T00:00:00+01:00', warum: 'New Year, midnight: a new year, a holiday' },
  { jetzt: '2028-02-29T12:00:00+01:00', warum: 'a leap day' },
  {
    jetzt: '2027-03-25T10:00:00+01:00',
    warum: 'Thursday before Easter: Good Friday and Easter Monday follow',
  },
  { jetzt: '2026-10-28T10:00:00+01:00', warum: 'Wednesday before Reformationstag' },
  { jetzt: '2026-11-17T10:00:00+01:00', warum: 'the day before Buß- und Bettag (Saxony only)' },
  { jetzt: '2026-12-23T10:00:00+01:00', warum: "December: next year's holidays are needed" },
  { jetzt: '2026-06-10T10:00:00+02:00', warum: 'an ordinary weekday (the standard moment)' },
];

/**
 * The rule tables that read "now" and the screens whose content depends on it (relative to packages/portal-core):
 * cancellation earliest date, reading date limits, consumption history periods and arrows, price-series window,
 * tariff slice classification, delete-or-end of addresses and bank accounts, session expiry.
 */
export const DATEIEN = [
  'src/rules/kuendigung.test.ts',
  'src/rules/wanduhr.test.ts',
  'src/rules/session.test.ts',
  'src/rules/ablesung.test.ts',
  'src/features/kuendigung/kuendigen-page.test.tsx',
  'src/features/ablesung/ablesung-page.test.tsx',
  'src/features/verbrauch/verbrauchshistorie-page.test.tsx',
  'src/features/verbrauch/preiszeitreihe-page.test.tsx',
  'src/features/tarif/tarifhistorie-page.test.tsx',
  'src/features/rechnungsadresse/rechnungsadressen-page.test.tsx',
  'src/features/bankverbindung/bankverbindungen-page.test.tsx',
  'src/shell/shell.test.tsx',
];

const portalCore = fileURLToPath(new URL('../packages/portal-core/', import.meta.url));

function lauf({ jetzt }) {
  return new Promise((resolve) => {
    const start = performance.now();
    const bericht = `.testergebnisse/kalender-${jetzt.replace(/[^0-9T]/g, '')}.json`;
    const berichte = ['--reporter=dot', '--reporter=json', `--outputFile.json=${bericht}`];
    const kind = spawn('pnpm', ['exec', 'vitest', 'run', ...berichte, ...DATEIEN], {
      cwd: portalCore,
      env: { ...process.env, EKP_JETZT: jetzt },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ausgabe = '';
    kind.stdout.on('data', (teil) => (ausgabe += teil));
    kind.stderr.on('data', (teil) => (ausgabe += teil));
    kind.on('close', (code) =>
      resolve({ jetzt, ok: code === 0, sekunden: (performance.now() - start) / 1000, ausgabe }),
    );
  });
}

async function main() {
  const nur = process.env.KALENDER_MOMENTE?.split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const momente = nur?.length ? nur.map((jetzt) => ({ jetzt, warum: 'gewählt' })) : MOMENTE;
  const parallel = Math.max(1, Number(process.env.KALENDER_PARALLEL ?? 1));
  const ergebnisse = [];
  const offen = [...momente];
  const arbeiter = Array.from({ length: parallel }, async () => {
    for (let moment = offen.shift(); moment; moment = offen.shift()) {
      const ergebnis = await lauf(moment);
      ergebnisse.push(ergebnis);
      const zusammenfassung =
        /Tests\s+(.*)$/m.exec(ergebnis.ausgabe.replace(/\x1b\[[0-9;]*m/g, ''))?.[1] ?? '';
      console.log(
        `${ergebnis.ok ? 'ok  ' : 'FAIL'}  ${moment.jetzt}  ${ergebnis.sekunden.toFixed(0).padStart(4)} s  ${zusammenfassung.trim()}  (${moment.warum})`,
      );
      if (!ergebnis.ok) console.log(ergebnis.ausgabe);
    }
  });
  await Promise.all(arbeiter);
  const fehlgeschlagen = ergebnisse.filter((e) => !e.ok);
  console.log(
    `Kalender: ${ergebnisse.length - fehlgeschlagen.length} von ${ergebnisse.length} Zeitpunkten grün` +
      (fehlgeschlagen.length ? `; rot: ${fehlgeschlagen.map((e) => e.jetzt).join(', ')}` : ''),
  );
  process.exitCode = fehlgeschlagen.length ? 1 : 0;
}

await main();
