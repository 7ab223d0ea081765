// Faults, mailbox and password reset, clock.
import { describe, expect, it } from 'vitest';

import { handleControl } from '../src/index.ts';
import { angemeldet, createTestBackend } from './helpers.ts';

describe('faults', () => {
  it('answers the next call(s) of an operation with the given status and body, then normally again', async () => {
    const { backend, call, login } = createTestBackend();
    const headers = await login();
    backend.faults.add({
      operationId: 'getAnschlussnutzer',
      status: 503,
      body: 'Wartungsarbeiten',
      times: 2,
    });
    for (let i = 0; i < 2; i += 1) {
      const response = await call({ method: 'GET', path: '/anschlussnutzer', headers });
      expect(response.status).toBe(503);
      expect(response.body).toBe('Wartungsarbeiten');
      expect(response.headers['content-type']).toContain('text/plain');
    }
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(200);
    expect(backend.faults.list()).toEqual([]);
  });

  it('can make any operation answer 700 or 702 and JSON bodies', async () => {
    const { backend, call } = createTestBackend();
    backend.faults.add({ operationId: 'login', status: 702 });
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000001', passwort: 'Demo-Passwort-1!' },
    });
    expect(response.status).toBe(702);
    backend.faults.add({
      operationId: 'getDokumente',
      status: 500,
      body: { message: 'Datenbank nicht erreichbar' },
    });
    const documents = await call({ method: 'GET', path: '/dokument/alle', headers: {} });
    expect(documents).toMatchObject({ status: 500, body: { message: 'Datenbank nicht erreichbar' } });
  });

  it('applies before authentication and validation, and only to its operation', async () => {
    const { backend, call, login } = createTestBackend();
    const headers = await login();
    backend.faults.add({ operationId: 'getVertrag', status: 418, times: -1 });
    expect((await call({ method: 'GET', path: '/3000101', headers: {}, unchecked: true })).status).toBe(418);
    expect((await call({ method: 'GET', path: '/3000101', headers, unchecked: true })).status).toBe(418);
    expect((await call({ method: 'GET', path: '/3000101/zaehler', headers })).status).toBe(200);
    backend.faults.clear();
    expect((await call({ method: 'GET', path: '/3000101', headers })).status).toBe(200);
  });

  it('delays a call without changing its answer', async () => {
    const { backend, call, login } = createTestBackend();
    const headers = await login();
    backend.faults.add({ operationId: '*', delayMs: 120 });
    const started = performance.now();
    const response = await call({ method: 'GET', path: '/anschlussnutzer', headers });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(response.status).toBe(200);
  });

  it('is controlled through /__demo/faults with validation of the input', () => {
    const { backend } = createTestBackend();
    expect(handleControl(backend, 'POST', '/faults', { operationId: 'login' }).status).toBe(400);
    expect(handleControl(backend, 'POST', '/faults', { operationId: 'login', status: 5000 }).status).toBe(
      400,
    );
    const added = handleControl(backend, 'POST', '/faults', [
      { operationId: 'login', status: 500 },
      { operationId: 'logout', delayMs: 10 },
    ]);
    expect(added.status).toBe(201);
    expect(handleControl(backend, 'GET', '/faults', undefined).body).toHaveLength(2);
    expect(handleControl(backend, 'DELETE', '/faults', undefined).status).toBe(204);
    expect(backend.faults.list()).toEqual([]);
  });
});

