// The Node transport with a real HTTP client. Fetch cannot represent 700/702 (RangeError), so node:http is used.
import { request } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contractValidator, createDemoBackend } from '../src/index.ts';
import type { DemoServer } from '../src/transports/node-server.ts';
import { startDemoServer } from '../src/transports/node-server.ts';
import { NOW } from './helpers.ts';

interface RawResponse {
  status: number;
  statusMessage: string;
  headers: Record<string, string>;
  body: Buffer;
}

function send(
  server: DemoServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [key, value] of Object.entries(res.headers))
          if (value !== undefined) flat[key] = Array.isArray(value) ? value.join(', ') : value;
        resolve({
          status: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          headers: flat,
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('node server', () => {
  let server: DemoServer;

  beforeAll(async () => {
    const backend = createDemoBackend({
      now: () => NOW,
      processingDelayMs: 0,
      validator: contractValidator().validateRequest,
    });
    server = await startDemoServer({ port: 0, host: '127.0.0.1', backend });
  });
  afterAll(() => server.close());

  it('writes status 700 and 702 on the wire', async () => {
    const forced = await send(server, 'POST', '/api/anschlussnutzer/login', {
      kundennummer: '10000003',
      passwort: 'Demo-Passwort-3!',
    });
    expect(forced.status).toBe(700);
    expect(forced.body.toString('utf8')).toBe('Das Passwort muss geändert werden.');
    const blocked = await send(server, 'POST', '/api/anschlussnutzer/login', {
      kundennummer: '10000004',
      passwort: 'x',
    });
    expect(blocked.status).toBe(702);
  });

  it('serves the contract under /api with JSON bodies and the ttl header', async () => {
    const login = await send(server, 'POST', '/api/anschlussnutzer/login', {
      kundennummer: '10000001',
      passwort: 'Demo-Passwort-1!',
    });
    expect(login.status).toBe(200);
    const headers = { token: login.headers.token ?? '', kundennummer: '10000001' };
    const me = await send(server, 'GET', '/api/anschlussnutzer', headers);
    expect(me.headers.ttl).toBe('1800');
    expect(JSON.parse(me.body.toString('utf8'))).toMatchObject({ nachname: 'Mustermann' });

    const malformed = await send(
      server,
      'PUT',
      '/api/anschlussnutzer/kontaktdatenAktualisieren',
      { ...headers, 'content-type': 'application/json' },
      '{"email":',
    );
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body.toString('utf8'))).toMatchObject({ feld: 'body' });

    const list = JSON.parse(
      (await send(server, 'GET', '/api/dokument/3000102', headers)).body.toString('utf8'),
    ) as { id: string }[];
    const pdf = await send(server, 'GET', `/api/dokument/daten/${list[0]?.id ?? ''}`, headers);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(pdf.headers['content-length'])).toBe(pdf.body.length);
  });

  it('answers CORS preflights and exposes ttl, token, content-disposition and retry-after', async () => {
    const preflight = await send(server, 'OPTIONS', '/api/anschlussnutzer/login', {
      origin: 'http://localhost:5174',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'kundennummer, passwort',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5174');
    expect(preflight.headers['access-control-allow-methods']).toContain('DELETE');
    expect(preflight.headers['access-control-allow-headers']).toContain('neuesPasswort');
    const login = await send(server, 'POST', '/api/anschlussnutzer/login', {
      origin: 'http://localhost:5174',
      kundennummer: '10000001',
      passwort: 'Demo-Passwort-1!',
    });
    expect(login.headers['access-control-expose-headers']).toBe(
      'ttl, token, content-disposition, retry-after',
    );
  });

  it('offers the control endpoints under /__demo', async () => {
    const json = { 'content-type': 'application/json' };
    expect(
      (
        await send(
          server,
          'POST',
          '/__demo/faults',
          json,
          JSON.stringify({ operationId: 'getFeiertage', status: 702, body: 'gesperrt' }),
        )
      ).status,
    ).toBe(201);
    const faulty = await send(server, 'GET', '/api/feiertage?years=2026');
    expect(faulty.status).toBe(702);
    expect(faulty.body.toString('utf8')).toBe('gesperrt');
    expect((await send(server, 'GET', '/api/feiertage?years=2026')).status).toBe(200);

    await send(server, 'POST', '/api/anschlussnutzer/passwort_reset', {
      kundennummer: '10000001',
      basisUrl: 'http://localhost:5173/passwort/erneuern',
    });
    const mails = JSON.parse((await send(server, 'GET', '/__demo/mailbox')).body.toString('utf8')) as {
      link: string;
    }[];
    expect(mails[0]?.link).toMatch(/^http:\/\/localhost:5173\/passwort\/erneuern\?token=/);

    const clock = await send(
      server,
      'POST',
      '/__demo/clock',
      json,
      JSON.stringify({ now: '2027-01-15T08:00:00+01:00' }),
    );
    expect(JSON.parse(clock.body.toString('utf8'))).toEqual({
      now: '2027-01-15T07:00:00.000Z',
      overridden: true,
    });
    expect((await send(server, 'DELETE', '/__demo/clock')).status).toBe(200);
    expect((await send(server, 'POST', '/__demo/reset')).status).toBe(204);
    expect(JSON.parse((await send(server, 'GET', '/__demo/mailbox')).body.toString('utf8'))).toEqual([]);
    expect((await send(server, 'GET', '/__demo/gibtsnicht')).status).toBe(404);
  });

  it('answers paths outside /api with 404', async () => {
    expect((await send(server, 'GET', '/anschlussnutzer')).status).toBe(404);
  });
});
