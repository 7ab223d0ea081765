// The configuration for one brand (deploy/nginx/kundenportal.conf.template), filled as the image's envsubst fills it,
// for local runs: scripts/nginx-serve.mjs (every e2e journey of the other brands), the tests, `pnpm bench`.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { copyNginxBase, fillTemplate, nginxSourceDir } from './bundle.ts';

export interface EinzelOptions {
  /** Folder to write nginx/ (and, for a sub-path, the root with a link to the build) into. */
  out: string;
  listen: number;
  /** The brand's build (apps/<id>/dist). */
  dist: string;
  /** baseUrlRouting with a slash at both ends. */
  basis: string;
  /** proxy_pass target of /api/, e.g. http://127.0.0.1:4010/api/ */
  apiUpstream: string;
  connectSrc?: string;
}

/** Writes the nginx folder for one brand; returns its path. */
export function writeEinzelConfig(options: EinzelOptions): string {
  const nginxDir = join(options.out, 'nginx');
  copyNginxBase(nginxDir);
  // The image copies the build to <PORTAL_ROOT><basis>; locally a link does the same.
  let root = options.dist;
  if (options.basis !== '/') {
    root = join(options.out, 'root');
    const link = join(root, options.basis.replace(/\/$/, ''));
    mkdirSync(join(link, '..'), { recursive: true });
    symlinkSync(options.dist, link);
  }
  const template = readFileSync(join(nginxSourceDir, 'kundenportal.conf.template'), 'utf8');
  writeFileSync(
    join(nginxDir, 'conf.d', 'kundenportal.conf'),
    fillTemplate(template, {
      PORTAL_LISTEN: String(options.listen),
      PORTAL_ROOT: root,
      PORTAL_BASIS: options.basis,
      API_UPSTREAM: options.apiUpstream,
      API_CONNECT_SRC: options.connectSrc ?? '',
    }),
  );
  return nginxDir;
}