describe('password reset and mailbox', () => {
  const reset = (kundennummer: string) => ({
    method: 'POST',
    path: '/anschlussnutzer/passwort_reset',
    headers: { kundennummer, basisUrl: 'https://portal.example.de/passwort/erneuern' },
  });

  it('sends a mail with a link; the token sets a new password once', async () => {
    const { backend, call } = createTestBackend();
    expect((await call(reset('10000001'))).status).toBe(204);
    const mail = backend.mailbox.latest('10000001');
    expect(mail).toMatchObject({ to: '10000001', email: 'max.mustermann@example.de' });
    expect(mail?.link).toBe(`https://portal.example.de/passwort/erneuern?token=${mail?.token ?? ''}`);
    expect(mail?.text).toContain(mail?.link);

    const finish = (token: string, neuesPasswort: string) =>
      call({
        method: 'POST',
        path: '/anschlussnutzer/passwort_reset_abschluss',
        headers: { token, neuesPasswort },
      });
    expect((await finish(mail?.token ?? '', 'kurz')).status).toBe(400);
    expect((await finish('falsches-token', 'Ganz-Neu-2026!')).status).toBe(400);
    expect((await finish(mail?.token ?? '', 'Ganz-Neu-2026!')).status).toBe(204);
    expect((await finish(mail?.token ?? '', 'Noch-Neuer-2026!')).status).toBe(400);

    const login = (passwort: string) =>
      call({
        method: 'POST',
        path: '/anschlussnutzer/login',
        headers: { kundennummer: '10000001', passwort },
      });
    expect((await login('Demo-Passwort-1!')).status).toBe(401);
    expect((await login('Ganz-Neu-2026!')).status).toBe(200);
  });

  it('answers 404 without email or for unknown numbers, 702 for 10000004, and sends nothing', async () => {
    const { backend, call } = createTestBackend();
    expect((await call(reset('10000002'))).status).toBe(404);
    expect((await call(reset('12345678'))).status).toBe(404);
    expect((await call(reset('10000004'))).status).toBe(702);
    expect(backend.mailbox.list()).toEqual([]);
    expect(handleControl(backend, 'GET', '/mailbox', undefined).body).toEqual([]);
  });

  it('also ends the forced change state of 10000003', async () => {
    const { backend, call } = createTestBackend();
    await call(reset('10000003'));
    const token = backend.mailbox.latest('10000003')?.token ?? '';
    await call({
      method: 'POST',
      path: '/anschlussnutzer/passwort_reset_abschluss',
      headers: { token, neuesPasswort: 'Neues-Passwort-3!' },
    });
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000003', passwort: 'Neues-Passwort-3!' },
    });
    expect(response.status).toBe(200);
  });
});

describe('received readings', () => {
  it('lists what the portal sent since the reset, in order, with the photo; not the seed, not a refused one', async () => {
    const { backend, get, post } = await angemeldet();
    const eingegangen = () => handleControl(backend, 'GET', '/ablesungen', undefined).body;
    expect(eingegangen()).toEqual([]);
    const [letzte] = (await get('/3000102/ablesungen')).body as {
      ablesedatum: string;
      ablesewerte: Record<string, { ablesewert: number }>;
    }[];
    // The test backend's fixed today, a day without a seed reading.
    const tag = '2026-06-10';
    const ht = (letzte?.ablesewerte['1-0:1.8.1']?.ablesewert ?? 0) + 2;
    const nt = (letzte?.ablesewerte['1-0:1.8.2']?.ablesewert ?? 0) + 1;
    const lesung = {
      ablesedatum: tag,
      zaehlernummer: '1EMH0012345678',
      ablesewerte: { '1-0:1.8.1': ht, '1-0:1.8.2': nt },
      foto: 'iVBORw0KGgo=',
    };
    expect((await post('/3000102/ablesungen', lesung)).status).toBe(202);
    expect(
      (await post('/3000102/ablesungen', { ...lesung, ablesewerte: { '1-0:1.8.1': 1.25 } })).status,
    ).toBe(400);
    expect(eingegangen()).toEqual([{ vertrag: '3000102', ...lesung }]);
    backend.reset();
    expect(eingegangen()).toEqual([]);
  });
});

describe('clock', () => {
  it('pins "today" for the backend and goes back to the base clock', async () => {
    const { backend, call, login } = createTestBackend();
    expect(handleControl(backend, 'POST', '/clock', { now: 'gestern' }).status).toBe(400);
    expect(handleControl(backend, 'POST', '/clock', { now: '2026-12-30T10:00:00+01:00' }).body).toMatchObject(
      { now: '2026-12-30T09:00:00.000Z', overridden: true },
    );
    const headers = await login();
    // Dec 31 and Jan 1 (holiday) and the weekend: the second working day after Wed Dec 30 is Mon Jan 4, 2027.
    const kuendigen = (datum: string) =>
      call({ method: 'POST', path: '/3000103/kuendigen', headers, body: { grund: 'AUSZUG', datum } });
    expect((await kuendigen('2026-12-31')).status).toBe(400);
    expect((await kuendigen('2027-01-01')).status).toBe(400);
    expect((await kuendigen('2027-01-04')).status).toBe(202);
    expect(handleControl(backend, 'DELETE', '/clock', undefined).body).toMatchObject({ overridden: false });
  });
});
