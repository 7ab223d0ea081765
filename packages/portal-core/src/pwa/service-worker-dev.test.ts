import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';

import { portalServiceWorker } from '../../build.ts';

describe('the service worker in dev', () => {
  it('is one that removes itself, under the app base, never cached', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ekp-sw-dev-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
    const server = await createServer({
      root,
      base: '/kundenportal/',
      configFile: false,
      logLevel: 'silent',
      plugins: [portalServiceWorker()],
      server: { port: 0, strictPort: false },
    });
    try {
      await server.listen();
      const adresse = server.resolvedUrls?.local[0] ?? '';
      const antwort = await fetch(new URL('service-worker.js', adresse));
      expect(antwort.status).toBe(200);
      expect(antwort.headers.get('content-type')).toContain('javascript');
      expect(antwort.headers.get('cache-control')).toBe('no-cache');
      const skript = await antwort.text();
      // A worker of an earlier `vite preview` on this origin unregisters and reloads the pages it served.
      expect(skript).toContain('registration');
      expect(skript).toContain('.unregister()');
      expect(skript).toContain('client.navigate(client.url)');
      expect(skript).not.toContain('precache');
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
