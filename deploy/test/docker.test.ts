// No Docker engine runs here, so the images cannot be built in the tests. What is checked instead: the recipes copy
// what exists, run as non-root, and start nginx with exactly the command line the local runs use (whose
// configuration every other test and the e2e journeys exercise).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { deployDir, IMAGE_PORT, IMAGE_ROOT, lokal, repoRoot } from '../src/index.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

interface Recipe {
  from: string;
  user: string;
  expose: string;
  cmd: string[];
  copies: [string, string][];
}

function recipe(name: string): Recipe {
  const text = readFileSync(join(deployDir, 'docker', name), 'utf8').replace(/\\\n\s*/g, ' ');
  const lines = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const value = (instruction: string) =>
    lines.find((line) => line.startsWith(`${instruction} `))?.slice(instruction.length + 1) ?? '';
  return {
    from: value('FROM'),
    user: value('USER'),
    expose: value('EXPOSE'),
    cmd: JSON.parse(value('CMD') || '[]') as string[],
    copies: lines
      .filter((line) => line.startsWith('COPY '))
      .map((line) => line.slice(5).trim().split(/\s+/) as [string, string]),
  };
}

const localArgs = (() => {
  const { args } = lokal(join(tempDir(), 'nginx'), join(tempDir(), 'laufzeit'));
  return args;
})();

describe.each(['Dockerfile', 'Dockerfile.mandanten'])('%s', (name) => {
  const image = recipe(name);

  it('runs nginx as the unprivileged user with the prefix /tmp, as the local runs do', () => {
    expect(image.from).toMatch(/^nginx:1\.\d+-alpine$/);
    expect(image.user).toBe('101');
    expect(image.expose).toBe(String(IMAGE_PORT));
    expect(image.cmd.slice(0, 7)).toEqual([
      'nginx',
      '-p',
      '/tmp/',
      '-c',
      '/etc/nginx/nginx.conf',
      '-e',
      'stderr',
    ]);
    expect(image.cmd.slice(-2)).toEqual(['-g', 'daemon off;']);
    expect(localArgs.filter((arg) => ['-p', '-c', '-e', 'stderr'].includes(arg))).toEqual([
      '-p',
      '-c',
      '-e',
      'stderr',
    ]);
    expect(localArgs[localArgs.indexOf('-c') + 1]).toMatch(/\/nginx\.conf$/);
  });

  it('copies the main configuration and the snippets from deploy/nginx', () => {
    for (const [source] of image.copies.filter(([from]) => from.startsWith('deploy/'))) {
      expect(existsSync(join(repoRoot, source)), source).toBe(true);
    }
  });
});

describe('the images’ contents', () => {
  it('one brand: its build under PORTAL_ROOT + BASIS, its template where the entrypoint fills it', () => {
    const { copies } = recipe('Dockerfile');
    expect(copies).toContainEqual(['apps/${BRAND}/dist', '${PORTAL_ROOT}${BASIS}']);
    expect(copies).toContainEqual([
      'deploy/nginx/kundenportal.conf.template',
      '/etc/nginx/templates/kundenportal.conf.template',
    ]);
    expect(readFileSync(join(deployDir, 'docker', 'Dockerfile'), 'utf8')).toContain(
      `PORTAL_ROOT=${IMAGE_ROOT}`,
    );
  });

  it('all brands: the bundle that `mandanten.ts bundle` writes to build/mandanten', () => {
    expect(recipe('Dockerfile.mandanten').copies).toEqual([
      ['build/mandanten/nginx/', '/etc/nginx/'],
      ['build/mandanten/html/', `${IMAGE_ROOT}/`],
    ]);
    expect(readFileSync(join(deployDir, 'src', 'cli', 'mandanten.ts'), 'utf8')).toContain(
      "join(repoRoot, 'build', 'mandanten')",
    );
  });
});
