import { inject } from 'vitest';

/** The demo backend's control endpoints (packages/demo-api/README.md), for component tests. */
export const demoApiUrl = inject('demoApiUrl');

async function control(path: string, init: RequestInit = {}) {
  const response = await fetch(`${demoApiUrl}/__demo/${path}`, init);
  if (!response.ok) throw new Error(`demo backend ${path}: HTTP ${response.status}`);
  return response;
}

export interface DemoFault {
  operationId: string;
  /** Without a status (but with delayMs) the real answer comes, only later. */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  times?: number;
  delayMs?: number;
}

export const demo = {
  reset: () => control('reset', { method: 'POST' }),
  fault: (fault: DemoFault) =>
    control('faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    }),
  clearFaults: () => control('faults', { method: 'DELETE' }),
  mailbox: async () =>
    (await (await control('mailbox')).json()) as {
      kundennummer: string;
      subject: string;
      text: string;
      link: string;
    }[],
  /** The dialect of the answers (standard, spec, variant); the next reset returns to standard. */
  profil: (profil: 'standard' | 'spec' | 'variant') =>
    control('profil', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profil }),
    }),
  setClock: (now: string) =>
    control('clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now }),
    }),
};
