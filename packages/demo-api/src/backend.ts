// The one implementation behind every transport: route → fault → auth → contract validation → handler.
import type { Handler, HandlerContext } from './context.ts';
import type { DemoRequest, DemoResponse } from './core-types.ts';
import { badRequest, HttpError, json } from './core-types.ts';
import type { Profil } from './dialekt.ts';
import { imDialekt, istProfil, PROFIL_HEADER } from './dialekt.ts';
import { berlinDate } from './domain/time.ts';
import { HANDLERS } from './handlers/index.ts';
import type { DemoClock, Fault, FaultInput, Mail, RateLimitSetting } from './infra.ts';
import {
  createClock,
  createFaults,
  createMailbox,
  createRateLimit,
  createSessions,
  faultResponse,
} from './infra.ts';
import { matchRoute } from './routes.ts';
import type { DemoState } from './state.ts';
import { createSeed } from './state.ts';

/** Validates a request against the contract; returns a 400 response or null. */
export type RequestValidator = (operationId: string, request: ValidatableRequest) => DemoResponse | null;

export interface ValidatableRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  hasBody: boolean;
}

export interface DemoBackendOptions {
  /** Base clock (default: real time). The control endpoint /__demo/clock overrides it. */
  now?: () => Date;
  /** Readings appear in getAblesungen only this long after they were sent (default 5000 ms). */
  processingDelayMs?: number;
  /** Session lifetime announced in the `ttl` header (default 1800 s). */
  ttlSeconds?: number;
  /** Contract validation of requests; see createContractValidator. Without it only handler checks apply. */
  validator?: RequestValidator | null;
  /** The dialect of the answers (dialekt.ts, default `standard`); reset() returns to it. */
  profil?: Profil;
  /** Accepted cancellation declarations per client and window (default 5 in 600 s); reset() returns to it. */
  kuendigungLimit?: RateLimitSetting;
}

export interface DemoBackend {
  /** `vorDialekt` sees the answer in the contract's own form before the profile's dialect changes it. */
  handle(request: DemoRequest, vorDialekt?: (response: DemoResponse) => void): Promise<DemoResponse>;
  /** Restores the seed (relative to the current clock) and clears sessions, faults, mails, reset tokens and limits. */
  reset(): void;
  faults: {
    add(fault: FaultInput): Fault;
    list(): Fault[];
    clear(): void;
  };
  mailbox: {
    list(): Mail[];
    latest(kundennummer: string): Mail | undefined;
    clear(): void;
  };
  clock: DemoClock;
  /** Direct access to the data, for tests and debugging. */
  readonly state: DemoState;
  /** Test hook: make a token expire now. */
  expireToken(token: string): void;
  setValidator(validator: RequestValidator | null): void;
  readonly processingDelayMs: number;
  /** The dialect answers are sent in; set by DEMO_API_PROFIL and POST /__demo/profil. */
  profil: Profil;
  /** The cancellation button's rate limit; set by DEMO_API_KUENDIGUNG_LIMIT and POST /__demo/kuendigung-limit. */
  kuendigungLimit: RateLimitSetting;
}

function toSearchParams(query: DemoRequest['query']): URLSearchParams {
  if (!query) return new URLSearchParams();
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params;
}

