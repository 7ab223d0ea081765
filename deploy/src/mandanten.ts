// The brands an image serves, read from brands/*/brand.json: id, host name (from baseUrl) and base path
// (baseUrlRouting). Every brand file is validated as its build validates it; a clash between brands (two brands on
// one host) stops here, because nginx would otherwise serve one of them silently under the other's name.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { basePathOf, loadBrand } from '@ekp/brand';

export interface Mandant {
  /** Folder name under brands/, also the folder of its build in the image. */
  id: string;
  mandant: string;
  /** Host name of baseUrl, lower case, without port: what the browser sends as Host. */
  host: string;
  /** baseUrlRouting with a slash at both ends: / or /kundenportal/. */
  basis: string;
  /** The repository (or temporary folder) the brand lives in: <root>/brands/<id>, its app <root>/apps/<id>. */
  root: string;
}

export class MandantenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MandantenError';
  }
}

/** The brands in one brands/ folder, sorted by id. */
export function readBrandsDir(brandsDir: string): Mandant[] {
  const dir = resolve(brandsDir);
  if (!existsSync(dir)) throw new MandantenError(`${dir} gibt es nicht`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const config = loadBrand(join(dir, id, 'brand.json'));
      return {
        id,
        mandant: config.mandant,
        host: new URL(config.baseUrl).hostname.toLowerCase(),
        basis: basePathOf(config.baseUrlRouting),
        root: dirname(dir),
      };
    });
}

/** The brands of several brands/ folders (the repository's and generated ones), checked against each other. */
export function readMandanten(brandsDirs: string[]): Mandant[] {
  const mandanten = brandsDirs.flatMap(readBrandsDir);
  const problems: string[] = [];
  const byId = new Map<string, Mandant>();
  const byHost = new Map<string, Mandant>();
  for (const mandant of mandanten) {
    const sameId = byId.get(mandant.id);
    if (sameId) problems.push(`Id "${mandant.id}" doppelt: ${sameId.root} und ${mandant.root}`);
    const sameHost = byHost.get(mandant.host);
    if (sameHost) {
      problems.push(
        `Host ${mandant.host} (baseUrl) gehört zu ${sameHost.id} und ${mandant.id}; jeder Mandant braucht einen eigenen Host`,
      );
    }
    byId.set(mandant.id, mandant);
    byHost.set(mandant.host, mandant);
  }
  if (problems.length > 0)
    throw new MandantenError(`Mandanten passen nicht zusammen:\n  - ${problems.join('\n  - ')}`);
  return mandanten;
}

/** Where a brand's production build lies: <root>/apps/<id>/dist. */
export function distOf(mandant: Mandant): string {
  return join(mandant.root, 'apps', mandant.id, 'dist');
}
