import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'vite';

import {
  removeTempDirs,
  repoRoot,
  shippedBrand,
  tempDir,
  writeBrand,
  writeTestApp,
} from '../test/brand-fixture.ts';
import { loadBrand, loadBrandFiles } from './load-brand.ts';
import type { BrandConfig } from './types.ts';
import { brand } from './vite-plugin.ts';
import { appKurzname, appSymboleRendern, webAppManifest } from './web-app.ts';

afterEach(removeTempDirs);

/** RGBA of one pixel. */
async function pixel(png: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const start = (y * info.width + x) * info.channels;
  return [...data.subarray(start, start + info.channels)];
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

describe('home-screen label', () => {
  it('is kurzname, else the supplier without its legal form', () => {
    expect(appKurzname({ mandant: 'Nordlicht Energie GmbH', kurzname: 'Nordlicht' })).toBe('Nordlicht');
    expect(appKurzname({ mandant: 'Ostwind AG' })).toBe('Ostwind');
    expect(appKurzname({ mandant: 'SWK Energie GmbH' })).toBe('SWK Energie');
    // Longer than a launcher shows: the first word, cut to 12 characters.
    expect(appKurzname({ mandant: 'Nordlicht Energie GmbH' })).toBe('Nordlicht');
    expect(appKurzname({ mandant: 'Stadtwerke Musterstadt GmbH & Co. KG' })).toBe('Stadtwerke');
    expect(appKurzname({ mandant: 'Energieversorgung Musterland' })).toBe('Energieverso');
  });

  it('rejects a kurzname a launcher would cut off, with its field', () => {
    const root = tempDir();
    const file = writeBrand({ root, id: 'lang', mutate: (b) => (b.kurzname = 'Stadtwerke Musterstadt') });
    expect(() => loadBrand(file)).toThrow(/kurzname/);
  });
});

describe('manifest', () => {
  it('installs the brand under its base path with its colours and all three icons', () => {
    const config = {
      ...shippedBrand('nordlicht-energie'),
      baseUrlRouting: '/kundenportal/',
    } as unknown as BrandConfig;
    const manifest = webAppManifest(config, '/kundenportal/', [
      { url: '/kundenportal/assets/a.png', groesse: 192, zweck: 'any' },
      { url: '/kundenportal/assets/b.png', groesse: 512, zweck: 'maskable' },
    ]);
    expect(manifest).toMatchObject({
      id: '/kundenportal/',
      name: 'Nordlicht Energie GmbH',
      short_name: 'Nordlicht',
      start_url: '/kundenportal/',
      scope: '/kundenportal/',
      display: 'standalone',
      lang: 'de',
      theme_color: config.theme.primary,
      background_color: config.theme.background,
    });
    expect(manifest.icons).toEqual([
      { src: '/kundenportal/assets/a.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/kundenportal/assets/b.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});

describe('icons', () => {
  it.each(['stadtwerke-musterstadt', 'nordlicht-energie'])(
    '%s: sharp squares of 192 and 512 px; the maskable one is filled with the background, its mark inside the safe circle',
    async (id) => {
      const loaded = loadBrandFiles(join(repoRoot, 'brands', id, 'brand.json'));
      const symbole = await appSymboleRendern(loaded.favicon, loaded.config.theme.background);
      expect(symbole.map(({ groesse, zweck }) => `${String(groesse)} ${zweck}`)).toEqual([
        '192 any',
        '512 any',
        '512 maskable',
      ]);
      for (const { groesse, png } of symbole) {
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', groesse, groesse]);
      }
      const maskierbar = symbole[2]?.png ?? new Uint8Array();
      const hintergrund = [...rgb(loaded.config.theme.background), 255];
      // Corners and the edge of the safe circle (radius 40 %) show only the background; the centre shows the mark.
      expect(await pixel(maskierbar, 0, 0)).toEqual(hintergrund);
      expect(await pixel(maskierbar, 511, 511)).toEqual(hintergrund);
      expect(await pixel(maskierbar, 256, 256 - 200)).toEqual(hintergrund);
      expect(await pixel(maskierbar, 256, 256)).not.toEqual(hintergrund);
    },
  );

  it('renders a vector mark at its size, not a small bitmap scaled up', async () => {
    const loaded = loadBrandFiles(join(repoRoot, 'brands', 'nordlicht-energie', 'brand.json'));
    const [, gross] = await appSymboleRendern(loaded.favicon, '#ffffff');
    // A 64 px bitmap scaled to 512 px has soft edges 8 px wide; rendered at 512 px the circle's edge is sharp:
    // 3 px inside it the mark is fully opaque.
    const { data, info } = await sharp(gross?.png).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number) => data[(256 * info.width + x) * info.channels + 3];
    const rand = [...Array(info.width).keys()].find((x) => (alpha(x) ?? 0) > 0) ?? 0;
    expect(alpha(rand + 3)).toBe(255);
  });
});

describe('brand() writes the installable portal', () => {
  it('emits manifest.webmanifest and its icons and links them from index.html, under the base path', async () => {
    const root = tempDir();
    writeBrand({ root, id: 'unterpfad', mutate: (b) => (b.baseUrlRouting = '/kundenportal/') });
    const app = writeTestApp(root, {
      indexHtml:
        '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
      mainTs: "import brand from 'virtual:ekp-brand';\nconsole.log(brand.mandant);\n",
    });
    await build({ root: app, configFile: false, logLevel: 'silent', plugins: [brand('unterpfad')] });
    const dist = join(app, 'dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/kundenportal/manifest.webmanifest">');
    const touch =
      /<link rel="apple-touch-icon" href="\/kundenportal\/(assets\/app-symbol-maskierbar-512-[0-9a-f]{8}\.png)">/.exec(
        html,
      );
    expect(touch).not.toBeNull();

    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.start_url).toBe('/kundenportal/');
    expect(manifest.icons.map((symbol) => symbol.src)).toContain(`/kundenportal/${touch?.[1] ?? ''}`);
    for (const symbol of manifest.icons) {
      const meta = await sharp(join(dist, symbol.src.replace('/kundenportal/', ''))).metadata();
      expect(meta.format).toBe('png');
    }
  });
});
