// Checks the static Storybook the way a designer gets it: copied to some folder of a plain file server, no backend.
//   pnpm --filter @ekp/storybook build-storybook && pnpm --filter @ekp/storybook check-static
// It serves storybook-static under a nested path with `python3 -m http.server`, opens the manager once and every
// story in every brand in Chromium, and fails on
//   - a failed request or an HTTP error, except the demo backend's intended answers (/api/…, fault injection and
//     the wrong-password story),
//   - a story that does not finish or errors (render or play function),
//   - a story not themed with the brand asked for, or a logo that does not load,
//   - an MSW worker that is not registered relative to the page.
// Usage: node scripts/check-static.ts [--brand <id>] [--filter <substring of story id>]
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { chromiumArgs, chromiumPath } from '@ekp/test-config';
import { chromium } from 'playwright';
import type { Page } from 'playwright';

const { values } = parseArgs({ options: { brand: { type: 'string' }, filter: { type: 'string' } } });
const staticDir = join(import.meta.dirname, '..', 'storybook-static');
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static fehlt: erst `pnpm build-storybook` ausführen.');
  process.exit(2);
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!values.filter || entry.id.includes(values.filter)),
);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('kein Port')),
      );
    });
  });
}

// A different folder than the build output, nested, as on a designer's file share.
const root = mkdtempSync(join(tmpdir(), 'ekp-storybook-'));
const subPath = 'abteilung/design/werkbank';
cpSync(staticDir, join(root, subPath), { recursive: true });
const port = await freePort();
const server = spawn(
  'python3',
  ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root],
  {
    stdio: 'ignore',
  },
);
const base = `http://127.0.0.1:${port}/${subPath}/`;

const problems: string[] = [];
const intended: string[] = [];

function watchRequests(page: Page, currentLabel: string | (() => string)) {
  const labelOf = () => (typeof currentLabel === 'string' ? currentLabel : currentLabel());
  const isDemoApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('requestfailed', (request) => {
    // A story that moves on cancels the previous screen's requests (AbortSignal): not a failure of the build.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && isDemoApi(request.url())) return;
    problems.push(
      `${labelOf()}: Anfrage fehlgeschlagen ${request.url()} (${request.failure()?.errorText ?? '?'})`,
    );
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const line = `${labelOf()}: HTTP ${response.status()} ${response.url()}`;
    (isDemoApi(response.url()) ? intended : problems).push(line);
  });
  page.on('pageerror', (error) => problems.push(`${labelOf()}: Skriptfehler ${error.message}`));
}

