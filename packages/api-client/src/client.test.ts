import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, isAbortError, isNetworkError, NetworkError } from './api-error.ts';
import { apiQuery, createApiClient, unwrap, type SessionAccess } from './client.ts';

const TECHNICAL = 'Technischer Fehler (Test)';

function setup(
  credentials: { kundennummer: string; token: string } | null = { kundennummer: '10000001', token: 't-1' },
) {
  const extend = vi.fn<SessionAccess['extend']>();
  const onUnauthorized = vi.fn();
  const onReachability = vi.fn<(reachable: boolean) => void>();
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    session: { credentials: () => credentials, extend },
    onUnauthorized,
    technicalErrorMessage: TECHNICAL,
    onReachability,
  });
  return { client, extend, onUnauthorized, onReachability };
}

function respondWith(response: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      if (request.signal.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
      return Promise.resolve(response());
    }),
  );
  return requests;
}

const json = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session headers', () => {
  it('sends token and kundennummer on authenticated calls', async () => {
    const requests = respondWith(() => json({ kundennummer: '10000001' }));
    const { client } = setup();
    await unwrap(client, client.GET('/anschlussnutzer'));
    expect(requests[0]?.headers.get('token')).toBe('t-1');
    expect(requests[0]?.headers.get('kundennummer')).toBe('10000001');
  });

  it('sends no session headers on login, even when a session exists', async () => {
    const requests = respondWith(() =>
      json({ kundennummer: '10000001' }, { headers: { token: 'new', ttl: '1800' } }),
    );
    const { client } = setup();
    await unwrap(
      client,
      client.POST('/anschlussnutzer/login', {
        params: { header: { kundennummer: '10000001', passwort: 'x' } },
      }),
    );
    expect(requests[0]?.headers.get('token')).toBeNull();
    expect(requests[0]?.headers.get('passwort')).toBe('x');
  });

  it('sends nothing extra when signed out', async () => {
    const requests = respondWith(() => json({}));
    const { client } = setup(null);
    await client.GET('/anschlussnutzer');
    expect(requests[0]?.headers.has('token')).toBe(false);
  });
});

