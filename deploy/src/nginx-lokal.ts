// Runs an nginx folder (a bundle's nginx/, or the configuration for one brand) with this machine's nginx, exactly as
// the image would, with two local additions: Debian's mime.types when the folder has none, and Debian's Brotli
// module where it is installed (the official image has no Brotli). The prefix (pid, temp files) is a temporary
// folder, as /tmp is in the image.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nginxSourceDir } from './bundle.ts';

export const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const modulesDir = '/usr/lib/nginx/modules';

/**
 * A temporary folder nginx can serve from: run as root, nginx's workers run as another user, and mkdtemp's folders
 * are closed to everyone else.
 */
export function nginxTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** The same, under a fixed name (one per port): a local server reuses its folder instead of leaving new ones. */
export function nginxRunDir(name: string): string {
  const dir = join(tmpdir(), name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  return dir;
}

export interface LokalesNginx {
  nginxDir: string;
  prefix: string;
  args: string[];
}

/** Prepares an nginx folder for this machine and returns the command line for it. */
export function lokal(nginxDir: string, prefix = nginxTempDir('ekp-nginx-')): LokalesNginx {
  mkdirSync(prefix, { recursive: true });
  if (!existsSync(join(nginxDir, 'mime.types')))
    cpSync('/etc/nginx/mime.types', join(nginxDir, 'mime.types'));
  const brotli = existsSync(modulesDir)
    ? readdirSync(modulesDir).filter((file) => file.includes('brotli') && file.endsWith('.so'))
    : [];
  if (brotli.length > 0) {
    cpSync(
      join(nginxSourceDir, 'snippets', 'kundenportal-brotli.conf.optional'),
      join(nginxDir, 'snippets', 'kundenportal-brotli.conf'),
    );
  }
  // -g directives come before the file's, so the modules load before the configuration that uses them.
  const loadModules = brotli.map((file) => `load_module ${join(modulesDir, file)};`).join(' ');
  return {
    nginxDir,
    prefix,
    args: ['-p', `${prefix}/`, '-c', join(nginxDir, 'nginx.conf'), '-e', 'stderr', '-g', loadModules],
  };
}

/**
 * `nginx -t`: the configuration is syntactically valid and every file it names exists. Its stdout is /dev/null:
 * the access log goes to /dev/stdout, which cannot be opened when stdout is a socket (as Node's pipes are).
 */
export function nginxTest(nginx: LokalesNginx): { ok: boolean; output: string } {
  const result = spawnSync(nginxBinary, ['-t', ...withGlobal(nginx.args, '')], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return { ok: result.status === 0, output: result.stderr };
}

function withGlobal(args: string[], extra: string): string[] {
  const index = args.indexOf('-g');
  const copy = [...args];
  copy[index + 1] = `${copy[index + 1] ?? ''} ${extra}`.trim();
  if (copy[index + 1] === '') copy.splice(index, 2);
  return copy;
}

/** Starts nginx in the foreground (access log discarded, errors on stderr); stop it with `stopNginx`. */
export function startNginx(nginx: LokalesNginx): ChildProcess {
  return spawn(nginxBinary, withGlobal(nginx.args, 'daemon off;'), {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGQUIT');
  await exited;
}

/** Resolves once something answers HTTP on 127.0.0.1:port (any status), or rejects after timeoutMs. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const probe = request({ host: '127.0.0.1', port, path: '/healthz', timeout: 500 }, (response) => {
        response.resume();
        resolve(true);
      });
      probe.on('error', () => resolve(false));
      probe.on('timeout', () => probe.destroy());
      probe.end();
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`nginx antwortet nicht auf Port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
