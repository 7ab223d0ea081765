// The statutory cancellation button (issue 14): POST /kuendigung without signing in. The fixed clock stands on
// Wednesday 2026-06-10, 14:30 Berlin time; the second working day after it is Friday 2026-06-12.
import { describe, expect, it } from 'vitest';

import type { DemoRequest } from '../src/index.ts';
import { contractValidator, createDemoBackend, handleControl } from '../src/index.ts';
import { startDemoServer } from '../src/transports/node-server.ts';
import { createTestBackend, expectFeldfehler, NOW } from './helpers.ts';

const ERKLAERUNG = {
  art: 'ORDENTLICH',
  name: 'Erika Mustermann',
  kundennummer: '10000001',
  lieferadresse: { strasse: 'Musterstraße', hausnummer: '1a', postleitzahl: '12345', ort: 'Musterstadt' },
  zaehlernummer: '1EMH0012345678',
  vertragsnummer: '3000102',
  energieart: 'strom',
  zeitpunkt: 'NAECHSTMOEGLICH',
  email: 'erika@example.org',
  nachricht: 'Bitte bestätigen Sie mir die Kündigung schriftlich.',
};

type Erklaerung = Record<string, unknown>;

/** The request as it arrives over the wire: fields set to undefined are absent. */
function kuendigung(body: Erklaerung, rest: Partial<DemoRequest> = {}): DemoRequest {
  return { method: 'POST', path: '/kuendigung', body: JSON.parse(JSON.stringify(body)) as unknown, ...rest };
}

describe('POST /kuendigung: accepted', () => {
  it('answers 202 with the receipt time and a counting reference, and sends the confirmation mail', async () => {
    const { backend, call } = createTestBackend();
    const erste = await call(kuendigung(ERKLAERUNG));
    expect(erste.status).toBe(202);
    expect(erste.body).toEqual({ eingangszeitpunkt: '2026-06-10T14:30:00+02:00', referenz: 'K-2026-000001' });
    const zweite = await call(kuendigung({ ...ERKLAERUNG, zeitpunkt: 'DATUM', datum: '2026-09-30' }));
    expect(zweite.body).toMatchObject({ referenz: 'K-2026-000002' });

    const [naechstmoeglich, zumDatum] = backend.mailbox.list();
    expect(naechstmoeglich).toMatchObject({
      art: 'kuendigung',
      to: '',
      email: 'erika@example.org',
      referenz: 'K-2026-000001',
      subject: 'Eingangsbestätigung Ihrer Kündigung (Referenz K-2026-000001)',
    });
    const text = naechstmoeglich?.text ?? '';
    for (const erwartet of [
      'Guten Tag Erika Mustermann',
      'am 10.06.2026 14:30 Uhr bei uns eingegangen',
      'Ihre Referenz lautet K-2026-000001',
      'Art der Kündigung: ordentliche Kündigung',
      'Kundennummer: 10000001',
      'Lieferadresse: Musterstraße 1a, 12345 Musterstadt',
      'Zählernummer: 1EMH0012345678',
      'Vertragsnummer: 3000102',
      'Energieart: Strom',
      'Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt',
      'E-Mail-Adresse: erika@example.org',
      'Nachricht: Bitte bestätigen Sie mir die Kündigung schriftlich.',
      'Vertragsende zum 12.06.2026 bestätigen',
      'zweite Arbeitstag',
    ])
      expect(text).toContain(erwartet);
    expect(text).not.toContain('Grund');
    expect(zumDatum?.text).toContain('Gewünschtes Vertragsende: zum 30.09.2026');
    expect(zumDatum?.text).toContain('Vertragsende zum 30.09.2026 bestätigen.');
    expect(backend.state.kuendigungserklaerungen.map((k) => [k.referenz, k.vertragsende])).toEqual([
      ['K-2026-000001', '2026-06-12'],
      ['K-2026-000002', '2026-09-30'],
    ]);
  });

  it('names the reason of an extraordinary cancellation and accepts the earliest date', async () => {
    const { backend, call } = createTestBackend();
    const response = await call(
      kuendigung({
        ...ERKLAERUNG,
        art: 'AUSSERORDENTLICH',
        grund: 'SONDERKUENDIGUNG',
        grundText: 'Preiserhöhung zum 1.7.',
        zeitpunkt: 'DATUM',
        datum: '2026-06-12',
      }),
    );
    expect(response.status).toBe(202);
    const text = backend.mailbox.list()[0]?.text ?? '';
    expect(text).toContain('Art der Kündigung: außerordentliche Kündigung');
    expect(text).toContain('Grund: Sonderkündigung');
    expect(text).toContain('Erläuterung zum Grund: Preiserhöhung zum 1.7.');
  });

  it('shows the receipt in winter with +01:00 and counts the year of the reference from the clock', async () => {
    const { backend, call } = createTestBackend({ now: () => new Date('2027-01-04T08:05:09Z') });
    const response = await call(kuendigung({ ...ERKLAERUNG, kundennummer: undefined }));
    expect(response.body).toEqual({
      eingangszeitpunkt: '2027-01-04T09:05:09+01:00',
      referenz: 'K-2027-000001',
    });
    expect(backend.mailbox.list()[0]?.text).not.toContain('Kundennummer');
    expect(backend.mailbox.list()[0]?.text).toContain('am 04.01.2027 09:05 Uhr');
  });

  it('needs no session and ignores one', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const response = await call(kuendigung(ERKLAERUNG, { headers }));
    expect(response.status).toBe(202);
    expect(response.headers.ttl).toBeUndefined();
  });
});

