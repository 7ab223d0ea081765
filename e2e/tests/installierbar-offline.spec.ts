// Issue 15: the portal installs under the supplier's brand, keeps itself for use without a network, and tells the
// customer when a new version was deployed. These journeys let the service worker run (the others block it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { texts } from '@ekp/portal-core/texts';
import { chromium, devices, type BrowserContext, type Page } from '@playwright/test';

import { deutsch, erzeugeBild, freierAblesetag, ueber } from '../support/ablesung.ts';
import { brands, demoApiUrl, e2ePortBase, type E2eBrand } from '../support/brands.ts';
import { anmeldeformularAbsenden } from '../support/anmeldung.ts';
import { heuteInBerlin, jetztMs } from '../support/uhr.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const repo = new URL('../../', import.meta.url).pathname;

/** Width and height from a PNG's IHDR chunk. */
function pngGroesse(bytes: Buffer): { breite: number; hoehe: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  return { breite: bytes.readUInt32BE(16), hoehe: bytes.readUInt32BE(20) };
}

/** Waits until the service worker controls the page (the first one takes over at once). */
async function vomServiceWorkerGesteuert(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 })
    .toBe('activated');
}

/** Every URL in the page's caches (the service worker's precache). */
function zwischengespeichert(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((anfrage) => anfrage.url));
    }
    return urls;
  });
}

test('the manifest comes from brand.json, its icons are PNGs of their sizes, and Chromium on a phone can install the portal', async ({
  page,
  request,
  brand,
}, testInfo) => {
  await page.goto('/anmelden');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe(`${brand.basis}manifest.webmanifest`);

  const antwort = await request.get(manifestUrl ?? '');
  expect(antwort.headers()['content-type']).toContain('application/manifest+json');
  expect(antwort.headers()['cache-control']).toBe('no-cache');
  const manifest = (await antwort.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  const config = brand.config as E2eBrand['config'] & {
    kurzname?: string;
    theme: { primary: string; background: string };
  };
  expect(manifest).toMatchObject({
    name: config.mandant,
    start_url: brand.basis,
    scope: brand.basis,
    display: 'standalone',
    lang: 'de',
    theme_color: config.theme.primary,
    background_color: config.theme.background,
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  if (config.kurzname) expect(manifest.short_name).toBe(config.kurzname);

  const symbole = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort();
  expect(symbole).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const symbol of manifest.icons) {
    const bild = await request.get(symbol.src);
    expect(bild.headers()['content-type']).toBe('image/png');
    const { breite, hoehe } = pngGroesse(await bild.body());
    expect(`${String(breite)}x${String(hoehe)}`).toBe(symbol.sizes);
  }

  // Chromium installs nothing from an incognito profile, which is what a test's context is: a real profile here,
  // on a phone (the size, touch and user agent of a Pixel 7).
  const profil = mkdtempSync(join(tmpdir(), 'ekp-installierbar-'));
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  const browser = await chromium.launchPersistentContext(profil, {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
  });
  try {
    const seite = browser.pages()[0] ?? (await browser.newPage());
    await seite.goto('/anmelden');
    await expect(seite.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    const cdp = await browser.newCDPSession(seite);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((fehler) => fehler.errorId)).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profil, { recursive: true, force: true });
  }
});

test('after one visit the portal opens without a network; its worker keeps no API answer and no document', async ({
  angemeldet: page,
  context,
  request,
  brand,
}) => {
  await vomServiceWorkerGesteuert(page);
  const workerAntwort = await request.get(`${brand.basis}service-worker.js`);
  expect(workerAntwort.headers()['cache-control']).toBe('no-cache');

  // Signed in, the customer opens pages that call the backend: the start page and the list of documents.
  await page.getByRole('link', { name: texts.navigation.dokumente }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: texts.navigation.dokumente })).toBeVisible();

  const urls = await zwischengespeichert(page);
  expect(urls.some((url) => new URL(url).pathname.endsWith('/index.html'))).toBe(true);
  expect(urls.filter((url) => url.includes('/api/') || url.includes('/__demo/'))).toEqual([]);
  // The PDF library is loaded only on a click that needs the network anyway.
  expect(urls.filter((url) => /kuendigung-pdf-|html2canvas-/.test(url))).toEqual([]);

  await context.setOffline(true);
  // The root comes from the worker as the start page's HTML, as nginx serves it online.
  const startseite = await page.goto('/');
  expect(await startseite?.text()).toContain('data-vorab-sitzung');
  await expect(
    page.getByRole('heading', { level: 1, name: texts.startseite.begruessungOhneName, exact: true }),
  ).toBeVisible();
  await page.goto('/ablesung');
  // The page itself comes from the worker; what it needs from the backend cannot come, and the portal says so.
  await expect(page.getByRole('heading', { level: 1, name: texts.ablesung.titel })).toBeVisible();
  await expect(page.getByText(texts.verbindung.offline)).toBeVisible();
  await context.setOffline(false);
});

