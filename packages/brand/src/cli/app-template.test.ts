import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { repoRoot, shippedBrands } from '../../test/brand-fixture.ts';
import { appFiles, formatJson, readAppPort } from './app-template.ts';
import { appDrift } from './sync-apps.ts';

describe('shipped apps', () => {
  it('are exactly what the template generates (no drift between shipped and new apps)', () => {
    expect(appDrift(repoRoot)).toEqual([]);
  });

  it('keep their dev ports: 5173 Stadtwerke Musterstadt, 5174 Nordlicht Energie', () => {
    expect(readAppPort(join(repoRoot, 'apps', 'stadtwerke-musterstadt'))).toBe(5173);
    expect(readAppPort(join(repoRoot, 'apps', 'nordlicht-energie'))).toBe(5174);
  });

  it.each(shippedBrands)('%s declares its brand folder as a build input', (id) => {
    const turbo = JSON.parse(readFileSync(join(repoRoot, 'apps', id, 'turbo.json'), 'utf8')) as {
      extends: string[];
      tasks: { build: { inputs: string[] } };
    };
    expect(turbo.extends).toEqual(['//']);
    expect(turbo.tasks.build.inputs).toEqual(['$TURBO_DEFAULT$', `../../brands/${id}/**`]);
  });
});

describe('appFiles', () => {
  const files = appFiles({ id: 'beispiel-werke', port: 5199 });

  it('wires the brand, port and demo proxy into vite.config.ts', () => {
    const vite = files['vite.config.ts'] ?? '';
    expect(vite).toMatch(
      /plugins: \[\n {4}react\(\),\n {4}tailwindcss\(\),\n {4}brand\('beispiel-werke'\),\n[^\]]*portalVorrendern\(\),\n[^\]]*portalServiceWorker\(\),\n {2}\]/,
    );
    expect(vite).toContain('port: 5199');
    expect(vite).toContain("proxy: { '/api': demoApi, '/__demo': demoApi }");
  });

  it('names the package @ekp/app-<id> with the five scripts', () => {
    const pkg = JSON.parse(files['package.json'] ?? '') as { name: string; scripts: Record<string, string> };
    expect(pkg.name).toBe('@ekp/app-beispiel-werke');
    expect(Object.keys(pkg.scripts).sort()).toEqual(['build', 'dev', 'lint', 'preview', 'typecheck']);
  });

  it('starts the portal with the brand of the virtual modules, taking over a prerendered page', () => {
    const main = files['src/main.tsx'] ?? '';
    expect(main.indexOf("import 'virtual:ekp-brand.css';")).toBeLessThan(
      main.indexOf("import '@ekp/portal-core/styles.css';"),
    );
    expect(main).toMatch(
      /portalStarten\(root, \{\n {2}brand,\n {2}apiBaseUrl: env\.apiBaseUrl,\n {2}feiertageUrl: env\.feiertageUrl,\n {2}serviceWorkerBasis: env\.serviceWorkerBasis,\n\}\)/,
    );
  });

  it('registers the service worker in production builds only, under the build base', () => {
    expect(files['src/env.ts']).toContain(
      'serviceWorkerBasis: import.meta.env.PROD ? import.meta.env.BASE_URL : undefined',
    );
  });

  it.each(Object.keys(files))('%s is already Prettier-formatted', async (path) => {
    const options = (await prettier.resolveConfig(join(repoRoot, 'package.json'))) ?? {};
    const content = files[path] ?? '';
    expect(await prettier.format(content, { ...options, filepath: join(repoRoot, 'apps', 'x', path) })).toBe(
      content,
    );
  });
});

describe('formatJson', () => {
  it('keeps short primitive arrays on one line and expands objects', () => {
    expect(formatJson({ a: ['x', 'y'], b: {} })).toBe('{\n  "a": ["x", "y"],\n  "b": {}\n}\n');
  });

  it('breaks arrays that would exceed the print width', () => {
    const long = Array.from({ length: 12 }, (_, i) => `eintrag-${i}`);
    expect(formatJson({ long })).toBe(
      `{\n  "long": [\n${long.map((x) => `    "${x}"`).join(',\n')}\n  ]\n}\n`,
    );
  });
});
