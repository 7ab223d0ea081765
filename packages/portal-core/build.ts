// Build-time helpers for the brand apps (node side; never imported by the portal itself).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { Plugin, PluginOption, ResolvedConfig } from 'vite';

import type { AppBrand } from '@ekp/brand';

/**
 * Modules every screen needs at start: the shell, routing, session, the client and the few ui pieces and text
 * areas the shell renders. Bundled as one chunk instead of the dozen tiny shared chunks the automatic splitting
 * makes of them; that saves several KB gzip on the sign-in route, which has a byte budget.
 * A module missing here is not an error: it falls back to automatic chunking and only costs bytes.
 */
const kernModule = [
  // Not lesen.ts: the tolerant reader's schemas load with the first signed-in read (api-client/src/tolerant.ts).
  'api-client/src/index.ts',
  'api-client/src/client.ts',
  'api-client/src/api-error.ts',
  'api-client/src/tolerant.ts',
  'api-client/src/antwort.ts',
  'portal-core/src/portal.tsx',
  'portal-core/src/vorab/eingaben-uebernehmen.ts',
  // Not routes/angemeldet.ts: the signed-in layout and its first data load with the first signed-in screen.
  ...['router.tsx', 'pages.ts', 'paths.ts'].map((name) => `portal-core/src/routes/${name}`),
  // Not the token refresh (session/use-token-refresh.ts, shell/session-refresh.tsx): it runs in the signed-in
  // layout and loads with it.
  'portal-core/src/session/session-store.ts',
  ...[
    'shell',
    'brand-header-footer',
    'error-view',
    'external-link',
    'initial-loading',
    'kundennummer-field',
    'nav-bar',
  ].map((name) => `portal-core/src/shell/${name}.tsx`),
  'portal-core/src/shared/portal-context.tsx',
  'portal-core/src/shared/message-bar.tsx',
  'portal-core/src/shared/verbindung',
  'portal-core/src/rules/session.ts',
  'portal-core/src/rules/guard.ts',
  'portal-core/src/texts/allgemein.ts',
  'portal-core/src/texts/navigation.ts',
  'portal-core/src/texts/router.ts',
  'portal-core/src/texts/verbindung.ts',
  ...[
    'alert',
    'spinner',
    'heading',
    'loading-mask',
    'icons',
    'cx',
    'link',
    'button',
    'icon-button',
    'visually-hidden',
  ].map((name) => `ui/src/${name}.ts`),
];

const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|openapi-fetch)[\\/]/;

/** The scripts every page has loaded before any lazy chunk: the entry and the chunks it imports. */
const BEIM_START_GELADEN = /(^|\/)(index|rolldown-runtime|framework|kern)-[\w-]{8}\.js$/;

/**
 * Vite's `build.modulePreload` for a brand app. Each lazy import carries the list of files its chunk needs, so the
 * browser requests them side by side instead of one level after the other; those lists sit in the start chunk,
 * which counts to the sign-in route's budget. The scripts loaded at start are left out of them: the browser has
 * them before any lazy import runs. Only scripts: a lazy chunk's CSS is loaded through that list alone. A later
 * script that happened to be named like one of them would be loaded one step later, never missing (its importer
 * imports it). Every supported browser preloads modules natively: no polyfill.
 */
export function portalModulePreload() {
  return {
    polyfill: false,
    resolveDependencies: (_datei: string, dateien: string[], { hostType }: { hostType: 'html' | 'js' }) =>
      hostType === 'html' ? dateien : dateien.filter((datei) => !BEIM_START_GELADEN.test(datei)),
  };
}

