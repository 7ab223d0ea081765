// The contract test: a scripted session covering every operation of openapi/kundenportal.yaml; every response is
// validated against the contract (validateResponse), successes and the error statuses the portal reacts to.
import { describe, expect, it } from 'vitest';

import type { DemoRequest, DemoResponse } from '../src/index.ts';
import { contractValidator, createDemoBackend, matchRoute, ROUTES, validateResponse } from '../src/index.ts';
import { NOW } from './helpers.ts';

describe('routes and contract', () => {
  it('implement the same operations with the same method and path', () => {
    const contract = contractValidator()
      .operations()
      .map((o) => `${o.operationId} ${o.method} ${o.path}`)
      .sort();
    const routes = ROUTES.map((r) => `${r.operationId} ${r.method} ${r.path}`).sort();
    expect(routes).toEqual(contract);
  });
});

describe('every response validates against the contract', () => {
  it('in a scripted session over all operations', async () => {
    const backend = createDemoBackend({
      now: () => NOW,
      processingDelayMs: 0,
      validator: contractValidator().validateRequest,
    });
    const seen = new Map<string, Set<number>>();
    const failures: string[] = [];
    const call = async (request: DemoRequest): Promise<DemoResponse> => {
      const response = await backend.handle(request);
      const matched = matchRoute(request.method, request.path);
      if (matched.kind !== 'match') throw new Error(`kein Pfad ${request.path}`);
      const { operationId } = matched.match.route;
      const result = validateResponse(operationId, response.status, response.headers, response.body);
      if (!result.valid) failures.push(...result.errors);
      if (!seen.has(operationId)) seen.set(operationId, new Set());
      seen.get(operationId)?.add(response.status);
      return response;
    };

    // Shorthands; get, post, put and del send the session's current headers.
    let headers: Record<string, string> = {};
    const get = (path: string, query?: Record<string, string>) =>
      call({ method: 'GET', path, headers, query });
    const post = (path: string, body: unknown) => call({ method: 'POST', path, headers, body });
    const put = (path: string, body: unknown) => call({ method: 'PUT', path, headers, body });
    const del = (path: string) => call({ method: 'DELETE', path, headers });
    /** A POST with only the given headers: login and password reset take their input there. */
    const postKopf = (path: string, kopf: Record<string, string>) =>
      call({ method: 'POST', path, headers: kopf });
    const LOGIN = '/anschlussnutzer/login';
    const RESET = '/anschlussnutzer/passwort_reset';
    const BASIS_URL = 'https://portal.example.de/passwort/erneuern';

    // Account
    await postKopf(LOGIN, { kundennummer: '10000001', passwort: 'falsch' });
    await postKopf(LOGIN, { kundennummer: '10000003', passwort: 'Demo-Passwort-3!' });
    await postKopf(LOGIN, { kundennummer: '10000004', passwort: 'x' });
    await postKopf(LOGIN, { kundennummer: '10000001' });
    const login = await postKopf(LOGIN, { kundennummer: '10000001', passwort: 'Demo-Passwort-1!' });
    headers = { token: login.headers.token ?? '', kundennummer: '10000001' };
    await get('/anschlussnutzer');
    await call({ method: 'GET', path: '/anschlussnutzer', headers: {} });
    await put('/anschlussnutzer/kontaktdatenAktualisieren', {
      email: 'max@example.de',
      mobil: '0171 1',
      festnetz: '',
      fax: '',
    });
    await put('/anschlussnutzer/kontaktdatenAktualisieren', { email: 'kaputt' });
    await post('/anschlussnutzer/kontaktanfrage', {
      betreff: 'Sonstiges',
      text: 'Eine Frage zu meinem Vertrag, bitte.',
    });
    const refreshed = await get('/token/refresh');
    headers = { ...headers, token: refreshed.headers.token ?? '' };
    await put('/anschlussnutzer/passwort_aendern', {
      altesPasswort: 'falsch',
      neuesPasswort: 'Neues-Passwort-1!',
    });
    const changed = await put('/anschlussnutzer/passwort_aendern', {
      altesPasswort: 'Demo-Passwort-1!',
      neuesPasswort: 'Neues-Passwort-1!',
    });
    headers = { ...headers, token: changed.headers.token ?? '' };
    for (const kundennummer of ['10000002', '10000004', '10000003'])
      await postKopf(RESET, { kundennummer, basisUrl: BASIS_URL });
    const resetToken = backend.mailbox.latest('10000003')?.token ?? '';
    for (const token of ['falsch', resetToken])
      await postKopf(`${RESET}_abschluss`, { token, neuesPasswort: 'Neues-Passwort-3!' });

    // Customer-level addresses and bank accounts
    for (const path of [
      'aktuelleRechnungsadresse',
      'rechnungsadressen',
      'aktuelleBankverbindung',
      'bankverbindungen',
    ]) {
      await get(`/anschlussnutzer/${path}`);
    }
    const adresse = {
      anrede: 'Herr',
      vorname: 'Max',
      nachname: 'Mustermann',
      strasse: 'Musterweg',
      hausnummer: '3',
      postleitzahl: '12345',
      ort: 'Musterstadt',
      land: 'Deutschland',
      gueltigVon: '2026-07-01',
    };
    await post('/anschlussnutzer/rechnungsadresseAnlegen', adresse);
    await post('/anschlussnutzer/rechnungsadresseAnlegen', { ...adresse, gueltigVon: '2026-01-01' });
    const bank = {
      kontoinhaber: 'Max Mustermann',
      iban: 'DE89370400440532013000',
      gueltigVon: '2026-07-01',
      lastschrifteinzugErlaubt: true,
    };
    await post('/anschlussnutzer/bankverbindungAnlegen', bank);
    await post('/anschlussnutzer/bankverbindungAnlegen', { ...bank, iban: 'DE00370400440532013000' });
    await get('/bankverbindung/pruefe', { iban: 'DE89370400440532013000' });
    await get('/bankverbindung/pruefe', { iban: 'DE12345' });

    // Every contract of the customer, all per-contract reads
    const vertraege = [
      '3000101',
      '3000102',
      '3000103',
      '3000104',
      '3000105',
      '3000106',
      '3000107',
      '3000108',
    ];
    const range = { von: '2026-06-09T00:00:00+02:00', bis: '2026-06-11T00:00:00+02:00' };
    for (const v of vertraege) {
      for (const suffix of [
        '',
        '/zaehler',
        '/ablesungen',
        '/verbraeuche',
        '/aktueller_tarif',
        '/tarifhistorie',
        '/bankverbindung/alle',
        '/bankverbindung/aktuelle',
        '/rechnungsadresse/alle',
        '/rechnungsadresse/aktuelle',
      ]) {
        await get(`/${v}${suffix}`);
      }
      await get(`/${v}/historie`, { ...range, interval: 'STUENDLICH' });
      await get(`/dokument/${v}`);
    }
    await get('/preiszeitreihe', range);
    await get('/3000101/historie', {
      von: '2026-05-01T00:00:00+02:00',
      bis: '2026-06-01T00:00:00+02:00',
      interval: 'TAEGLICH',
    });
    await get('/3000108/historie', {
      von: '2026-01-01T00:00:00+01:00',
      bis: '2027-01-01T00:00:00+01:00',
      interval: 'MONATLICH',
    });
    await get('/3000201');
    await get('/3000101/ablesungen', { von: 'gestern' });

    // Readings
    const reading = {
      ablesedatum: '2026-06-10',
      zaehlernummer: '1EMH0045678901',
      ablesewerte: { '1-0:1.8.0': 100.5 },
    };
    const alsQuery = ({
      ablesewerte,
      ...rest
    }: {
      ablesedatum: string;
      zaehlernummer: string;
      ablesewerte: Record<string, number>;
    }) => ({
      ...rest,
      ...Object.fromEntries(
        Object.entries(ablesewerte).map(([obis, wert]) => [`ablesewerte[${obis}]`, String(wert)]),
      ),
    });
    await get('/3000107/ablesungen/plausibilisiere', alsQuery(reading));
    await post('/3000107/ablesungen', reading);
    const gas = {
      ablesedatum: '2026-06-10',
      zaehlernummer: '7ELS8135012345',
      ablesewerte: { '7-0:3.0.0': 99999.999 },
    };
    await get('/3000103/ablesungen/plausibilisiere', alsQuery(gas));
    await get('/3000103/ablesungen/plausibilisiere', alsQuery({ ...gas, ablesewerte: { '7-0:3.0.0': 1 } }));
    await post('/3000103/ablesungen', gas);
    await post('/3000103/ablesungen', { ...gas, ablesewerte: { '7-0:3.0.0': -1 } });

    // Contract-specific bank accounts and addresses: create, delete, end, unknown id
    await post('/3000101/bankverbindung/anlegen', bank);
    await post('/3000105/bankverbindung/anlegen', bank);
    await post('/3000101/rechnungsadresse/anlegen', adresse);
    const bv = (await get('/3000102/bankverbindung/alle')).body as {
      bankverbindungId: string;
      gueltigVon: string;
    }[];
    const ra = (await get('/3000102/rechnungsadresse/alle')).body as { id: string; gueltigVon: string }[];
    for (const [kind, list] of [
      ['bankverbindung', bv.map((b) => ({ id: b.bankverbindungId, gueltigVon: b.gueltigVon }))],
      ['rechnungsadresse', ra],
    ] as const) {
      for (const entry of list) {
        await del(`/3000102/${kind}/loeschen/${entry.id}`);
        await del(`/3000102/${kind}/beenden/${entry.id}`);
      }
      await del(`/3000102/${kind}/loeschen/unbekannt`);
      await del(`/3000102/${kind}/beenden/unbekannt`);
    }

    // Documents, holidays, cancellation, foreign contract, faults, logout
    const dokumente = (await get('/dokument/alle')).body as { id: string }[];
    await get(`/dokument/daten/${dokumente[0]?.id ?? ''}`);
    await get('/dokument/daten/dok-0');
    await call({ method: 'GET', path: '/feiertage', query: { years: '2026,2027' } });
    await call({ method: 'GET', path: '/feiertage', query: { years: '26' } });
    await post('/3000101/kuendigen', { grund: 'AUSZUG', datum: '2026-06-10' });
    await post('/3000101/kuendigen', { grund: 'AUSZUG', datum: '2026-09-30', text: 'Umzug' });
    await get('/3000201/zaehler');
    // The cancellation button (extension): accepted, a broken rule, and over the limit.
    const erklaerung = {
      art: 'ORDENTLICH',
      name: 'Max Mustermann',
      lieferadresse: { strasse: 'Musterweg', hausnummer: '3', postleitzahl: '12345', ort: 'Musterstadt' },
      energieart: 'strom',
      zeitpunkt: 'NAECHSTMOEGLICH',
      email: 'max@example.de',
    };
    for (let i = 0; i < 6; i++) await call({ method: 'POST', path: '/kuendigung', body: erklaerung });
    await call({ method: 'POST', path: '/kuendigung', body: { ...erklaerung, art: 'AUSSERORDENTLICH' } });
    backend.faults.add({ operationId: 'getVertrag', status: 503, body: 'Wartung' });
    await get('/3000101');
    backend.faults.add({ operationId: 'getDokumente', status: 500, body: { message: 'Interner Fehler' } });
    await get('/dokument/alle');
    await del('/anschlussnutzer/logout');
    await del('/anschlussnutzer/logout');

    // 10000002: the empty states
    const firma = await postKopf(LOGIN, { kundennummer: '10000002', passwort: 'Demo-Passwort-2!' });
    headers = { token: firma.headers.token ?? '', kundennummer: '10000002' };
    for (const path of [
      '/anschlussnutzer',
      '/anschlussnutzer/aktuelleBankverbindung',
      '/anschlussnutzer/bankverbindungen',
      '/anschlussnutzer/aktuelleRechnungsadresse',
      '/anschlussnutzer/rechnungsadressen',
      '/dokument/alle',
      '/3000201/ablesungen',
      '/3000201/verbraeuche',
      '/3000201/aktueller_tarif',
      '/3000101',
    ]) {
      await get(path);
    }

    expect(failures).toEqual([]);
    const missing = contractValidator()
      .operations()
      .map((o) => o.operationId)
      .filter((id) => !seen.has(id));
    expect(missing).toEqual([]);
    // The statuses the portal reacts to all occurred.
    const statuses = new Set([...seen.values()].flatMap((s) => [...s]));
    for (const status of [200, 201, 202, 204, 400, 401, 404, 429, 500, 503, 700, 702])
      expect(statuses, String(status)).toContain(status);
  });
});