test('a signed-out customer opens the sign-in page without a network after one visit', async ({
  page,
  context,
}) => {
  await page.goto('/anmelden');
  await vomServiceWorkerGesteuert(page);
  await context.setOffline(true);
  const antwort = await page.reload();
  // The prerendered page comes from the worker, so it paints from HTML on return visits too.
  expect(await antwort?.text()).toContain('data-vorab="/anmelden"');
  await expect(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
  await page.goto('/passwort/vergessen');
  await expect(page.getByRole('heading', { level: 1, name: texts.passwortVergessen.titel })).toBeVisible();
  await context.setOffline(false);
});

/** The readings the demo backend accepted since the journey's reset, with their photos (its log of readings). */
async function eingegangeneAblesungen(): Promise<
  { vertrag: string; ablesedatum: string; foto: string | null }[]
> {
  const antwort = await fetch(`${demoApiUrl}/__demo/ablesungen`);
  expect(antwort.ok).toBe(true);
  return (await antwort.json()) as { vertrag: string; ablesedatum: string; foto: string | null }[];
}

/** The readings kept on the device to be sent (IndexedDB), of any customer. */
function aufDemGeraet(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const anfrage = indexedDB.open('ekp-kundenportal');
        anfrage.onerror = () => reject(new Error('IndexedDB'));
        anfrage.onsuccess = () => {
          const db = anfrage.result;
          if (!db.objectStoreNames.contains('ausstehend')) return resolve(0);
          const zaehlen = db.transaction('ausstehend').objectStore('ausstehend').count();
          zaehlen.onsuccess = () => resolve(zaehlen.result);
        };
      }),
  );
}

const wartende = (page: Page) => page.getByRole('region', { name: texts.ausstehend.titel });

/** The reading of the basement went out once: one POST from the page, accepted with its photo, none left. */
async function einmalGesendet(page: Page, posts: string[]): Promise<void> {
  const eingegangen = await eingegangeneAblesungen();
  expect(eingegangen).toHaveLength(1);
  expect(eingegangen[0]?.vertrag).toBe('3000102');
  expect(eingegangen[0]?.foto?.length ?? 0).toBeGreaterThan(1000);
  expect(await aufDemGeraet(page)).toBe(0);
  expect(posts).toHaveLength(1);
}

/**
 * In the basement: the form of 3000102, visited once online, reloaded without a network; a photo and two values,
 * Speichern. Returns the POSTs of readings the page sends from then on (the backend refuses a second one for the
 * same day, so its log alone would not show a duplicate).
 */
