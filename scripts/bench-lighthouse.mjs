// Lighthouse (mobile preset) on each brand's production build behind nginx with the production configuration:
// /anmelden signed out, and signed in the landing page and the three chart pages. Three runs each; prints the
// medians. The floor (issue 17): each page's visible content, once rendered, saved as static HTML without scripts
// (same CSS, logo and fonts) and measured the same way behind the same nginx; each route's LCP is printed as a ratio
// to its floor from the same run. Needs built apps (pnpm build). Prints numbers; asserts nothing.
//   node scripts/bench-lighthouse.mjs [--brand <id>] [--path /anmelden] [--details]
// --details also lists every audit below full score (accessibility, best practices) and the performance audits
// that cost time, from the last run of each page.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { chromiumArgs, chromiumPath } from '../tooling/test-config/chromium.ts';

const root = new URL('../', import.meta.url);
const apiPort = 4030;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const { values: args } = parseArgs({
  options: {
    brand: { type: 'string' },
    path: { type: 'string' },
    details: { type: 'boolean', default: false },
  },
});
const brands = readdirSync(new URL('brands/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Audits that cost points, for --details. */
function schwachstellen(lhr) {
  const lines = [];
  for (const id of ['accessibility', 'best-practices', 'performance']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 && id !== 'performance') continue;
      if (audit.score === null || audit.score >= (id === 'performance' ? 0.9 : 1)) continue;
      if (
        id === 'performance' &&
        audit.scoreDisplayMode !== 'numeric' &&
        audit.scoreDisplayMode !== 'metricSavings'
      )
        continue;
      lines.push(`    ${id}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ''} ${audit.title}`);
    }
  }
  const knoten = (wert) =>
    wert && typeof wert === 'object'
      ? wert.type === 'node'
        ? [wert]
        : Object.values(wert).flatMap(knoten)
      : [];
  for (const node of knoten(lhr.audits['lcp-breakdown-insight']?.details).slice(0, 1)) {
    lines.push(`    LCP element: ${node.snippet} ${node.selector ?? ''}`);
  }
  for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
    lines.push(
      `    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`,
    );
  }
  for (const script of lhr.audits['bootup-time']?.details?.items ?? []) {
    lines.push(`    script ${Math.round(script.scripting)} ms scripting: ${script.url}`);
  }
  for (const shift of lhr.audits['layout-shifts']?.details?.items ?? []) {
    lines.push(
      `    layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet ?? ''} ${shift.node?.selector ?? ''}`,
    );
  }
  for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
    const pfad = new URL(request.url).pathname;
    lines.push(
      `    request: ${pfad.padEnd(48)} ${(request.transferSize / 1024).toFixed(1).padStart(6)} KB  ${Math.round(request.networkEndTime - request.networkRequestTime)} ms`,
    );
  }
  return lines;
}

const children = [];
function start(command, args, env = {}) {
  // Own process group, so stopping it also stops what pnpm and tsx start beneath it.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  return child;
}
async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}
// Lighthouse now and then reports no LCP for a run (no candidate in its trace): such a run is left out, not read as 0.
const median = (values) => {
  const gemessen = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return gemessen.length === 0 ? Number.NaN : gemessen[Math.floor(gemessen.length / 2)];
};
/**
 * Opens the portal's origin and leaves a fresh session in local storage, or none. On the manifest, not a page of the
 * portal: a page would register the service worker, and the run after it would measure a return visit.
 */
async function sitzungSetzen(page, port, signedIn) {
  await page.goto(`http://localhost:${port}/manifest.webmanifest`);
  await page.evaluate(
    (session) => {
      if (session) localStorage.setItem('ekp-token', session);
      else localStorage.removeItem('ekp-token');
    },
    signedIn ? await signIn() : null,
  );
}
/** Floor pages written into a dist for the run, removed at the end. */
const bodenDateien = [];

/**
 * The page's visible content as static HTML: rendered once (signed in where the route needs it), then saved without
 * scripts and module preloads into the brand's dist, where nginx serves it like any static file.
 */
