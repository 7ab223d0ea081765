// Real Vite builds and a real dev server over throw-away projects: brands/<id>… + apps/x.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, writeBrand, writeTestApp } from '../test/brand-fixture.ts';
import { allBrands, allBrandsModule, listBrandIds } from './all-brands-plugin.ts';
import { cssVariables } from './css.ts';
import { loadBrand } from './load-brand.ts';

afterAll(removeTempDirs);

const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head><meta charset="UTF-8" /><title>Werkbank</title></head>
  <body><script type="module" src="/src/main.ts"></script></body>
</html>
`;

// What Storybook's preview does with the module, minus Storybook.
const MAIN_TS = `import brands from 'virtual:ekp-all-brands';
(window as unknown as { brands: unknown }).brands = brands;
`;

const writeApp = (root: string) => writeTestApp(root, { indexHtml: INDEX_HTML, mainTs: MAIN_TS });

/** Two brands, the second with its own colour and brand.css. */
function twoBrands(root: string) {
  writeBrand({ root, id: 'stadtwerke-a' });
  writeBrand({
    root,
    id: 'energie-b',
    mutate: (brand) => {
      brand.mandant = 'Energie B GmbH';
      brand.mandant_short = 'eb';
      brand.theme.primary = '#123456';
    },
    files: { 'brand.css': '.mandant-eb body { margin: 0; }' },
  });
}

describe('listBrandIds', () => {
  it('lists every folder with a brand.json, sorted, and nothing else', () => {
    const root = tempDir();
    twoBrands(root);
    mkdirSync(join(root, 'brands', 'leer'));
    writeFileSync(join(root, 'brands', 'README.md'), 'keine Marke');
    expect(listBrandIds(join(root, 'brands'))).toEqual(['energie-b', 'stadtwerke-a']);
  });
});

describe('allBrands() in a build', () => {
  it('bundles every brand with config, variables, brand.css and its logo, with relative asset URLs', async () => {
    const root = tempDir();
    twoBrands(root);
    const app = writeApp(root);
    await build({
      root: app,
      base: './',
      configFile: false,
      logLevel: 'silent',
      plugins: [allBrands()],
      // Keep the logos as files, so the test sees them emitted rather than inlined.
      build: { minify: false, assetsInlineLimit: 0 },
    });
    const assetsDir = join(app, 'dist', 'assets');
    const assets = readdirSync(assetsDir);
    const js = assets
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assetsDir, name), 'utf8'))
      .join('\n');

    expect(js).toContain('"Energie B GmbH"');
    expect(js).toContain('"Stadtwerke Musterstadt"');
    expect(js).toMatch(/"--brand-primary",\s*"#123456"/);
    expect(js).toContain('.mandant-eb body { margin: 0; }');
    expect(js).not.toContain('$schema');
    expect(assets.filter((name) => /^logo-.*\.svg$/.test(name)).length).toBeGreaterThan(0);
    // A static workbench is served from any folder: no root-absolute asset URL.
    expect(js).not.toMatch(/["'`]\/assets\//);
  });

  it('stops the build with the problems of every broken brand', async () => {
    const root = tempDir();
    writeBrand({ root, id: 'kaputt-a', mutate: (brand) => (brand.theme.primary = 'blau') });
    writeBrand({ root, id: 'kaputt-b', mutate: (brand) => delete brand.mandant });
    const app = writeApp(root);
    await expect(
      build({ root: app, configFile: false, logLevel: 'silent', plugins: [allBrands()] }),
    ).rejects.toThrow(/theme\.primary: keine gültige Farbe[\s\S]*mandant: Pflichtfeld fehlt/);
  });
});

describe('allBrandsModule', () => {
  it("gives each brand the variables of cssVariables, its images as ?url imports and the logo's size", async () => {
    const root = tempDir();
    twoBrands(root);
    const source = await allBrandsModule(join(root, 'brands'));
    const config = loadBrand(join(root, 'brands', 'stadtwerke-a', 'brand.json'));
    expect(source).toContain(JSON.stringify(cssVariables(config)));
    expect(source).toMatch(/import logo0 from ".*energie-b\/logo\.svg\?url";/);
    expect(source).toMatch(/import favicon1 from ".*stadtwerke-a\/favicon\.svg\?url";/);
    // The fixture's logo (stadtwerke-musterstadt's) is 240 × 56.
    expect(source).toContain('"logoMasse":{"breite":240,"hoehe":56}');
  });
});

describe('allBrands() in dev', () => {
  it('serves the list and picks up a brand added while the server runs', async () => {
    const root = tempDir();
    writeBrand({ root, id: 'erste' });
    const server = await createServer({
      root: writeApp(root),
      configFile: false,
      logLevel: 'silent',
      plugins: [allBrands()],
      server: { port: 0, host: '127.0.0.1' },
      build: { assetsInlineLimit: 0 },
    });
    await server.listen();
    try {
      const { port } = server.httpServer?.address() as AddressInfo;
      const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
      const moduleText = async () => (await get('/@id/__x00__virtual:ekp-all-brands')).text();

      const first = await moduleText();
      expect(first).toContain('id: "erste"');
      // The logo is served, although brands/ lies outside the app root: the ?url module names its URL.
      const logoModule = /import logo0 from "([^"]+)"/.exec(first)?.[1] ?? '';
      const logoUrl = /export default "([^"]+)"/.exec(await (await get(logoModule)).text())?.[1] ?? '';
      const logo = await get(logoUrl);
      expect(logo.status).toBe(200);
      expect(await logo.text()).toContain('<svg');

      writeBrand({ root, id: 'zweite', mutate: (brand) => (brand.mandant_short = 'zw') });
      let text = '';
      for (let i = 0; i < 50 && !text.includes('"zweite"'); i++) {
        await new Promise((done) => setTimeout(done, 100));
        text = await moduleText();
      }
      expect(text).toContain('id: "zweite"');
    } finally {
      await server.close();
    }
  });
});