async function waitForServer() {
  // A plain TCP probe: Node's fetch against python's http.server trips an undici assertion now and then.
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('python3 -m http.server startet nicht');
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await waitForServer();
  const context = await browser.newContext();

  // The brands as the preview offers them (the toolbar's global type, built from brands/*/brand.json).
  const probe = await context.newPage();
  watchRequests(probe, 'Vorschau');
  await probe.goto(`${base}iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`);
  const offered = await probe
    .waitForFunction(
      () => {
        const preview = (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: {
              storyStoreValue?: { projectAnnotations?: { globalTypes?: Record<string, unknown> } };
            };
          }
        ).__STORYBOOK_PREVIEW__;
        const brand = preview?.storyStoreValue?.projectAnnotations?.globalTypes?.brand as
          { toolbar: { items: { value: string; title: string }[] } } | undefined;
        return brand?.toolbar.items;
      },
      undefined,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  await probe.close();
  const brandItems = (offered ?? []).filter((item) => item.value !== 'alle-marken');

  // The manager: its toolbar lists every brand, and the side-by-side view.
  const manager = await context.newPage();
  watchRequests(manager, 'Manager');
  await manager.goto(`${base}index.html`);
  const toolbar = manager.getByRole('button', { name: /^Marke \(Mandant\)/ });
  await toolbar.waitFor({ timeout: 30_000 });
  await toolbar.click();
  for (const title of [...brandItems.map((item) => item.title), 'Alle Marken nebeneinander']) {
    if (
      (await manager
        .getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .count()) !== 1
    ) {
      problems.push(`Manager: Marke "${title}" fehlt in der Werkzeugleiste`);
    }
  }
  await manager.close();
  const brandIds = brandItems.map((item) => item.value);
  const brands = brandIds.filter((id) => !values.brand || id === values.brand);
  console.log(`Marken: ${brands.join(', ')}; Stories: ${stories.length}; Adresse: ${base}`);

  // One page load per brand; the stories are then selected the way the manager does it (setCurrentStory), which
  // also proves that a story cleans up after itself for the next one.
  let checked = 0;
  for (const brand of brands) {
    const page = await context.newPage();
    let label = brand;
    watchRequests(page, () => label);
    // Start on the introduction, so that every story below is a fresh selection with its own storyFinished event.
    await page.goto(`${base}iframe.html?id=einfuehrung--docs&viewMode=docs&globals=brand:${brand}`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window, undefined, {
      timeout: 30_000,
    });
    await page.evaluate(() => {
      type Finished = {
        storyId: string;
        status: string;
        reporters: { type: string; status: string; result?: unknown }[];
      };
      const target = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, listener: (data: never) => void): void };
        ekpFertig: Record<string, Finished>;
        ekpFehler: Record<string, string>;
      };
      target.ekpFertig = {};
      target.ekpFehler = {};
      target.__STORYBOOK_ADDONS_CHANNEL__.on('storyFinished', (data: Finished) => {
        target.ekpFertig[data.storyId] = data;
      });
      target.__STORYBOOK_ADDONS_CHANNEL__.on('playFunctionThrewException', (error: { message?: string }) => {
        target.ekpFehler.letzter = error.message ?? 'Ausnahme in der play-Funktion';
      });
    });
    for (const story of stories) {
      label = `${brand} › ${story.title} › ${story.name}`;
      // The stories named "Smartphone 360 px" set that viewport in Storybook's UI; here the page plays the device.
      await page.setViewportSize(
        story.name.includes('360 px') ? { width: 360, height: 740 } : { width: 1280, height: 800 },
      );
      await page.evaluate((storyId) => {
        const target = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
          ekpFehler: Record<string, string>;
        };
        delete target.ekpFehler.letzter;
        target.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, story.id);
      interface Ergebnis {
        status: string;
        violations: string[];
        error: string;
      }
      const result: Ergebnis = await page
        .waitForFunction(
          (storyId) => {
            const target = window as unknown as {
              ekpFertig: Record<
                string,
                { status: string; reporters: { type: string; status: string; result?: unknown }[] }
              >;
              ekpFehler: Record<string, string>;
            };
            const finished = target.ekpFertig[storyId];
            if (!finished) return false as const;
            const violations = finished.reporters
              .filter((report) => report.type === 'a11y' && report.status !== 'passed')
              .flatMap(
                (report) =>
                  (report.result as { violations?: { id: string }[] } | undefined)?.violations ?? [],
              )
              .map((violation) => violation.id);
            return { status: finished.status, violations, error: target.ekpFehler.letzter ?? '' };
          },
          story.id,
          { timeout: 60_000 },
        )
        .then(
          async (handle) => (await handle.jsonValue()) || { status: 'timeout', violations: [], error: '' },
        )
        .catch((): Ergebnis => ({ status: 'timeout', violations: [], error: '' }));
      // Outside tests Storybook only logs a failing play function and still reports "success".
      if (result.status !== 'success' || result.error !== '') {
        const details = [
          result.error,
          result.violations.length > 0 ? `axe: ${result.violations.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ');
        problems.push(`${label}: Story endet mit "${result.status}"${details ? ` (${details})` : ''}`);
      }
      const state = await page.evaluate(async (brandId) => {
        const registrations = await navigator.serviceWorker.getRegistrations();
        const broken = [...document.querySelectorAll('img')].filter(
          (img) => !img.complete || img.naturalWidth === 0,
        );
        return {
          themed: document.documentElement.classList.contains(`ekp-marke-${brandId}`),
          brokenImages: broken.map((img) => img.src.slice(0, 80)),
          workers: registrations.map((registration) => registration.scope),
          errorShown: document.body.classList.contains('sb-show-errordisplay'),
        };
      }, brand);
      if (!state.themed) problems.push(`${label}: nicht in der Marke ${brand} dargestellt`);
      if (state.errorShown) problems.push(`${label}: Storybook zeigt einen Fehler`);
      for (const src of state.brokenImages) problems.push(`${label}: Bild lädt nicht (${src})`);
      if (state.workers.some((scope) => !scope.startsWith(base))) {
        problems.push(`${label}: MSW-Worker mit falschem Scope ${state.workers.join(', ')}`);
      }
      checked++;
    }
    await page.close();
  }
  // The side-by-side view: a component and a screen, once per brand, each panel in its own brand.
  for (const id of ['komponenten-button--primaer', 'seiten-startseite--privatkunde']) {
    if (!stories.some((story) => story.id === id)) continue;
    const page = await context.newPage();
    watchRequests(page, `Alle Marken › ${id}`);
    await page.goto(`${base}iframe.html?id=${id}&viewMode=story&globals=brand:alle-marken`);
    const panels: string[] = await page
      .waitForFunction(
        (expected) => {
          const found = [...document.querySelectorAll('section[class*="ekp-marke-"]')].map(
            (panel) => panel.className,
          );
          return found.length === expected ? found : false;
        },
        brandIds.length,
        { timeout: 60_000 },
      )
      .then(async (handle) => (await handle.jsonValue()) || [])
      .catch((): string[] => []);
    for (const brand of brandIds) {
      if (!panels.some((className) => className.split(' ').includes(`ekp-marke-${brand}`))) {
        problems.push(`Alle Marken › ${id}: kein Feld für ${brand}`);
      }
    }
    await page.close();
  }
  console.log(
    `${checked} Story-Aufrufe geprüft, ${intended.length} beabsichtigte Fehlerantworten des Demo-Backends.`,
  );
} finally {
  await browser.close();
  server.kill();
  rmSync(root, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\n${problems.length} Probleme:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Statisches Storybook in Ordnung.');