async function bodenSeite(browser, port, brand, path, signedIn) {
  const page = await browser.newPage();
  await sitzungSetzen(page, port, signedIn);
  await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle0' });
  const html = await page.evaluate(() => {
    for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await page.close();
  const name = `boden${path.replaceAll('/', '-') || '-start'}.html`;
  const datei = new URL(`apps/${brand}/dist/${name}`, root);
  writeFileSync(datei, html);
  bodenDateien.push(datei);
  return `/${name}`;
}

/** Median scores, LCP, CLS and bytes of `runs` Lighthouse runs of one URL, cold cache each. */
async function messe(browser, chromePort, port, url, signedIn) {
  const results = [];
  let letzter;
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    await sitzungSetzen(page, port, signedIn);
    // disableStorageReset keeps the session in local storage, but also the HTTP cache and the service worker
    // (with its cache) of earlier visits: remove them, so each run measures a first visit (cold cache), as a
    // customer's phone sees it, and the floor page is not answered by the portal's worker.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: `http://localhost:${port}`,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.detach();
    const result = await lighthouse(
      `http://localhost:${port}${url}`,
      {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    letzter = lhr;
    results.push({
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      bytes: lhr.audits['total-byte-weight'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
    await page.close();
  }
  return { m: (key) => median(results.map((r) => r[key])), letzter };
}

async function signIn() {
  const response = await fetch(`http://localhost:${apiPort}/api/anschlussnutzer/login`, {
    method: 'POST',
    headers: { kundennummer: '10000001', passwort: 'Demo-Passwort-1!' },
  });
  const ttl = Number(response.headers.get('ttl'));
  return JSON.stringify({
    kundennummer: '10000001',
    token: response.headers.get('token'),
    ablaufdatum: new Date(Date.now() + ttl * 1000).toISOString(),
  });
}

try {
  start('pnpm', ['--filter', '@ekp/demo-api', 'start'], { DEMO_API_PORT: String(apiPort) });
  await waitFor(`http://localhost:${apiPort}/__demo/mailbox`);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  console.log(
    'Lighthouse, mobile preset, median of',
    runs,
    "runs (performance / accessibility / best practices, LCP and its ratio to the static floor, total blocking time, CLS, bytes; below: the floor's own performance and blocking time, and Lighthouse's CPU index of this machine)",
  );
  for (const [index, brand] of brands.entries()) {
    if (args.brand && args.brand !== brand) continue;
    const port = 8091 + index;
    start('node', [
      'scripts/nginx-serve.mjs',
      '--brand',
      brand,
      '--port',
      String(port),
      '--api',
      `http://localhost:${apiPort}`,
    ]);
    await waitFor(`http://localhost:${port}/anmelden`);
    const pages = [
      { path: '/anmelden', signedIn: false },
      { path: '/', signedIn: true },
      { path: '/vertrag/3000101/preiszeitreihe', signedIn: true },
      { path: '/vertrag/3000101/verbrauchshistorie', signedIn: true },
      { path: '/vertrag/3000101/verbrauch', signedIn: true },
    ];
    for (const { path, signedIn } of pages) {
      if (args.path && args.path !== path) continue;
      const route = await messe(browser, chrome.port, port, path, signedIn);
      const boden = await messe(
        browser,
        chrome.port,
        port,
        await bodenSeite(browser, port, brand, path, signedIn),
        false,
      );
      const m = route.m;
      console.log(
        `${brand.padEnd(24)} ${path.padEnd(32)} ${m('performance').toFixed(2)} / ${m('accessibility').toFixed(2)} / ${m('bestPractices').toFixed(2)}   LCP ${Math.round(m('lcp'))} ms = ${(m('lcp') / boden.m('lcp')).toFixed(2)} × Boden (${Math.round(boden.m('lcp'))} ms)   TBT ${Math.round(m('tbt'))} ms   CLS ${m('cls').toFixed(3)}   ${(m('bytes') / 1024).toFixed(1)} KB`,
      );
      // What a page without scripts reaches on this machine: Lighthouse multiplies Chromium's own work (the new
      // document, style, layout, the logo) by four as well, so the floor has blocking time too.
      console.log(
        `${''.padEnd(57)} Boden: ${boden.m('performance').toFixed(2)}, TBT ${Math.round(boden.m('tbt'))} ms; CPU index of this machine ${Math.round(m('benchmarkIndex'))}`,
      );
      if (args.details && route.letzter) for (const line of schwachstellen(route.letzter)) console.log(line);
    }
  }
  await browser.disconnect();
  await chrome.kill();
} finally {
  for (const datei of bodenDateien) rmSync(datei, { force: true });
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