describe('POST /kuendigung: rejected input changes nothing', () => {
  const ohneVertrag: Erklaerung = { ...ERKLAERUNG, vertragsnummer: undefined, energieart: undefined };
  it.each<[string, Erklaerung, string]>([
    ['außerordentlich without a reason', { ...ERKLAERUNG, art: 'AUSSERORDENTLICH' }, 'grund'],
    ['a name of blanks', { ...ERKLAERUNG, name: '   ' }, 'name'],
    ['neither contract number nor energy type', { ...ohneVertrag, vertragsnummer: ' ' }, 'vertragsnummer'],
    ['DATUM without a date', { ...ERKLAERUNG, zeitpunkt: 'DATUM' }, 'datum'],
    [
      'a date before the second working day',
      { ...ERKLAERUNG, zeitpunkt: 'DATUM', datum: '2026-06-11' },
      'datum',
    ],
    ['an e-mail address without a domain', { ...ERKLAERUNG, email: 'erika@' }, 'email'],
    ['an e-mail address with a blank', { ...ERKLAERUNG, email: 'erika mustermann@example.org' }, 'email'],
    ['an unknown energy type (contract schema)', { ...ERKLAERUNG, energieart: 'wasser' }, 'energieart'],
    ['no delivery address (contract schema)', { ...ERKLAERUNG, lieferadresse: undefined }, 'lieferadresse'],
  ])('%s → 400 on %s', async (_fall, body, feld) => {
    const { backend, call } = createTestBackend();
    const response = await call(kuendigung(body));
    expectFeldfehler(response, feld);
    expect((response.body as { message: string }).message).toMatch(/^\S.*\.$/);
    expect(backend.mailbox.list()).toEqual([]);
    expect(backend.state.kuendigungserklaerungen).toEqual([]);
    // The counters did not move: the next valid declaration is the first.
    expect((await call(kuendigung(ERKLAERUNG))).body).toMatchObject({ referenz: 'K-2026-000001' });
  });

  it('gives the earliest date in the message for a date too early', async () => {
    const { call } = createTestBackend();
    const response = await call(kuendigung({ ...ERKLAERUNG, zeitpunkt: 'DATUM', datum: '2026-06-10' }));
    expect(response.body).toMatchObject({
      feld: 'datum',
      message: expect.stringContaining('12.06.2026') as unknown,
    });
  });

  it('accepts a contract number alone or an energy type alone, and ignores a date for NAECHSTMOEGLICH', async () => {
    const { backend, call } = createTestBackend();
    expect((await call(kuendigung({ ...ohneVertrag, vertragsnummer: '3000102' }))).status).toBe(202);
    expect((await call(kuendigung({ ...ohneVertrag, energieart: 'gas' }))).status).toBe(202);
    expect((await call(kuendigung({ ...ERKLAERUNG, datum: '2026-01-01' }))).status).toBe(202);
    expect(backend.state.kuendigungserklaerungen.at(-1)?.vertragsende).toBe('2026-06-12');
  });
});