/** Rolldown's `output.codeSplitting` for a brand app. */
export function portalCodeSplitting() {
  return {
    groups: [
      // The libraries change only with an upgrade: one long-cached chunk.
      { name: 'framework', test: framework },
      // chart.js, loaded only by the chart screens.
      { name: 'diagramme', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
      {
        name: 'kern',
        test: (id: string) => {
          const path = id.replaceAll('\\', '/');
          return kernModule.some((fragment) => path.includes(`packages/${fragment}`));
        },
        // Only the listed modules: their dependencies (ui components of single screens, other text areas) stay
        // with the screens that use them.
        includeDependenciesRecursively: false,
      },
    ],
  };
}

const ROOT_LEER = '<div id="root"></div>';
const MODUL_SKRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Writes one of the small classic scripts of the pages written at build time next to the assets, minified (its
 * comments and names are for the reader here, not for the customer's phone: the starter counts to the sign-in
 * route's budget) and under its content hash. Several sources become one file (one request), each part still
 * reading its settings from the script element that loads the file. Returns its URL.
 */
async function skriptSchreiben(
  name: string,
  quellen: readonly URL[],
  outDir: string,
  config: ResolvedConfig,
): Promise<string> {
  const { minify } = await import('vite');
  const quelle = quellen.map((skript) => readFileSync(skript, 'utf8')).join('\n');
  const { code: inhalt, errors } = await minify(`${name}.js`, quelle, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`${name}.js: ${errors.map((fehler) => fehler.message).join('; ')}`);
  const datei = `${config.build.assetsDir}/${name}-${createHash('sha256').update(inhalt).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, datei), inhalt);
  return `${config.base}${datei}`;
}

const SITZUNG_VORAB = new URL('./sitzung-vorab.js', import.meta.url);
const VORAB_START = new URL('./vorab-start.js', import.meta.url);

/**
 * The built index.html without its module script and modulepreload links, and what they named: on a prerendered
 * page vorab-start.js requests them once the page is painted.
 */
function ohneModulSkripte(html: string): { html: string; eingang: string; vorladen: string[] } {
  const eingang = MODUL_SKRIPT.exec(html)?.[1];
  if (eingang === undefined) throw new Error('index.html: das Modulskript fehlt, nichts vorzurendern');
  const vorladen = [...html.matchAll(MODULEPRELOAD)].map((treffer) => treffer[1] ?? '');
  const ohne = html.replace(MODULEPRELOAD, '').replace(new RegExp(String.raw`\s*${MODUL_SKRIPT.source}`), '');
  return { html: ohne, eingang, vorladen };
}

interface ManifestEintrag {
  file: string;
  imports?: string[];
}

/**
 * The URLs of the chunks that hold the given modules (under packages/) and of every chunk they import statically,
 * from Vite's manifest of the build. Without a manifest (an app that writes none) nothing: the page then loads them
 * as the router asks for them.
 */
function seitenChunks(config: ResolvedConfig, outDir: string, module: readonly string[]): string[] {
  if (module.length === 0 || !config.build.manifest) return [];
  const manifestDatei = join(
    outDir,
    typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json',
  );
  const manifest = JSON.parse(readFileSync(manifestDatei, 'utf8')) as Record<string, ManifestEintrag>;
  const gesehen = new Set<string>();
  const besuchen = (schluessel: string) => {
    const eintrag = manifest[schluessel];
    // The entry (index.html) and what it imports are in the list already.
    if (eintrag === undefined || gesehen.has(schluessel) || schluessel === 'index.html') return;
    gesehen.add(schluessel);
    for (const importiert of eintrag.imports ?? []) besuchen(importiert);
  };
  for (const modul of module) {
    const schluessel = relative(config.root, fileURLToPath(new URL(`../${modul}`, import.meta.url)));
    if (manifest[schluessel] === undefined) {
      throw new Error(
        `${manifestDatei}: ${schluessel} fehlt, die vorgerenderte Seite nennt ein Modul, das es nicht gibt`,
      );
    }
    besuchen(schluessel);
  }
  return [...gesehen].map((schluessel) => `${config.base}${manifest[schluessel]?.file ?? ''}`);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

/**
 * Puts a classic script into the head after the style sheets: it blocks the parser until it ran, and the style
 * sheets it would otherwise keep waiting are requested first, so both arrive over the same round trip.
 */
function nachDenStilen(html: string, skript: string): string {
  const letzter = [...html.matchAll(STYLESHEET)].at(-1);
  if (letzter === undefined) return html.replace('</title>', () => `</title>\n    ${skript}`);
  const ende = letzter.index + letzter[0].length;
  return `${html.slice(0, ende)}\n    ${skript}${html.slice(ende)}`;
}

/**
 * For a plugin that writes after the browser build: its resolved config, and whether the build failed (a failed
 * build has no index.html to start from; its own error is the one to show, not a missing file of ours).
 */
function nachDemBuild() {
  let config: ResolvedConfig | undefined;
  let fehlgeschlagen = false;
  const hooks = {
    apply: (_: unknown, env: { command: string; isSsrBuild?: boolean }) =>
      env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved: ResolvedConfig) {
      config = resolved;
    },
    buildStart() {
      fehlgeschlagen = false;
    },
    buildEnd(fehler?: Error) {
      if (fehler) fehlgeschlagen = true;
    },
    renderError() {
      fehlgeschlagen = true;
    },
  } satisfies Partial<Plugin>;
  return {
    hooks,
    fehlgeschlagen: () => fehlgeschlagen,
    config: (): ResolvedConfig => {
      if (!config) throw new Error('Vite hat die Konfiguration nicht übergeben');
      return config;
    },
  };
}

/** The prerender of a build, which the service worker's list waits for (its pages belong in it). */
const vorrendernFertig = new WeakMap<ResolvedConfig, Promise<void>>();

/**
 * After the browser build, writes each public page as HTML (issue 17): the built index.html with the page rendered
 * into its root, marked `data-vorab` with its path, so the customer sees the sign-in form before any script ran and
 * the portal hydrates it. The start page likewise, rendered for a session (`data-vorab-sitzung`): greeting and
 * actions before any script, the customer's name once their data is there; its script sends a device without a
 * session to sign-in before the first paint and preloads the chunks of the start page with the portal's.
 * index.html itself becomes the app shell, the HTML of every other path: the frame of a signed-in page with its
 * loading state, which the portal's first render replaces; its sitzung-vorab.js tells its CSS before the first paint
 * whether the device holds a session, and on a chart screen's path requests that screen's chunks once the frame is
 * painted. Unlike the prerendered pages, the shell requests the module scripts at once: it is only a frame, the
 * customer waits for what they render (docs/entscheidungen.md has the measurements). The pages come from a server
 * build of src/vorab/seiten-vorrendern.tsx with this build's brand plugin, so brand and modules are those of the
 * browser build. About 0.8 s per brand.
 */
export function portalVorrendern(): Plugin {
  const nachBuild = nachDemBuild();
  return {
    name: 'ekp-portal-vorrendern',
    ...nachBuild.hooks,
    closeBundle() {
      if (nachBuild.fehlgeschlagen()) return;
      const config = nachBuild.config();
      const fertig = vorrendern(config);
      vorrendernFertig.set(config, fertig);
      return fertig;
    },
  };
}

async function vorrendern(config: ResolvedConfig): Promise<void> {
  const { build } = await import('vite');
  const brandPlugin = config.plugins.find((plugin) => plugin.name === 'ekp-brand');
  const modul = fileURLToPath(new URL('./src/vorab/seiten-vorrendern.tsx', import.meta.url));
  const tmp = mkdtempSync(fileURLToPath(new URL('./node_modules/.vorab-', import.meta.url)));
  try {
    const eingang = join(tmp, 'eingang.ts');
    writeFileSync(
      eingang,
      `export { default as brand } from 'virtual:ekp-brand';\nexport * from ${JSON.stringify(modul)};\n`,
    );
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      // The browser build's base (the brand's baseUrlRouting or one given explicitly), so asset URLs match.
      base: config.base,
      logLevel: 'error',
      ssr: { external: true, noExternal: [/^@ekp\//] },
      oxc: { jsx: { runtime: 'automatic' } },
      plugins: [...(brandPlugin ? [brandPlugin] : [])],
      build: {
        ssr: eingang,
        outDir: tmp,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'vorab.mjs', codeSplitting: false } },
      },
    });
    const vorab = (await import(
      pathToFileURL(join(tmp, 'vorab.mjs')).href
    )) as typeof import('./src/vorab/seiten-vorrendern.tsx') & {
      brand: AppBrand;
    };
    const { brand } = vorab;
    const outDir = resolve(config.root, config.build.outDir);
    const indexHtml = join(outDir, 'index.html');
    const indexOhneSeite = readFileSync(indexHtml, 'utf8');
    if (!indexOhneSeite.includes(ROOT_LEER) || !indexOhneSeite.includes('</title>')) {
      throw new Error(`${indexHtml}: ${ROOT_LEER} oder <title> fehlt, nichts vorzurendern`);
    }
    const sitzungsSchluessel = `data-schluessel="${vorab.sitzungsSchluessel}"`;
    const { html: vorlage, eingang: modulEingang, vorladen } = ohneModulSkripte(indexOhneSeite);
    // Per path of a chart screen its chunks, which sitzung-vorab.js requests beside the portal's scripts where the
    // device holds a session; not the entry and the chunks index.html preloads itself.
    const schonGeladen = new Set([modulEingang, ...vorladen]);
    const routen = vorab
      .appShellVorladen(brand)
      .map(({ pfad, module }) => [
        pfad,
        ...seitenChunks(config, outDir, module).filter((chunk) => !schonGeladen.has(chunk)),
      ]);
    // The list's separators (space, ';') and the attribute's quote must not occur in a path or URL (a base given
    // with one of them would quietly break it).
    const unlesbar = routen.flat().find((teil) => /[\s;"]/.test(teil));
    if (unlesbar !== undefined) {
      throw new Error(
        `data-routen: „${unlesbar}“ enthält Leerzeichen, ';' oder '"' und ließe sich nicht lesen`,
      );
    }
    const sitzungSkript = `<script src="${await skriptSchreiben('sitzung-vorab', [SITZUNG_VORAB], outDir, config)}" ${sitzungsSchluessel} data-routen="${routen.map((route) => route.join(' ')).join(';')}"></script>`;
    writeFileSync(
      indexHtml,
      nachDenStilen(
        indexOhneSeite.replace(ROOT_LEER, () => `<div id="root">${vorab.appShellVorrendern(brand)}</div>`),
        sitzungSkript,
      ),
    );
    const startUrl = await skriptSchreiben('vorab-start', [VORAB_START], outDir, config);
    // The start page's one script: the session check before the first paint (a device without a session is sent to
    // sign-in) and the starter, in one file, so the page waits for one request besides its CSS, not two.
    const startseiteUrl = await skriptSchreiben(
      'startseite-vorab',
      [SITZUNG_VORAB, VORAB_START],
      outDir,
      config,
    );
    for (const seite of await vorab.seitenVorrendern(brand)) {
      const ziel = join(outDir, seite.datei);
      mkdirSync(dirname(ziel), { recursive: true });
      const root = `<div id="root" data-vorab="${seite.pfad}"${seite.mitSitzung ? ' data-vorab-sitzung=""' : ''}>${seite.html}</div>`;
      const seitenVorladen = [...new Set([...vorladen, ...seitenChunks(config, outDir, seite.module)])];
      const starter = `data-eingang="${modulEingang}" data-vorladen="${seitenVorladen.join(' ')}"`;
      const html = vorlage.replace(ROOT_LEER, () => root);
      const umleitungen = vorab.startseiteUmleitungen(brand);
      writeFileSync(
        ziel,
        seite.mitSitzung
          ? // Not deferred: it decides before the first paint, placed after the CSS, which is requested first.
            // Without scripts the page could do nothing: the browser goes on to sign-in.
            nachDenStilen(
              html,
              `<script src="${startseiteUrl}" ${sitzungsSchluessel} data-ohne-sitzung="${umleitungen.ohneSitzung}" data-passwort-aendern="${umleitungen.passwortAendern}" ${starter}></script>`,
            ).replace(
              '</title>',
              () =>
                `</title>\n    <noscript><meta http-equiv="refresh" content="0; url=${umleitungen.ohneSitzung}"></noscript>`,
            )
          : html.replace(
              '</title>',
              () => `</title>\n    <script defer src="${startUrl}" ${starter}></script>`,
            ),
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** What the service worker keeps of a build: the pages, scripts, styles, images and the manifest. */
const VORHALTEN = /\.(html|js|css|svg|png|jpe?g|webp|webmanifest)$/;

/** Workbox's default limit: a larger file is not worth holding for use without a network. */
const HOECHSTENS_BYTES = 2 * 1024 * 1024;

/**
 * Files the service worker does not keep: the PDF receipt's library and what it loads (only on a click, and only
 * online: a declaration needs the network anyway). Matched by the chunk names Rolldown gives them.
 */
const NICHT_VORHALTEN = /^(kuendigung-pdf|html2canvas|purify\.es|index\.es)-[\w-]+\.js$/;

const SERVICE_WORKER = 'service-worker.js';

/** One file of the worker's precache list, in Workbox's format; its URL relative to the worker (the build's base). */
export interface VorgehalteneDatei {
  url: string;
  /** null where the name carries the content hash (everything under assets/), so the URL alone tells a change. */
  revision: string | null;
}

/**
 * The precache list of a built app: every file the worker keeps, sorted, with a revision from the content for those
 * whose name does not change with it (index.html, the prerendered pages, the manifest). Without Vite's manifest
 * (.vite/), the worker itself and files over 2 MiB.
 */
export function vorzuhaltendeDateien(outDir: string, assetsDir: string): VorgehalteneDatei[] {
  return (
    readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter(
        (eintrag) => eintrag.isFile() && VORHALTEN.test(eintrag.name) && !NICHT_VORHALTEN.test(eintrag.name),
      )
      .map((eintrag) => relative(outDir, join(eintrag.parentPath, eintrag.name)).replaceAll('\\', '/'))
      // Not hidden files or folders (Vite's .vite/manifest.json among them), as Workbox's glob leaves them out.
      .filter((url) => url !== SERVICE_WORKER && !url.split('/').some((teil) => teil.startsWith('.')))
      .filter((url) => statSync(join(outDir, url)).size <= HOECHSTENS_BYTES)
      .sort()
      .map((url) => ({
        url,
        revision: url.startsWith(`${assetsDir}/`)
          ? null
          : createHash('md5')
              .update(readFileSync(join(outDir, url)))
              .digest('hex'),
      }))
  );
}

/**
 * In dev, where no worker may answer: a worker that removes itself. A worker of a `vite preview` on the same port
 * (same origin) would otherwise keep serving that production build to the dev server's pages; the browser's update
 * check fetches this one, which unregisters and reloads the pages it controlled.
 */
const SELBST_ENTFERNEN = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => Promise.all(clients.map((client) => client.navigate(client.url)))),
  );
});
`;

function serviceWorkerImDevEntfernen(): Plugin {
  return {
    name: 'ekp-service-worker-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${server.config.base}service-worker.js`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(SELBST_ENTFERNEN);
      });
    },
  };
}

