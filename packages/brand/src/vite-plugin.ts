// Build-time theming: one app = one brand. The plugin validates brands/<id>/brand.json before anything is built
// (a bad file stops the build; never a half-themed bundle) and turns it into
//   - `virtual:ekp-brand`      typed config (default export AppBrand: logo/favicon as asset URLs, the logo's
//                              size, no theme),
//   - `virtual:ekp-brand.css`  :root { --brand-* } plus brands/<id>/brand.css, emitted as a real CSS file
//                              (the production CSP allows style-src 'self' only, so nothing inline),
//   - index.html               <title>, favicon, theme-color, <html lang="de" class="mandant-<short>">,
//   - the logo/favicon assets,
//   - the installable portal's manifest.webmanifest and its PNG icons (web-app.ts), linked from index.html,
//   - Vite's `base` from baseUrlRouting, so a brand served under /kundenportal/ loads its assets from there too
//     (the router takes the same path as its basename; docs/betrieb.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { HtmlTagDescriptor, Plugin, ViteDevServer } from 'vite';
import { basePathOf } from './base-path.ts';
import { bildMasse, mitLogoMasse } from './bild-masse.ts';
import type { AppBrand, BildMasse } from './brand-preview.ts';
import { brandCss } from './css.ts';
import { BrandConfigError } from './errors.ts';
import { IMAGE_MIME } from './image.ts';
import { loadBrandFiles } from './load-brand.ts';
import type { ImageFile, LoadedBrand } from './load-brand.ts';
import type { BrandConfig } from './types.ts';
import { appSymboleRendern, webAppManifest, type AppSymbolZweck } from './web-app.ts';

export const VIRTUAL_CONFIG_ID = 'virtual:ekp-brand';
export const VIRTUAL_CSS_ID = 'virtual:ekp-brand.css';
const RESOLVED_CONFIG_ID = `\0${VIRTUAL_CONFIG_ID}`;
const RESOLVED_CSS_ID = `\0${VIRTUAL_CSS_ID}`;

export interface BrandPluginOptions {
  /** Folder that holds `<id>/brand.json`; default: the nearest `brands/` folder at or above the Vite root. */
  brandsDir?: string;
}

/** Walks up from `start` to the first folder that contains a `brands/` directory. */
export function findBrandsDir(start: string): string {
  let dir = resolve(start);
  for (;;) {
    const candidate = join(dir, 'brands');
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`@ekp/brand: kein Ordner "brands/" in ${start} oder darüber gefunden`);
    dir = parent;
  }
}

interface Asset {
  fileName: string;
  image: ImageFile;
}

interface BrandState {
  loaded: LoadedBrand;
  css: string;
  logo: Asset;
  favicon: Asset;
}

/** The manifest file, next to index.html under the base path (not hashed: its address is in every page). */
export const WEB_APP_MANIFEST = 'manifest.webmanifest';

interface WebApp {
  manifest: string;
  symbole: { fileName: string; groesse: number; zweck: AppSymbolZweck; bytes: Uint8Array }[];
}

/** Renders the icons and writes the manifest that points at them under their content-hashed names. */
async function webAppErstellen(state: BrandState, base: string, assetsDir: string): Promise<WebApp> {
  const { config } = state.loaded;
  const gerendert = await appSymboleRendern(state.favicon.image, config.theme.background);
  const symbole = gerendert.map(({ groesse, zweck, png }) => {
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 8);
    const name = `app-symbol-${zweck === 'maskable' ? 'maskierbar-' : ''}${String(groesse)}-${hash}.png`;
    return { fileName: [assetsDir, name].filter(Boolean).join('/'), groesse, zweck, bytes: png };
  });
  const manifest = webAppManifest(
    config,
    base,
    symbole.map(({ fileName, groesse, zweck }) => ({ url: base + fileName, groesse, zweck })),
  );
  return { manifest: `${JSON.stringify(manifest, null, 2)}\n`, symbole };
}

function asset(name: string, image: ImageFile, assetsDir: string): Asset {
  const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 8);
  const fileName = [assetsDir, `${name}-${hash}${extname(image.path).toLowerCase()}`]
    .filter(Boolean)
    .join('/');
  return { fileName, image };
}

