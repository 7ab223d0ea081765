// Writes are visible to later reads for the life of the backend; reset() restores the seed.
import { describe, expect, it } from 'vitest';

import type { Bankverbindung, Rechnungsadresse } from '../src/domain/model.ts';
import { createTestBackend } from './helpers.ts';

describe('stateful writes', () => {
  it('contact data: update, read back, reset', async () => {
    const { backend, call, login } = createTestBackend();
    let headers = await login();
    const update = await call({
      method: 'PUT',
      path: '/anschlussnutzer/kontaktdatenAktualisieren',
      headers,
      body: { email: 'neu@example.de', mobil: '+49 170 1111111', festnetz: '', fax: '030 555' },
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ email: 'neu@example.de', festnetz: null, fax: '030 555' });
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).body).toMatchObject({
      email: 'neu@example.de',
      mobil: '+49 170 1111111',
      festnetz: null,
    });
    backend.reset();
    headers = await login();
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).body).toMatchObject({
      email: 'max.mustermann@example.de',
      festnetz: '030 12345678',
    });
  });

  it('rejects an invalid email with 400 on the field', async () => {
    const { call, login } = createTestBackend();
    const response = await call({
      method: 'PUT',
      path: '/anschlussnutzer/kontaktdatenAktualisieren',
      headers: await login(),
      body: { email: 'kein-at-zeichen', mobil: '', festnetz: '', fax: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ feld: 'email' });
  });

  it('customer bank account: create from next month, the current one ends the day before', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const created = await call({
      method: 'POST',
      path: '/anschlussnutzer/bankverbindungAnlegen',
      headers,
      body: {
        kontoinhaber: 'Max Mustermann',
        iban: 'DE02120300000000202051',
        gueltigVon: '2026-07-01',
        lastschrifteinzugErlaubt: true,
      },
    });
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
    const list = (await call({ method: 'GET', path: '/anschlussnutzer/bankverbindungen', headers }))
      .body as Bankverbindung[];
    expect(list[0]?.bankverbindungId).toBe(bank.bankverbindungId);
    const current = (await call({ method: 'GET', path: '/anschlussnutzer/aktuelleBankverbindung', headers }))
      .body as Bankverbindung;
    expect(current.gueltigBis).toBe('2026-06-30');
    // The seed's pending account from next month is superseded.
    expect(list.filter((b) => b.gueltigVon >= '2026-07-01')).toHaveLength(1);
  });

  it('bank account: wrong check digits or a start in the past answer 400', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const body = {
      kontoinhaber: 'Max Mustermann',
      iban: 'DE03120300000000202051',
      gueltigVon: '2026-07-01',
      lastschrifteinzugErlaubt: false,
    };
    const badIban = await call({
      method: 'POST',
      path: '/anschlussnutzer/bankverbindungAnlegen',
      headers,
      body,
    });
    expect(badIban.body).toMatchObject({ feld: 'iban' });
    const past = await call({
      method: 'POST',
      path: '/anschlussnutzer/bankverbindungAnlegen',
      headers,
      body: { ...body, iban: 'DE02120300000000202051', gueltigVon: '2026-06-09' },
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ feld: 'gueltigVon' });
  });

  it('contract bank accounts: delete a future one, end a current one, refuse the wrong action and unknown ids', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const all = async () =>
      (await call({ method: 'GET', path: '/3000102/bankverbindung/alle', headers })).body as Bankverbindung[];
    const list = await all();
    expect(list).toHaveLength(3);
    const future = list.find((b) => b.gueltigVon > '2026-06-10');
    const current = list.find((b) => b.gueltigVon <= '2026-06-10' && b.gueltigBis === null);
    const ended = list.find((b) => b.gueltigBis !== null && b.gueltigBis < '2026-06-10');
    if (!future || !current || !ended)
      throw new Error('Seed ohne zukünftige, aktuelle und beendete Bankverbindung');

    expect(
      (
        await call({
          method: 'DELETE',
          path: `/3000102/bankverbindung/beenden/${future.bankverbindungId}`,
          headers,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call({
          method: 'DELETE',
          path: `/3000102/bankverbindung/loeschen/${current.bankverbindungId}`,
          headers,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call({
          method: 'DELETE',
          path: `/3000102/bankverbindung/beenden/${ended.bankverbindungId}`,
          headers,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call({ method: 'DELETE', path: '/3000102/bankverbindung/loeschen/bv-gibt-es-nicht', headers }))
        .status,
    ).toBe(404);
    // An id of another contract is not found under this one.
    expect(
      (
        await call({
          method: 'DELETE',
          path: `/3000104/bankverbindung/loeschen/${future.bankverbindungId}`,
          headers,
        })
      ).status,
    ).toBe(404);

    expect(
      (
        await call({
          method: 'DELETE',
          path: `/3000102/bankverbindung/loeschen/${future.bankverbindungId}`,
          headers,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call({
          method: 'DELETE',
          path: `/3000102/bankverbindung/beenden/${current.bankverbindungId}`,
          headers,
        })
      ).status,
    ).toBe(204);
    const after = await all();
    expect(after).toHaveLength(2);
    expect(after.find((b) => b.bankverbindungId === current.bankverbindungId)?.gueltigBis).toBe('2026-06-10');
    expect((await call({ method: 'GET', path: '/3000102/bankverbindung/aktuelle', headers })).status).toBe(
      200,
    );
  });

  it('contract billing address: create, list, current; 204 when none is current', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    expect((await call({ method: 'GET', path: '/3000101/rechnungsadresse/aktuelle', headers })).status).toBe(
      204,
    );
    const created = await call({
      method: 'POST',
      path: '/3000101/rechnungsadresse/anlegen',
      headers,
      body: {
        anrede: 'Firma',
        firma: 'Mustermann Vermietung GbR',
        postfach: '12 34 56',
        strasse: 'wird verworfen',
        postleitzahl: '12345',
        ort: 'Musterstadt',
        land: 'Deutschland',
        gueltigVon: '2026-06-10',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      postfach: '12 34 56',
      strasse: null,
      hausnummer: null,
      vorname: null,
      firma: 'Mustermann Vermietung GbR',
    });
    const current = (await call({ method: 'GET', path: '/3000101/rechnungsadresse/aktuelle', headers }))
      .body as Rechnungsadresse;
    expect(current.id).toBe((created.body as Rechnungsadresse).id);
    expect(
      (await call({ method: 'GET', path: '/3000101/rechnungsadresse/alle', headers })).body,
    ).toHaveLength(1);
    const ended = await call({
      method: 'DELETE',
      path: `/3000101/rechnungsadresse/beenden/${current.id}`,
      headers,
    });
    expect(ended.status).toBe(204);
  });

  it('customer billing address: creating one ends the current one', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const created = await call({
      method: 'POST',
      path: '/anschlussnutzer/rechnungsadresseAnlegen',
      headers,
      body: {
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
      },
    });
    expect(created.status).toBe(201);
    const current = (
      await call({ method: 'GET', path: '/anschlussnutzer/aktuelleRechnungsadresse', headers })
    ).body as Rechnungsadresse;
    expect(current).toMatchObject({ strasse: 'Neue Straße', hausnummer: '7a' });
    const all = (await call({ method: 'GET', path: '/anschlussnutzer/rechnungsadressen', headers }))
      .body as Rechnungsadresse[];
    expect(all.find((a) => a.strasse === 'Lindenallee')?.gueltigBis).toBe('2026-06-09');
  });

  it('readings: rules, processing delay, visible in the list and in the Verbräuche', async () => {
    const { call, login } = createTestBackend({ processingDelayMs: 150 });
    const headers = await login();
    const path = '/3000102/ablesungen';
    const before = (await call({ method: 'GET', path, headers })).body as {
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

    const rule = async (body: unknown) => call({ method: 'POST', path, headers, body });
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
    expect(((await call({ method: 'GET', path, headers })).body as unknown[]).length).toBe(before.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = (await call({ method: 'GET', path, headers })).body as {
      ablesedatum: string;
      ermittlungsart: string;
    }[];
    expect(after[0]).toMatchObject({ ablesedatum: '2026-06-10', ermittlungsart: 'KUNDE' });
    const verbraeuche = (
      await call({ method: 'GET', path: '/3000102/verbraeuche', headers, query: { von: '2026-06-01' } })
    ).body as { bis: string; summe: number }[];
    expect(verbraeuche.at(-1)).toMatchObject({ bis: '2026-06-10', summe: 180.7 });
  });

  it('plausibility: lower than the last reading is invalid, very high is a warning, else valid', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const list = (await call({ method: 'GET', path: '/3000101/ablesungen', headers })).body as {
      ablesedatum: string;
      ablesewerte: Record<string, { ablesewert: number }>;
    }[];
    const last = list[0]?.ablesewerte['1-0:1.8.0']?.ablesewert ?? 0;
    const check = async (value: number) =>
      (
        await call({
          method: 'GET',
          path: '/3000101/ablesungen/plausibilisiere',
          headers,
          query: {
            ablesedatum: '2026-06-10',
            zaehlernummer: '1ESY1161234501',
            'ablesewerte[1-0:1.8.0]': String(value),
          },
        })
      ).body as { typ: string; nachricht: string | null };
    const lower = await check(Math.round((last - 10) * 10) / 10);
    expect(lower.typ).toBe('invalid');
    expect(lower.nachricht).toMatch(/^Der Zählerstand ist kleiner als die letzte Ablesung/);
    const high = await check(Math.round((last + 20000) * 10) / 10);
    expect(high.typ).toBe('undefined');
    expect(high.nachricht).toContain('ungewöhnlich hoch');
    expect(await check(Math.round((last + 150) * 10) / 10)).toEqual({ typ: 'valid', nachricht: null });
    // A reading without values, or with a value that is no number, is a clear 400 naming the parameter.
    const ohneWerte = await call({
      method: 'GET',
      path: '/3000101/ablesungen/plausibilisiere',
      headers,
      query: { ablesedatum: '2026-06-10', zaehlernummer: '1ESY1161234501' },
    });
    expect(ohneWerte.status).toBe(400);
    expect(ohneWerte.body).toMatchObject({ feld: 'ablesewerte' });
    const keineZahl = await call({
      method: 'GET',
      path: '/3000101/ablesungen/plausibilisiere',
      headers,
      query: { ablesedatum: '2026-06-10', zaehlernummer: '1ESY1161234501', 'ablesewerte[1-0:1.8.0]': 'viel' },
    });
    expect(keineZahl.status).toBe(400);
    expect(keineZahl.body).toMatchObject({ feld: 'ablesewerte' });
    // No side effects.
    expect(
      ((await call({ method: 'GET', path: '/3000101/ablesungen', headers })).body as unknown[]).length,
    ).toBe(list.length);
  });

  it('cancellation: only active contracts, not before the second working day, then gekuendigt', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const kuendigen = (vertrag: string, datum: string) =>
      call({
        method: 'POST',
        path: `/${vertrag}/kuendigen`,
        headers,
        body: { grund: 'AUSZUG', datum, text: 'Umzug nach Hamburg' },
      });
    // Wednesday 2026-06-10: Thursday and Friday are working days, so Friday 12th is the earliest date.
    const tooEarly = await kuendigen('3000101', '2026-06-11');
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body).toMatchObject({ feld: 'datum' });
    expect((tooEarly.body as { message: string }).message).toContain('12.06.2026');
    expect((await kuendigen('3000105', '2026-12-31')).status).toBe(400);
    expect((await kuendigen('3000104', '2026-12-31')).status).toBe(400);
    expect((await kuendigen('3000101', '2026-06-12')).status).toBe(202);
    const vertrag = (await call({ method: 'GET', path: '/3000101', headers })).body;
    expect(vertrag).toMatchObject({ gewuenschtesLieferende: '2026-06-12', lieferende: null });
    expect((await kuendigen('3000101', '2026-07-31')).status).toBe(400);
    const dokumente = (await call({ method: 'GET', path: '/dokument/3000101', headers })).body as {
      kategorie: string;
    }[];
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
    const { backend, call, login } = createTestBackend();
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/kontaktanfrage',
      headers: await login(),
      body: { betreff: 'Frage zur Abrechnung', text: 'Warum ist meine Rechnung so hoch ausgefallen?' },
    });
    expect(response.status).toBe(204);
    expect(backend.state.kontaktanfragen).toHaveLength(1);
  });

  it('reset restores every seed list', async () => {
    const { backend, call, login } = createTestBackend();
    const headers = await login();
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
    const list = (await call({ method: 'GET', path: '/3000102/bankverbindung/alle', headers }))
      .body as Bankverbindung[];
    const future = list.find((b) => b.gueltigVon > '2026-06-10');
    await call({
      method: 'DELETE',
      path: `/3000102/bankverbindung/loeschen/${future?.bankverbindungId ?? ''}`,
      headers,
    });
    await call({
      method: 'POST',
      path: '/3000101/kuendigen',
      headers,
      body: { grund: 'AUSZUG', datum: '2026-08-31' },
    });
    expect(await snapshot(headers)).not.toBe(seed);
    backend.reset();
    expect((await call({ method: 'GET', path: '/anschlussnutzer', headers })).status).toBe(401);
    expect(await snapshot(await login())).toBe(seed);
  });
});
