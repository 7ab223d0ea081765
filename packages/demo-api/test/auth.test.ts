import { describe, expect, it } from 'vitest';

import type { TestBackend } from './helpers.ts';
import { angemeldet, createTestBackend, expectFeldfehler, NOW } from './helpers.ts';

/** A login attempt, as the portal sends it: kundennummer and passwort in headers. */
function anmelden({ call }: TestBackend, kundennummer: string, passwort: string) {
  return call({ method: 'POST', path: '/anschlussnutzer/login', headers: { kundennummer, passwort } });
}

/** A password change; a customer in the forced state (700) has no session yet and sends an empty token. */
function passwortAendern({ call }: TestBackend, kundennummer: string, altesPasswort: string) {
  return call({
    method: 'PUT',
    path: '/anschlussnutzer/passwort_aendern',
    headers: { kundennummer, token: '' },
    body: { altesPasswort, neuesPasswort: 'Neues-Passwort-7?' },
  });
}

describe('login', () => {
  it('issues a token with ttl for the right password', async () => {
    const response = await anmelden(createTestBackend(), '10000001', 'Demo-Passwort-1!');
    expect(response.status).toBe(200);
    expect(response.headers.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.ttl).toBe('1800');
    expect(response.body).toEqual({ kundennummer: '10000001' });
  });

  it('gives different tokens to different logins', async () => {
    const { login } = createTestBackend();
    const a = await login();
    const b = await login();
    expect(a.token).not.toBe(b.token);
  });

  it.each([
    ['10000001', 'falsch'],
    ['99999999', 'Demo-Passwort-1!'],
  ])('answers 401 with a string for %s / %s', async (kundennummer, passwort) => {
    const response = await anmelden(createTestBackend(), kundennummer, passwort);
    expect(response.status).toBe(401);
    expect(response.body).toBe('Kundennummer oder Passwort falsch');
    expect(response.headers.token).toBeUndefined();
  });

  it('answers 702 for 10000004 whatever the password', async () => {
    const test = createTestBackend();
    for (const passwort of ['Demo-Passwort-4!', 'irgendwas']) {
      const response = await anmelden(test, '10000004', passwort);
      expect(response.status).toBe(702);
      expect(response.headers.token).toBeUndefined();
    }
  });

  it('answers 700 for 10000003 until the password is changed, then the new password works', async () => {
    const test = createTestBackend();
    const first = await anmelden(test, '10000003', 'Demo-Passwort-3!');
    expect(first.status).toBe(700);
    expect(first.headers.token).toBeUndefined();

    // Forced state: the portal sends an empty token.
    const wrongOld = await passwortAendern(test, '10000003', 'falsch');
    expectFeldfehler(wrongOld, 'altesPasswort');

    const changed = await passwortAendern(test, '10000003', 'Demo-Passwort-3!');
    expect(changed.status).toBe(200);
    expect(changed.headers.token).toBeTruthy();
    expect(changed.body).toEqual({ kundennummer: '10000003' });

    const data = await test.call({
      method: 'GET',
      path: '/anschlussnutzer',
      headers: { kundennummer: '10000003', token: changed.headers.token ?? '' },
    });
    expect(data.status).toBe(200);

    expect((await anmelden(test, '10000003', 'Demo-Passwort-3!')).status).toBe(401);
    expect((await anmelden(test, '10000003', 'Neues-Passwort-7?')).status).toBe(200);
  });

  it('does not accept an empty token for a customer who need not change the password', async () => {
    const response = await passwortAendern(createTestBackend(), '10000001', 'Demo-Passwort-1!');
    expect(response.status).toBe(401);
  });
});

describe('sessions', () => {
  it('requires token and kundennummer of a live session and sends a fresh ttl', async () => {
    const { call, get, headers } = await angemeldet();
    const ok = await get('/anschlussnutzer');
    expect(ok.status).toBe(200);
    expect(ok.headers.ttl).toBe('1800');
    expect(ok.body).toMatchObject({
      kundennummer: '10000001',
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Max',
      nachname: 'Mustermann',
    });

    for (const bad of [
      {},
      { token: headers.token },
      { kundennummer: '10000001' },
      { ...headers, kundennummer: '10000002' },
      { ...headers, token: 'unbekannt' },
    ]) {
      const response = await call({ method: 'GET', path: '/anschlussnutzer', headers: bad });
      expect(response.status).toBe(401);
      expect(response.headers.ttl).toBeUndefined();
    }
  });

  it('expires a token after ttl seconds without calls and slides with every call', async () => {
    let now = NOW.getTime();
    const { get } = await angemeldet({ now: () => new Date(now) });
    now += 1700_000;
    expect((await get('/anschlussnutzer')).status).toBe(200);
    now += 1700_000; // 3400 s after login, but only 1700 s after the last call
    expect((await get('/anschlussnutzer')).status).toBe(200);
    now += 1801_000;
    expect((await get('/anschlussnutzer')).status).toBe(401);
  });

  it('expires a token on demand (test hook)', async () => {
    const { backend, get, headers } = await angemeldet();
    backend.expireToken(headers.token ?? '');
    expect((await get('/anschlussnutzer')).status).toBe(401);
  });

  it('logout invalidates the token', async () => {
    const { get, del } = await angemeldet();
    expect((await del('/anschlussnutzer/logout')).status).toBe(204);
    expect((await get('/anschlussnutzer')).status).toBe(401);
    expect((await del('/anschlussnutzer/logout')).status).toBe(401);
  });

  it('token refresh issues a new token; the old one runs out shortly after', async () => {
    let now = NOW.getTime();
    const { call, get, headers } = await angemeldet({ now: () => new Date(now) });
    const refreshed = await get('/token/refresh');
    expect(refreshed.status).toBe(200);
    const token = refreshed.headers.token ?? '';
    expect(token).not.toBe(headers.token);
    expect(refreshed.headers.ttl).toBe('1800');
    now += 61_000;
    expect((await get('/anschlussnutzer')).status).toBe(401);
    expect(
      (await call({ method: 'GET', path: '/anschlussnutzer', headers: { ...headers, token } })).status,
    ).toBe(200);
  });

  it('answers 404 for a contract of another customer, never its data', async () => {
    const { call, login } = createTestBackend();
    const headers = await login('10000002');
    for (const path of [
      '/3000101',
      '/3000101/ablesungen',
      '/3000101/zaehler',
      '/dokument/3000101',
      '/3000102/bankverbindung/alle',
      '/3000999',
    ]) {
      const response = await call({ method: 'GET', path, headers });
      expect(response.status, path).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Mustermann');
    }
    const foreignDocument = await call({
      method: 'GET',
      path: '/dokument/alle',
      headers: await login('10000001'),
    });
    const id = (foreignDocument.body as { id: string }[])[0]?.id ?? '';
    expect((await call({ method: 'GET', path: `/dokument/daten/${id}`, headers })).status).toBe(404);
  });
});
