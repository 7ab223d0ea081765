// Builds throw-away brand folders from the shipped Stadtwerke Musterstadt brand, optionally broken.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const shippedBrands = ['stadtwerke-musterstadt', 'nordlicht-energie'] as const;
export const shippedBrandFile = (id: string) => join(repoRoot, 'brands', id, 'brand.json');

export type BrandJson = Record<string, unknown> & {
  theme: Record<string, unknown>;
  chart: { farben: Record<string, unknown>; texte?: Record<string, unknown> };
  footer: Record<string, unknown>[];
  header: Record<string, unknown>[];
};

/** A fresh deep copy of a shipped brand's JSON. */
export function shippedBrand(id: string = 'stadtwerke-musterstadt'): BrandJson {
  return JSON.parse(readFileSync(shippedBrandFile(id), 'utf8')) as BrandJson;
}

const tempDirs: string[] = [];

export function tempDir(prefix = 'ekp-brand-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A throw-away app at <root>/apps/x (index.html, src/main.ts) for real Vite builds and dev servers; returns its folder. */
export function writeTestApp(
  root: string,
  { indexHtml, mainTs }: { indexHtml: string; mainTs: string },
): string {
  const app = join(root, 'apps', 'x');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'index.html'), indexHtml);
  writeFileSync(join(app, 'src', 'main.ts'), mainTs);
  return app;
}

export interface FixtureOptions {
  /** Brand id (folder name). */
  id?: string;
  /** Change the JSON before it is written. */
  mutate?: (brand: BrandJson) => void;
  /** Write this text as brand.json instead of JSON. */
  raw?: string;
  /** Extra files in the brand folder (name → content). */
  files?: Record<string, string | Uint8Array>;
  /** Root to create brands/<id> in; default a new temp dir. */
  root?: string;
}

/** Writes brands/<id>/{brand.json, logo.svg, favicon.svg} under a root and returns the brand.json path. */
export function writeBrand({
  id = 'test-brand',
  mutate,
  raw,
  files = {},
  root = tempDir(),
}: FixtureOptions = {}): string {
  const dir = join(root, 'brands', id);
  mkdirSync(dir, { recursive: true });
  const source = join(repoRoot, 'brands', 'stadtwerke-musterstadt');
  copyFileSync(join(source, 'logo.svg'), join(dir, 'logo.svg'));
  copyFileSync(join(source, 'favicon.svg'), join(dir, 'favicon.svg'));
  const brand = shippedBrand();
  mutate?.(brand);
  writeFileSync(join(dir, 'brand.json'), raw ?? JSON.stringify(brand, null, 2));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return join(dir, 'brand.json');
}
