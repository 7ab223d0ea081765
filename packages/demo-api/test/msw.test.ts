// The MSW transport in Node (setupServer): the same core answers fetch calls of component tests.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { contractValidator, createDemoBackend } from '../src/index.ts';
import { createDemoHandlers, UNSENDBAR_HEADER } from '../src/transports/msw.ts';
import { NOW } from './helpers.ts';

const BASE = 'http://portal.test/api';
const backend = createDemoBackend({
  now: () => NOW,
  processingDelayMs: 0,
  validator: contractValidator().validateRequest,
});
const server = setupServer(
  ...createDemoHandlers(backend, { baseUrl: BASE, controlUrl: 'http://portal.test/__demo' }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

async function login(kundennummer = '10000001', passwort = 'Demo-Passwort-1!') {
  return fetch(`${BASE}/anschlussnutzer/login`, { method: 'POST', headers: { kundennummer, passwort } });
}

describe('MSW handlers', () => {
  it('answer a login with token and ttl headers and JSON', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.headers.get('ttl')).toBe('1800');
    expect(await response.json()).toEqual({ kundennummer: '10000001' });
  });

  it('pass bodies, queries and binary downloads through', async () => {
    const token = (await login()).headers.get('token') ?? '';
    const headers = { token, kundennummer: '10000001', 'content-type': 'application/json' };
    const update = await fetch(`${BASE}/anschlussnutzer/kontaktdatenAktualisieren`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ email: 'msw@example.de', mobil: '', festnetz: '', fax: '' }),
    });
    expect(await update.json()).toMatchObject({ email: 'msw@example.de' });
    const malformed = await fetch(`${BASE}/anschlussnutzer/kontaktdatenAktualisieren`, {
      method: 'PUT',
      headers,
      body: '{',
    });
    expect(malformed.status).toBe(400);
    const iban = await fetch(`${BASE}/bankverbindung/pruefe?iban=DE89370400440532013000`, { headers });
    expect(await iban.json()).toMatchObject({ valide: true, bic: 'COBADEFFXXX' });
    const documents = (await (await fetch(`${BASE}/dokument/alle`, { headers })).json()) as { id: string }[];
    const pdf = await fetch(`${BASE}/dokument/daten/${documents[0]?.id ?? ''}`, { headers });
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const logout = await fetch(`${BASE}/anschlussnutzer/logout`, { method: 'DELETE', headers });
    expect(logout.status).toBe(204);
  });

  it('do not fake 700/702: they become a 500 that says so', async () => {
    const response = await login('10000003', 'Demo-Passwort-3!');
    expect(response.status).toBe(500);
    expect(response.headers.get(UNSENDBAR_HEADER)).toBe('700');
    expect(((await response.json()) as { message: string }).message).toContain('Node-Server');
  });

  it('serve the control endpoints when asked to', async () => {
    const added = await fetch('http://portal.test/__demo/faults', {
      method: 'POST',
      body: JSON.stringify({ operationId: 'login', status: 503 }),
    });
    expect(added.status).toBe(201);
    expect((await login()).status).toBe(503);
    expect((await login()).status).toBe(200);
  });
});

describe('browser backend from YAML text', () => {
  it('validates requests against the contract given as text', async () => {
    const { readFileSync } = await import('node:fs');
    const { CONTRACT_URL } = await import('../src/index.ts');
    const { createBrowserDemoBackend } = await import('../src/transports/msw.ts');
    const browser = createBrowserDemoBackend({
      contractYaml: readFileSync(CONTRACT_URL, 'utf8'),
      now: () => NOW,
    });
    const response = await browser.handle({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000001' },
    });
    expect(response).toMatchObject({ status: 400, body: { feld: 'passwort' } });
  });
});
