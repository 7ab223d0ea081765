// Lighthouse (mobile preset) on each brand's production build behind nginx with the production configuration:
// /anmelden signed out, and signed in the landing page and a chart page. Three runs each; prints the medians.
// Needs built apps (pnpm build). Prints numbers; asserts nothing.
//   node scripts/bench-lighthouse.mjs [--brand <id>] [--path /anmelden] [--details]
// --details also lists every audit below full score (accessibility, best practices) and the performance audits
// that cost time, from the last run of each page.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
    'runs (performance / accessibility / best practices, LCP, bytes)',
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
    ];
    for (const { path, signedIn } of pages) {
      if (args.path && args.path !== path) continue;
      const results = [];
      let letzter;
      for (let run = 0; run < runs; run++) {
        const page = await browser.newPage();
        await page.goto(`http://localhost:${port}/anmelden`);
        await page.evaluate(
          (session) => {
            if (session) localStorage.setItem('ekp-token', session);
            else localStorage.removeItem('ekp-token');
          },
          signedIn ? await signIn() : null,
        );
        // disableStorageReset keeps the session in local storage, but also the HTTP cache the visit above filled:
        // empty it, so each run measures a first visit (cold cache), as a customer's phone sees it.
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const result = await lighthouse(
          `http://localhost:${port}${path}`,
          {
            port: chrome.port,
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
          bytes: lhr.audits['total-byte-weight'].numericValue,
        });
        await page.close();
      }
      const m = (key) => median(results.map((r) => r[key]));
      console.log(
        `${brand.padEnd(24)} ${path.padEnd(32)} ${m('performance').toFixed(2)} / ${m('accessibility').toFixed(2)} / ${m('bestPractices').toFixed(2)}   LCP ${Math.round(m('lcp'))} ms   ${(m('bytes') / 1024).toFixed(1)} KB`,
      );
      if (args.details && letzter) for (const line of schwachstellen(letzter)) console.log(line);
    }
  }
  await browser.disconnect();
  await chrome.kill();
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
