import type { Middleware } from 'openapi-fetch';

/**
 * The first layer of the tolerant reader (issue 13): answers whose *shape* a real backend may plausibly choose
 * differently from the contract are turned into the contract's shape before anything else reads them. SPEC leaves
 * these shapes open; the contract picked one (docs/spec-und-vertrag.md).
 */

/** "The current …" calls: 404, an empty 200 or `null` mean "there is none", like the contract's 204. */
const aktuelleAufrufe = new Set([
  '/anschlussnutzer/aktuelleRechnungsadresse',
  '/anschlussnutzer/aktuelleBankverbindung',
  '/{vertrag}/bankverbindung/aktuelle',
  '/{vertrag}/rechnungsadresse/aktuelle',
  '/{vertrag}/aktueller_tarif',
]);

/** Calls the contract answers with a bare list: `{ data: [...] }` is read as that list. */
const listenAufrufe = new Set([
  '/anschlussnutzer/rechnungsadressen',
  '/anschlussnutzer/bankverbindungen',
  '/{vertrag}/ablesungen',
  '/{vertrag}/bankverbindung/alle',
  '/{vertrag}/rechnungsadresse/alle',
  '/{vertrag}/verbraeuche',
  '/dokument/alle',
  '/dokument/{vertrag}',
]);

/** Calls the contract answers with `{ data: [...] }` (SPEC §3: "response has data (list)"): a bare list is wrapped. */
const datenAufrufe = new Set(['/{vertrag}/historie']);

/** GETs whose values lesen.ts reads field by field (its own list; lesen.test.ts keeps the two equal). */
export const wertAufrufe = new Set([
  '/{vertrag}/aktueller_tarif',
  '/{vertrag}/ablesungen',
  '/{vertrag}/verbraeuche',
  '/{vertrag}/historie',
  '/preiszeitreihe',
  '/anschlussnutzer/aktuelleBankverbindung',
  '/anschlussnutzer/bankverbindungen',
  '/{vertrag}/bankverbindung/aktuelle',
  '/{vertrag}/bankverbindung/alle',
  '/anschlussnutzer/aktuelleRechnungsadresse',
  '/anschlussnutzer/rechnungsadressen',
  '/{vertrag}/rechnungsadresse/aktuelle',
  '/{vertrag}/rechnungsadresse/alle',
]);

function ohneInhalt(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return new Response(null, { status: 204, statusText: 'No Content', headers });
}

function alsJson(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The body as JSON, `undefined` when it is empty, or the text itself when it is not JSON. */
async function lies(
  response: Response,
): Promise<{ leer: true } | { leer: false; json?: unknown; text: string }> {
  const text = (await response.clone().text()).trim();
  if (text === '') return { leer: true };
  try {
    return { leer: false, json: JSON.parse(text) as unknown, text };
  } catch {
    return { leer: false, text };
  }
}

export function tolerantMiddleware(): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.status === 204) return undefined;
      const lesend = request.method === 'GET';
      if (lesend && aktuelleAufrufe.has(schemaPath) && response.status === 404) return ohneInhalt(response);
      if (!response.ok) return undefined;
      if (!lesend) {
        // Any 2xx is a success on a write call; a body that is not JSON ("OK") carries nothing to read.
        const body = await lies(response);
        return body.leer || !('json' in body) ? ohneInhalt(response) : undefined;
      }
      const gelesen =
        aktuelleAufrufe.has(schemaPath) ||
        listenAufrufe.has(schemaPath) ||
        datenAufrufe.has(schemaPath) ||
        wertAufrufe.has(schemaPath);
      if (!gelesen) return undefined;
      const body = await lies(response);
      if (aktuelleAufrufe.has(schemaPath) && (body.leer || ('json' in body && body.json === null))) {
        return ohneInhalt(response);
      }
      if (!('json' in body)) return undefined;
      let { json } = body;
      let geaendert = false;
      if (listenAufrufe.has(schemaPath) && !Array.isArray(json) && istDatenHuelle(json)) {
        json = json.data;
        geaendert = true;
      }
      if (datenAufrufe.has(schemaPath) && Array.isArray(json)) {
        json = { data: json };
        geaendert = true;
      }
      if (wertAufrufe.has(schemaPath)) {
        // Loaded with the first signed-in read: the schema library stays off the sign-in route.
        const { leseAntwort } = await import('./lesen.ts');
        const werte = leseAntwort(schemaPath, json);
        if (werte !== undefined) {
          json = werte;
          geaendert = true;
        }
      }
      return geaendert ? alsJson(response, json) : undefined;
    },
  };
}

function istDatenHuelle(value: unknown): value is { data: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data);
}