async function imKellerAblesen(page: Page, context: BrowserContext): Promise<{ posts: string[] }> {
  const t = texts.ablesung;
  const posts: string[] = [];
  page.on('request', (anfrage) => {
    if (anfrage.method() === 'POST' && /\/api\/\d+\/ablesungen$/.test(new URL(anfrage.url()).pathname)) {
      posts.push(anfrage.url());
    }
  });
  // One visit of the form online: the worker keeps the app, the device the contract's meter.
  await page.goto('/vertrag/3000102/ablesung');
  await expect(page.getByText('1EMH0012345678', { exact: true })).toBeVisible();
  await vomServiceWorkerGesteuert(page);
  const { tag, letzte } = await freierAblesetag('3000102');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.titelFuerVertrag('3000102') })).toBeVisible();
  await expect(page.getByText(texts.verbindung.offline)).toBeVisible();
  await expect(page.getByText('1EMH0012345678', { exact: true })).toBeVisible();

  const foto = await erzeugeBild(page, 'png', 640, 480);
  await page.getByLabel(t.fotoAuswaehlen).setInputFiles(foto);
  await expect(page.getByRole('img', { name: t.fotoVorschau })).toBeVisible();
  if (tag !== heuteInBerlin()) await page.getByLabel(t.ablesedatum, { exact: true }).fill(deutsch(tag));
  await page.getByLabel('1-0:1.8.1', { exact: true }).fill(ueber(letzte['1-0:1.8.1'], 2.5));
  await page.getByLabel('1-0:1.8.2', { exact: true }).fill(ueber(letzte['1-0:1.8.2'], 1.5));
  await page.getByRole('button', { name: texts.allgemein.speichern, exact: true }).click();

  // Kept on the device, and the page says so plainly.
  await expect(page.getByText(texts.ausstehend.vorgemerkt)).toBeVisible();
  await expect(wartende(page)).toContainText(
    texts.ausstehend.eintrag('1EMH0012345678', '3000102', deutsch(tag)),
  );
  await expect(wartende(page)).toContainText(texts.ausstehend.mitFoto);
  await expect(wartende(page)).toContainText(texts.ausstehend.wartet);
  expect(await aufDemGeraet(page)).toBe(1);
  return { posts };
}

test('in the basement: a reading saved without a network waits on the device across a reload and goes out once, with its photo, when the network is back', async ({
  angemeldet: page,
  context,
}) => {
  const { posts } = await imKellerAblesen(page, context);

  await page.reload();
  await expect(wartende(page)).toContainText(texts.ausstehend.wartet);
  await expectNoAxeViolations(page);
  // The start page lists it too.
  await page
    .getByRole('navigation', { name: texts.navigation.hauptnavigation })
    .getByRole('link', {
      name: texts.navigation.startseite,
    })
    .click();
  await expect(wartende(page)).toContainText(texts.ausstehend.mitFoto);
  expect(await eingegangeneAblesungen()).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(texts.ablesung.erfolg)).toBeVisible({ timeout: 15_000 });
  await expect(wartende(page)).toHaveCount(0);
  await einmalGesendet(page, posts);
});

