// `pnpm new-brand`: one validated brand file in, brands/<id>/ and a thin apps/<id>/ out.
// Planning (pure apart from reading inputs) is separate from writing, so tests can check the plan without a disk.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { BrandConfigError } from '../errors.ts';
import { IMAGE_EXTENSIONS } from '../image.ts';
import { loadBrand, validateBrand } from '../load-brand.ts';
import type { ImageFile } from '../load-brand.ts';
import type { BrandConfig, BrandProblem } from '../types.ts';
import { appFiles, formatJson, nextFreePort } from './app-template.ts';

export const SCHEMA_REF = '../../packages/brand/brand.schema.json';

// Legal forms are dropped from the id: "Nordlicht Energie GmbH" → nordlicht-energie.
const LEGAL_FORM =
  /[\s,]+(gmbh\s*&\s*co\.?\s*kgaa|gmbh\s*&\s*co\.?\s*kg|ug\s*\(haftungsbeschränkt\)|gmbh|mbh|kgaa|ag|kg|ohg|se|ug|eg|e\.\s*g\.|e\.\s*v\.|aör|a\.ö\.r\.)$/i;

/** Brand id from the mandant name: kebab-case ASCII without the legal form. */
export function brandIdFromMandant(mandant: string): string {
  let name = mandant.trim();
  while (LEGAL_FORM.test(name)) name = name.replace(LEGAL_FORM, '');
  return name
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const BRAND_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface NewBrandOptions {
  /** Folder that holds brands/ and apps/ (the repo root). */
  repoRoot: string;
  /** The brand.json to add. */
  source: string;
  /** Logo file; default: the `logo` named in the source, relative to it. */
  logo?: string;
  /** Brand id; default: brandIdFromMandant(mandant). */
  id?: string;
}

export interface PlannedFile {
  /** Relative to the repo root, with forward slashes. */
  path: string;
  content: string | Uint8Array;
}

export interface BrandPlan {
  id: string;
  port: number;
  files: PlannedFile[];
}

export class NewBrandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewBrandError';
  }
}

function imageName(base: string, image: ImageFile): string {
  return `${base}${IMAGE_EXTENSIONS[image.kind][0] ?? ''}`;
}

/** Mandant short names already taken by brands in brandsDir (they become CSS classes, so they must be unique). */
function usedShortNames(brandsDir: string): Map<string, string> {
  const used = new Map<string, string>();
  if (!existsSync(brandsDir)) return used;
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    const file = join(brandsDir, entry.name, 'brand.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    try {
      const { mandant_short: short } = JSON.parse(readFileSync(file, 'utf8')) as { mandant_short?: unknown };
      if (typeof short === 'string') used.set(short, entry.name);
    } catch {
      // An unreadable neighbour is that brand's problem, reported by its own build.
    }
  }
  return used;
}

/** Validates the source and returns every file `pnpm new-brand` would write. Writes nothing. */
export function planNewBrand({ repoRoot, source, logo, id: explicitId }: NewBrandOptions): BrandPlan {
  const file = resolve(source);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new BrandConfigError([
      { file, path: '', reason: `nicht lesbar oder kein gültiges JSON: ${(error as Error).message}` },
    ]);
  }
  const logoPath = logo === undefined ? undefined : resolve(logo);
  // With --logo the source may leave `logo` out; it is rewritten to logo.<ext> anyway.
  if (logoPath !== undefined && typeof data === 'object' && data !== null && !('logo' in data)) {
    (data as Record<string, unknown>).logo = `logo${extname(logoPath).toLowerCase()}`;
  }
  const loaded = validateBrand(data, { file, ...(logoPath === undefined ? {} : { logoPath }) });
  const { config } = loaded;

  const id = explicitId ?? brandIdFromMandant(config.mandant);
  if (!BRAND_ID.test(id)) {
    throw new NewBrandError(
      `Ungültige Mandanten-Id "${id}": nur Kleinbuchstaben, Ziffern und einzelne Bindestriche (--id angeben).`,
    );
  }
  const brandsDir = join(repoRoot, 'brands');
  const appsDir = join(repoRoot, 'apps');
  for (const dir of [join(brandsDir, id), join(appsDir, id)]) {
    if (existsSync(dir))
      throw new NewBrandError(`${dir} existiert bereits; ein bestehender Mandant wird nicht überschrieben.`);
  }
  const owner = usedShortNames(brandsDir).get(config.mandant_short);
  if (owner !== undefined) {
    const problem: BrandProblem = {
      file,
      path: 'mandant_short',
      reason: `"${config.mandant_short}" verwendet bereits der Mandant ${owner} (ergibt die CSS-Klasse, muss eindeutig sein)`,
    };
    throw new BrandConfigError([problem]);
  }

  const logoName = imageName('logo', loaded.logo);
  const faviconName = config.favicon === undefined ? undefined : imageName('favicon', loaded.favicon);
  // $schema first so editors pick it up; image names normalised to logo.<ext> / favicon.<ext>.
  const brandJson: BrandConfig = { $schema: SCHEMA_REF, ...config, logo: logoName };
  brandJson.$schema = SCHEMA_REF;
  if (faviconName) brandJson.favicon = faviconName;

  const files: PlannedFile[] = [
    { path: `brands/${id}/brand.json`, content: formatJson(brandJson) },
    { path: `brands/${id}/${logoName}`, content: loaded.logo.bytes },
  ];
  if (faviconName) files.push({ path: `brands/${id}/${faviconName}`, content: loaded.favicon.bytes });
  const brandCss = join(dirname(file), 'brand.css');
  if (existsSync(brandCss)) files.push({ path: `brands/${id}/brand.css`, content: readFileSync(brandCss) });

  const port = nextFreePort(appsDir);
  for (const [path, content] of Object.entries(appFiles({ id, port }))) {
    files.push({ path: `apps/${id}/${path}`, content });
  }
  return { id, port, files };
}

/** Writes a plan; refuses to replace any existing file. Re-validates the written brand as a last check. */
export function writePlan(repoRoot: string, plan: BrandPlan): void {
  for (const { path, content } of plan.files) {
    const target = join(repoRoot, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content, { flag: 'wx' });
  }
  loadBrand(join(repoRoot, 'brands', plan.id, 'brand.json'));
}

export type Runner = (command: string, args: string[], cwd: string) => number;

const spawnRunner: Runner = (command, args, cwd) =>
  spawnSync(command, args, { cwd, stdio: 'inherit' }).status ?? 1;

/** Links the new app into the workspace: offline first (works without network), then online. */
export function installWorkspace(repoRoot: string, run: Runner = spawnRunner): boolean {
  if (run('pnpm', ['install', '--offline', '--reporter=silent'], repoRoot) === 0) return true;
  return run('pnpm', ['install', '--reporter=silent'], repoRoot) === 0;
}
