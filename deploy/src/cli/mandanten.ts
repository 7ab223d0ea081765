#!/usr/bin/env node
// The image for all brands, from the command line (docs/betrieb.md, "Ein Image für alle Mandanten"):
//   node deploy/src/cli/mandanten.ts bundle [--out build/mandanten] [--brands <dir>]… [--connect-src <id>=<origin>]…
//       the content of the image: html/<id>/… and nginx/ (= /etc/nginx), after `pnpm build`
//   node deploy/src/cli/mandanten.ts serve --port 8081 [--brands <dir>]… [--api-default <url>] [--api <id>=<url>]…
//       [--host <host>=<id>]… [--connect-src <id>=<origin>]…
//       the same bundle with this machine's nginx, in the foreground (tests, trying it out)
//   node deploy/src/cli/mandanten.ts beispiel --root <dir> [--count 1] [--basis /kundenportal/]
//       synthetic brands from the app template in <dir>/brands and <dir>/apps, built
// --brands defaults to the repository's brands/; several folders may be given (their builds: <dir>/../apps/<id>/dist).
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { IMAGE_PORT, IMAGE_ROOT, writeBundle, type Betrieb } from '../bundle.ts';
import { readMandanten } from '../mandanten.ts';
import { lokal, nginxRunDir, nginxTest, startNginx } from '../nginx-lokal.ts';
import { buildApps, createSyntheticBrands, repoRoot } from '../synthetisch.ts';

const cwd = process.env.INIT_CWD ?? process.cwd();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    brands: { type: 'string', multiple: true },
    'connect-src': { type: 'string', multiple: true },
    port: { type: 'string' },
    'api-default': { type: 'string' },
    api: { type: 'string', multiple: true },
    host: { type: 'string', multiple: true },
    resolver: { type: 'string' },
    root: { type: 'string' },
    count: { type: 'string', default: '1' },
    basis: { type: 'string', default: '/' },
  },
});

/** `a=b` pairs → object; `a=b c` for lists is given as repeated options. */
function pairs(list: string[] | undefined, option: string): [string, string][] {
  return (list ?? []).map((item) => {
    const at = item.indexOf('=');
    if (at <= 0) throw new Error(`--${option} ${item}: erwartet <schlüssel>=<wert>`);
    return [item.slice(0, at), item.slice(at + 1)];
  });
}

function connectSrc(): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [id, origin] of pairs(values['connect-src'], 'connect-src')) (result[id] ??= []).push(origin);
  return result;
}

const brandsDirs = (values.brands ?? [join(repoRoot, 'brands')]).map((dir) => resolve(cwd, dir));

async function main(): Promise<void> {
  const [command] = positionals;
  if (command === 'bundle') {
    const out = resolve(cwd, values.out ?? join(repoRoot, 'build', 'mandanten'));
    const mandanten = readMandanten(brandsDirs);
    writeBundle({ mandanten, out, listen: IMAGE_PORT, root: IMAGE_ROOT, connectSrc: connectSrc() });
    console.log(`Bündel für ${mandanten.length} Mandanten in ${out}:`);
    for (const mandant of mandanten)
      console.log(`  ${mandant.host.padEnd(48)} → ${mandant.id}${mandant.basis}`);
    return;
  }
  if (command === 'serve') {
    if (!values.port) throw new Error('--port fehlt');
    const port = Number(values.port);
    const mandanten = readMandanten(brandsDirs);
    const api: Record<string, string> = {};
    if (values['api-default']) for (const mandant of mandanten) api[mandant.id] = values['api-default'];
    Object.assign(api, Object.fromEntries(pairs(values.api, 'api')));
    const betrieb: Betrieb = {
      api,
      hosts: Object.fromEntries(pairs(values.host, 'host')),
      ...(values.resolver ? { resolver: values.resolver } : {}),
    };
    const out = resolve(cwd, values.out ?? nginxRunDir(`ekp-mandanten-${port}`));
    const bundle = writeBundle({
      mandanten,
      out,
      listen: port,
      root: join(out, 'html'),
      connectSrc: connectSrc(),
      betrieb,
    });
    const nginx = lokal(bundle.nginxDir, join(out, 'laufzeit'));
    const test = nginxTest(nginx);
    if (!test.ok) throw new Error(test.output);
    const child = startNginx(nginx);
    console.log(`nginx für ${mandanten.map((mandant) => mandant.host).join(', ')} auf Port ${port}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGQUIT'));
    child.on('exit', (code) => {
      if (!values.out) rmSync(out, { recursive: true, force: true });
      process.exit(code ?? 0);
    });
    return;
  }
  if (command === 'beispiel') {
    if (!values.root) throw new Error('--root fehlt');
    const root = resolve(cwd, values.root);
    rmSync(root, { recursive: true, force: true });
    const ids = createSyntheticBrands({ root, count: Number(values.count), basis: values.basis });
    await buildApps(ids.map((id) => join(root, 'apps', id)));
    console.log(`gebaut: ${ids.join(', ')} unter ${root}`);
    return;
  }
  throw new Error('Aufruf: mandanten.ts bundle | serve | beispiel (siehe Kopf der Datei)');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
