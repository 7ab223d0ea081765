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

    // Account
    await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000001', passwort: 'falsch' },
    });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000003', passwort: 'Demo-Passwort-3!' },
    });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000004', passwort: 'x' },
    });
    await call({ method: 'POST', path: '/anschlussnutzer/login', headers: { kundennummer: '10000001' } });
    const login = await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000001', passwort: 'Demo-Passwort-1!' },
    });
    let headers = { token: login.headers.token ?? '', kundennummer: '10000001' };
    await call({ method: 'GET', path: '/anschlussnutzer', headers });
    await call({ method: 'GET', path: '/anschlussnutzer', headers: {} });
    await call({
      method: 'PUT',
      path: '/anschlussnutzer/kontaktdatenAktualisieren',
      headers,
      body: { email: 'max@example.de', mobil: '0171 1', festnetz: '', fax: '' },
    });
    await call({
      method: 'PUT',
      path: '/anschlussnutzer/kontaktdatenAktualisieren',
      headers,
      body: { email: 'kaputt' },
    });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/kontaktanfrage',
      headers,
      body: { betreff: 'Sonstiges', text: 'Eine Frage zu meinem Vertrag, bitte.' },
    });
    const refreshed = await call({ method: 'GET', path: '/token/refresh', headers });
    headers = { ...headers, token: refreshed.headers.token ?? '' };
    await call({
      method: 'PUT',
      path: '/anschlussnutzer/passwort_aendern',
      headers,
      body: { altesPasswort: 'falsch', neuesPasswort: 'Neues-Passwort-1!' },
    });
    const changed = await call({
      method: 'PUT',
      path: '/anschlussnutzer/passwort_aendern',
      headers,
      body: { altesPasswort: 'Demo-Passwort-1!', neuesPasswort: 'Neues-Passwort-1!' },
    });
    headers = { ...headers, token: changed.headers.token ?? '' };
    await call({
      method: 'POST',
      path: '/anschlussnutzer/passwort_reset',
      headers: { kundennummer: '10000002', basisUrl: 'https://portal.example.de/passwort/erneuern' },
    });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/passwort_reset',
      headers: { kundennummer: '10000004', basisUrl: 'https://portal.example.de/passwort/erneuern' },
    });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/passwort_reset',
      headers: { kundennummer: '10000003', basisUrl: 'https://portal.example.de/passwort/erneuern' },
    });
    const resetToken = backend.mailbox.latest('10000003')?.token ?? '';
    await call({
      method: 'POST',
      path: '/anschlussnutzer/passwort_reset_abschluss',
      headers: { token: 'falsch', neuesPasswort: 'Neues-Passwort-3!' },
    });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/passwort_reset_abschluss',
      headers: { token: resetToken, neuesPasswort: 'Neues-Passwort-3!' },
    });

    // Customer-level addresses and bank accounts
    for (const path of [
      'aktuelleRechnungsadresse',
      'rechnungsadressen',
      'aktuelleBankverbindung',
      'bankverbindungen',
    ]) {
      await call({ method: 'GET', path: `/anschlussnutzer/${path}`, headers });
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
    await call({ method: 'POST', path: '/anschlussnutzer/rechnungsadresseAnlegen', headers, body: adresse });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/rechnungsadresseAnlegen',
      headers,
      body: { ...adresse, gueltigVon: '2026-01-01' },
    });
    const bank = {
      kontoinhaber: 'Max Mustermann',
      iban: 'DE89370400440532013000',
      gueltigVon: '2026-07-01',
      lastschrifteinzugErlaubt: true,
    };
    await call({ method: 'POST', path: '/anschlussnutzer/bankverbindungAnlegen', headers, body: bank });
    await call({
      method: 'POST',
      path: '/anschlussnutzer/bankverbindungAnlegen',
      headers,
      body: { ...bank, iban: 'DE00370400440532013000' },
    });
    await call({
      method: 'GET',
      path: '/bankverbindung/pruefe',
      headers,
      query: { iban: 'DE89370400440532013000' },
    });
    await call({ method: 'GET', path: '/bankverbindung/pruefe', headers, query: { iban: 'DE12345' } });

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
        await call({ method: 'GET', path: `/${v}${suffix}`, headers });
      }
      await call({
        method: 'GET',
        path: `/${v}/historie`,
        headers,
        query: { ...range, interval: 'STUENDLICH' },
      });
      await call({ method: 'GET', path: `/dokument/${v}`, headers });
    }
    await call({ method: 'GET', path: '/preiszeitreihe', headers, query: range });
    await call({
      method: 'GET',
      path: '/3000101/historie',
      headers,
      query: { von: '2026-05-01T00:00:00+02:00', bis: '2026-06-01T00:00:00+02:00', interval: 'TAEGLICH' },
    });
    await call({
      method: 'GET',
      path: '/3000108/historie',
      headers,
      query: { von: '2026-01-01T00:00:00+01:00', bis: '2027-01-01T00:00:00+01:00', interval: 'MONATLICH' },
    });
    await call({ method: 'GET', path: '/3000201', headers });
    await call({ method: 'GET', path: '/3000101/ablesungen', headers, query: { von: 'gestern' } });

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
    await call({
      method: 'GET',
      path: '/3000107/ablesungen/plausibilisiere',
      headers,
      query: alsQuery(reading),
    });
    await call({ method: 'POST', path: '/3000107/ablesungen', headers, body: reading });
    const gas = {
      ablesedatum: '2026-06-10',
      zaehlernummer: '7ELS8135012345',
      ablesewerte: { '7-0:3.0.0': 99999.999 },
    };
    await call({ method: 'GET', path: '/3000103/ablesungen/plausibilisiere', headers, query: alsQuery(gas) });
    await call({
      method: 'GET',
      path: '/3000103/ablesungen/plausibilisiere',
      headers,
      query: alsQuery({ ...gas, ablesewerte: { '7-0:3.0.0': 1 } }),
    });
    await call({ method: 'POST', path: '/3000103/ablesungen', headers, body: gas });
    await call({
      method: 'POST',
      path: '/3000103/ablesungen',
      headers,
      body: { ...gas, ablesewerte: { '7-0:3.0.0': -1 } },
    });

    // Contract-specific bank accounts and addresses: create, delete, end, unknown id
    await call({ method: 'POST', path: '/3000101/bankverbindung/anlegen', headers, body: bank });
    await call({ method: 'POST', path: '/3000105/bankverbindung/anlegen', headers, body: bank });
    await call({ method: 'POST', path: '/3000101/rechnungsadresse/anlegen', headers, body: adresse });
    const bv = (await call({ method: 'GET', path: '/3000102/bankverbindung/alle', headers })).body as {
      bankverbindungId: string;
      gueltigVon: string;
    }[];
    const ra = (await call({ method: 'GET', path: '/3000102/rechnungsadresse/alle', headers })).body as {
      id: string;
      gueltigVon: string;
    }[];
    for (const [kind, list] of [
      ['bankverbindung', bv.map((b) => ({ id: b.bankverbindungId, gueltigVon: b.gueltigVon }))],
      ['rechnungsadresse', ra],
    ] as const) {
      for (const entry of list) {
        await call({ method: 'DELETE', path: `/3000102/${kind}/loeschen/${entry.id}`, headers });
        await call({ method: 'DELETE', path: `/3000102/${kind}/beenden/${entry.id}`, headers });
      }
      await call({ method: 'DELETE', path: `/3000102/${kind}/loeschen/unbekannt`, headers });
      await call({ method: 'DELETE', path: `/3000102/${kind}/beenden/unbekannt`, headers });
    }

    // Documents, holidays, cancellation, foreign contract, faults, logout
    const dokumente = (await call({ method: 'GET', path: '/dokument/alle', headers })).body as {
      id: string;
    }[];
    await call({ method: 'GET', path: `/dokument/daten/${dokumente[0]?.id ?? ''}`, headers });
    await call({ method: 'GET', path: '/dokument/daten/dok-0', headers });
    await call({ method: 'GET', path: '/feiertage', query: { years: '2026,2027' } });
    await call({ method: 'GET', path: '/feiertage', query: { years: '26' } });
    await call({
      method: 'POST',
      path: '/3000101/kuendigen',
      headers,
      body: { grund: 'AUSZUG', datum: '2026-06-10' },
    });
    await call({
      method: 'POST',
      path: '/3000101/kuendigen',
      headers,
      body: { grund: 'AUSZUG', datum: '2026-09-30', text: 'Umzug' },
    });
    await call({ method: 'GET', path: '/3000201/zaehler', headers });
    backend.faults.add({ operationId: 'getVertrag', status: 503, body: 'Wartung' });
    await call({ method: 'GET', path: '/3000101', headers });
    backend.faults.add({ operationId: 'getDokumente', status: 500, body: { message: 'Interner Fehler' } });
    await call({ method: 'GET', path: '/dokument/alle', headers });
    await call({ method: 'DELETE', path: '/anschlussnutzer/logout', headers });
    await call({ method: 'DELETE', path: '/anschlussnutzer/logout', headers });

    // 10000002: the empty states
    const firma = await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer: '10000002', passwort: 'Demo-Passwort-2!' },
    });
    const h2 = { token: firma.headers.token ?? '', kundennummer: '10000002' };
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
      await call({ method: 'GET', path, headers: h2 });
    }

    expect(failures).toEqual([]);
    const missing = contractValidator()
      .operations()
      .map((o) => o.operationId)
      .filter((id) => !seen.has(id));
    expect(missing).toEqual([]);
    // The statuses the portal reacts to all occurred.
    const statuses = new Set([...seen.values()].flatMap((s) => [...s]));
    for (const status of [200, 201, 202, 204, 400, 401, 404, 500, 503, 700, 702])
      expect(statuses, String(status)).toContain(status);
  });
});
