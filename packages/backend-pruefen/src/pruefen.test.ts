// The backend check against the demo backend in its three dialects, and against backends that break the portal.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { createDemoBackend } from '@ekp/demo-api';
import type { Profil } from '@ekp/demo-api';
import type { DemoServer } from '@ekp/demo-api/node-server';
import { startDemoServer } from '@ekp/demo-api/node-server';
import { contractValidator } from '@ekp/demo-api/vertrag';
import { afterEach, describe, expect, it } from 'vitest';

import { formatiereBericht } from './ausgabe.ts';
import type { Bericht } from './pruefen.ts';
import { pruefeBackend } from './pruefen.ts';

const ZUGANG = { kundennummer: '10000001', passwort: 'Demo-Passwort-1!' };
const CLI = new URL('./cli.ts', import.meta.url).pathname;

let server: DemoServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

async function demo(profil: Profil): Promise<DemoServer> {
  server = await startDemoServer({
    port: 0,
    host: '127.0.0.1',
    backend: createDemoBackend({
      validator: contractValidator().validateRequest,
      processingDelayMs: 0,
      profil,
    }),
  });
  return server;
}

const urteilVon = (bericht: Bericht, aufruf: string) => bericht.ergebnisse.find((e) => e.aufruf === aufruf);

describe('against the demo backend', () => {
  it.each([
    ['standard', 'ok'],
    // SPEC names no null: the tariff's empty prices are absent, the contract wants them present as null.
    ['spec', 'toleriert'],
    ['variant', 'toleriert'],
  ] as const)(
    'profile %s: every call reached, nothing broken; the tariff is %s',
    async (profil, tarifUrteil) => {
      const { url } = await demo(profil);
      const bericht = await pruefeBackend({ basisUrl: `${url}/api`, ...ZUGANG, schreiben: true });
      expect(bericht.ergebnisse.filter((e) => e.urteil === 'kaputt')).toEqual([]);
      expect(bericht.ergebnisse.every((e) => e.erreicht)).toBe(true);
      // 8 contracts with up to 13 calls each, the customer's 8, sign-in, refresh, download, two writes, sign-out.
      expect(bericht.ergebnisse.length).toBeGreaterThan(100);
      expect(urteilVon(bericht, 'GET /3000102/aktueller_tarif')?.urteil).toBe(tarifUrteil);
      expect(bericht.ergebnisse.map((e) => e.operationId)).toEqual(
        expect.arrayContaining(['kontaktdatenAktualisieren', 'kontaktanfrageSenden', 'logout']),
      );
    },
  );

  it('without --schreiben nothing that changes data is called', async () => {
    const { url, backend } = await demo('standard');
    const bericht = await pruefeBackend({ basisUrl: `${url}/api`, ...ZUGANG });
    expect(bericht.ergebnisse.map((e) => e.operationId)).not.toContain('kontaktanfrageSenden');
    expect(backend.mailbox.list()).toEqual([]);
  });
});

describe('against a backend the portal cannot read', () => {
  it('an unreadable price: broken, with the field', async () => {
    const { url, backend } = await demo('standard');
    backend.faults.add({
      operationId: 'getAktuellerTarif',
      status: 200,
      body: { name: 'Strom Fix', tariftyp: 'ALLES_INKLUSIVE_BRUTTO', grundpreis: 'zwölf Euro' },
      headers: { ttl: '1800' },
      times: -1,
    });
    const bericht = await pruefeBackend({ basisUrl: `${url}/api`, ...ZUGANG });
    const tarif = urteilVon(bericht, 'GET /3000102/aktueller_tarif');
    expect(tarif).toMatchObject({ urteil: 'kaputt', formWieVertrag: false, status: 200 });
    expect(tarif?.hinweise.join(' ')).toContain('grundpreis ist nicht lesbar ("zwölf Euro")');
    expect(bericht.kaputt).toBe(8);
    expect(formatiereBericht(bericht)).toContain('KAPUTT');
  });

  it('an answer that is no data at all (an HTML page with 200): broken, the section shows its load error', async () => {
    const { url, backend } = await demo('standard');
    backend.faults.add({
      operationId: 'getVertrag',
      status: 200,
      body: '<!doctype html><title>Wartung</title>',
      headers: { ttl: '1800' },
      times: -1,
    });
    const bericht = await pruefeBackend({ basisUrl: `${url}/api`, ...ZUGANG });
    expect(urteilVon(bericht, 'GET /3000101')).toMatchObject({ urteil: 'kaputt', status: 200 });
    expect(urteilVon(bericht, 'GET /3000101')?.hinweise[0]).toContain('Ladefehler');
  });

  it('a server error and a missing ttl header are named', async () => {
    const { url, backend } = await demo('standard');
    backend.faults.add({ operationId: 'getDokumente', status: 500, body: 'Datenbank nicht erreichbar' });
    backend.faults.add({ operationId: 'tokenErneuern', status: 200, body: { kundennummer: '10000001' } });
    const bericht = await pruefeBackend({ basisUrl: `${url}/api`, ...ZUGANG });
    expect(urteilVon(bericht, 'GET /dokument/alle')).toMatchObject({
      urteil: 'kaputt',
      hinweise: ['Fehlerantwort 500: Datenbank nicht erreichbar'],
    });
    expect(urteilVon(bericht, 'GET /token/refresh')?.urteil).toBe('kaputt');
  });

  it('sign-in refused, 700 and 702 stop the check with the reason', async () => {
    const { url, backend } = await demo('standard');
    const falsch = await pruefeBackend({
      basisUrl: `${url}/api`,
      kundennummer: '10000001',
      passwort: 'falsch',
    });
    expect(falsch.ergebnisse).toHaveLength(1);
    expect(falsch.ergebnisse[0]).toMatchObject({ urteil: 'kaputt', status: 401 });
    backend.faults.add({ operationId: 'login', status: 700 });
    const wechsel = await pruefeBackend({ basisUrl: `${url}/api`, ...ZUGANG });
    expect(wechsel.ergebnisse[0]?.hinweise[0]).toContain('(700)');
  });

  it('a backend that cannot be reached: not reached, broken', async () => {
    const { url } = await demo('standard');
    await server?.close();
    server = null;
    const bericht = await pruefeBackend({ basisUrl: `${url}/api`, ...ZUGANG, timeoutMs: 2000 });
    expect(bericht.ergebnisse).toEqual([expect.objectContaining({ erreicht: false, urteil: 'kaputt' })]);
  });
});

describe('the command', () => {
  const run = promisify(execFile);

  it('exit code 0 for a readable backend, 1 for a broken one, 2 for a wrong call', async () => {
    const { url, backend } = await demo('variant');
    const args = [
      '--basis-url',
      `${url}/api`,
      '--kundennummer',
      ZUGANG.kundennummer,
      '--passwort',
      ZUGANG.passwort,
    ];
    const gut = await run(process.execPath, [CLI, ...args]);
    expect(gut.stdout).toContain('0 kaputt');

    backend.faults.add({ operationId: 'getAnschlussnutzer', status: 503, body: 'Wartung', times: -1 });
    await expect(run(process.execPath, [CLI, ...args])).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('Fehlerantwort 503: Wartung') as unknown,
    });
    await expect(run(process.execPath, [CLI, '--basis-url', `${url}/api`])).rejects.toMatchObject({
      code: 2,
    });
  });
});