function lowerHeaders(headers: DemoRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** At most 5 accepted cancellation declarations per client in 10 minutes of the demo clock. */
const STANDARD_KUENDIGUNG_LIMIT: RateLimitSetting = { anzahl: 5, fensterSekunden: 600 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDemoBackend(options: DemoBackendOptions = {}): DemoBackend {
  const clock = createClock(options.now ?? (() => new Date()));
  const ttlSeconds = options.ttlSeconds ?? 1800;
  const processingDelayMs = options.processingDelayMs ?? 5000;
  const sessions = createSessions(clock, ttlSeconds);
  const faults = createFaults();
  const mailbox = createMailbox();
  const resetTokens = new Map<string, { kundennummer: string; expiresAt: number }>();
  const kuendigungLimit = createRateLimit(clock, options.kuendigungLimit ?? STANDARD_KUENDIGUNG_LIMIT);
  let validator = options.validator ?? null;
  let state = createSeed(berlinDate(clock.now().getTime()));
  const startProfil = options.profil ?? 'standard';
  let profil = startProfil;

  async function handle(
    request: DemoRequest,
    vorDialekt?: (response: DemoResponse) => void,
  ): Promise<DemoResponse> {
    const { operationId, response } = await handleOperation(request);
    if (operationId === null) return response;
    vorDialekt?.(response);
    // A test's own observer reads the stored data in the contract's form, whatever the portal is answered in.
    const angefragt = lowerHeaders(request.headers)[PROFIL_HEADER];
    const wirksam = istProfil(angefragt) ? angefragt : profil;
    return imDialekt(wirksam, operationId, request.method.toUpperCase(), response);
  }

  /**
   * The answer in the contract's form and the operation it answers; operationId null for answers that stay as
   * they are in every dialect (unknown paths, injected faults).
   */
  async function handleOperation(
    request: DemoRequest,
  ): Promise<{ operationId: string | null; response: DemoResponse }> {
    const method = request.method.toUpperCase();
    const path = request.path.split('?')[0] ?? '/';
    const matched = matchRoute(method, path);
    if (matched.kind === 'none')
      return ohneDialekt(json(404, { message: `Unbekannter Pfad: ${method} ${path}` }));
    if (matched.kind === 'method-not-allowed') {
      return ohneDialekt(
        json(
          405,
          { message: `Methode ${method} ist für ${path} nicht erlaubt.` },
          { allow: matched.allowed.join(', ') },
        ),
      );
    }
    const { route, params } = matched.match;
    const mit = (response: DemoResponse) => ({ operationId: route.operationId, response });
    const headers = lowerHeaders(request.headers);
    const query = toSearchParams(request.query);

    const fault = faults.take(route.operationId);
    if (fault && fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault && fault.status !== null) return ohneDialekt(faultResponse({ ...fault, status: fault.status }));

    let session = null;
    if (route.auth) {
      session = sessions.find(headers.token, headers.kundennummer);
      if (!session) return mit(json(401, { message: 'Nicht angemeldet oder Sitzung abgelaufen.' }));
      sessions.touch(session);
    }

    let body = request.body;
    let hasBody = body !== undefined;
    if (body === undefined && request.rawBody !== undefined && request.rawBody.trim() !== '') {
      try {
        body = JSON.parse(request.rawBody) as unknown;
        hasBody = true;
      } catch {
        return mit(withTtl(badRequest('Der Request-Body ist kein gültiges JSON.', 'body'), session !== null));
      }
    }

    if (validator) {
      const invalid = validator(route.operationId, { params, query, headers, body, hasBody });
      if (invalid) return mit(withTtl(invalid, session !== null));
    }

    const ctx: HandlerContext = {
      operationId: route.operationId,
      state,
      clock,
      sessions,
      mailbox,
      resetTokens,
      processingDelayMs,
      params,
      query,
      headers,
      body,
      session,
      client: request.client ?? 'unbekannt',
      kuendigungLimit,
    };
    const handler = (HANDLERS as Record<string, Handler | undefined>)[route.operationId];
    if (!handler)
      return mit(json(501, { message: `Operation ${route.operationId} ist nicht implementiert.` }));
    let response: DemoResponse;
    try {
      response = await handler(ctx);
    } catch (error) {
      if (error instanceof HttpError) response = error.response;
      else throw error;
    }
    return mit(withTtl(response, session !== null && !('ttl' in response.headers)));
  }

  function ohneDialekt(response: DemoResponse) {
    return { operationId: null, response };
  }

  function withTtl(response: DemoResponse, add: boolean): DemoResponse {
    if (!add) return response;
    return { ...response, headers: { ...response.headers, ttl: String(ttlSeconds) } };
  }

  return {
    handle,
    reset() {
      state = createSeed(berlinDate(clock.now().getTime()));
      profil = startProfil;
      sessions.clear();
      faults.clear();
      mailbox.clear();
      resetTokens.clear();
      kuendigungLimit.reset();
    },
    faults: { add: (fault) => faults.add(fault), list: () => faults.list(), clear: () => faults.clear() },
    mailbox: {
      list: () => mailbox.list(),
      latest: (kundennummer) => mailbox.latest(kundennummer),
      clear: () => mailbox.clear(),
    },
    clock,
    get state() {
      return state;
    },
    expireToken: (token) => sessions.expire(token),
    setValidator(v) {
      validator = v;
    },
    processingDelayMs,
    get profil() {
      return profil;
    },
    set profil(neu) {
      profil = neu;
    },
    get kuendigungLimit() {
      return kuendigungLimit.setting;
    },
    set kuendigungLimit(neu) {
      kuendigungLimit.set(neu);
    },
  };
}
