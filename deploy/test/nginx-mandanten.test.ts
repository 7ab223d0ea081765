// The image for all brands, run with this machine's nginx over its generated configuration: every shipped brand and a
// third one generated from the app template (under a sub-path) by its host name, an unknown host, each brand's own
// headers and backend. The builds are stand-ins (the real ones are served in the e2e journeys); the configuration is
// exactly the image's.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createSyntheticBrands,
  lokal,
  nginxTest,
  readBrandsDir,
  readMandanten,
  repoRoot,
  startNginx,
  stopNginx,
  waitForPort,
  writeBundle,
  type Bundle,
  type Mandant,
} from '../src/index.ts';
import {
  ENTRY,
  echoBackend,
  fakeDist,
  freePort,
  http,
  removeTempDirs,
  tempDir,
  type EchoBackend,
} from './helpers.ts';

const shipped = readBrandsDir(join(repoRoot, 'brands'));
const swm = 'stadtwerke-musterstadt';
const nle = 'nordlicht-energie';
const NLE_API_ORIGIN = 'https://api.nordlicht-energie.example';

let port: number;
let nginx: ChildProcess | undefined;
let bundle: Bundle;
let mandanten: Mandant[];
let beispiel: Mandant;
const backends: Record<string, EchoBackend> = {};

const hostOf = (id: string) => mandanten.find((mandant) => mandant.id === id)?.host ?? '';
const get = (host: string, path: string, headers?: Record<string, string>) => http(port, host, path, headers);

beforeAll(async () => {
  const root = tempDir();
  const [beispielId] = createSyntheticBrands({
    root: join(root, 'beispiel'),
    count: 1,
    basis: '/kundenportal/',
  });
  mandanten = readMandanten([join(repoRoot, 'brands'), join(root, 'beispiel', 'brands')]);
  beispiel = mandanten.find((mandant) => mandant.id === beispielId) as Mandant;
  for (const mandant of mandanten) fakeDist(join(root, 'dists'), mandant);
  backends[swm] = await echoBackend(swm);
  backends[nle] = await echoBackend(nle);
  port = await freePort();
  bundle = writeBundle({
    mandanten,
    out: join(root, 'bundle'),
    listen: port,
    root: join(root, 'bundle', 'html'),
    distOf: (mandant) => join(root, 'dists', mandant.id),
    connectSrc: { [nle]: [NLE_API_ORIGIN] },
    betrieb: {
      // Each supplier's backend under its own path; the generated brand has none yet.
      api: {
        [swm]: `http://127.0.0.1:${backends[swm].port}/api/`,
        [nle]: `http://127.0.0.1:${backends[nle].port}/kundenportal/api/`,
      },
      hosts: { 'nle.staging.example': nle },
    },
  });
  const lokalesNginx = lokal(bundle.nginxDir, join(root, 'laufzeit'));
  const test = nginxTest(lokalesNginx);
  expect(test.output).toContain('test is successful');
  nginx = startNginx(lokalesNginx);
  await waitForPort(port);
});

afterAll(async () => {
  if (nginx) await stopNginx(nginx);
  for (const backend of Object.values(backends)) backend.server.close();
  removeTempDirs();
});

describe('the bundle', () => {
  it('holds every brand’s build under its base path, without the build tools’ manifest', () => {
    for (const mandant of mandanten) {
      expect(existsSync(join(bundle.htmlDir, mandant.id, mandant.basis, 'index.html'))).toBe(true);
      expect(existsSync(join(bundle.htmlDir, mandant.id, mandant.basis, '.vite'))).toBe(false);
    }
    expect(beispiel.basis).toBe('/kundenportal/');
  });
});

describe('host name → brand', () => {
  it.each(shipped.map((mandant) => [mandant.host, mandant.id, mandant.mandant]))(
    '%s serves %s and nothing else',
    async (host, id, name) => {
      const index = await get(host, '/');
      expect(index.status).toBe(200);
      expect(index.body).toContain(`<title>${name}</title>`);
      const deepLink = await get(host, '/vertrag/3000101/detail');
      expect(deepLink.status).toBe(200);
      expect(deepLink.body).toContain(`<title>${name}</title>`);
      const entry = await get(host, `/${ENTRY}`);
      expect(entry.body).toContain(JSON.stringify(id));
      for (const other of mandanten.filter((mandant) => mandant.id !== id)) {
        expect(index.body).not.toContain(other.mandant);
        expect(entry.body).not.toContain(JSON.stringify(other.id));
      }
    },
  );

  it('serves the brand generated from the template under its sub-path', async () => {
    const index = await get(beispiel.host, '/kundenportal/');
    expect(index.status).toBe(200);
    expect(index.body).toContain(`<title>${beispiel.mandant}</title>`);
    expect((await get(beispiel.host, '/kundenportal/vertraege')).body).toContain(beispiel.mandant);
    const entry = await get(beispiel.host, `/kundenportal/${ENTRY}`);
    expect(entry.status).toBe(200);
    expect(entry.body).toContain(JSON.stringify(beispiel.id));
  });

  it('sends every address outside the sub-path to it, relative to the host the browser used', async () => {
    for (const path of ['/', '/kundenportal', '/anmelden', '/kundenportal2/x']) {
      const answer = await get(`${beispiel.host}:8443`, path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 302, '/kundenportal/']);
    }
    expect((await get(beispiel.host, `/${ENTRY}`)).status).toBe(404);
  });

  it('answers an unknown host with 404 on every path, never with a brand', async () => {
    for (const path of ['/', '/anmelden', `/${ENTRY}`, '/kundenportal/', '/api/anschlussnutzer']) {
      const answer = await get('unbekannt.example', path);
      expect([path, answer.status]).toEqual([path, 404]);
      for (const mandant of mandanten) expect(answer.body).not.toContain(mandant.mandant);
    }
    // No Host header at all, as HTTP/1.0 clients send.
    expect((await get('', '/')).status).toBe(404);
  });

  it('takes the host case-insensitively and with a port, and a further host of the installation', async () => {
    expect((await get(`${hostOf(swm).toUpperCase()}:443`, '/')).body).toContain('Stadtwerke Musterstadt');
    expect((await get('nle.staging.example', '/')).body).toContain('Nordlicht Energie GmbH');
  });

  it('answers the probes’ health path for any host, the pod’s address too', async () => {
    for (const host of ['10.1.2.3:8080', 'unbekannt.example', hostOf(swm)]) {
      const health = await get(host, '/healthz');
      expect([health.status, health.body]).toEqual([200, 'ok\n']);
    }
  });
});