/** The config as the app's code sees it (AppBrand): image paths replaced by URLs, the logo's size added. */
function clientConfig(state: BrandState, base: string, logoMasse: BildMasse | undefined): AppBrand {
  const config: AppBrand & Partial<Pick<BrandConfig, 'theme'>> = mitLogoMasse(state.loaded.config, logoMasse);
  delete config.theme;
  return { ...config, logo: base + state.logo.fileName, favicon: base + state.favicon.fileName };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sets `lang="de"` and adds `mandant-<short>` to the <html> element's class list. */
export function brandHtmlElement(html: string, mandantShort: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_match, attrs: string) => {
    let next = attrs.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|\S+)/i, '');
    const className = `mandant-${mandantShort}`;
    const classAttr = /\sclass\s*=\s*("([^"]*)"|'([^']*)')/i.exec(next);
    if (classAttr) {
      const existing = (classAttr[2] ?? classAttr[3] ?? '').split(/\s+/).filter(Boolean);
      const classes = existing.includes(className) ? existing : [...existing, className];
      next = next.replace(classAttr[0], ` class="${classes.join(' ')}"`);
    } else {
      next = `${next} class="${className}"`;
    }
    return `<html lang="de"${next}>`;
  });
}

/** Replaces (or adds) the document title. */
export function brandTitle(html: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  if (/<title>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/i, tag);
  return html.replace(/<head([^>]*)>/i, `<head$1>\n    ${tag}`);
}

/**
 * Vite plugin for a brand app: `plugins: [react(), tailwindcss(), brand('stadtwerke-musterstadt')]`.
 * The entry imports `virtual:ekp-brand` (config) and `virtual:ekp-brand.css` (variables).
 */
