// MSW's service worker script for the in-browser demo backend. The preview registers it with the relative URL
// './mockServiceWorker.js', so the static Storybook works from any folder. This plugin
//   - emits the script next to iframe.html in the static build,
//   - serves it in dev and in the Vitest browser run at whatever folder the page lives in (Storybook's iframe is
//     at /, Vitest's test page is not), with Service-Worker-Allowed so its scope covers that page.
// msw/vite does the same for a root-absolute base only; Storybook builds with base './'.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

import { WORKER_FILE } from './msw-worker-file.ts';

export function mswWorker(): Plugin {
  const script = readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');
  return {
    name: 'ekp-msw-worker',
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: script });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (!pathname.endsWith(`/${WORKER_FILE}`)) {
          next();
          return;
        }
        response.writeHead(200, {
          'cache-control': 'no-cache',
          'content-type': 'application/javascript; charset=utf-8',
          'service-worker-allowed': '/',
        });
        response.end(script);
      });
    },
  };
}
