// Chart and CSV export benchmark of the consumption screens (issue 7). Prints numbers; asserts nothing.
//  1. The gzip size of the chunk that carries chart.js in the stadtwerke-musterstadt build (budget 80 KB; needs
//     `pnpm build`, otherwise it says so and goes on).
//  2. The time Debian's Chromium takes to build and draw the portal's own history and price charts
//     (features/verbrauch/diagramme.ts + chart-setup.ts, bundled at bench time into a temp dir) for a month of
//     hourly and of quarter-hourly values and a year of hourly values.
//  3. The wall time of the daily CSV export of a month (rules/tages-export.ts, the screen's own fetch-and-assemble
//     logic) against an in-process demo backend that answers every call after 100 ms, with 4 requests in flight
//     compared with one after another and with all days at once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { budgets, chartChunkWeight } from './bundle-size.mjs';

const root = new URL('../', import.meta.url);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (wert) => `${wert.toFixed(1)} ms`;
const median = (werte) => [...werte].sort((a, b) => a - b)[Math.floor(werte.length / 2)];

// The root has no copies of these; they come with the packages that use them.
const ausPortalCore = createRequire(new URL('packages/portal-core/package.json', root));
const ausDemoApi = createRequire(new URL('packages/demo-api/package.json', root));
const { chromium } = createRequire(ausPortalCore.resolve('playwright'))('playwright-core');
const { build } = await import(pathToFileURL(ausPortalCore.resolve('vite')).href);
const { tsImport } = await import(pathToFileURL(ausDemoApi.resolve('tsx/esm/api')).href);
const { chromiumArgs, chromiumPath } = await import(new URL('tooling/test-config/chromium.ts', root).href);

// ------------------------------------------------------------------------------------------------ 1. chunk size

const dist = new URL('apps/stadtwerke-musterstadt/dist/', root);
try {
  const bytes = chartChunkWeight(dist);
  console.log(
    bytes > 0
      ? `chart chunk (stadtwerke-musterstadt)   ${kb(bytes)} gzip (budget ${kb(budgets.chartChunkGzip)})`
      : 'chart chunk (stadtwerke-musterstadt)   no chunk with chart.js found in the build',
  );
} catch (fehler) {
  console.log(`chart chunk (stadtwerke-musterstadt)   not measured: ${fehler.message}`);
}

// ------------------------------------------------------------------------------------------------ 2. render times

