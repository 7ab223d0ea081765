// Bad requests answer 400 naming the field and change nothing.
import { describe, expect, it } from 'vitest';

import { angemeldet, createTestBackend, expectFeldfehler } from './helpers.ts';

describe('request validation against the contract', () => {
  it('names a missing header', async () => {
    const { call } = createTestBackend();
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000001' },
    });
    expectFeldfehler(response, 'passwort');
  });

  it('names a missing query parameter and a malformed one', async () => {
    const { get } = await angemeldet();
    const gestern = { von: '2026-06-09T00:00:00+02:00', bis: '2026-06-10T00:00:00+02:00' };
    expectFeldfehler(await get('/preiszeitreihe', { von: gestern.von }), 'bis');
    expectFeldfehler(await get('/3000101/ablesungen', { von: '10.06.2026' }), 'von');
    expectFeldfehler(await get('/3000101/historie', { ...gestern, interval: 'WOECHENTLICH' }), 'interval');
  });

  it('names a body field of the wrong type and leaves the data unchanged', async () => {
    const { get, put } = await angemeldet();
    const before = await get('/anschlussnutzer');
    const kontaktdaten = { email: 42, mobil: '', festnetz: '', fax: '' };
    const response = await put('/anschlussnutzer/kontaktdatenAktualisieren', kontaktdaten);
    expectFeldfehler(response, 'email');
    expect(response.headers.ttl).toBe('1800');
    expect((await get('/anschlussnutzer')).body).toEqual(before.body);
  });

  it('names a missing body property', async () => {
    const { post } = await angemeldet();
    const text = 'Bitte rufen Sie mich zurück, es geht um meinen Abschlag.';
    expectFeldfehler(await post('/anschlussnutzer/kontaktanfrage', { text }), 'betreff');
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const { backend, call, headers } = await angemeldet();
    const before = backend.state.bankverbindungen.get('10000001')?.length;
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/bankverbindungAnlegen',
      headers: { ...headers, 'content-type': 'application/json' },
      rawBody: '{"kontoinhaber": "Max Mustermann", ',
    });
    expectFeldfehler(response, 'body');
    expect(backend.state.bankverbindungen.get('10000001')?.length).toBe(before);
  });

  it('checks the house-number rule of a billing address through the contract', async () => {
    const { post } = await angemeldet();
    const response = await post('/anschlussnutzer/rechnungsadresseAnlegen', {
      anrede: 'Herr',
      vorname: 'Max',
      nachname: 'Mustermann',
      strasse: 'Musterstraße',
      hausnummer: 'zwölf',
      postleitzahl: '12345',
      ort: 'Musterstadt',
      land: 'Deutschland',
      gueltigVon: '2026-07-01',
    });
    expectFeldfehler(response, 'hausnummer');
  });

  it('answers 404 for a path parameter that cannot be a contract id', async () => {
    const { get } = await angemeldet();
    expect((await get('/abc')).status).toBe(404);
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
