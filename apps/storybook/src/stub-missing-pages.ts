// portal-core's route table names a page file for every route (src/routes/pages.ts), and the screens are built by
// several people in parallel. Until a page file exists, Storybook stands in a placeholder for it, so the workbench
// builds and the finished screens can be reviewed meanwhile. Once the file exists this plugin does nothing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0ekp-missing-page:';

/** Export names pages.ts expects from a page file: `import('<file>').then((m) => m.<Name>)`. */
export function expectedExports(pagesSource: string, file: string): string[] {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`import\\(\\s*'${escaped}'\\s*\\)\\s*\\.then\\(\\s*\\(m\\)\\s*=>\\s*m\\.(\\w+)\\s*\\)`, 'g');
  return [...new Set([...pagesSource.matchAll(pattern)].map((match) => match[1] ?? ''))].filter(Boolean);
}

export function stubMissingPages(): Plugin {
  return {
    name: 'ekp-stub-missing-pages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.endsWith('/routes/pages.ts') || !source.startsWith('../features/')) return null;
      const target = resolve(dirname(importer), source);
      return existsSync(target) ? null : `${PREFIX}${importer}|${source}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [importer = '', source = ''] = id.slice(PREFIX.length).split('|');
      const names = expectedExports(readFileSync(importer, 'utf8'), source);
      this.warn(`Seite ${source} fehlt noch; Storybook zeigt einen Platzhalter (${names.join(', ')}).`);
      const text = JSON.stringify(`Diese Seite (${source.replace('../features/', '')}) ist noch nicht gebaut.`);
      return [
        `import { createElement } from 'react';`,
        `const Placeholder = () => createElement('p', { role: 'status' }, ${text});`,
        ...names.map((name) => `export const ${name} = Placeholder;`),
      ].join('\n');
    },
  };
}
