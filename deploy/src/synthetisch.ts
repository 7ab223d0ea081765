// Synthetic brands for measuring and testing the image for all brands: made by `pnpm new-brand`'s own code from
// the app template into a temporary folder (brands/<id>, apps/<id>), built with the repository's Vite, never added to
// the workspace. Each is Stadtwerke Musterstadt under another name, host and short name.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { planNewBrand, writePlan } from '@ekp/brand/new-brand';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const vorlage = join(repoRoot, 'brands', 'stadtwerke-musterstadt');

/** brand.json of synthetic brand n (a copy of Stadtwerke Musterstadt), served under `basis`. */
export function syntheticBrandJson(n: number, basis = '/'): Record<string, unknown> {
  const brand = JSON.parse(readFileSync(join(vorlage, 'brand.json'), 'utf8')) as Record<string, unknown>;
  const host = `kundenportal.beispiel-${n}.example`;
  const pfad = basis.replace(/\/$/, '');
  return {
    ...brand,
    mandant: `Stadtwerke Beispiel ${n}`,
    mandant_short: `bsp${n}`,
    baseUrl: `https://${host}${pfad}`,
    baseUrlRouting: basis,
    passwortErneuerUrl: `https://${host}${pfad}/passwort/erneuern`,
    link: `https://www.beispiel-${n}.example/`,
  };
}

export interface SyntheticOptions {
  /** The temporary folder that gets brands/ and apps/. */
  root: string;
  count: number;
  /** baseUrlRouting of every brand; default / */
  basis?: string;
  /** Number of the first brand; default 1 */
  first?: number;
}

/** Writes `count` brands and their apps under root; returns their ids. */
export function createSyntheticBrands({ root, count, basis = '/', first = 1 }: SyntheticOptions): string[] {
  const quellen = join(root, 'quellen');
  const ids: string[] = [];
  for (let n = first; n < first + count; n++) {
    const source = join(quellen, String(n));
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, 'brand.json'), JSON.stringify(syntheticBrandJson(n, basis), null, 2));
    for (const file of ['logo.svg', 'favicon.svg']) cpSync(join(vorlage, file), join(source, file));
    const plan = planNewBrand({ repoRoot: root, source: join(source, 'brand.json') });
    writePlan(root, plan);
    // Every generated app has the same dependencies: borrow a shipped app's installed ones.
    symlinkSync(
      join(repoRoot, 'apps', 'stadtwerke-musterstadt', 'node_modules'),
      join(root, 'apps', plan.id, 'node_modules'),
    );
    ids.push(plan.id);
  }
  return ids;
}

/** `vite build` of one app folder, as its package's build script runs it. */
export function buildApp(appDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'error'], {
      cwd: appDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build in ${appDir}: Exit ${code}`)),
    );
  });
}

/** Builds app folders, `concurrency` at a time (this machine has two cores). */
export async function buildApps(appDirs: string[], concurrency = 2): Promise<void> {
  const queue = [...appDirs];
  const worker = async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) await buildApp(app);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, appDirs.length) }, worker));
}
