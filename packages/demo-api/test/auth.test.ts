import { describe, expect, it } from 'vitest';

import { createTestBackend, NOW } from './helpers.ts';

const LOGIN = '/anschlussnutzer/login';

describe('login', () => {
  it('issues a token with ttl for the right password', async () => {
    const { call } = createTestBackend();
    const response = await call({
      method: 'POST',
      path: LOGIN,
      headers: { kundennummer: '10000001', passwort: 'Demo-Passwort-1!' },
    });
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
    const { call } = createTestBackend();
    const response = await call({ method: 'POST', path: LOGIN, headers: { kundennummer, passwort } });
    expect(response.status).toBe(401);
    expect(response.body).toBe('Kundennummer oder Passwort falsch');
    expect(response.headers.token).toBeUndefined();
  });

  it('answers 702 for 10000004 whatever the password', async () => {
    const { call } = createTestBackend();
    for (const passwort of ['Demo-Passwort-4!', 'irgendwas']) {
      const response = await call({
        method: 'POST',
        path: LOGIN,
        headers: { kundennummer: '10000004', passwort },
      });
      expect(response.status).toBe(702);
      expect(response.headers.token).toBeUndefined();
    }
  });

  it('answers 700 for 10000003 until the password is changed, then the new password works', async () => {
    const { call } = createTestBackend();
    const first = await call({
      method: 'POST',
      path: LOGIN,
      headers: { kundennummer: '10000003', passwort: 'Demo-Passwort-3!' },
    });
    expect(first.status).toBe(700);
    expect(first.headers.token).toBeUndefined();

    // Forced state: the portal sends an empty token.
    const wrongOld = await call({
      method: 'PUT',
      path: '/anschlussnutzer/passwort_aendern',
      headers: { kundennummer: '10000003', token: '' },
      body: { altesPasswort: 'falsch', neuesPasswort: 'Neues-Passwort-7?' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body).toMatchObject({ feld: 'altesPasswort' });

    const changed = await call({
      method: 'PUT',
      path: '/anschlussnutzer/passwort_aendern',
      headers: { kundennummer: '10000003', token: '' },
      body: { altesPasswort: 'Demo-Passwort-3!', neuesPasswort: 'Neues-Passwort-7?' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.token).toBeTruthy();
    expect(changed.body).toEqual({ kundennummer: '10000003' });

    const data = await call({
      method: 'GET',
      path: '/anschlussnutzer',
      headers: { kundennummer: '10000003', token: changed.headers.token ?? '' },
    });
    expect(data.status).toBe(200);

    const old = await call({
      method: 'POST',
      path: LOGIN,
      headers: { kundennummer: '10000003', passwort: 'Demo-Passwort-3!' },
    });
    expect(old.status).toBe(401);
    const neu = await call({
      method: 'POST',
      path: LOGIN,
      headers: { kundennummer: '10000003', passwort: 'Neues-Passwort-7?' },
    });
    expect(neu.status).toBe(200);
  });

  it('does not accept an empty token for a customer who need not change the password', async () => {
    const { call } = createTestBackend();
    const response = await call({
      method: 'PUT',
      path: '/anschlussnutzer/passwort_aendern',
      headers: { kundennummer: '10000001', token: '' },
      body: { altesPasswort: 'Demo-Passwort-1!', neuesPasswort: 'Neues-Passwort-7?' },
    });
    expect(response.status).toBe(401);
  });
});

describe('sessions', () => {
  it('requires token and kundennummer of a live session and sends a fresh ttl', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const ok = await call({ method: 'GET', path: '/anschlussnutzer', headers });
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
    const { call, login } = createTestBackend({ now: () => new Date(now) });
    const headers = await login();
    now += 1700_000;
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(200);
    now += 1700_000; // 3400 s after login, but only 1700 s after the last call
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(200);
    now += 1801_000;
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(401);
  });

  it('expires a token on demand (test hook)', async () => {
    const { backend, call, login } = createTestBackend();
    const headers = await login();
    backend.expireToken(headers.token ?? '');
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(401);
  });

  it('logout invalidates the token', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    expect((await call({ method: 'DELETE', path: '/anschlussnutzer/logout', headers })).status).toBe(204);
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(401);
    expect((await call({ method: 'DELETE', path: '/anschlussnutzer/logout', headers })).status).toBe(401);
  });

  it('token refresh issues a new token; the old one runs out shortly after', async () => {
    let now = NOW.getTime();
    const { call, login } = createTestBackend({ now: () => new Date(now) });
    const headers = await login();
    const refreshed = await call({ method: 'GET', path: '/token/refresh', headers });
    expect(refreshed.status).toBe(200);
    const token = refreshed.headers.token ?? '';
    expect(token).not.toBe(headers.token);
    expect(refreshed.headers.ttl).toBe('1800');
    now += 61_000;
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(401);
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