export function brand(id: string, options: BrandPluginOptions = {}): Plugin {
  let base = '/';
  let brandDir = '';
  let state: BrandState | undefined;
  let failure: Error | undefined;
  let isBuild = false;
  let assetsDir = 'assets';
  let webApp: Promise<WebApp> | undefined;
  let logoMasse: Promise<BildMasse | undefined> | undefined;

  /** Made once per brand state (the icons take a moment); a changed brand.json in dev makes them afresh. */
  function aktuelleWebApp(): Promise<WebApp> {
    webApp ??= webAppErstellen(current(), base, assetsDir);
    return webApp;
  }

  function aktuelleLogoMasse(): Promise<BildMasse | undefined> {
    logoMasse ??= bildMasse(current().logo.image);
    return logoMasse;
  }

  function load(): BrandState {
    let loaded: LoadedBrand;
    try {
      loaded = loadBrandFiles(join(brandDir, 'brand.json'));
    } catch (error) {
      // The problem list is the message; a stack trace into the loader would only bury it.
      if (error instanceof BrandConfigError) error.stack = `${error.name}: ${error.message}`;
      throw error;
    }
    const cssFile = join(brandDir, 'brand.css');
    const extraCss = existsSync(cssFile) ? readFileSync(cssFile, 'utf8') : undefined;
    const logo = asset('logo', loaded.logo, assetsDir);
    const favicon =
      loaded.favicon.path === loaded.logo.path ? logo : asset('favicon', loaded.favicon, assetsDir);
    return { loaded, css: brandCss(loaded.config, extraCss), logo, favicon };
  }

  function current(): BrandState {
    if (failure) throw failure;
    if (!state) throw new Error('@ekp/brand: Konfiguration noch nicht geladen');
    return state;
  }

  function reloadInDev(server: ViteDevServer, changed: string) {
    const client = server.environments.client;
    try {
      state = load();
      failure = undefined;
      webApp = undefined;
      logoMasse = undefined;
      server.config.logger.info(`@ekp/brand: ${changed} geändert, lade neu`, { timestamp: true });
    } catch (error) {
      failure = error as Error;
      server.config.logger.error(failure.message, { timestamp: true });
    }
    for (const moduleId of [RESOLVED_CONFIG_ID, RESOLVED_CSS_ID]) {
      const module = client.moduleGraph.getModuleById(moduleId);
      if (module) client.moduleGraph.invalidateModule(module);
    }
    if (failure) client.hot.send({ type: 'error', err: { message: failure.message, stack: '' } });
    else client.hot.send({ type: 'full-reload' });
  }

  function brandDirFor(root: string): string {
    const brandsDir = options.brandsDir ? resolve(root, options.brandsDir) : findBrandsDir(root);
    const dir = join(brandsDir, id);
    if (!existsSync(join(dir, 'brand.json'))) {
      throw new Error(`@ekp/brand: Mandant "${id}" nicht gefunden: ${join(dir, 'brand.json')} fehlt`);
    }
    return dir;
  }

  return {
    name: 'ekp-brand',
    enforce: 'pre',

    config(userConfig) {
      // An explicit base (a test, a CDN) wins; otherwise the brand's baseUrlRouting decides.
      if (userConfig.base !== undefined) return undefined;
      brandDir = brandDirFor(resolve(userConfig.root ?? process.cwd()));
      state = load();
      return { base: basePathOf(state.loaded.config.baseUrlRouting) };
    },

    configResolved(config) {
      base = config.base;
      isBuild = config.command === 'build';
      assetsDir = config.build.assetsDir;
      brandDir = brandDirFor(config.root);
      // Throwing here stops `vite build` (and `vite dev`) before a single module is transformed. Loaded again
      // (after config()) because the asset names depend on the resolved assetsDir.
      state = load();
      webApp = undefined;
      logoMasse = undefined;
    },

    async buildStart() {
      const { loaded, logo, favicon } = current();
      for (const file of [loaded.file, logo.image.path, favicon.image.path, join(brandDir, 'brand.css')]) {
        this.addWatchFile(file);
      }
      if (!isBuild) return;
      for (const item of new Set([logo, favicon])) {
        this.emitFile({ type: 'asset', fileName: item.fileName, source: item.image.bytes });
      }
      const { manifest, symbole } = await aktuelleWebApp();
      for (const symbol of symbole)
        this.emitFile({ type: 'asset', fileName: symbol.fileName, source: symbol.bytes });
      this.emitFile({ type: 'asset', fileName: WEB_APP_MANIFEST, source: manifest });
    },

    resolveId(source) {
      if (source === VIRTUAL_CONFIG_ID) return RESOLVED_CONFIG_ID;
      if (source === VIRTUAL_CSS_ID) return RESOLVED_CSS_ID;
      return undefined;
    },

    async load(moduleId) {
      if (moduleId === RESOLVED_CONFIG_ID) {
        const config = clientConfig(current(), base, await aktuelleLogoMasse());
        return `export default ${JSON.stringify(config, null, 2)};\n`;
      }
      if (moduleId === RESOLVED_CSS_ID) return current().css;
      return undefined;
    },

    configureServer(server) {
      server.watcher.add(brandDir);
      const onChange = (file: string) => {
        if (file.startsWith(brandDir + sep)) reloadInDev(server, file.slice(brandDir.length + 1));
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      // In dev the images and the manifest are served from memory under the URLs the build emits them to.
      server.middlewares.use((req, res, next) => {
        if (!state) return next();
        const path = (req.url ?? '').split('?')[0];
        const match = [state.logo, state.favicon].find((item) => base + item.fileName === path);
        if (match) {
          res.setHeader('Content-Type', IMAGE_MIME[match.image.kind]);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(match.image.bytes);
          return;
        }
        if (path !== base + WEB_APP_MANIFEST && !path?.startsWith(`${base}${assetsDir}/app-symbol-`))
          return next();
        aktuelleWebApp().then(
          ({ manifest, symbole }) => {
            const symbol = symbole.find((item) => base + item.fileName === path);
            if (path !== base + WEB_APP_MANIFEST && !symbol) return next();
            res.setHeader('Content-Type', symbol ? 'image/png' : 'application/manifest+json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(symbol ? symbol.bytes : manifest);
          },
          (error: unknown) => next(error),
        );
      });
    },

    handleHotUpdate({ file }) {
      // Brand files are handled by the watcher above (full reload); no module-level HMR for them.
      if (file.startsWith(brandDir + sep)) return [];
      return undefined;
    },

    transformIndexHtml: {
      // After Vite's own asset processing: our hrefs already point at the final asset URLs.
      order: 'post',
      async handler(html) {
        const { loaded, favicon } = current();
        const { config } = loaded;
        // iOS takes the home-screen icon from this link, not from the manifest, and fills transparency with black:
        // the maskable icon has the brand's background edge to edge.
        const touchSymbol = (await aktuelleWebApp()).symbole.find((symbol) => symbol.zweck === 'maskable');
        const tags: HtmlTagDescriptor[] = [
          { tag: 'link', attrs: { rel: 'manifest', href: base + WEB_APP_MANIFEST }, injectTo: 'head' },
          ...(touchSymbol
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'apple-touch-icon', href: base + touchSymbol.fileName },
                  injectTo: 'head',
                } as const,
              ]
            : []),
          {
            tag: 'link',
            attrs: { rel: 'icon', type: IMAGE_MIME[favicon.image.kind], href: base + favicon.fileName },
            injectTo: 'head',
          },
          { tag: 'meta', attrs: { name: 'theme-color', content: config.theme.primary }, injectTo: 'head' },
        ];
        return { html: brandTitle(brandHtmlElement(html, config.mandant_short), config.mandant), tags };
      },
    },
  };
}
