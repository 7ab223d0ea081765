#!/usr/bin/env node
// Serves one brand build with the production nginx configuration of deploy/nginx (the image for one brand), in the
// foreground. Used by the e2e suite (journeys run through it, under the strict CSP) and by operators to try a build.
//   node scripts/nginx-serve.mjs --brand stadtwerke-musterstadt --port 8081 [--api http://localhost:4010]
//        [--connect-src http://localhost:4010] [--dist apps/<id>/dist]
// The brand's baseUrlRouting decides the path it is served under, as in the image.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import {
  lokal,
  nginxRunDir,
  nginxTest,
  readBrandsDir,
  startNginx,
  writeEinzelConfig,
} from '../deploy/src/index.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    port: { type: 'string', default: '8080' },
    api: { type: 'string', default: 'http://localhost:4010' },
    'connect-src': { type: 'string', default: '' },
    dist: { type: 'string' },
  },
});
if (!values.brand) throw new Error('--brand <id> fehlt');
const dist = resolve(root, values.dist ?? `apps/${values.brand}/dist`);
if (!existsSync(join(dist, 'index.html')))
  throw new Error(`${dist} hat keine index.html: erst bauen (pnpm build)`);
const mandant = readBrandsDir(join(root, 'brands')).find((item) => item.id === values.brand);
if (!mandant) throw new Error(`brands/${values.brand}/brand.json fehlt`);

const out = nginxRunDir(`ekp-nginx-${values.brand}-${values.port}`);
const nginxDir = writeEinzelConfig({
  out,
  listen: Number(values.port),
  dist,
  basis: mandant.basis,
  // proxy_pass with a URI part: /api/x → <api>/api/x
  apiUpstream: `${values.api.replace(/\/$/, '')}/api/`,
  connectSrc: values['connect-src'],
});
const nginx = lokal(nginxDir, join(out, 'laufzeit'));
const test = nginxTest(nginx);
if (!test.ok) throw new Error(test.output);

const child = startNginx(nginx);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code) => {
  rmSync(out, { recursive: true, force: true });
  process.exit(code ?? 0);
});
