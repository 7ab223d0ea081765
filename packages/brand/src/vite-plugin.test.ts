// Real Vite builds and a real dev server over throw-away projects: brands/<id> + apps/x.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, writeBrand, writeTestApp } from '../test/brand-fixture.ts';
import { cssVariables } from './css.ts';
import { BrandConfigError } from './errors.ts';
import { loadBrand } from './load-brand.ts';
import type { BrandPluginOptions } from './vite-plugin.ts';
import { brand, brandHtmlElement, brandTitle, findBrandsDir } from './vite-plugin.ts';

afterAll(removeTempDirs);

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Kundenportal</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`;

// The entry of a real app, minus React: read the config, load the brand stylesheet.
const MAIN_TS = `import brand from 'virtual:ekp-brand';
import 'virtual:ekp-brand.css';
document.title = brand.mandant;
(window as unknown as { brand: unknown }).brand = brand;
`;

const writeApp = (root: string) => writeTestApp(root, { indexHtml: INDEX_HTML, mainTs: MAIN_TS });

/** `base: null` leaves the base to the plugin (baseUrlRouting), as the generated apps do. */
async function buildApp(app: string, id: string, options?: BrandPluginOptions, base: string | null = '/') {
  await build({
    root: app,
    ...(base === null ? {} : { base }),
    configFile: false,
    logLevel: 'silent',
    plugins: [brand(id, options)],
    build: { minify: false },
  });
  const dist = join(app, 'dist');
  const assets = readdirSync(join(dist, 'assets'));
  const read = (suffix: string) =>
    assets
      .filter((name) => name.endsWith(suffix))
      .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'));
  return {
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
    assets,
    css: read('.css').join('\n'),
    js: read('.js').join('\n'),
  };
}

describe('brand() in a build', () => {
  it('takes the base path from baseUrlRouting: a brand under /kundenportal loads its assets from there', async () => {
    const root = tempDir();
    writeBrand({ root, id: 'unterpfad', mutate: (b) => (b.baseUrlRouting = '/kundenportal') });
    const { html, js } = await buildApp(writeApp(root), 'unterpfad', undefined, null);

    expect(html).toMatch(/<script type="module" crossorigin src="\/kundenportal\/assets\/index-[^"]+\.js">/);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/kundenportal\/assets\/favicon-/);
    expect(js).toMatch(/"logo": "\/kundenportal\/assets\/logo-[0-9a-f]{8}\.svg"/);
    expect(js).toContain('"baseUrlRouting": "/kundenportal"');
  });

  it("gives the app the logo's own size (the header keeps its box before the file arrives), not the theme", async () => {
    const root = tempDir();
    writeBrand({ root, id: 'breit' });
    const logo = join(root, 'brands/breit/logo.svg');
    writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 64"><rect/></svg>');
    const { js } = await buildApp(writeApp(root), 'breit', undefined, null);
    expect(js).toMatch(/"logoMasse": \{\s*"breite": 320,\s*"hoehe": 64\s*\}/);
    // The theme reaches the page as CSS variables; the script, which every route loads, does not carry it.
    expect(js).toContain('"mandant_short"');
    expect(js).not.toContain('"theme"');
  });

  it('keeps an explicit base (a test, a CDN) over baseUrlRouting', async () => {
    const root = tempDir();
    writeBrand({ root, id: 'unterpfad', mutate: (b) => (b.baseUrlRouting = '/kundenportal/') });
    const { html } = await buildApp(writeApp(root), 'unterpfad', undefined, '/cdn/');
    expect(html).toMatch(/src="\/cdn\/assets\/index-/);
  });

  it('themes the page: virtual config, CSS variables as a file, title, favicon, html class, logo asset', async () => {
    const root = tempDir();
    const file = writeBrand({
      root,
      id: 'muster',
      files: { 'brand.css': '.mandant-swm .logo { height: 3rem; }' },
    });
    const config = loadBrand(file);
    const { html, assets, css, js } = await buildApp(writeApp(root), 'muster');

    expect(html).toMatch(/<html lang="de" class="mandant-swm">/);
    expect(html).toContain('<title>Stadtwerke Musterstadt</title>');
    expect(html).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="\/assets\/favicon-[0-9a-f]{8}\.svg">/,
    );
    expect(html).toContain(`<meta name="theme-color" content="${config.theme.primary}">`);
    // CSP style-src 'self': the theme arrives as a stylesheet file, never inline.
    expect(html).not.toMatch(/<style|style=/);
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);

    for (const [name, value] of cssVariables(config)) expect(css).toContain(`${name}: ${value};`);
    expect(css).toContain('.mandant-swm .logo');

    const logo = assets.find((name) => /^logo-[0-9a-f]{8}\.svg$/.test(name));
    expect(logo).toBeDefined();
    expect(readFileSync(join(root, 'apps/x/dist/assets', logo ?? ''))).toEqual(
      readFileSync(join(root, 'brands/muster/logo.svg')),
    );
    expect(js).toContain(`/assets/${logo ?? ''}`);
    expect(js).toContain('Stadtwerke Musterstadt');
    expect(js).not.toContain('$schema');
  });

  it('prefixes asset URLs with the base and honours an explicit brandsDir', async () => {
    const brandsRoot = tempDir();
    writeBrand({
      root: brandsRoot,
      id: 'anderswo',
      mutate: (b) => {
        delete b.favicon;
      },
    });
    const app = writeApp(tempDir());
    const { html, js } = await buildApp(
      app,
      'anderswo',
      { brandsDir: join(brandsRoot, 'brands') },
      '/portal/',
    );
    // Without a favicon of its own the logo is the favicon.
    expect(html).toMatch(
      /<link rel="icon" type="image\/svg\+xml" href="\/portal\/assets\/logo-[0-9a-f]{8}\.svg">/,
    );
    expect(js).toMatch(/\/portal\/assets\/logo-[0-9a-f]{8}\.svg/);
  });

  it('stops the build with every problem of a bad brand and writes nothing', async () => {
    const root = tempDir();
    writeBrand({
      root,
      id: 'kaputt',
      mutate: (b) => {
        b.theme.primary = 'blau';
        delete b.mandant;
      },
    });
    const app = writeApp(root);
    const failure = buildApp(app, 'kaputt');
    await expect(failure).rejects.toBeInstanceOf(BrandConfigError);
    const error = (await failure.catch((e: unknown) => e)) as BrandConfigError;
    expect(error.message).toMatch(/brand\.json › mandant: Pflichtfeld fehlt/);
    expect(error.message).toMatch(/brand\.json › theme\.primary: keine gültige Farbe/);
    expect(error.problems.map((p) => p.path).sort()).toEqual(['mandant', 'theme.primary']);
    expect(existsSync(join(app, 'dist'))).toBe(false);
  });

  it('names the missing brand', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'brands'));
    await expect(buildApp(writeApp(root), 'gibt-es-nicht')).rejects.toThrow(
      /Mandant "gibt-es-nicht" nicht gefunden/,
    );
  });
});

describe('brand() in dev', () => {
  it('serves config, stylesheet and favicon, and reloads when brand.json changes', async () => {
    const root = tempDir();
    const file = writeBrand({ root, id: 'live' });
    const server = await createServer({
      root: writeApp(root),
      configFile: false,
      logLevel: 'silent',
      plugins: [brand('live')],
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    try {
      const { port } = server.httpServer?.address() as AddressInfo;
      const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
      const configModule = async () => {
        const response = await get('/@id/__x00__virtual:ekp-brand');
        return { status: response.status, text: await response.text() };
      };

      const html = await (await get('/')).text();
      expect(html).toContain('class="mandant-swm"');
      const favicon = /rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? '';
      const icon = await get(favicon);
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      expect((await configModule()).text).toContain('"mandant": "Stadtwerke Musterstadt"');
      expect(await (await get('/@id/__x00__virtual:ekp-brand.css')).text()).toContain(
        '--brand-primary: #005a8c;',
      );

      const original = readFileSync(file, 'utf8');
      // Saves the file and waits for the dev server's answer to change. Under load a file watcher can miss a save
      // that follows another within moments, so the same content is saved again each second while waiting.
      const saveAndWaitFor = async (
        content: string,
        check: (module: { status: number; text: string }) => boolean,
      ) => {
        for (let i = 0; i < 100; i++) {
          if (i % 10 === 0) writeFileSync(file, content);
          if (check(await configModule())) return true;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return false;
      };
      const renamed = original.replace('"Stadtwerke Musterstadt"', '"Stadtwerke Neustadt"');
      expect(await saveAndWaitFor(renamed, (m) => m.text.includes('Stadtwerke Neustadt'))).toBe(true);

      // A broken save shows the problem instead of a half-themed page; fixing it recovers.
      const broken = original.replace('"#005a8c"', '"#005a8"');
      expect(
        await saveAndWaitFor(broken, (m) => m.status === 500 && m.text.includes('keine gültige Farbe')),
      ).toBe(true);
      expect(
        await saveAndWaitFor(original, (m) => m.status === 200 && m.text.includes('Stadtwerke Musterstadt')),
      ).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('html helpers', () => {
  it.each([
    ['<html>', '<html lang="de" class="mandant-swm">'],
    ['<html lang="en">', '<html lang="de" class="mandant-swm">'],
    ['<html class="js" lang=en>', '<html lang="de" class="js mandant-swm">'],
    ["<html class='mandant-swm'>", '<html lang="de" class="mandant-swm">'],
  ])('brandHtmlElement(%j)', (input, output) => {
    expect(brandHtmlElement(`${input}<head></head></html>`, 'swm')).toBe(`${output}<head></head></html>`);
  });

  it('replaces or adds the title, escaped', () => {
    expect(brandTitle('<head><title>x</title></head>', 'A & B')).toBe(
      '<head><title>A &#38; B</title></head>',
    );
    expect(brandTitle('<head></head>', 'Neu')).toContain('<title>Neu</title>');
  });

  it('finds brands/ by walking up, and says so when there is none', () => {
    const root = tempDir();
    mkdirSync(join(root, 'brands'));
    mkdirSync(join(root, 'apps', 'x', 'src'), { recursive: true });
    expect(findBrandsDir(join(root, 'apps', 'x', 'src'))).toBe(join(root, 'brands'));
    expect(() => findBrandsDir('/')).toThrow(/kein Ordner "brands\/"/);
  });
});
