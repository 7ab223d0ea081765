// Test helpers: free ports, plain HTTP with a chosen Host header, builds that stand in for the real ones, and a
// backend that echoes what reaches it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { nginxTempDir, type Mandant } from '../src/index.ts';

const tempDirs: string[] = [];

export function tempDir(prefix = 'ekp-deploy-'): string {
  const dir = nginxTempDir(prefix);
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** GET (or another method) to 127.0.0.1:port with the Host header a browser on `host` would send. */
export function http(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Name of the hashed entry chunk in a stand-in build. */
export const ENTRY = 'assets/index-Ab12Cd34.js';

/**
 * A stand-in for a brand's build: index.html with the brand's title, a hashed entry chunk with the brand's name
 * (long enough to be compressed), a service worker and the build manifest. Returns the dist folder.
 */
export function fakeDist(dir: string, mandant: Mandant): string {
  const dist = join(dir, mandant.id);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="de"><head><title>${mandant.mandant}</title>` +
      `<script type="module" src="${mandant.basis}${ENTRY}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, ENTRY), `console.log(${JSON.stringify(mandant.id)});\n`.repeat(40));
  // A service worker lies at the base path, not under assets/ (portalServiceWorker): it must never be cached.
  writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});\n`);
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

export interface EchoBackend {
  port: number;
  server: Server;
}

/** A backend that answers every request with what reached it: method, raw path and Host. */
export async function echoBackend(name: string): Promise<EchoBackend> {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ backend: name, method: req.method, url: req.url, host: req.headers.host }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}
