// Clock, sessions, faults and mailbox: the parts of the backend that are not domain data.
import type { DemoResponse } from './core-types.ts';

export interface DemoClock {
  /** Current backend time (business clock: sessions, "today", time series cut-offs). */
  now(): Date;
  /** Pins the clock to an instant; with `frozen: false` time runs on from there. */
  set(instant: Date | string, options?: { frozen?: boolean }): void;
  /** Back to real time (or the `now` option of createDemoBackend). */
  reset(): void;
  readonly overridden: boolean;
}

export function createClock(base: () => Date): DemoClock {
  let override: { at: number; frozen: boolean; setAt: number } | null = null;
  return {
    now() {
      if (!override) return base();
      if (override.frozen) return new Date(override.at);
      return new Date(override.at + (Date.now() - override.setAt));
    },
    set(instant, options = {}) {
      const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
      if (Number.isNaN(at)) throw new Error(`Ungültiger Zeitpunkt: ${String(instant)}`);
      override = { at, frozen: options.frozen ?? true, setAt: Date.now() };
    },
    reset() {
      override = null;
    },
    get overridden() {
      return override !== null;
    },
  };
}

export interface Session {
  token: string;
  kundennummer: string;
  expiresAt: number;
}

export function createSessions(clock: DemoClock, ttlSeconds: number) {
  const sessions = new Map<string, Session>();
  return {
    ttlSeconds,
    create(kundennummer: string): Session {
      const session = {
        token: crypto.randomUUID(),
        kundennummer,
        expiresAt: clock.now().getTime() + ttlSeconds * 1000,
      };
      sessions.set(session.token, session);
      return session;
    },
    /** The live session for these headers, or null. */
    find(token: string | undefined, kundennummer: string | undefined): Session | null {
      if (!token || !kundennummer) return null;
      const session = sessions.get(token);
      if (!session) return null;
      if (session.expiresAt <= clock.now().getTime()) {
        sessions.delete(token);
        return null;
      }
      return session.kundennummer === kundennummer ? session : null;
    },
    /** Sliding expiry: every authenticated call extends the session by the ttl it announces. */
    touch(session: Session): void {
      session.expiresAt = clock.now().getTime() + ttlSeconds * 1000;
    },
    /** Lets an old token run out soon after a refresh, so requests already in flight still succeed. */
    retire(session: Session, graceSeconds: number): void {
      session.expiresAt = Math.min(session.expiresAt, clock.now().getTime() + graceSeconds * 1000);
    },
    invalidate(token: string): void {
      sessions.delete(token);
    },
    invalidateAll(kundennummer: string): void {
      for (const [token, session] of sessions)
        if (session.kundennummer === kundennummer) sessions.delete(token);
    },
    clear(): void {
      sessions.clear();
    },
    /** Test hook: expire a token now. */
    expire(token: string): void {
      const session = sessions.get(token);
      if (session) session.expiresAt = 0;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

export interface FaultInput {
  /** operationId of the contract, or `*` for every operation. */
  operationId: string;
  /** Status to answer with instead of the real result (any number, incl. 700/702). Omit for a pure delay. */
  status?: number;
  /** Body of the faulty answer: a string is sent as text/plain, anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** How many calls the fault affects (default 1); -1 keeps it until cleared. */
  times?: number;
  /** Wait this long before answering (also when no status is given: a slow but correct answer). */
  delayMs?: number;
}

export interface Fault extends Required<Pick<FaultInput, 'operationId' | 'times'>> {
  id: number;
  status: number | null;
  body: unknown;
  headers: Record<string, string>;
  delayMs: number;
}

export function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;
  return {
    add(input: FaultInput): Fault {
      const fault: Fault = {
        id: nextId++,
        operationId: input.operationId,
        status: input.status ?? null,
        body: input.body,
        headers: input.headers ?? {},
        times: input.times ?? 1,
        delayMs: input.delayMs ?? 0,
      };
      faults.push(fault);
      return fault;
    },
    /** Takes the fault for this call (and counts it down), if any. */
    take(operationId: string): Fault | null {
      const fault = faults.find((f) => f.operationId === operationId || f.operationId === '*');
      if (!fault) return null;
      if (fault.times > 0) {
        fault.times -= 1;
        if (fault.times === 0) faults = faults.filter((f) => f !== fault);
      }
      return fault;
    },
    list(): Fault[] {
      return faults.map((f) => ({ ...f }));
    },
    clear(): void {
      faults = [];
    },
  };
}

export function faultResponse(fault: Fault & { status: number }): DemoResponse {
  const { body } = fault;
  if (body === undefined || body === null)
    return { status: fault.status, headers: { ...fault.headers }, body: undefined };
  if (typeof body === 'string') {
    return {
      status: fault.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', ...fault.headers },
      body,
    };
  }
  return {
    status: fault.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...fault.headers },
    body,
  };
}

export interface Mail {
  id: number;
  /** What the mail is about. */
  art: 'passwort-zuruecksetzen' | 'kuendigung';
  /** Kundennummer of the recipient's account; '' for a cancellation confirmation, which goes to no account. */
  to: string;
  email: string;
  subject: string;
  text: string;
  /** Password reset: the link with the token. */
  link?: string;
  token?: string;
  /** Cancellation: the reference of the declaration. */
  referenz?: string;
  gesendet: string;
}

export function createMailbox() {
  let mails: Mail[] = [];
  let nextId = 1;
  return {
    send(mail: Omit<Mail, 'id'>): Mail {
      const stored = { id: nextId++, ...mail };
      mails.push(stored);
      return stored;
    },
    list(): Mail[] {
      return mails.map((m) => ({ ...m }));
    },
    /** The newest mail to a customer, for tests. */
    latest(kundennummer: string): Mail | undefined {
      return mails.filter((m) => m.to === kundennummer).at(-1);
    },
    clear(): void {
      mails = [];
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

/** How many accepted requests one client may send in a window of the business clock. */
export interface RateLimitSetting {
  anzahl: number;
  fensterSekunden: number;
}

/** A sliding-window limit per client key (the cancellation button's 429); the demo reset clears it. */
export function createRateLimit(clock: DemoClock, start: RateLimitSetting) {
  let setting = start;
  let accepted = new Map<string, number[]>();
  const inWindow = (client: string): number[] => {
    const since = clock.now().getTime() - setting.fensterSekunden * 1000;
    const list = (accepted.get(client) ?? []).filter((at) => at > since);
    accepted.set(client, list);
    return list;
  };
  return {
    get setting(): RateLimitSetting {
      return { ...setting };
    },
    set(neu: RateLimitSetting): void {
      setting = { ...neu };
    },
    /** Seconds until the client may send again; 0 when it may send now. */
    retryAfterSeconds(client: string): number {
      const list = inWindow(client);
      if (list.length < setting.anzahl) return 0;
      const blocking = list[list.length - setting.anzahl] ?? clock.now().getTime();
      const wait = blocking + setting.fensterSekunden * 1000 - clock.now().getTime();
      return Math.max(1, Math.ceil(wait / 1000));
    },
    record(client: string): void {
      inWindow(client).push(clock.now().getTime());
    },
    /** Forgets every client and returns to the start setting. */
    reset(): void {
      accepted = new Map();
      setting = start;
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;