describe('POST /kuendigung: rate limit per client', () => {
  it('answers 429 with Retry-After after 5 declarations in 10 minutes, per client, until the window moves on', async () => {
    const { backend, call } = createTestBackend();
    const von = (client: string) => kuendigung(ERKLAERUNG, { client });
    for (let i = 0; i < 5; i++) expect((await call(von('192.0.2.1'))).status).toBe(202);
    const zuViele = await call(von('192.0.2.1'));
    expect(zuViele.status).toBe(429);
    expect(zuViele.headers['content-type']).toContain('text/plain');
    expect(zuViele.headers['retry-after']).toBe('600');
    expect(zuViele.body).toBe(
      'Von Ihrem Anschluss sind in kurzer Zeit zu viele Kündigungen eingegangen. Bitte versuchen Sie es in 10 Minuten erneut.',
    );
    expect(backend.mailbox.list()).toHaveLength(5);
    expect(backend.state.kuendigungserklaerungen).toHaveLength(5);
    // Another client is not affected.
    expect((await call(von('192.0.2.2'))).status).toBe(202);

    backend.clock.set(new Date(NOW.getTime() + 9 * 60_000 + 30_000));
    const bald = await call(von('192.0.2.1'));
    expect(bald.headers['retry-after']).toBe('30');
    expect(bald.body).toContain('in 30 Sekunden erneut');
    backend.clock.set(new Date(NOW.getTime() + 10 * 60_000));
    expect((await call(von('192.0.2.1'))).status).toBe(202);
  });

  it('is cleared by the demo reset, and can be set where the other demo settings live', async () => {
    const { backend, call } = createTestBackend({ kuendigungLimit: { anzahl: 1, fensterSekunden: 60 } });
    expect(handleControl(backend, 'GET', '/', undefined).body).toMatchObject({
      kuendigungLimit: { anzahl: 1, fensterSekunden: 60 },
    });
    expect((await call(kuendigung(ERKLAERUNG))).status).toBe(202);
    const gesperrt = await call(kuendigung(ERKLAERUNG));
    expect(gesperrt).toMatchObject({ status: 429, headers: { 'retry-after': '60' } });
    expect(gesperrt.body).toContain('in einer Minute erneut');

    expect(handleControl(backend, 'POST', '/reset', undefined).status).toBe(204);
    expect((await call(kuendigung(ERKLAERUNG))).body).toMatchObject({ referenz: 'K-2026-000001' });

    const gesetzt = handleControl(backend, 'POST', '/kuendigung-limit', { anzahl: 3, fensterSekunden: 120 });
    expect(gesetzt).toMatchObject({ status: 200, body: { anzahl: 3, fensterSekunden: 120 } });
    for (let i = 0; i < 2; i++) expect((await call(kuendigung(ERKLAERUNG))).status).toBe(202);
    expect((await call(kuendigung(ERKLAERUNG))).headers['retry-after']).toBe('120');
    expect(handleControl(backend, 'POST', '/kuendigung-limit', { anzahl: 0 }).body).toMatchObject({
      feld: 'kuendigungLimit',
    });
    // The reset returns to the start value.
    backend.reset();
    expect(handleControl(backend, 'GET', '/kuendigung-limit', undefined).body).toEqual({
      anzahl: 1,
      fensterSekunden: 60,
    });
  });

  it('takes the caller from the Node transport (remote address) and exposes Retry-After to the browser', async () => {
    const server = await startDemoServer({
      port: 0,
      host: '127.0.0.1',
      backend: createDemoBackend({
        now: () => NOW,
        validator: contractValidator().validateRequest,
        kuendigungLimit: { anzahl: 2, fensterSekunden: 600 },
      }),
    });
    try {
      const senden = () =>
        fetch(`${server.url}/api/kuendigung`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://portal.example.de' },
          body: JSON.stringify(ERKLAERUNG),
        });
      expect((await senden()).status).toBe(202);
      expect((await senden()).status).toBe(202);
      const zuViele = await senden();
      expect(zuViele.status).toBe(429);
      expect(zuViele.headers.get('retry-after')).toBe('600');
      expect(zuViele.headers.get('access-control-expose-headers')).toContain('retry-after');
      expect(server.backend.state.kuendigungserklaerungen[0]?.client).toBe('127.0.0.1');
    } finally {
      await server.close();
    }
  });
});

describe('POST /kuendigung: reveals nothing about customers and contracts', () => {
  it('answers a known and an unknown Kundennummer and contract alike', async () => {
    const { backend, call } = createTestBackend();
    const bekannt = await call(kuendigung(ERKLAERUNG));
    const unbekannt = await call(
      kuendigung({ ...ERKLAERUNG, kundennummer: '99999999', vertragsnummer: '3999999' }),
    );
    const fremd = await call(
      kuendigung({ ...ERKLAERUNG, kundennummer: '10000002', vertragsnummer: '3000101' }),
    );
    for (const antwort of [unbekannt, fremd]) {
      expect(antwort.status).toBe(bekannt.status);
      expect(Object.keys(antwort.headers).sort()).toEqual(Object.keys(bekannt.headers).sort());
      expect(Object.keys(antwort.body as object).sort()).toEqual(Object.keys(bekannt.body as object).sort());
    }
    // The mails differ only in what was declared and the reference.
    const [a, b] = backend.mailbox.list().map((m) => m.text.replace(/K-\d{4}-\d{6}/g, 'K-…'));
    expect(b).toBe(a?.replace('10000001', '99999999').replace('3000102', '3999999'));
    // Nothing about the contract changed.
    expect(backend.state.vertraege.get('3000102')?.vertrag.gewuenschtesLieferende).toBeNull();
  });
});

describe('POST /kuendigung: fault injection and dialects', () => {
  it('a fault answers 500 and stores nothing; the next call is accepted', async () => {
    const { backend, call } = createTestBackend();
    backend.faults.add({ operationId: 'kuendigungErklaeren', status: 500, body: 'Interner Fehler' });
    const fehler = await call(kuendigung(ERKLAERUNG));
    expect(fehler).toMatchObject({ status: 500, body: 'Interner Fehler' });
    expect(backend.mailbox.list()).toEqual([]);
    expect((await call(kuendigung(ERKLAERUNG))).body).toMatchObject({ referenz: 'K-2026-000001' });
  });

  it.each(['spec', 'variant'] as const)(
    'profile %s answers in the contract form (an extension)',
    async (profil) => {
      const { call } = createTestBackend({ profil });
      const response = await call(kuendigung(ERKLAERUNG));
      expect(response).toMatchObject({
        status: 202,
        body: { eingangszeitpunkt: '2026-06-10T14:30:00+02:00', referenz: 'K-2026-000001' },
      });
    },
  );
});
