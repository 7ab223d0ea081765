// Raw HTTP with node:http(s): a supplier's backend may answer 700 or 702 (SPEC §8), which fetch cannot represent.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RoheAntwort {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface Anfrage {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  /** Milliseconds until the call counts as not reached (default 15 s). */
  timeoutMs?: number;
}

export function sende(url: URL, anfrage: Anfrage): Promise<RoheAntwort> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: anfrage.method,
        headers: {
          accept: 'application/json, text/plain, */*',
          ...(anfrage.body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(anfrage.body) }),
          ...anfrage.headers,
        },
        timeout: anfrage.timeoutMs ?? 15_000,
      },
      (res) => {
        const teile: Buffer[] = [];
        res.on('data', (teil: Buffer) => teile.push(teil));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, wert] of Object.entries(res.headers))
            if (wert !== undefined) headers[name] = Array.isArray(wert) ? wert.join(', ') : wert;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(teile) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('keine Antwort in der Wartezeit')));
    req.on('error', reject);
    req.end(anfrage.body);
  });
}

/** The answer as a Fetch Response (for the portal's reader); only for statuses fetch can represent. */
export function alsResponse(antwort: RoheAntwort): Response | null {
  if (antwort.status < 200 || antwort.status > 599) return null;
  const leer = antwort.status === 204 || antwort.status === 304;
  return new Response(leer ? null : new Uint8Array(antwort.body), {
    status: antwort.status,
    headers: antwort.headers,
  });
}

/** The body as JSON, or as text when it is not JSON, or undefined when it is empty. */
export function inhalt(antwort: RoheAntwort): unknown {
  const text = antwort.body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
