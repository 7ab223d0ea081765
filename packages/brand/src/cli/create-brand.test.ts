import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, writeBrand } from '../../test/brand-fixture.ts';
import type { BrandJson } from '../../test/brand-fixture.ts';
import { BrandConfigError } from '../errors.ts';
import { loadBrand } from '../load-brand.ts';
import { appFiles } from './app-template.ts';
import type { Runner } from './create-brand.ts';
import {
  brandIdFromMandant,
  installWorkspace,
  NewBrandError,
  planNewBrand,
  SCHEMA_REF,
  writePlan,
} from './create-brand.ts';

afterAll(removeTempDirs);

/** A repo root with one existing brand + app (port 5173) and a source brand.json outside it. */
function setup(mutate?: (brand: BrandJson) => void) {
  const repoRoot = tempDir();
  writeBrand({ root: repoRoot, id: 'bestand' });
  mkdirSync(join(repoRoot, 'apps', 'bestand'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'apps', 'bestand', 'vite.config.ts'),
    appFiles({ id: 'bestand', port: 5173 })['vite.config.ts'] ?? '',
  );
  const source = writeBrand({
    id: 'eingang',
    mutate: (b) => {
      b.mandant = 'Gemeindewerke Süd-Öhringen GmbH & Co. KG';
      b.mandant_short = 'gws';
      mutate?.(b);
    },
  });
  return { repoRoot, source };
}

describe('brandIdFromMandant', () => {
  it.each([
    ['Stadtwerke Musterstadt', 'stadtwerke-musterstadt'],
    ['Nordlicht Energie GmbH', 'nordlicht-energie'],
    ['Gemeindewerke Süd-Öhringen GmbH & Co. KG', 'gemeindewerke-sued-oehringen'],
    ['Energie Genossenschaft Rhön eG', 'energie-genossenschaft-rhoen'],
    ['Wärme & Strom AG', 'waerme-strom'],
    ['  Élan Énergie, SE ', 'elan-energie'],
  ])('%j → %j', (mandant, id) => {
    expect(brandIdFromMandant(mandant)).toBe(id);
  });
});

describe('planNewBrand (dry run)', () => {
  it('returns the brand folder and the thin app, with the next free port, writing nothing', () => {
    const { repoRoot, source } = setup();
    const plan = planNewBrand({ repoRoot, source });
    expect(plan.id).toBe('gemeindewerke-sued-oehringen');
    expect(plan.port).toBe(5174);
    expect(plan.files.map((f) => f.path)).toEqual([
      'brands/gemeindewerke-sued-oehringen/brand.json',
      'brands/gemeindewerke-sued-oehringen/logo.svg',
      'brands/gemeindewerke-sued-oehringen/favicon.svg',
      ...Object.keys(appFiles({ id: plan.id, port: 5174 })).map(
        (path) => `apps/gemeindewerke-sued-oehringen/${path}`,
      ),
    ]);
    const app = plan.files.find((f) => f.path.endsWith('/vite.config.ts'));
    expect(app?.content).toBe(appFiles({ id: plan.id, port: 5174 })['vite.config.ts']);
    const brandJson = JSON.parse(String(plan.files[0]?.content)) as Record<string, unknown>;
    expect(Object.keys(brandJson)[0]).toBe('$schema');
    expect(brandJson).toMatchObject({
      $schema: SCHEMA_REF,
      mandant_short: 'gws',
      logo: 'logo.svg',
      favicon: 'favicon.svg',
    });
    expect(existsSync(join(repoRoot, 'brands', plan.id))).toBe(false);
  });

  it('takes an explicit id and a logo from elsewhere, renamed to logo.<ext>', () => {
    const { repoRoot, source } = setup((b) => {
      delete b.logo;
      delete b.favicon;
    });
    const logo = join(tempDir(), 'Mein Logo.PNG');
    writeFileSync(logo, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]));
    const plan = planNewBrand({ repoRoot, source, logo, id: 'gws' });
    expect(plan.files.map((f) => f.path).slice(0, 2)).toEqual([
      'brands/gws/brand.json',
      'brands/gws/logo.png',
    ]);
    expect(JSON.parse(String(plan.files[0]?.content))).toMatchObject({ logo: 'logo.png' });
    expect(JSON.parse(String(plan.files[0]?.content))).not.toHaveProperty('favicon');
  });

  it('validates first: a bad source yields the problem list', () => {
    const { repoRoot, source } = setup((b) => {
      b.theme.primary = '#ffff00';
    });
    expect(() => planNewBrand({ repoRoot, source })).toThrow(BrandConfigError);
  });

  it('refuses to overwrite an existing brand or app', () => {
    const { repoRoot, source } = setup();
    expect(() => planNewBrand({ repoRoot, source, id: 'bestand' })).toThrow(NewBrandError);
    expect(() => planNewBrand({ repoRoot, source, id: 'bestand' })).toThrow(/existiert bereits/);
  });

  it('refuses a mandant_short another brand already uses', () => {
    const { repoRoot, source } = setup((b) => {
      b.mandant_short = 'swm';
    });
    expect(() => planNewBrand({ repoRoot, source })).toThrow(/"swm" verwendet bereits der Mandant bestand/);
  });

  it('refuses an id that is not kebab-case', () => {
    const { repoRoot, source } = setup();
    expect(() => planNewBrand({ repoRoot, source, id: 'Neu_Mandant' })).toThrow(/Ungültige Mandanten-Id/);
  });
});

