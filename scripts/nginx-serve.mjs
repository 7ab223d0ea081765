#!/usr/bin/env node
// Serves one brand build with the production nginx configuration of deploy/nginx, in the foreground.
// Used by the e2e suite (every journey runs through it, under the strict CSP) and by operators to try a build.
//   node scripts/nginx-serve.mjs --brand stadtwerke-musterstadt --port 8081 [--api http://localhost:4010]
//        [--connect-src http://localhost:4010] [--dist apps/<id>/dist]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

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

const variables = {
  PORTAL_LISTEN: values.port,
  PORTAL_ROOT: dist,
  // proxy_pass with a URI part: /api/x → <api>/api/x
  API_UPSTREAM: `${values.api.replace(/\/$/, '')}/api/`,
  API_CONNECT_SRC: values['connect-src'],
};
const fill = (text) =>
  text.replace(/\$\{([A-Z_]+)\}/g, (match, name) => (name in variables ? variables[name] : match));

const prefix = join(tmpdir(), `ekp-nginx-${values.brand}-${values.port}`);
for (const dir of ['snippets', 'logs', 'tmp']) mkdirSync(join(prefix, dir), { recursive: true });
const deploy = join(root, 'deploy/nginx');
writeFileSync(
  join(prefix, 'kundenportal.conf'),
  fill(readFileSync(join(deploy, 'kundenportal.conf.template'), 'utf8')),
);
writeFileSync(
  join(prefix, 'snippets/kundenportal-security-headers.conf'),
  fill(readFileSync(join(deploy, 'snippets/kundenportal-security-headers.conf.template'), 'utf8')),
);
writeFileSync(
  join(prefix, 'snippets/kundenportal-compression.conf'),
  readFileSync(join(deploy, 'snippets/kundenportal-compression.conf'), 'utf8'),
);
// Brotli only where Debian's module is installed; the include in the compression snippet is a glob.
// Debian's module files say `load_module modules/…`, relative to nginx's own prefix, not ours.
const modulesDir = '/usr/lib/nginx/modules';
const brotliModules = existsSync(modulesDir)
  ? readdirSync(modulesDir)
      .filter((file) => file.includes('brotli') && file.endsWith('.so'))
      .map((file) => `load_module ${join(modulesDir, file)};`)
  : [];
if (brotliModules.length > 0) {
  writeFileSync(
    join(prefix, 'snippets/kundenportal-brotli.conf'),
    readFileSync(join(deploy, 'snippets/kundenportal-brotli.conf.optional'), 'utf8'),
  );
}

writeFileSync(
  join(prefix, 'nginx.conf'),
  `${brotliModules.join('\n')}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs/error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(prefix, 'tmp/body')};
  proxy_temp_path ${join(prefix, 'tmp/proxy')};
  fastcgi_temp_path ${join(prefix, 'tmp/fastcgi')};
  uwsgi_temp_path ${join(prefix, 'tmp/uwsgi')};
  scgi_temp_path ${join(prefix, 'tmp/scgi')};
  sendfile on;
  include ${join(prefix, 'kundenportal.conf')};
}
`,
);

const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGQUIT'));
child.on('exit', (code) => process.exit(code ?? 0));
