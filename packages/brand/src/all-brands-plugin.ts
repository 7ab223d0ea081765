// Every brand at once, for a workbench such as Storybook: the designers switch between brands instead of building
// one app per brand. The plugin discovers brands/*/brand.json when the module is loaded, so a brand created with
// `pnpm new-brand` appears without an edit anywhere else. It validates each brand with the same loader as the brand
// apps (a broken brand stops the build with its problem list) and provides
//   - `virtual:ekp-all-brands`  default export: BrandPreview[] sorted by id (config with logo/favicon as asset URLs
//                               and the logo's size, the --brand-* variables, brand.css).
// Logos go through Vite's own asset pipeline (`?url` imports), so their URLs follow `base`, also a relative one
// ('./' in a static Storybook that is served from any folder).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { bildMasse, mitLogoMasse } from './bild-masse.ts';
import { cssVariables } from './css.ts';
import { BrandConfigError } from './errors.ts';
import { loadBrandFiles } from './load-brand.ts';
import type { BrandProblem } from './types.ts';
import { findBrandsDir } from './vite-plugin.ts';

export type { BrandPreview } from './brand-preview.ts';

export const VIRTUAL_ALL_BRANDS_ID = 'virtual:ekp-all-brands';
const RESOLVED_ID = `\0${VIRTUAL_ALL_BRANDS_ID}`;

export interface AllBrandsPluginOptions {
  /** Folder that holds `<id>/brand.json`; default: the nearest `brands/` folder at or above the Vite root. */
  brandsDir?: string;
}

/** Ids of the brands in `brandsDir`: every folder with a brand.json, sorted. */
export function listBrandIds(brandsDir: string): string[] {
  return readdirSync(brandsDir)
    .filter((name) => !name.startsWith('.') && existsSync(join(brandsDir, name, 'brand.json')))
    .filter((name) => statSync(join(brandsDir, name)).isDirectory())
    .sort();
}

/** Source of the virtual module: one `?url` import per image, then the list. */
export async function allBrandsModule(brandsDir: string): Promise<string> {
  const imports: string[] = [];
  const entries: string[] = [];
  const problems: BrandProblem[] = [];
  for (const [index, id] of listBrandIds(brandsDir).entries()) {
    const brandDir = join(brandsDir, id);
    let loaded;
    try {
      loaded = loadBrandFiles(join(brandDir, 'brand.json'));
    } catch (error) {
      if (error instanceof BrandConfigError) {
        problems.push(...error.problems);
        continue;
      }
      throw error;
    }
    const config = mitLogoMasse(loaded.config, await bildMasse(loaded.logo));
    const logo = `logo${index}`;
    const favicon = `favicon${index}`;
    imports.push(`import ${logo} from ${JSON.stringify(`${loaded.logo.path}?url`)};`);
    imports.push(`import ${favicon} from ${JSON.stringify(`${loaded.favicon.path}?url`)};`);
    const cssFile = join(brandDir, 'brand.css');
    const css = existsSync(cssFile) ? readFileSync(cssFile, 'utf8').trim() : '';
    entries.push(
      `  {\n    id: ${JSON.stringify(id)},\n` +
        `    config: { ...${JSON.stringify(config)}, logo: ${logo}, favicon: ${favicon} },\n` +
        `    variables: ${JSON.stringify(cssVariables(loaded.config))},\n` +
        `    css: ${JSON.stringify(css)},\n  }`,
    );
  }
  // Every broken brand at once, as `vite build` of a single brand app reports them.
  if (problems.length > 0) {
    const error = new BrandConfigError(problems);
    error.stack = `${error.name}: ${error.message}`;
    throw error;
  }
  return `${imports.join('\n')}\n\nexport default [\n${entries.join(',\n')}\n];\n`;
}

/**
 * Vite plugin: `plugins: [allBrands()]`, then `import brands from 'virtual:ekp-all-brands'`
 * (types: add "@ekp/brand/all-brands/virtual" to compilerOptions.types).
 */
export function allBrands(options: AllBrandsPluginOptions = {}): Plugin {
  let brandsDir = '';

  return {
    name: 'ekp-all-brands',
    enforce: 'pre',

    configResolved(config) {
      brandsDir = options.brandsDir ? resolve(config.root, options.brandsDir) : findBrandsDir(config.root);
    },

    resolveId(source) {
      return source === VIRTUAL_ALL_BRANDS_ID ? RESOLVED_ID : undefined;
    },

    load(moduleId) {
      if (moduleId !== RESOLVED_ID) return undefined;
      // Read on every load: brands are few, and a new or changed brand must show up after a reload.
      return allBrandsModule(brandsDir);
    },

    configureServer(server) {
      server.watcher.add(brandsDir);
      const onChange = (file: string) => {
        if (!file.startsWith(brandsDir + sep)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.environments.client.hot.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('addDir', onChange);
      server.watcher.on('unlinkDir', onChange);
    },
  };
}