describe('headers per brand', () => {
  it('gives each brand its own CSP connect-src with the strict rest', async () => {
    const nleCsp = (await get(hostOf(nle), '/')).headers['content-security-policy'] ?? '';
    const swmCsp = (await get(hostOf(swm), '/')).headers['content-security-policy'] ?? '';
    // The public holiday service the portal calls by default (docs/feiertagsdienst.md) is allowed for every brand.
    expect(nleCsp).toContain(`connect-src 'self' ${NLE_API_ORIGIN} https://get.api-feiertage.de;`);
    expect(swmCsp).toMatch(/connect-src 'self' +https:\/\/get\.api-feiertage\.de;/);
    expect(swmCsp).not.toContain(NLE_API_ORIGIN);
    for (const csp of [nleCsp, swmCsp]) {
      for (const rule of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "frame-ancestors 'none'",
      ])
        expect(csp).toContain(rule);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it.each(['/', '/vertraege', `/${ENTRY}`, '/api/anschlussnutzer'])(
    'sends the security headers on %s of every brand',
    async (path) => {
      for (const mandant of shipped) {
        const { headers } = await get(mandant.host, path);
        expect(headers['content-security-policy']).toContain("default-src 'self'");
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    },
  );

  it('never caches index.html or the service worker, caches hashed assets for a year, a missing asset not at all', async () => {
    for (const mandant of mandanten) {
      expect((await get(mandant.host, mandant.basis)).headers['cache-control']).toBe('no-cache');
      expect((await get(mandant.host, `${mandant.basis}index.html`)).headers['cache-control']).toBe(
        'no-cache',
      );
      const serviceWorker = await get(mandant.host, `${mandant.basis}sw.js`);
      expect([serviceWorker.status, serviceWorker.headers['cache-control']]).toEqual([200, 'no-cache']);
      expect(serviceWorker.headers['content-type']).toMatch(/javascript/);
      const asset = await get(mandant.host, `${mandant.basis}${ENTRY}`);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await get(mandant.host, `${mandant.basis}assets/gibt-es-nicht.js`);
      expect([missing.status, missing.headers['cache-control']]).toEqual([404, undefined]);
    }
  });

  it('compresses the assets and serves no hidden build file', async () => {
    const asset = await get(hostOf(swm), `/${ENTRY}`, { 'accept-encoding': 'gzip' });
    expect(['gzip', 'br']).toContain(asset.headers['content-encoding']);
    if (asset.headers['content-encoding'] === 'gzip') {
      expect(gunzipSync(Buffer.from(asset.body, 'latin1')).toString()).toContain(swm);
    }
    expect((await get(hostOf(swm), '/.vite/manifest.json')).status).toBe(404);
    expect((await get(beispiel.host, '/kundenportal/.vite/manifest.json')).status).toBe(404);
  });
});

describe('/api per brand', () => {
  it('goes to each brand’s own backend, under that backend’s path, with its host name', async () => {
    const swmApi = JSON.parse((await get(hostOf(swm), '/api/anschlussnutzer')).body) as Record<
      string,
      string
    >;
    expect(swmApi).toEqual({
      backend: swm,
      method: 'GET',
      url: '/api/anschlussnutzer',
      host: `127.0.0.1:${backends[swm]?.port}`,
    });
    const nleApi = await get(hostOf(nle), '/api/vertrag/3000101/detail?von=2026-01-01');
    expect(JSON.parse(nleApi.body)).toMatchObject({
      backend: nle,
      url: '/kundenportal/api/vertrag/3000101/detail?von=2026-01-01',
    });
    expect(nleApi.headers['cache-control']).toBe('no-store');
  });

  it('passes the path on as the browser encoded it', async () => {
    const answer = await get(hostOf(swm), '/api/dokumente/Rechnung%202026%2F01.pdf?name=a%26b');
    expect(JSON.parse(answer.body)).toMatchObject({
      url: '/api/dokumente/Rechnung%202026%2F01.pdf?name=a%26b',
    });
  });

  it('answers 503 for a brand whose backend the installation has not named, never another backend', async () => {
    const answer = await get(beispiel.host, '/api/anschlussnutzer');
    expect(answer.status).toBe(503);
    expect(answer.body).not.toContain('backend');
  });
});