describe('ttl header', () => {
  it('extends the session by the ttl of every response, errors included', async () => {
    respondWith(() => json({ message: 'nein' }, { status: 404, headers: { ttl: '900' } }));
    const { client, extend } = setup();
    await expect(unwrap(client, client.GET('/anschlussnutzer'))).rejects.toBeInstanceOf(ApiError);
    expect(extend).toHaveBeenCalledWith(900);
  });

  it('ignores a missing or malformed ttl', async () => {
    respondWith(() => json({}, { headers: { ttl: 'bald' } }));
    const { client, extend } = setup();
    await unwrap(client, client.GET('/anschlussnutzer'));
    expect(extend).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('logs out locally on 401', async () => {
    respondWith(() => new Response('abgelaufen', { status: 401 }));
    const { client, onUnauthorized } = setup();
    const error = await unwrap(client, client.GET('/anschlussnutzer')).catch((e: unknown) => e);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, body: 'abgelaufen' });
  });

  it.each([500, 502, 503, 599])('replaces the body of %i with the technical message', async (status) => {
    respondWith(() => json({ message: 'NullPointerException at …' }, { status }));
    const { client, onUnauthorized } = setup();
    const error = await unwrap(client, client.GET('/anschlussnutzer')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body: TECHNICAL });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps a string body and a JSON body of other errors as they are', async () => {
    respondWith(() => new Response('Die Anmeldung ist nicht möglich.', { status: 400 }));
    const { client } = setup();
    const textError = (await unwrap(client, client.GET('/anschlussnutzer')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(textError.body).toBe('Die Anmeldung ist nicht möglich.');
    expect(textError.serverMessage).toBe('Die Anmeldung ist nicht möglich.');

    respondWith(() => json({ hinweis: 'Zu viele Stellen' }, { status: 400 }));
    const jsonError = (await unwrap(client, client.GET('/anschlussnutzer')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(jsonError.body).toEqual({ hinweis: 'Zu viele Stellen' });
    expect(jsonError.serverMessage).toBeUndefined();
  });
});

describe('cancellation', () => {
  it('passes the query signal to fetch; an aborted request rejects as AbortError, not ApiError', async () => {
    const requests = respondWith(() => json({}));
    const { client, onUnauthorized } = setup();
    const controller = new AbortController();
    const options = apiQuery(client, ['anschlussnutzer'] as const, (signal) =>
      client.GET('/anschlussnutzer', { signal }),
    );
    controller.abort();
    const error = await options.queryFn({ signal: controller.signal }).catch((e: unknown) => e);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('network failures', () => {
  function failWith(error: Error) {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(error)),
    );
  }

  it('turns a fetch TypeError (offline, dropped connection) into a NetworkError and reports the backend unreachable', async () => {
    failWith(new TypeError('Failed to fetch'));
    const { client, onReachability, onUnauthorized, extend } = setup();
    const error = await unwrap(client, client.GET('/anschlussnutzer')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAbortError(error)).toBe(false);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    expect(onReachability.mock.calls).toEqual([[false]]);
    // No answer means no verdict on the session: nobody is logged out, nothing is extended.
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(extend).not.toHaveBeenCalled();
  });

  it('also for calls outside unwrap, e.g. downloads', async () => {
    failWith(new TypeError('NetworkError when attempting to fetch resource.'));
    const { client } = setup();
    await expect(client.GET('/dokument/alle')).rejects.toBeInstanceOf(NetworkError);
  });

  it('reports the backend reachable again with the next answer, an error status included', async () => {
    failWith(new TypeError('Failed to fetch'));
    const { client, onReachability } = setup();
    await client.GET('/anschlussnutzer').catch(() => undefined);
    respondWith(() => json({ message: 'kaputt' }, { status: 503 }));
    const error = await unwrap(client, client.GET('/anschlussnutzer')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, body: TECHNICAL });
    expect(onReachability.mock.calls).toEqual([[false], [true]]);
  });

  it('keeps a cancelled request an AbortError and reports nothing', async () => {
    respondWith(() => json({}));
    const { client, onReachability } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await client
      .GET('/anschlussnutzer', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
    expect(onReachability).not.toHaveBeenCalled();
  });
});

describe('tolerant reader: shapes a real backend may send', () => {
  const text = (body: string, status = 200) =>
    new Response(body, { status, headers: { 'content-type': 'text/plain' } });

  it.each([
    { fall: '404', antwort: () => json({ message: 'nicht gefunden' }, { status: 404 }) },
    { fall: 'an empty 200', antwort: () => new Response('', { status: 200 }) },
    { fall: 'null', antwort: () => json(null) },
    { fall: '204', antwort: () => new Response(null, { status: 204 }) },
  ])('"current …" calls: $fall means there is none', async ({ antwort }) => {
    respondWith(antwort);
    const { client } = setup();
    await expect(
      unwrap(client, client.GET('/anschlussnutzer/aktuelleRechnungsadresse')),
    ).resolves.toBeUndefined();
    await expect(
      unwrap(client, client.GET('/{vertrag}/aktueller_tarif', { params: { path: { vertrag: '3000101' } } })),
    ).resolves.toBeUndefined();
  });

  it.each([
    { fall: 'an HTML page with 200', antwort: () => text('<!doctype html><html></html>') },
    { fall: 'a bare "OK"', antwort: () => text('OK') },
    { fall: 'an empty 200', antwort: () => new Response('', { status: 200 }) },
    { fall: 'a list where an object belongs', antwort: () => json(['3000101']) },
  ])(
    'an answer that cannot be read at all ($fall) is a technical error, never a shape',
    async ({ antwort }) => {
      // Logged once per call and field for the whole session, so only the first case would see the warning.
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      respondWith(antwort);
      const { client } = setup();
      await expect(
        unwrap(client, client.GET('/{vertrag}', { params: { path: { vertrag: '3000101' } } })),
      ).rejects.toMatchObject({ status: 502 });
    },
  );

  it('a 404 elsewhere stays an error', async () => {
    respondWith(() => json({ message: 'unbekannt' }, { status: 404 }));
    const { client } = setup();
    await expect(
      unwrap(client, client.GET('/{vertrag}', { params: { path: { vertrag: '3000101' } } })),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('lists: { data: [...] } is read as the list; history, price series, tariff history: a bare list in its envelope', async () => {
    const eintrag = { von: '2026-06-01T00:00:00+02:00', bis: '2026-06-01T01:00:00+02:00', verbrauch: 0.4 };
    respondWith(() => json({ data: [{ id: 'a' }] }));
    const { client } = setup();
    expect(await unwrap(client, client.GET('/anschlussnutzer/rechnungsadressen'))).toMatchObject([
      { id: 'a' },
    ]);
    respondWith(() => json([eintrag]));
    const historie = await unwrap(
      client,
      client.GET('/{vertrag}/historie', {
        params: { path: { vertrag: '3000101' }, query: { von: eintrag.von, bis: eintrag.bis } },
      }),
    );
    expect(historie).toMatchObject({ data: [eintrag] });
    respondWith(() => json([{ von: eintrag.von, preis: '0,2512' }]));
    const preise = await unwrap(
      client,
      client.GET('/preiszeitreihe', { params: { query: { von: eintrag.von, bis: eintrag.bis } } }),
    );
    expect(preise).toEqual({ preise: [{ von: eintrag.von, preis: 0.2512 }] });
    respondWith(() => json([]));
    const tarife = await unwrap(
      client,
      client.GET('/{vertrag}/tarifhistorie', { params: { path: { vertrag: '3000101' } } }),
    );
    expect(tarife).toEqual({ historie: [] });
  });

  it.each([
    { fall: '"OK" as text', antwort: () => text('OK') },
    { fall: 'an empty 200', antwort: () => new Response('', { status: 200 }) },
    { fall: '202 with text', antwort: () => text('angenommen', 202) },
  ])('writes: any 2xx is a success, also $fall', async ({ antwort }) => {
    respondWith(antwort);
    const { client } = setup();
    const { response, error } = await client.POST('/{vertrag}/kuendigen', {
      params: { path: { vertrag: '3000101' } },
      body: { grund: 'AUSZUG', datum: '2026-12-31' },
    });
    expect(response.ok).toBe(true);
    expect(error).toBeUndefined();
  });

  it('keeps the ttl header of a rewritten answer', async () => {
    respondWith(() => new Response('OK', { status: 200, headers: { ttl: '1800' } }));
    const { client, extend } = setup();
    await client.POST('/anschlussnutzer/kontaktanfrage', {
      body: { betreff: 'Sonstiges', text: 'Hallo Welt' },
    });
    expect(extend).toHaveBeenCalledWith(1800);
  });

  it.each([
    { body: 'Text vom Server', erwartet: 'Text vom Server' },
    { body: { message: 'Nachricht' }, erwartet: 'Nachricht' },
    { body: { meldung: 'Meldung' }, erwartet: 'Meldung' },
    { body: { fehler: 'Fehler' }, erwartet: 'Fehler' },
    { body: { hinweis: 'nur ein Hinweis' }, erwartet: undefined },
  ])('error bodies: the server message of $body', ({ body, erwartet }) => {
    expect(new ApiError(400, body).serverMessage).toBe(erwartet);
  });
});
