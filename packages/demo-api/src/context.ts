import type { DemoResponse } from './core-types.ts';
import { HttpError, notFound } from './core-types.ts';
import type { DemoClock, Mailbox, RateLimit, Session, Sessions } from './infra.ts';
import type { DemoState, Konto, VertragsDaten } from './state.ts';

export interface HandlerContext {
  operationId: string;
  state: DemoState;
  clock: DemoClock;
  sessions: Sessions;
  mailbox: Mailbox;
  /** Password reset tokens → kundennummer (single use). */
  resetTokens: Map<string, { kundennummer: string; expiresAt: number }>;
  processingDelayMs: number;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: unknown;
  /** Set for authenticated operations. */
  session: Session | null;
  /** The caller as the transport knows it (DemoRequest.client), `unbekannt` when it gave none. */
  client: string;
  /** Accepted cancellation declarations per client (kuendigungErklaeren). */
  kuendigungLimit: RateLimit;
}

export type Handler = (ctx: HandlerContext) => DemoResponse | Promise<DemoResponse>;

export function nowMs(ctx: HandlerContext): number {
  return ctx.clock.now().getTime();
}

export function konto(ctx: HandlerContext): Konto {
  const kundennummer = ctx.session?.kundennummer;
  const k = kundennummer === undefined ? undefined : ctx.state.konten.get(kundennummer);
  if (!k) throw new Error(`Operation ${ctx.operationId} ohne Sitzung aufgerufen`);
  return k;
}

/** The contract of the path, if it belongs to the signed-in customer; otherwise 404 (never another's data). */
export function eigenerVertrag(ctx: HandlerContext): VertragsDaten {
  const id = ctx.params.vertrag ?? '';
  const daten = ctx.state.vertraege.get(id);
  if (!daten || daten.kundennummer !== ctx.session?.kundennummer) {
    throw new HttpError(notFound(`Der Vertrag ${id} wurde nicht gefunden.`));
  }
  return daten;
}

export function nextId(ctx: HandlerContext): number {
  ctx.state.nextId += 1;
  return ctx.state.nextId;
}
