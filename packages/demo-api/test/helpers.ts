// Test harness: a backend on a fixed clock whose every response is checked against the contract.
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
