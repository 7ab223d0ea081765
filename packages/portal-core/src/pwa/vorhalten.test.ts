import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { vorzuhaltendeDateien } from '../../build.ts';

let dist: string;

function datei(pfad: string, inhalt = pfad) {
  mkdirSync(dirname(join(dist, pfad)), { recursive: true });
  writeFileSync(join(dist, pfad), inhalt);
}

const md5 = (inhalt: string) => createHash('md5').update(inhalt).digest('hex');

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'ekp-vorhalten-'));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('the service worker’s precache list', () => {
  it('keeps pages, scripts, styles, images and the manifest; not the PDF library, hidden files, files over 2 MiB or itself', () => {
    datei('index.html', '<div id="root"></div>');
    datei('anmelden.html', '<form>Anmelden</form>');
    datei('passwort/vergessen.html');
    datei('manifest.webmanifest', '{"name":"Nordlicht"}');
    datei('assets/index-Ab3dE_f9.js');
    datei('assets/index-Cd4eF-g0.css');
    datei('assets/icon-192-Ef5gH6i7.png');
    datei('assets/logo-Gh6iJ7k8.svg');
    datei('assets/kuendigung-pdf-DgBkQjUI.js');
    datei('assets/html2canvas-Bw0OShmD.js');
    datei('assets/purify.es-Dzkdzyfv.js');
    datei('assets/index.es-Dro0Bjf8.js');
    datei('.vite/manifest.json');
    datei('.vite/deps/chunk.js');
    datei('assets/.versteckt.js');
    datei('assets/gross-Ab3dE_f9.png', 'x'.repeat(2 * 1024 * 1024 + 1));
    datei('service-worker.js');
    datei('robots.txt');

    expect(vorzuhaltendeDateien(dist, 'assets')).toEqual([
      { url: 'anmelden.html', revision: md5('<form>Anmelden</form>') },
      { url: 'assets/icon-192-Ef5gH6i7.png', revision: null },
      { url: 'assets/index-Ab3dE_f9.js', revision: null },
      { url: 'assets/index-Cd4eF-g0.css', revision: null },
      { url: 'assets/logo-Gh6iJ7k8.svg', revision: null },
      { url: 'index.html', revision: md5('<div id="root"></div>') },
      { url: 'manifest.webmanifest', revision: md5('{"name":"Nordlicht"}') },
      { url: 'passwort/vergessen.html', revision: md5('passwort/vergessen.html') },
    ]);
  });

  it('gives index.html a new revision when only its content changed, so a return visit gets the new version', () => {
    datei('index.html', '<script src="/assets/index-Ab3dE_f9.js"></script>');
    const [vorher] = vorzuhaltendeDateien(dist, 'assets');
    datei('index.html', '<script src="/assets/index-Zz9yX8w7.js"></script>');
    const [nachher] = vorzuhaltendeDateien(dist, 'assets');
    expect(nachher?.url).toBe('index.html');
    expect(nachher?.revision).not.toBe(vorher?.revision);
  });

  it('follows the build’s assets folder', () => {
    datei('static/index-Ab3dE_f9.js');
    datei('assets/keine-vite-datei.js', 'a');
    expect(vorzuhaltendeDateien(dist, 'static')).toEqual([
      { url: 'assets/keine-vite-datei.js', revision: md5('a') },
      { url: 'static/index-Ab3dE_f9.js', revision: null },
    ]);
  });
});
