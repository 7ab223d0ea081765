// The /__demo control endpoints (reset, faults, mailbox, received readings, clock, profile, limits) as a transport-neutral handler.
import type { DemoBackend } from './backend.ts';
import type { DemoResponse } from './core-types.ts';
import { badRequest, empty, json } from './core-types.ts';
import { istProfil, PROFILE } from './dialekt.ts';
import type { FaultInput, RateLimitSetting } from './infra.ts';
import { SEED_ACCOUNTS } from './seed-accounts.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFault(value: unknown): FaultInput | string {
  if (!isRecord(value)) return 'Ein Fehler braucht ein JSON-Objekt.';
  const { operationId, status, body, headers, times, delayMs } = value;
  if (typeof operationId !== 'string' || operationId === '') return 'operationId fehlt.';
  if (
    status !== undefined &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 999)
  ) {
    return 'status muss eine ganze Zahl von 100 bis 999 sein.';
  }
  if (
    times !== undefined &&
    (typeof times !== 'number' || !Number.isInteger(times) || times === 0 || times < -1)
  ) {
    return 'times muss eine positive ganze Zahl oder -1 (bis zum Löschen) sein.';
  }
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0))
    return 'delayMs muss eine Zahl ≥ 0 sein.';
  if (status === undefined && delayMs === undefined) return 'status oder delayMs angeben.';
  if (
    headers !== undefined &&
    (!isRecord(headers) || Object.values(headers).some((v) => typeof v !== 'string'))
  ) {
    return 'headers muss ein Objekt mit Text-Werten sein.';
  }
  return {
    operationId,
    ...(status === undefined ? {} : { status }),
    ...(body === undefined ? {} : { body }),
    ...(headers === undefined ? {} : { headers: headers as Record<string, string> }),
    ...(times === undefined ? {} : { times }),
    ...(delayMs === undefined ? {} : { delayMs }),
  };
}

function parseLimit(value: unknown): RateLimitSetting | string {
  if (!isRecord(value)) return 'Ein Limit braucht ein JSON-Objekt { anzahl, fensterSekunden }.';
  const { anzahl, fensterSekunden } = value;
  if (typeof anzahl !== 'number' || !Number.isInteger(anzahl) || anzahl < 1)
    return 'anzahl muss eine ganze Zahl ≥ 1 sein.';
  if (typeof fensterSekunden !== 'number' || !Number.isInteger(fensterSekunden) || fensterSekunden < 1)
    return 'fensterSekunden muss eine ganze Zahl ≥ 1 sein.';
  return { anzahl, fensterSekunden };
}

function clockInfo(backend: DemoBackend) {
  return { now: backend.clock.now().toISOString(), overridden: backend.clock.overridden };
}

/**
 * The readings the portal sent since the last reset, in the order they came, with their photo: the request log a
 * journey reads to prove that a reading went out once (the seed's readings are not among them).
 */
function eingegangeneAblesungen(backend: DemoBackend) {
  return [...backend.state.ablesungen.entries()]
    .flatMap(([vertrag, ablesungen]) => ablesungen.map((ablesung) => ({ vertrag, ablesung })))
    .filter(({ ablesung }) => ablesung.sichtbarAb > 0)
    .sort((a, b) => a.ablesung.sichtbarAb - b.ablesung.sichtbarAb)
    .map(({ vertrag, ablesung }) => ({
      vertrag,
      ablesedatum: ablesung.ablesedatum,
      zaehlernummer: ablesung.zaehlernummer,
      ablesewerte: Object.fromEntries(
        Object.values(ablesung.ablesewerte).map((wert) => [wert.obiskennzahl, wert.ablesewert]),
      ),
      foto: ablesung.foto ?? null,
    }));
}

/** Handles `/__demo/<subpath>`; `subpath` without the prefix, e.g. `/faults`. */
export function handleControl(
  backend: DemoBackend,
  method: string,
  subpath: string,
  body: unknown,
): DemoResponse {
  const route = `${method.toUpperCase()} ${subpath.replace(/\/$/, '') || '/'}`;
  switch (route) {
    case 'GET /':
      return json(200, {
        accounts: SEED_ACCOUNTS,
        processingDelayMs: backend.processingDelayMs,
        profil: backend.profil,
        kuendigungLimit: backend.kuendigungLimit,
        clock: clockInfo(backend),
        faults: backend.faults.list(),
      });
    case 'POST /reset':
      backend.reset();
      return empty(204);
    case 'GET /faults':
      return json(200, backend.faults.list());
    case 'POST /faults': {
      const inputs = Array.isArray(body) ? body : [body];
      const parsed = inputs.map(parseFault);
      const error = parsed.find((p): p is string => typeof p === 'string');
      if (error !== undefined) return badRequest(error, 'fault');
      const added = (parsed as FaultInput[]).map((f) => backend.faults.add(f));
      return json(201, Array.isArray(body) ? added : added[0]);
    }
    case 'DELETE /faults':
      backend.faults.clear();
      return empty(204);
    case 'GET /mailbox':
      return json(200, backend.mailbox.list());
    case 'DELETE /mailbox':
      backend.mailbox.clear();
      return empty(204);
    case 'GET /ablesungen':
      return json(200, eingegangeneAblesungen(backend));
    case 'GET /profil':
      return json(200, { profil: backend.profil });
    case 'POST /profil': {
      const profil = isRecord(body) ? body.profil : undefined;
      if (!istProfil(profil))
        return badRequest(`profil muss einer von ${PROFILE.join(', ')} sein.`, 'profil');
      backend.profil = profil;
      return json(200, { profil });
    }
    case 'GET /kuendigung-limit':
      return json(200, backend.kuendigungLimit);
    case 'POST /kuendigung-limit': {
      const limit = parseLimit(body);
      if (typeof limit === 'string') return badRequest(limit, 'kuendigungLimit');
      backend.kuendigungLimit = limit;
      return json(200, backend.kuendigungLimit);
    }
    case 'GET /clock':
      return json(200, clockInfo(backend));
    case 'POST /clock': {
      if (!isRecord(body) || typeof body.now !== 'string' || Number.isNaN(Date.parse(body.now))) {
        return badRequest('now muss ein ISO-8601-Zeitpunkt sein.', 'now');
      }
      if (body.frozen !== undefined && typeof body.frozen !== 'boolean')
        return badRequest('frozen muss true oder false sein.', 'frozen');
      backend.clock.set(body.now, { frozen: body.frozen ?? true });
      return json(200, clockInfo(backend));
    }
    case 'DELETE /clock':
      backend.clock.reset();
      return json(200, clockInfo(backend));
    default:
      return json(404, { message: `Unbekannter Steuer-Endpunkt: ${route}` });
  }
}
