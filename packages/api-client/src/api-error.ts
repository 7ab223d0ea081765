/** Every non-ok response becomes an ApiError. `body` is the parsed JSON, the plain text, or for 5xx the technical message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(typeof body === 'string' && body !== '' ? body : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /**
   * The server's own message when it sent one: a plain string body, or in JSON `message` (the contract's field) or
   * the German `meldung` / `fehler` that real backends send as well.
   */
  get serverMessage(): string | undefined {
    if (typeof this.body === 'string') return this.body.trim() === '' ? undefined : this.body;
    if (this.body === null || typeof this.body !== 'object') return undefined;
    const body = this.body as Record<string, unknown>;
    for (const feld of ['message', 'meldung', 'fehler']) {
      const text = body[feld];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The request reached no server: the device is offline, the connection dropped, DNS failed, or the browser blocked
 * the call (CORS, CSP). fetch reports all of these as a bare TypeError; this names it, so screens and the portal's
 * connection banner can tell it apart from an answer of the server (ApiError) and from a cancelled request.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** A request cancelled by leaving a screen. It is never an error for the user. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'CancelledError')
  );
}
