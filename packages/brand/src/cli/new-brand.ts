#!/usr/bin/env node
// pnpm new-brand <path/to/brand.json> [--logo <file>] [--id <id>] [--dry-run] [--skip-install]
// Runs on Node's own TypeScript support (no tsx needed at the repo root), hence the .ts import specifiers.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BrandConfigError } from '../errors.ts';
import { installWorkspace, NewBrandError, planNewBrand, writePlan } from './create-brand.ts';

const USAGE = `Aufruf: pnpm new-brand <pfad/zu/brand.json> [--logo <datei>] [--id <id>] [--dry-run] [--skip-install]

  --logo <datei>   Logo-Datei (sonst die in "logo" genannte Datei neben brand.json)
  --id <id>        Mandanten-Id (sonst aus "mandant" abgeleitet, ohne Rechtsform: "Nordlicht Energie GmbH" → nordlicht-energie)
  --dry-run        nur prüfen und die Dateien auflisten, nichts schreiben
  --skip-install   pnpm install nicht ausführen
  --root <ordner>  Repository-Wurzel mit brands/ und apps/ (Standard: dieses Repository)`;

const defaultRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// pnpm runs root scripts in the repo root; INIT_CWD is where the user typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      logo: { type: 'string' },
      id: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'skip-install': { type: 'boolean', default: false },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [source, ...extra] = positionals;
  if (values.help || source === undefined || extra.length > 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }

  const repoRoot = values.root === undefined ? defaultRoot : resolve(cwd, values.root);
  const plan = planNewBrand({
    repoRoot,
    source: resolve(cwd, source),
    ...(values.logo === undefined ? {} : { logo: resolve(cwd, values.logo) }),
    ...(values.id === undefined ? {} : { id: values.id }),
  });
  const list = plan.files.map((file) => `  ${file.path}`).join('\n');
  if (values['dry-run']) {
    console.log(`Mandant "${plan.id}" ist gültig. Es würden angelegt (Port ${plan.port}):\n${list}`);
    return 0;
  }
  writePlan(repoRoot, plan);
  console.log(`Mandant "${plan.id}" angelegt:\n${list}`);
  if (!values['skip-install'] && !installWorkspace(repoRoot)) {
    console.error('pnpm install ist fehlgeschlagen; bitte von Hand ausführen.');
    return 1;
  }
  console.log(
    `\nVorschau mit Demo-Backend: pnpm dev  (App: http://localhost:${plan.port}/)` +
      `\nNur diese App:             pnpm --filter @ekp/app-${plan.id} dev` +
      `\nBuild:                     pnpm turbo run build --filter=@ekp/app-${plan.id}`,
  );
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  if (error instanceof BrandConfigError || error instanceof NewBrandError) {
    console.error(error.message);
    process.exitCode = 1;
  } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
