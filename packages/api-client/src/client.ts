import createClient, { type Client, type Middleware } from 'openapi-fetch';

import { ApiError, isAbortError, NetworkError } from './api-error.ts';
import type { paths } from './generated/kundenportal.ts';
import { tolerantMiddleware } from './tolerant.ts';

export interface SessionAccess {
  /** Credentials for authenticated calls, or null when nobody is signed in. */
  credentials(): { kundennummer: string; token: string } | null;
  /** Called with the `ttl` header (seconds) of every response that carries one. */
  extend(ttlSeconds: number): void;
}

export interface ApiClientOptions {
  /** Base path of the backend, `/api` by default. */
  baseUrl?: string;
  session: SessionAccess;
  /** A 401 on any call logs out locally (SPEC §8). */
  onUnauthorized: () => void;
  /** Replaces the error data of every 5xx response (SPEC §8); the text lives in portal-core's texts. */
  technicalErrorMessage: string;
  /**
   * Whether the backend can be reached: false when a request failed without any answer (NetworkError), true on
   * every answer, error statuses included. Cancelled requests report nothing.
   */
  onReachability?: (reachable: boolean) => void;
}

export type KundenportalClient = Client<paths>;

/**
 * Calls that must not carry the session headers: they either precede a session or carry a token of their own
 * (the reset token of passwort_reset_abschluss, the explicit headers of logout).
 */
const callsWithOwnHeaders = new Set([
  '/anschlussnutzer/login',
  '/anschlussnutzer/logout',
  '/anschlussnutzer/passwort_reset',
  '/anschlussnutzer/passwort_reset_abschluss',
  '/feiertage',
  // The statutory cancellation (§ 312k BGB) is sent the same way signed in and signed out.
  '/kuendigung',
]);

export function sessionMiddleware(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (callsWithOwnHeaders.has(schemaPath)) return undefined;
      const credentials = options.session.credentials();
      if (!credentials) return undefined;
      if (!request.headers.has('token')) request.headers.set('token', credentials.token);
      if (!request.headers.has('kundennummer')) request.headers.set('kundennummer', credentials.kundennummer);
      return request;
    },
    onResponse({ response }) {
      const ttl = Number(response.headers.get('ttl'));
      if (response.headers.has('ttl') && Number.isFinite(ttl) && ttl > 0) options.session.extend(ttl);
      if (response.status === 401) options.onUnauthorized();
      options.onReachability?.(true);
      return undefined;
    },
    onError({ request, error }) {
      // A cancelled request stays the browser's AbortError: it is never shown.
      if (request.signal.aborted || isAbortError(error)) return undefined;
      const networkError = error instanceof NetworkError ? error : new NetworkError(error);
      options.onReachability?.(false);
      return networkError;
    },
  };
}

export function createApiClient(options: ApiClientOptions): KundenportalClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    // openapi-fetch captures fetch at creation; resolving it per call lets test interceptors (MSW) see requests.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(sessionMiddleware(options), tolerantMiddleware());
  technicalMessages.set(client, options.technicalErrorMessage);
  return client;
}

const technicalMessages = new WeakMap<object, string>();

type FetchResult<TData, TError> =
  { data: TData; error?: never; response: Response } | { data?: never; error: TError; response: Response };

/**
 * Turns an openapi-fetch result into its data or an ApiError. 5xx bodies are replaced by the technical message.
 * A request without any answer rejects with a NetworkError; an aborted one with the browser's AbortError.
 */
export async function unwrap<TData, TError>(
  client: KundenportalClient,
  call: Promise<FetchResult<TData, TError>>,
): Promise<TData> {
  const result = await call;
  if (result.response.ok) return result.data as TData;
  const { status } = result.response;
  const body =
    status >= 500 && status <= 599 ? (technicalMessages.get(client) ?? result.error) : result.error;
  throw new ApiError(status, body);
}

/**
 * Query options for TanStack Query without depending on it: the query's AbortSignal reaches fetch, so leaving a
 * screen cancels its requests.
 */
export function apiQuery<TKey extends readonly unknown[], TData, TError>(
  client: KundenportalClient,
  queryKey: TKey,
  call: (signal: AbortSignal) => Promise<FetchResult<TData, TError>>,
) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => unwrap(client, call(signal)),
  };
}
