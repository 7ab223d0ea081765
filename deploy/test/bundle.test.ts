// The generated parts of the image for all brands, without nginx: the maps from brands/*/brand.json and the
// checks that stop a bundle before nginx would serve one brand under another's name.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  betriebFiles,
  fillTemplate,
  mandantenMaps,
  MandantenError,
  readBrandsDir,
  readMandanten,
  repoRoot,
} from '../src/index.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

const brands = join(repoRoot, 'brands');
const mandanten = readBrandsDir(brands);

describe('mandantenMaps', () => {
  it('maps each baseUrl host to its brand, each brand to its base path and its connect-src', () => {
    const maps = mandantenMaps(mandanten, { 'nordlicht-energie': ['https://api.nordlicht-energie.example'] });
    expect(maps['hosts.map']).toMatch(
      /^kundenportal\.stadtwerke-musterstadt\.example\s+stadtwerke-musterstadt;$/m,
    );
    expect(maps['hosts.map']).toMatch(/^portal\.nordlicht-energie\.example\s+nordlicht-energie;$/m);
    expect(maps['basis.map']).toMatch(/^stadtwerke-musterstadt\s+\/;$/m);
    expect(maps['connect-src.map']).toMatch(
      /^nordlicht-energie\s+"https:\/\/api\.nordlicht-energie\.example";$/m,
    );
    expect(maps['connect-src.map']).toMatch(/^stadtwerke-musterstadt\s+"";$/m);
  });

  it.each([
    [{ 'gibt-es-nicht': ['https://a.example'] }, /kein Mandant "gibt-es-nicht"/],
    [{ 'nordlicht-energie': ['https://a.example; script-src *'] }, /ist kein Ursprung/],
    [{ 'nordlicht-energie': ['https://a.example/pfad'] }, /ist kein Ursprung/],
  ])('refuses connect-src %j', (connectSrc, message) => {
    expect(() => mandantenMaps(mandanten, connectSrc)).toThrow(message);
  });
});

describe('readMandanten', () => {
  it('refuses two brands on one host: nginx would serve one under the other’s name', () => {
    const root = tempDir();
    cpSync(join(brands, 'stadtwerke-musterstadt'), join(root, 'brands', 'zweitmarke'), { recursive: true });
    const file = join(root, 'brands', 'zweitmarke', 'brand.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"mandant_short": "swm"', '"mandant_short": "zwm"'),
    );
    expect(() => readMandanten([brands, join(root, 'brands')])).toThrow(
      /Host kundenportal\.stadtwerke-musterstadt\.example \(baseUrl\) gehört zu stadtwerke-musterstadt und zweitmarke/,
    );
  });

  it('refuses the same brand id from two folders', () => {
    const root = tempDir();
    cpSync(join(brands, 'nordlicht-energie'), join(root, 'brands', 'nordlicht-energie'), { recursive: true });
    expect(() => readMandanten([brands, join(root, 'brands')])).toThrow(MandantenError);
  });
});

describe('betriebFiles', () => {
  it('writes the installation’s maps', () => {
    const files = betriebFiles(mandanten, {
      api: { 'stadtwerke-musterstadt': 'https://api.swm.example/kundenportal/api/' },
      hosts: { 'swm.staging.example': 'stadtwerke-musterstadt' },
      resolver: '10.96.0.10',
    });
    expect(files['api.map']).toMatch(
      /^stadtwerke-musterstadt https:\/\/api\.swm\.example\/kundenportal\/api\/;$/m,
    );
    expect(files['hosts.map']).toMatch(/^swm\.staging\.example stadtwerke-musterstadt;$/m);
    expect(files['resolver.conf']).toBe('resolver 10.96.0.10 valid=30s;\n');
  });

  it.each([
    [{ api: { 'stadtwerke-musterstadt': 'https://api.swm.example/api' } }, /mit Pfad, der auf \/ endet/],
    [{ api: { 'stadtwerke-musterstadt': 'ftp://api.swm.example/api/' } }, /keine http\(s\)-URL/],
    [{ api: { 'stadtwerke-musterstadt': 'https://a.example/api/;return 200' } }, /keine http\(s\)-URL/],
    [{ hosts: { 'swm.example': 'unbekannt' } }, /kein Mandant "unbekannt"/],
    [{ hosts: { 'swm example': 'stadtwerke-musterstadt' } }, /kein Hostname/],
  ])('refuses %j', (betrieb, message) => {
    expect(() => betriebFiles(mandanten, betrieb)).toThrow(message);
  });
});

describe('fillTemplate', () => {
  it('fills the named variables and leaves nginx’s own', () => {
    expect(
      fillTemplate('listen ${PORTAL_LISTEN}; try_files $uri ${ekp_basis}index.html; ${ANDERE}', {
        PORTAL_LISTEN: '8080',
      }),
    ).toBe('listen 8080; try_files $uri ${ekp_basis}index.html; ${ANDERE}');
  });
});
