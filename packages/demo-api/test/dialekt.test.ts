// The profiles the demo backend answers in (issue 13): `spec` (only SPEC's names, no nulls), `variant` (the
// plausible variations the portal's tolerant reader promises to read), `standard` (the contract's own form).
import { describe, expect, it } from 'vitest';

import { handleControl, PROFIL_HEADER } from '../src/index.ts';
import { createTestBackend } from './helpers.ts';

describe('profile spec', () => {
  it('sends SPEC’s plain types and leaves out what has no value', async () => {
    const { call, login } = createTestBackend({ profil: 'spec' });
    const headers = await login();
    const tarif = await call({ method: 'GET', path: '/3000102/aktueller_tarif', headers, unchecked: true });
    const body = tarif.body as Record<string, unknown>;
    expect(typeof body.grundpreis).toBe('number');
    expect(typeof body.arbeitspreis).toBe('number');
    expect(Object.values(body)).not.toContain(null);
    const vertrag = await call({ method: 'GET', path: '/3000102', headers, unchecked: true });
    // The contract sends lieferende: null for a running contract; SPEC names no null, so the key is absent.
    expect(vertrag.body).not.toHaveProperty('lieferende');
    expect(vertrag.body).toMatchObject({ id: '3000102', storniert: false });
  });
});

describe('profile variant', () => {
  it('numbers with a decimal comma, "true"/"false", days as timestamps, ids as numbers, other envelopes', async () => {
    const { call, login } = createTestBackend({ profil: 'variant' });
    const headers = await login();
    const standard = await call({
      method: 'GET',
      path: '/3000102/aktueller_tarif',
      headers: { ...headers, [PROFIL_HEADER]: 'standard' },
    });
    const tarif = await call({ method: 'GET', path: '/3000102/aktueller_tarif', headers, unchecked: true });
    const grundpreis = (standard.body as { grundpreis: number }).grundpreis;
    expect((tarif.body as { grundpreis: unknown }).grundpreis).toBe(String(grundpreis).replace('.', ','));

    const vertrag = (await call({ method: 'GET', path: '/3000102', headers, unchecked: true }))
      .body as Record<string, unknown>;
    expect(vertrag.id).toBe(3000102);
    expect(vertrag.storniert).toBe('false');
    expect(vertrag.lieferbeginn).toMatch(/^\d{4}-\d{2}-\d{2}T(22|23):00:00\.000Z$/);

    const ablesungen = await call({ method: 'GET', path: '/3000102/ablesungen', headers, unchecked: true });
    expect(ablesungen.body).toHaveProperty('data');
    const historie = await call({
      method: 'GET',
      path: '/3000101/historie',
      query: { von: '2026-06-09T00:00:00+02:00', bis: '2026-06-10T00:00:00+02:00', interval: 'STUENDLICH' },
      headers,
      unchecked: true,
    });
    expect(historie.status).toBe(200);
    expect(Array.isArray(historie.body)).toBe(true);
  });

  it('"none" as 404, writes answered "OK" as text, the refreshed token only in the data', async () => {
    const { call, login } = createTestBackend({ profil: 'variant' });
    const headers = await login('10000002');
    const keine = await call({
      method: 'GET',
      path: '/anschlussnutzer/aktuelleRechnungsadresse',
      headers,
      unchecked: true,
    });
    expect(keine.status).toBe(404);

    const kontakt = await call({
      method: 'POST',
      path: '/anschlussnutzer/kontaktanfrage',
      headers,
      body: { betreff: 'Sonstiges', text: 'Eine Frage zum Profil variant.' },
      unchecked: true,
    });
    expect(kontakt).toMatchObject({ status: 200, body: 'OK' });

    const erneuert = await call({ method: 'GET', path: '/token/refresh', headers, unchecked: true });
    expect(erneuert.status).toBe(200);
    expect(erneuert.headers.token).toBeUndefined();
    expect((erneuert.body as { token?: string }).token).toBeTruthy();
  });

  it('an injected fault is sent as it is, in every profile', async () => {
    const { backend, call, login } = createTestBackend({ profil: 'variant' });
    const headers = await login();
    backend.faults.add({ operationId: 'getAnschlussnutzer', status: 503, body: { message: 'Wartung' } });
    const response = await call({ method: 'GET', path: '/anschlussnutzer', headers, unchecked: true });
    expect(response).toMatchObject({ status: 503, body: { message: 'Wartung' } });
  });
});

describe('choosing the profile', () => {
  it('POST /__demo/profil switches; an unknown profile is a 400 and changes nothing; reset returns to the start', () => {
    const { backend } = createTestBackend({ profil: 'spec' });
    expect(handleControl(backend, 'POST', '/profil', { profil: 'variant' })).toMatchObject({
      status: 200,
      body: { profil: 'variant' },
    });
    const falsch = handleControl(backend, 'POST', '/profil', { profil: 'dialekt' });
    expect(falsch.status).toBe(400);
    expect(falsch.body).toMatchObject({ feld: 'profil' });
    expect(handleControl(backend, 'GET', '/profil', undefined).body).toEqual({ profil: 'variant' });
    handleControl(backend, 'POST', '/reset', undefined);
    expect(backend.profil).toBe('spec');
  });
});
