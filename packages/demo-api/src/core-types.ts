// The transport-neutral request/response shapes of the demo backend. Statuses 700 and 702 cannot be built as a
// Fetch `Response` (RangeError outside 200–599), so the core never builds one; transports translate.

export interface DemoRequest {
  method: string;
  /** Path relative to the API base, e.g. `/anschlussnutzer/login` (no `/api`). */
  path: string;
  query?: URLSearchParams | Record<string, string | string[] | undefined>;
  /** Header names are matched case-insensitively. */
  headers?: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or undefined. */
  body?: unknown;
  /** Raw body text; parsed by the core when `body` is undefined (malformed JSON → 400). */
  rawBody?: string;
  /** Who sends, as the transport knows the caller (remote address, a fixed key under MSW): for rate limits. */
  client?: string;
}

export interface DemoResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): DemoResponse {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body };
}

export function text(status: number, body: string, headers: Record<string, string> = {}): DemoResponse {
  return { status, headers: { 'content-type': TEXT_TYPE, ...headers }, body };
}

export function empty(status: number, headers: Record<string, string> = {}): DemoResponse {
  return { status, headers, body: undefined };
}

/** 400 with the field that is wrong, the shape every validation error of the demo backend has. */
export function badRequest(message: string, feld?: string): DemoResponse {
  return json(400, feld === undefined ? { message } : { message, feld });
}

export function notFound(message = 'Nicht gefunden.'): DemoResponse {
  return json(404, { message });
}

/** Thrown inside handlers to answer early with a ready response. */
export class HttpError extends Error {
  // A plain field, not a parameter property: Node runs this file without a build step (pnpm backend-pruefen).
  readonly response: DemoResponse;

  constructor(response: DemoResponse) {
    super(`HTTP ${response.status}`);
    this.response = response;
  }
}

/** Serialises a core body for a byte transport (Node http, MSW). */
export function serializeBody(response: DemoResponse): Uint8Array | string | undefined {
  const { body } = response;
  if (body === undefined) return undefined;
  if (body instanceof Uint8Array) return body;
  const type = response.headers['content-type'] ?? '';
  if (typeof body === 'string' && !type.includes('json')) return body;
  return JSON.stringify(body);
}