describe('writePlan', () => {
  it('creates a brand that loads, and never replaces a file', () => {
    const { repoRoot, source } = setup();
    const plan = planNewBrand({ repoRoot, source });
    writePlan(repoRoot, plan);
    const config = loadBrand(join(repoRoot, 'brands', plan.id, 'brand.json'));
    expect(config.mandant).toBe('Gemeindewerke Süd-Öhringen GmbH & Co. KG');
    expect(readFileSync(join(repoRoot, 'apps', plan.id, 'src', 'main.tsx'), 'utf8')).toContain(
      "import brand from 'virtual:ekp-brand';",
    );
    expect(() => writePlan(repoRoot, plan)).toThrow(/EEXIST/);
  });
});

describe('installWorkspace', () => {
  it('tries offline first and falls back to a normal install', () => {
    const calls: string[] = [];
    const failOffline: Runner = (command, args) => {
      calls.push([command, ...args].join(' '));
      return args.includes('--offline') ? 1 : 0;
    };
    expect(installWorkspace('/repo', failOffline)).toBe(true);
    expect(calls).toEqual(['pnpm install --offline --reporter=silent', 'pnpm install --reporter=silent']);
    expect(installWorkspace('/repo', () => 1)).toBe(false);
  });
});

describe('pnpm new-brand (the command)', () => {
  const cli = fileURLToPath(new URL('./new-brand.ts', import.meta.url));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], {
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: tempDir() },
    });

  it('creates brands/<id> and apps/<id> in the given root', () => {
    const { repoRoot, source } = setup();
    const result = run(source, '--root', repoRoot, '--skip-install');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Mandant "gemeindewerke-sued-oehringen" angelegt');
    expect(result.stdout).toContain('http://localhost:5174/');
    expect(existsSync(join(repoRoot, 'apps/gemeindewerke-sued-oehringen/turbo.json'))).toBe(true);
    expect(loadBrand(join(repoRoot, 'brands/gemeindewerke-sued-oehringen/brand.json')).mandant_short).toBe(
      'gws',
    );
  });

  it('prints the problems and exits 1 for a bad brand, writing nothing', () => {
    const { repoRoot, source } = setup((b) => {
      b.baseUrl = 'nicht-absolut';
    });
    const result = run(source, '--root', repoRoot, '--skip-install');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/› baseUrl: keine gültige absolute URL/);
    expect(existsSync(join(repoRoot, 'brands/gemeindewerke-sued-oehringen'))).toBe(false);
  });

  it('prints usage without a source, and lists files on --dry-run', () => {
    expect(run().status).toBe(2);
    expect(run().stdout).toContain('Aufruf: pnpm new-brand');
    const { repoRoot, source } = setup();
    const dry = run(source, '--root', repoRoot, '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('apps/gemeindewerke-sued-oehringen/package.json');
    expect(existsSync(join(repoRoot, 'apps/gemeindewerke-sued-oehringen'))).toBe(false);
  });
});
