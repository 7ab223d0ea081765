// Test harness: a backend on a fixed clock whose every response is checked against the contract.
import { expect } from 'vitest';

import type { DemoBackend, DemoBackendOptions, DemoRequest, DemoResponse } from '../src/index.ts';
import { contractValidator, createDemoBackend, matchRoute } from '../src/index.ts';

/** A Wednesday in June, after the 12:00 day-ahead publication. */
export const NOW = new Date('2026-06-10T14:30:00+02:00');

export interface TestBackend {
  backend: DemoBackend;
  /** Calls the backend and asserts the response matches the contract (unless `unchecked`). */
  call(request: DemoRequest & { unchecked?: boolean }): Promise<DemoResponse>;
  login(kundennummer?: string, passwort?: string): Promise<Record<string, string>>;
}

export function createTestBackend(options: DemoBackendOptions = {}): TestBackend {
  const validator = contractValidator();
  const backend = createDemoBackend({
    now: () => NOW,
    processingDelayMs: 0,
    validator: validator.validateRequest,
    ...options,
  });
  const call: TestBackend['call'] = async ({ unchecked, ...request }) => {
    const response = await backend.handle(request);
    if (!unchecked) {
      const matched = matchRoute(request.method, request.path);
      if (matched.kind !== 'match') throw new Error(`Kein Vertrags-Pfad: ${request.method} ${request.path}`);
      const result = validator.validateResponse(
        matched.match.route.operationId,
        response.status,
        response.headers,
        response.body,
      );
      if (!result.valid) throw new Error(`Antwort verletzt den Vertrag: ${result.errors.join('\n')}`);
    }
    return response;
  };
  const login: TestBackend['login'] = async (
    kundennummer = '10000001',
    passwort = `Demo-Passwort-${kundennummer.slice(-1)}!`,
  ) => {
    const response = await call({
      method: 'POST',
      path: '/anschlussnutzer/login',
      headers: { kundennummer, passwort },
    });
    if (response.status !== 200) throw new Error(`Login ${kundennummer} → ${response.status}`);
    return { token: response.headers.token ?? '', kundennummer };
  };
  return { backend, call, login };
}

export interface AngemeldetesTestBackend extends TestBackend {
  /** The signed-in session's headers (token and kundennummer). */
  headers: Record<string, string>;
  get(path: string, query?: DemoRequest['query']): Promise<DemoResponse>;
  post(path: string, body?: unknown): Promise<DemoResponse>;
  put(path: string, body: unknown): Promise<DemoResponse>;
  del(path: string): Promise<DemoResponse>;
}

/** A test backend with customer 10000001 signed in; get, post, put and del send that session's headers. */
export async function angemeldet(options: DemoBackendOptions = {}): Promise<AngemeldetesTestBackend> {
  const test = createTestBackend(options);
  const headers = await test.login();
  const send = (method: string, path: string, rest: Pick<DemoRequest, 'query' | 'body'> = {}) =>
    test.call({ method, path, headers, ...rest });
  return {
    ...test,
    headers,
    get: (path, query) => send('GET', path, { query }),
    post: (path, body) => send('POST', path, { body }),
    put: (path, body) => send('PUT', path, { body }),
    del: (path) => send('DELETE', path),
  };
}

/** A rejected input: 400 naming the field, which the portal shows the message at. */
export function expectFeldfehler(response: DemoResponse, feld: string): void {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ feld });
}