/**
 * The service worker of a brand app (issue 15): after the browser build and the prerendered pages, src/pwa/
 * service-worker.ts is built into service-worker.js with the precache list in place of `self.__WB_MANIFEST`, so the
 * worker keeps the prerendered pages too (it answers /anmelden with anmelden.html: they paint from HTML on return
 * visits as well). Registered by the portal itself (pwa/registrieren.tsx); the manifest comes from the brand plugin.
 * Written here rather than with vite-plugin-pwa: loading its workbox-build took 0.7 s of every brand build for what
 * is a walk of the build and one small Vite build (about 0.1 s).
 */
export function portalServiceWorker(): PluginOption {
  const nachBuild = nachDemBuild();
  const schreiben: Plugin = {
    name: 'ekp-service-worker',
    ...nachBuild.hooks,
    // After the prerender's closeBundle (its pages belong in the list): ordered last, and waiting for it in case the
    // bundler runs the two side by side.
    closeBundle: {
      order: 'post',
      async handler() {
        if (nachBuild.fehlgeschlagen()) return;
        const config = nachBuild.config();
        await vorrendernFertig.get(config);
        const { build } = await import('vite');
        const outDir = resolve(config.root, config.build.outDir);
        const liste = vorzuhaltendeDateien(outDir, config.build.assetsDir);
        await build({
          configFile: false,
          root: config.root,
          base: config.base,
          mode: config.mode,
          logLevel: 'error',
          publicDir: false,
          define: {
            // Workbox's own logging is for development only.
            'process.env.NODE_ENV': JSON.stringify('production'),
            'self.__WB_MANIFEST': JSON.stringify(liste),
          },
          build: {
            outDir,
            emptyOutDir: false,
            minify: true,
            lib: {
              entry: fileURLToPath(new URL('./src/pwa/service-worker.ts', import.meta.url)),
              formats: ['iife'],
              name: 'portalServiceWorker',
              fileName: () => SERVICE_WORKER,
            },
          },
        });
        // Workbox's build fails when the list was not put in; so does this one.
        if (readFileSync(join(outDir, SERVICE_WORKER), 'utf8').includes('__WB_MANIFEST')) {
          throw new Error(
            `${SERVICE_WORKER}: die Liste der Dateien fehlt (self.__WB_MANIFEST nicht ersetzt)`,
          );
        }
      },
    },
  };
  return [schreiben, serviceWorkerImDevEntfernen()];
}
