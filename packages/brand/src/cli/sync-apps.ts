#!/usr/bin/env node
// Regenerates the thin app of every brand from app-template.ts (keeping each app's port), or with --check only
// reports drift. Run after changing the template so shipped and newly generated apps never differ.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appFiles, nextFreePort, readAppPort } from './app-template.ts';

export interface AppDrift {
  id: string;
  /** Paths (relative to the repo root) whose content differs from the template or is missing. */
  files: string[];
}

/** Compares apps/<id> of every brand under repoRoot/brands with the template. */
export function appDrift(repoRoot: string): AppDrift[] {
  const brandsDir = join(repoRoot, 'brands');
  const drift: AppDrift[] = [];
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !existsSync(join(brandsDir, entry.name, 'brand.json'))) continue;
    const appDir = join(repoRoot, 'apps', entry.name);
    const port = readAppPort(appDir) ?? nextFreePort(join(repoRoot, 'apps'));
    const files = Object.entries(appFiles({ id: entry.name, port }))
      .filter(([path, content]) => {
        const file = join(appDir, path);
        return !existsSync(file) || readFileSync(file, 'utf8') !== content;
      })
      .map(([path]) => `apps/${entry.name}/${path}`);
    if (files.length > 0) drift.push({ id: entry.name, files });
  }
  return drift;
}

/** Writes the template over every drifted file. */
export function syncApps(repoRoot: string): AppDrift[] {
  const drift = appDrift(repoRoot);
  for (const { id, files } of drift) {
    const port = readAppPort(join(repoRoot, 'apps', id)) ?? nextFreePort(join(repoRoot, 'apps'));
    const template = appFiles({ id, port });
    for (const path of files) {
      const target = join(repoRoot, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, template[path.slice(`apps/${id}/`.length)] ?? '');
    }
  }
  return drift;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  const check = process.argv.includes('--check');
  const drift = check ? appDrift(repoRoot) : syncApps(repoRoot);
  for (const { files } of drift)
    for (const file of files) console.log(`${check ? 'weicht ab' : 'geschrieben'}: ${file}`);
  if (check && drift.length > 0) process.exitCode = 1;
}