const verbrauch = fileURLToPath(new URL('packages/portal-core/src/features/verbrauch/', root));
const temp = mkdtempSync(join(tmpdir(), 'bench-charts-'));
try {
  writeFileSync(
    join(temp, 'eintrag.ts'),
    `
import { Chart, registriereChartJs } from ${JSON.stringify(join(verbrauch, 'chart-setup.ts'))};
import { historieDiagramm, preisDiagramm } from ${JSON.stringify(join(verbrauch, 'diagramme.ts'))};

const farben = {
  verbrauchZeitraum: '#c62828', verbrauchJahr: '#2e7d32', verbrauchsverlauf: '#9e9e9e',
  verbrauchsverlaufRand: '#1565c0', prognose: '#6a4c93', historie: '#80cbc4', historieRand: '#00695c', preis: '#005a8c',
};
const stil = { text: '#1a202c', animieren: false };

// Intervals from 1 January 2026 00:00 Berlin, with values that move like a household and a spot market.
function reihe(anzahl: number, schritt: number) {
  const start = Date.UTC(2025, 11, 31, 23);
  return Array.from({ length: anzahl }, (_, i) => {
    const von = start + i * schritt;
    const verbrauch = 0.1 + ((i * 37) % 24) / 40;
    const arbeitspreis = 0.12 + ((i * 7) % 29) / 100;
    return {
      von: new Date(von).toISOString(),
      bis: new Date(von + schritt).toISOString(),
      verbrauch,
      arbeitspreis,
      kosten: verbrauch * arbeitspreis,
    };
  });
}

(globalThis as Record<string, unknown>).chartBench = (art: 'historie' | 'preis', anzahl: number, schritt: number) => {
  const daten = reihe(anzahl, schritt);
  const box = document.createElement('div');
  box.style.cssText = 'position:relative;width:960px;height:380px';
  const canvas = document.createElement('canvas');
  box.append(canvas);
  document.body.append(box);
  const t0 = performance.now();
  const konfiguration =
    art === 'historie'
      ? historieDiagramm(daten, 'stuendlich', new Date(), farben, stil)
      : preisDiagramm(daten.map((e) => ({ von: e.von, preis: e.arbeitspreis })), farben, stil);
  const t1 = performance.now();
  registriereChartJs();
  const chart = new Chart(canvas, konfiguration as never);
  const t2 = performance.now();
  chart.destroy();
  box.remove();
  return { konfiguration: t1 - t0, zeichnen: t2 - t1, gesamt: t2 - t0 };
};
`,
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    root: temp,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: join(temp, 'dist'),
      emptyOutDir: true,
      lib: {
        entry: join(temp, 'eintrag.ts'),
        formats: ['iife'],
        name: 'ChartBench',
        fileName: () => 'bench.js',
      },
    },
  });

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    await page.setContent('<!doctype html><html lang="de"><title>bench-charts</title><body></body></html>');
    await page.addScriptTag({ path: join(temp, 'dist', 'bench.js') });
    const STUNDE = 3_600_000;
    const faelle = [
      { name: 'history, a month of hours (720)', art: 'historie', anzahl: 30 * 24, schritt: STUNDE },
      {
        name: 'history, a month of quarter-hours (2,880)',
        art: 'historie',
        anzahl: 30 * 96,
        schritt: STUNDE / 4,
      },
      { name: 'history, a year of hours (8,760)', art: 'historie', anzahl: 8760, schritt: STUNDE },
      { name: 'price line, a year of hours (8,760)', art: 'preis', anzahl: 8760, schritt: STUNDE },
    ];
    for (const fall of faelle) {
      const laeufe = [];
      for (let i = 0; i < 6; i++) {
        laeufe.push(await page.evaluate((f) => globalThis.chartBench(f.art, f.anzahl, f.schritt), fall));
      }
      // The first run warms up the JIT; the median of the other five is printed.
      const messung = laeufe.slice(1);
      console.log(
        `render ${fall.name.padEnd(42)} ${ms(median(messung.map((l) => l.gesamt)))}` +
          `  (configuration ${ms(median(messung.map((l) => l.konfiguration)))}, chart.js ${ms(median(messung.map((l) => l.zeichnen)))})`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

// ------------------------------------------------------------------------------------------------ 3. daily export

const { startDemoServer } = await tsImport(
  './src/transports/node-server.ts',
  new URL('packages/demo-api/package.json', root).href,
);
const { erstelleTagesExport } = await tsImport(
  './src/rules/tages-export.ts',
  new URL('packages/portal-core/package.json', root).href,
);
const server = await startDemoServer({ port: 0, host: '127.0.0.1', processingDelayMs: 0 });
try {
  const login = await fetch(`${server.url}/api/anschlussnutzer/login`, {
    method: 'POST',
    headers: { kundennummer: '10000001', passwort: 'Demo-Passwort-1!' },
  });
  const kopf = { token: login.headers.get('token') ?? '', kundennummer: '10000001' };
  // A pure delay: every history call answers correctly after 100 ms.
  const fault = await fetch(`${server.url}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId: 'getVerbrauchshistorie', delayMs: 100, times: -1 }),
  });
  if (!fault.ok) throw new Error(`demo fault: HTTP ${fault.status}`);

  const laden = async (tag, signal) => {
    const query = new URLSearchParams({ von: tag.von, bis: tag.bis, interval: 'STUENDLICH' });
    const antwort = await fetch(`${server.url}/api/3000101/historie?${query}`, { headers: kopf, signal });
    if (!antwort.ok) throw new Error(`historie: HTTP ${antwort.status}`);
    return (await antwort.json()).data;
  };
  // The whole previous month (the current one ends yesterday).
  const jetzt = new Date();
  const vormonat = new Date(Date.UTC(jetzt.getUTCFullYear(), jetzt.getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 10);
  for (const parallel of [4, 1, 31]) {
    const t0 = performance.now();
    const ergebnis = await erstelleTagesExport(vormonat, jetzt, { laden, parallel });
    const dauer = performance.now() - t0;
    const beschreibung =
      parallel === 1 ? 'one after another' : parallel === 31 ? 'all days at once' : `${parallel} in flight`;
    console.log(
      `daily CSV export ${ergebnis.dateiname}  ${beschreibung.padEnd(17)} ${ms(dauer)}  (${ergebnis.zeilen} rows, ${(ergebnis.inhalt.length / 1024).toFixed(0)} KB)`,
    );
  }
} finally {
  await server.close();
}
