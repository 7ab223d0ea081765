// Bad requests answer 400 naming the field and change nothing.
import { describe, expect, it } from 'vitest';

import { createTestBackend } from './helpers.ts';

describe('request validation against the contract', () => {
  it('names a missing header', async () => {
    const { call } = createTestBackend();
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000001' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ feld: 'passwort' });
  });

  it('names a missing query parameter and a malformed one', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const missing = await call({
      method: 'GET',
      path: '/preiszeitreihe',
      headers,
      query: { von: '2026-06-09T00:00:00+02:00' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ feld: 'bis' });
    const malformed = await call({
      method: 'GET',
      path: '/3000101/ablesungen',
      headers,
      query: { von: '10.06.2026' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ feld: 'von' });
    const badEnum = await call({
      method: 'GET',
      path: '/3000101/historie',
      headers,
      query: { von: '2026-06-09T00:00:00+02:00', bis: '2026-06-10T00:00:00+02:00', interval: 'WOECHENTLICH' },
    });
    expect(badEnum.status).toBe(400);
    expect(badEnum.body).toMatchObject({ feld: 'interval' });
  });

  it('names a body field of the wrong type and leaves the data unchanged', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const before = await call({ method: 'GET', path: '/anschlussnutzer', headers });
    const response = await call({
      method: 'PUT',
      path: '/anschlussnutzer/kontaktdatenAktualisieren',
      headers,
      body: { email: 42, mobil: '', festnetz: '', fax: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ feld: 'email' });
    expect(response.headers.ttl).toBe('1800');
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).body).toEqual(before.body);
  });

  it('names a missing body property', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/kontaktanfrage',
      headers,
      body: { text: 'Bitte rufen Sie mich zurück, es geht um meinen Abschlag.' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ feld: 'betreff' });
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const { backend, call, login } = createTestBackend();
    const headers = await login();
    const before = backend.state.bankverbindungen.get('10000001')?.length;
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/bankverbindungAnlegen',
      headers: { ...headers, 'content-type': 'application/json' },
      rawBody: '{"kontoinhaber": "Max Mustermann", ',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ feld: 'body' });
    expect(backend.state.bankverbindungen.get('10000001')?.length).toBe(before);
  });

  it('checks the house-number rule of a billing address through the contract', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/rechnungsadresseAnlegen',
      headers,
      body: {
        anrede: 'Herr',
        vorname: 'Max',
        nachname: 'Mustermann',
        strasse: 'Musterstraße',
        hausnummer: 'zwölf',
        postleitzahl: '12345',
        ort: 'Musterstadt',
        land: 'Deutschland',
        gueltigVon: '2026-07-01',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ feld: 'hausnummer' });
  });

  it('answers 404 for a path parameter that cannot be a contract id', async () => {
    const { call, login } = createTestBackend();
    const response = await call({ method: 'GET', path: '/abc', headers: await login() });
    expect(response.status).toBe(404);
  });

  it('checks the session before the input (401 wins over 400)', async () => {
    const { call } = createTestBackend();
    const response = await call({
      method: 'PUT',
      path: '/anschlussnutzer/kontaktdatenAktualisieren',
      headers: {},
      body: { email: 42 },
    });
    expect(response.status).toBe(401);
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    const { backend } = createTestBackend();
    expect((await backend.handle({ method: 'GET', path: '/gibt/es/nicht/wirklich' })).status).toBe(404);
    const wrongMethod = await backend.handle({ method: 'PATCH', path: '/anschlussnutzer/login' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
  });
});