test('a session that ended meanwhile: the customer signs in, and the waiting reading goes out then, once', async ({
  angemeldet: page,
  brand,
  context,
}) => {
  const { posts } = await imKellerAblesen(page, context);
  // Longer than any session lifetime the backend hands out (demo: 30 minutes): the backend refuses the token.
  const spaeter = new Date(jetztMs() + 2 * 60 * 60_000).toISOString();
  const uhr = await fetch(`${demoApiUrl}/__demo/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: spaeter }),
  });
  expect(uhr.ok).toBe(true);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/anmelden/, { timeout: 15_000 });
  expect(await eingegangeneAblesungen()).toEqual([]);
  expect(await aufDemGeraet(page)).toBe(1);

  await anmeldeformularAbsenden(page, brand);
  await expect(page.getByText(texts.ablesung.erfolg)).toBeVisible({ timeout: 15_000 });
  await einmalGesendet(page, posts);
});

test('Abmelden with a waiting reading asks; Verwerfen removes it from the device and nothing is sent', async ({
  angemeldet: page,
  brand,
  context,
}) => {
  const { posts } = await imKellerAblesen(page, context);
  await page.getByRole('button', { name: texts.navigation.abmelden }).click();
  const frage = page.getByRole('dialog', { name: texts.ausstehend.abmeldenTitel });
  await expect(frage).toContainText(texts.ausstehend.abmeldenFrage(1));
  await expectNoAxeViolations(page);
  await frage.getByRole('button', { name: texts.ausstehend.verwerfenUndAbmelden }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  expect(await aufDemGeraet(page)).toBe(0);

  await context.setOffline(false);
  await anmeldeformularAbsenden(page, brand);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );
  await expect(wartende(page)).toHaveCount(0);
  expect(await eingegangeneAblesungen()).toEqual([]);
  expect(posts).toHaveLength(0);
});

test.describe('after a deploy', () => {
  let nginx: ChildProcess | undefined;
  let ordner: string | undefined;

  test.afterEach(() => {
    nginx?.kill('SIGTERM');
    if (ordner) rmSync(ordner, { recursive: true, force: true });
  });

  test('a banner says that a new version is available, and its button loads it', async ({ page, brand }) => {
    test.slow();
    // Its own nginx over a copy of the build, so the deploy below touches no other journey.
    // Below the ports of the other servers (+98, +99), room for 18 brands.
    const port = e2ePortBase + 80 + brands.findIndex((eintrag) => eintrag.id === brand.id);
    // Under build/ and readable for all: nginx's workers run as another user (mkdtemp would make it private).
    ordner = join(repo, 'build', `e2e-neue-version-${brand.id}`);
    rmSync(ordner, { recursive: true, force: true });
    const dist = join(ordner, 'dist');
    cpSync(join(repo, 'apps', brand.id, 'dist'), dist, { recursive: true });
    nginx = spawn(
      'node',
      [
        'scripts/nginx-serve.mjs',
        '--brand',
        brand.id,
        '--port',
        String(port),
        '--api',
        demoApiUrl,
        '--dist',
        dist,
      ],
      { cwd: repo, stdio: 'ignore' },
    );
    const origin = `http://localhost:${String(port)}`;
    await expect
      .poll(() =>
        fetch(`${origin}${brand.basis}anmelden`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);

    await page.goto(`${origin}${brand.basis}anmelden`);
    await vomServiceWorkerGesteuert(page);
    // A second tab of the portal, open during the deploy.
    const zweiterTab = await page.context().newPage();
    await zweiterTab.goto(`${origin}${brand.basis}passwort/vergessen`);
    await vomServiceWorkerGesteuert(zweiterTab);

    // A rebuild with a changed build setting (the same service, written with a trailing slash) gives new scripts.
    const neu = join(ordner, 'neu');
    const build = spawnSync('pnpm', ['run', 'build', '--outDir', neu, '--emptyOutDir'], {
      cwd: join(repo, 'apps', brand.id),
      env: { ...process.env, VITE_EKP_FEIERTAGE_URL: '/api/feiertage/' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const neuerEingang = /<script type="module" crossorigin src="([^"]+)"/.exec(
      readFileSync(join(neu, 'index.html'), 'utf8'),
    )?.[1];
    expect(neuerEingang).toBeDefined();
    rmSync(dist, { recursive: true, force: true });
    cpSync(neu, dist, { recursive: true });

    // The customer comes back to the open tab: the portal asks the server for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const banner = page.getByRole('region', { name: texts.aktualisierung.bereich });
    await expect(banner.getByRole('status')).toContainText(texts.aktualisierung.neueVersion);
    await expectNoAxeViolations(page);

    // The reloaded page is the new version's, served by its worker.
    await banner.getByRole('button', { name: texts.allgemein.neuLaden }).click();
    await expect(page.locator(`script[type="module"][src="${neuerEingang ?? ''}"]`)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The other tab learns that its version is gone and loads the new one on its own button.
    const bannerZwei = zweiterTab.getByRole('region', { name: texts.aktualisierung.bereich });
    await expect(bannerZwei.getByRole('status')).toContainText(texts.aktualisierung.neueVersion);
    await bannerZwei.getByRole('button', { name: texts.allgemein.neuLaden }).click();
    await expect(zweiterTab.locator(`script[type="module"][src="${neuerEingang ?? ''}"]`)).toHaveCount(1);
    await expect(
      zweiterTab.getByRole('heading', { level: 1, name: texts.passwortVergessen.titel }),
    ).toBeVisible();
  });
});
