// Writes are visible to later reads for the life of the backend; reset() restores the seed.
import { describe, expect, it } from 'vitest';

import type { Bankverbindung, Rechnungsadresse } from '../src/domain/model.ts';
import { angemeldet, createTestBackend, expectFeldfehler } from './helpers.ts';

/** A valid new customer bank account from next month (the fixed clock stands on 2026-06-10). */
const NEUES_KONTO = {
  kontoinhaber: 'Max Mustermann',
  iban: 'DE02120300000000202051',
  gueltigVon: '2026-07-01',
  lastschrifteinzugErlaubt: true,
};

describe('stateful writes', () => {
  it('contact data: update, read back, reset', async () => {
    const { backend, call, login, get, put } = await angemeldet();
    const update = await put('/anschlussnutzer/kontaktdatenAktualisieren', {
      email: 'neu@example.de',
      mobil: '+49 170 1111111',
      festnetz: '',
      fax: '030 555',
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ email: 'neu@example.de', festnetz: null, fax: '030 555' });
    expect((await get('/anschlussnutzer')).body).toMatchObject({
      email: 'neu@example.de',
      mobil: '+49 170 1111111',
      festnetz: null,
    });
    backend.reset();
    const nachReset = await call({ method: 'GET', path: '/anschlussnutzer', headers: await login() });
    expect(nachReset.body).toMatchObject({
      email: 'max.mustermann@example.de',
      festnetz: '030 12345678',
    });
  });

  it('rejects an invalid email with 400 on the field', async () => {
    const { put } = await angemeldet();
    const kontaktdaten = { email: 'kein-at-zeichen', mobil: '', festnetz: '', fax: '' };
    expectFeldfehler(await put('/anschlussnutzer/kontaktdatenAktualisieren', kontaktdaten), 'email');
  });

  it('customer bank account: create from next month, the current one ends the day before', async () => {
    const { get, post } = await angemeldet();
    const created = await post('/anschlussnutzer/bankverbindungAnlegen', NEUES_KONTO);
    expect(created.status).toBe(201);
    const bank = created.body as Bankverbindung;
    expect(bank).toMatchObject({
      bic: 'BYLADEM1001',
      bankname: 'Deutsche Kreditbank Berlin',
      blz: '12030000',
      gueltigBis: null,
      valide: true,
    });
    expect(bank.mandatsreferenz).toBeTruthy();
    const list = (await get('/anschlussnutzer/bankverbindungen')).body as Bankverbindung[];
    expect(list[0]?.bankverbindungId).toBe(bank.bankverbindungId);
    const current = (await get('/anschlussnutzer/aktuelleBankverbindung')).body as Bankverbindung;
    expect(current.gueltigBis).toBe('2026-06-30');
    // The seed's pending account from next month is superseded.
    expect(list.filter((b) => b.gueltigVon >= '2026-07-01')).toHaveLength(1);
  });

  it('bank account: wrong check digits or a start in the past answer 400', async () => {
    const { post } = await angemeldet();
    const ohneLastschrift = { ...NEUES_KONTO, lastschrifteinzugErlaubt: false };
    const badIban = await post('/anschlussnutzer/bankverbindungAnlegen', {
      ...ohneLastschrift,
      iban: 'DE03120300000000202051',
    });
    expectFeldfehler(badIban, 'iban');
    const past = await post('/anschlussnutzer/bankverbindungAnlegen', {
      ...ohneLastschrift,
      gueltigVon: '2026-06-09',
    });
    expectFeldfehler(past, 'gueltigVon');
  });

  it('contract bank accounts: delete a future one, end a current one, refuse the wrong action and unknown ids', async () => {
    const { get, del } = await angemeldet();
    const all = async () => (await get('/3000102/bankverbindung/alle')).body as Bankverbindung[];
    const list = await all();
    expect(list).toHaveLength(3);
    const future = list.find((b) => b.gueltigVon > '2026-06-10');
    const current = list.find((b) => b.gueltigVon <= '2026-06-10' && b.gueltigBis === null);
    const ended = list.find((b) => b.gueltigBis !== null && b.gueltigBis < '2026-06-10');
    if (!future || !current || !ended)
      throw new Error('Seed ohne zukünftige, aktuelle und beendete Bankverbindung');

    // In this order: the refusals first, while every entry is still there, then the two that succeed.
    const base = '/3000102/bankverbindung';
    for (const [path, status] of [
      [`${base}/beenden/${future.bankverbindungId}`, 400],
      [`${base}/loeschen/${current.bankverbindungId}`, 400],
      [`${base}/beenden/${ended.bankverbindungId}`, 400],
      [`${base}/loeschen/bv-gibt-es-nicht`, 404],
      // An id of another contract is not found under this one.
      [`/3000104/bankverbindung/loeschen/${future.bankverbindungId}`, 404],
      [`${base}/loeschen/${future.bankverbindungId}`, 204],
      [`${base}/beenden/${current.bankverbindungId}`, 204],
    ] as const) {
      expect((await del(path)).status, path).toBe(status);
    }
    const after = await all();
    expect(after).toHaveLength(2);
    expect(after.find((b) => b.bankverbindungId === current.bankverbindungId)?.gueltigBis).toBe('2026-06-10');
    expect((await get(`${base}/aktuelle`)).status).toBe(200);
  });

  it('contract billing address: create, list, current; 204 when none is current', async () => {
    const { get, post, del } = await angemeldet();
    expect((await get('/3000101/rechnungsadresse/aktuelle')).status).toBe(204);
    const created = await post('/3000101/rechnungsadresse/anlegen', {
      anrede: 'Firma',
      firma: 'Mustermann Vermietung GbR',
      postfach: '12 34 56',
      strasse: 'wird verworfen',
      postleitzahl: '12345',
      ort: 'Musterstadt',
      land: 'Deutschland',
      gueltigVon: '2026-06-10',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      postfach: '12 34 56',
      strasse: null,
      hausnummer: null,
      vorname: null,
      firma: 'Mustermann Vermietung GbR',
    });
    const current = (await get('/3000101/rechnungsadresse/aktuelle')).body as Rechnungsadresse;
    expect(current.id).toBe((created.body as Rechnungsadresse).id);
    expect((await get('/3000101/rechnungsadresse/alle')).body).toHaveLength(1);
    expect((await del(`/3000101/rechnungsadresse/beenden/${current.id}`)).status).toBe(204);
  });

  it('customer billing address: creating one ends the current one', async () => {
    const { get, post } = await angemeldet();
    const created = await post('/anschlussnutzer/rechnungsadresseAnlegen', {
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Max',
      nachname: 'Mustermann',
      strasse: 'Neue Straße',
      hausnummer: '7a',
      postleitzahl: '12345',
      ort: 'Musterstadt',
      land: 'Deutschland',
      gueltigVon: '2026-06-10',
    });
    expect(created.status).toBe(201);
    const current = (await get('/anschlussnutzer/aktuelleRechnungsadresse')).body as Rechnungsadresse;
    expect(current).toMatchObject({ strasse: 'Neue Straße', hausnummer: '7a' });
    const all = (await get('/anschlussnutzer/rechnungsadressen')).body as Rechnungsadresse[];
    expect(all.find((a) => a.strasse === 'Lindenallee')?.gueltigBis).toBe('2026-06-09');
  });

  it('readings: rules, processing delay, visible in the list and in the Verbräuche', async () => {
    const { get, post } = await angemeldet({ processingDelayMs: 150 });
    const path = '/3000102/ablesungen';
    const before = (await get(path)).body as {
      ablesedatum: string;
      ablesewerte: Record<string, { ablesewert: number }>;
    }[];
    const last = before[0];
    if (!last) throw new Error('keine Ablesungen im Seed');
    const tenth = (value: number) => Math.round(value * 10) / 10;
    const ht = tenth((last.ablesewerte['1-0:1.8.1']?.ablesewert ?? 0) + 120.5);
    const nt = tenth((last.ablesewerte['1-0:1.8.2']?.ablesewert ?? 0) + 60.2);
    const reading = {
      ablesedatum: '2026-06-10',
      zaehlernummer: '1EMH0012345678',
      ablesewerte: { '1-0:1.8.1': ht, '1-0:1.8.2': nt },
    };

    const rule = async (body: unknown) => post(path, body);
    expect((await rule({ ...reading, ablesedatum: '2026-06-11' })).body).toMatchObject({
      hinweis: 'Das Ablesedatum darf nicht in der Zukunft liegen.',
    });
    expect(
      (await rule({ ...reading, ablesewerte: { '1-0:1.8.1': 1234567.1, '1-0:1.8.2': nt } })).body,
    ).toMatchObject({
      hinweis: 'Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben.',
    });
    expect((await rule({ ...reading, ablesewerte: { '1-0:1.8.1': 12.25, '1-0:1.8.2': nt } })).status).toBe(
      400,
    );
    expect((await rule({ ...reading, ablesewerte: { '1-0:1.8.0': ht } })).status).toBe(400);
    expect((await rule({ ...reading, zaehlernummer: '1ESY1161234501' })).status).toBe(400);

    const accepted = await rule(reading);
    expect(accepted.status).toBe(202);
    expect((await rule(reading)).body).toMatchObject({
      hinweis: 'Für dieses Ablesedatum liegt bereits eine Ablesung vor.',
    });
    // Processed asynchronously: not listed yet.
    expect(((await get(path)).body as unknown[]).length).toBe(before.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = (await get(path)).body as { ablesedatum: string; ermittlungsart: string }[];
    expect(after[0]).toMatchObject({ ablesedatum: '2026-06-10', ermittlungsart: 'KUNDE' });
    const verbraeuche = (await get('/3000102/verbraeuche', { von: '2026-06-01' })).body as {
      bis: string;
      summe: number;
    }[];
    expect(verbraeuche.at(-1)).toMatchObject({ bis: '2026-06-10', summe: 180.7 });
  });

  it('plausibility: lower than the last reading is invalid, very high is a warning, else valid', async () => {
    const { get } = await angemeldet();
    const list = (await get('/3000101/ablesungen')).body as {
      ablesedatum: string;
      ablesewerte: Record<string, { ablesewert: number }>;
    }[];
    const last = list[0]?.ablesewerte['1-0:1.8.0']?.ablesewert ?? 0;
    const plausibilisiere = (query: Record<string, string>) =>
      get('/3000101/ablesungen/plausibilisiere', {
        ablesedatum: '2026-06-10',
        zaehlernummer: '1ESY1161234501',
        ...query,
      });
    const check = async (value: number) =>
      (await plausibilisiere({ 'ablesewerte[1-0:1.8.0]': String(value) })).body as {
        typ: string;
        nachricht: string | null;
      };
    const lower = await check(Math.round((last - 10) * 10) / 10);
    expect(lower.typ).toBe('invalid');
    expect(lower.nachricht).toMatch(/^Der Zählerstand ist kleiner als die letzte Ablesung/);
    const high = await check(Math.round((last + 20000) * 10) / 10);
    expect(high.typ).toBe('undefined');
    expect(high.nachricht).toContain('ungewöhnlich hoch');
    expect(await check(Math.round((last + 150) * 10) / 10)).toEqual({ typ: 'valid', nachricht: null });
    // A reading without values, or with a value that is no number, is a clear 400 naming the parameter.
    expectFeldfehler(await plausibilisiere({}), 'ablesewerte');
    expectFeldfehler(await plausibilisiere({ 'ablesewerte[1-0:1.8.0]': 'viel' }), 'ablesewerte');
    // No side effects.
    expect(((await get('/3000101/ablesungen')).body as unknown[]).length).toBe(list.length);
  });

  it('cancellation: only active contracts, not before the second working day, then gekuendigt', async () => {
    const { get, post } = await angemeldet();
    const kuendigen = (vertrag: string, datum: string) =>
      post(`/${vertrag}/kuendigen`, { grund: 'AUSZUG', datum, text: 'Umzug nach Hamburg' });
    // Wednesday 2026-06-10: Thursday and Friday are working days, so Friday 12th is the earliest date.
    const tooEarly = await kuendigen('3000101', '2026-06-11');
    expectFeldfehler(tooEarly, 'datum');
    expect((tooEarly.body as { message: string }).message).toContain('12.06.2026');
    expect((await kuendigen('3000105', '2026-12-31')).status).toBe(400);
    expect((await kuendigen('3000104', '2026-12-31')).status).toBe(400);
    expect((await kuendigen('3000101', '2026-06-12')).status).toBe(202);
    const vertrag = (await get('/3000101')).body;
    expect(vertrag).toMatchObject({ gewuenschtesLieferende: '2026-06-12', lieferende: null });
    expect((await kuendigen('3000101', '2026-07-31')).status).toBe(400);
    const dokumente = (await get('/dokument/3000101')).body as { kategorie: string }[];
    expect(dokumente[0]?.kategorie).toBe('Kündigungsbestätigung');
  });

  it('cancellation skips weekends and holidays of any state (Fronleichnam 2026-06-04)', async () => {
    const { backend, call, login } = createTestBackend();
    backend.clock.set('2026-06-03T09:00:00+02:00');
    const headers = await login();
    const kuendigen = (datum: string) =>
      call({
        method: 'POST',
        path: '/3000103/kuendigen',
        headers,
        body: { grund: 'ANBIETERWECHSEL', datum },
      });
    // Thu 4th holiday, Fri 5th first working day, weekend, Mon 8th second working day.
    expect((await kuendigen('2026-06-05')).status).toBe(400);
    expect((await kuendigen('2026-06-08')).status).toBe(202);
  });

  it('contact request: 204, stored', async () => {
    const { backend, post } = await angemeldet();
    const response = await post('/anschlussnutzer/kontaktanfrage', {
      betreff: 'Frage zur Abrechnung',
      text: 'Warum ist meine Rechnung so hoch ausgefallen?',
    });
    expect(response.status).toBe(204);
    expect(backend.state.kontaktanfragen).toHaveLength(1);
  });

  it('reset restores every seed list', async () => {
    const { backend, call, login, headers, get, post, del } = await angemeldet();
    const snapshot = async (h: Record<string, string>) =>
      JSON.stringify(
        await Promise.all(
          [
            '/anschlussnutzer/bankverbindungen',
            '/3000102/bankverbindung/alle',
            '/3000102/ablesungen',
            '/3000101',
          ].map(async (path) => (await call({ method: 'GET', path, headers: h })).body),
        ),
      );
    const seed = await snapshot(headers);
    const list = (await get('/3000102/bankverbindung/alle')).body as Bankverbindung[];
    const future = list.find((b) => b.gueltigVon > '2026-06-10');
    await del(`/3000102/bankverbindung/loeschen/${future?.bankverbindungId ?? ''}`);
    await post('/3000101/kuendigen', { grund: 'AUSZUG', datum: '2026-08-31' });
    expect(await snapshot(headers)).not.toBe(seed);
    backend.reset();
    expect((await get('/anschlussnutzer')).status).toBe(401);
    expect(await snapshot(await login())).toBe(seed);
  });
});
