// Node HTTP transport: serves the contract under /api and the control endpoints under /__demo. Writes any status
// code, including 700 and 702, which a Fetch `Response` cannot represent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { DemoBackend } from '../backend.ts';
import { createDemoBackend } from '../backend.ts';
import { contractValidator, validateResponse } from '../contract/load-spec.ts';
import { handleControl } from '../control.ts';
import type { DemoResponse } from '../core-types.ts';
import { matchRoute } from '../routes.ts';
import { serializeBody } from '../core-types.ts';

export interface DemoServerOptions {
  port: number;
  /** Interface to bind; default: all interfaces (IPv4 and IPv6), so `localhost` works either way. */
  host?: string;
  /** Backend to serve; default: a new one with contract validation and a 5 s reading processing delay. */
  backend?: DemoBackend;
  /** Base path of the contract (default `/api`). */
  basePath?: string;
  /** Log each request to stdout. */
  log?: boolean;
  /**
   * Check every response against the contract and collect violations (GET /__demo/vertragsverletzungen), so the
   * test suites prove that the contract, the client types and the demo backend have not drifted apart.
   * Responses shaped by an injected fault are not checked: a fault may deliberately break the contract.
   */
  checkResponses?: boolean;
}

export interface DemoServer {
  url: string;
  backend: DemoBackend;
  /** Contract violations seen so far (only with `checkResponses`). */
  contractViolations: string[];
  close(): Promise<void>;
}

const REASONS: Record<number, string> = {
  700: 'Passwortaenderung erforderlich',
  702: 'Kein Zugang zum Kundenportal',
};

export const CORS_ALLOW_HEADERS = [
  'token',
  'kundennummer',
  'passwort',
  'basisUrl',
  'neuesPasswort',
  'content-type',
];
// retry-after is not CORS-safelisted: the cancellation button's 429 tells the portal how long to wait.
export const CORS_EXPOSE_HEADERS = ['ttl', 'token', 'content-disposition', 'retry-after'];

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': CORS_ALLOW_HEADERS.join(', '),
    'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(', '),
    'access-control-max-age': '600',
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, response: DemoResponse, extraHeaders: Record<string, string>): void {
  const payload = serializeBody(response);
  const headers: Record<string, string | number> = { ...extraHeaders, ...response.headers };
  if (payload !== undefined)
    headers['content-length'] = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  res.writeHead(response.status, REASONS[response.status] ?? undefined, headers);
  res.end(payload);
}

function headerRecord(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const backend = options.backend ?? createDemoBackend({ validator: contractValidator().validateRequest });
  const basePath = (options.basePath ?? '/api').replace(/\/$/, '');
  const contractViolations: string[] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const cors = corsHeaders(req);
    const started = Date.now();
    const finish = (response: DemoResponse) => {
      send(res, response, cors);
      if (options.log)
        console.log(
          `${method} ${url.pathname}${url.search} → ${response.status} (${Date.now() - started} ms)`,
        );
    };
    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    readBody(req)
      .then(async (rawBody) => {
        if (url.pathname === '/__demo' || url.pathname.startsWith('/__demo/')) {
          let body: unknown;
          try {
            body = rawBody.trim() === '' ? undefined : (JSON.parse(rawBody) as unknown);
          } catch {
            finish({
              status: 400,
              headers: { 'content-type': 'application/json; charset=utf-8' },
              body: { message: 'Kein gültiges JSON.', feld: 'body' },
            });
            return;
          }
          if (url.pathname === '/__demo/vertragsverletzungen') {
            finish({
              status: 200,
              headers: { 'content-type': 'application/json; charset=utf-8' },
              body: contractViolations,
            });
            return;
          }
          finish(handleControl(backend, method, url.pathname.slice('/__demo'.length), body));
          return;
        }
        if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
          finish({
            status: 404,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: { message: `Nicht gefunden: ${url.pathname}` },
          });
          return;
        }
        const path = url.pathname.slice(basePath.length) || '/';
        const matched = matchRoute(method, path);
        const operationId = matched.kind === 'match' ? matched.match.route.operationId : undefined;
        const faulted =
          operationId !== undefined &&
          backend.faults
            .list()
            .some((fault) => fault.operationId === operationId || fault.operationId === '*');
        // Checked in the contract's own form: the profiles `spec` and `variant` differ from it on purpose.
        const imVertrag = (response: DemoResponse) => {
          if (!options.checkResponses || !operationId || faulted) return;
          const result = validateResponse(operationId, response.status, response.headers, response.body);
          if (!result.valid)
            contractViolations.push(`${method} ${path} → ${response.status}: ${result.errors.join('; ')}`);
        };
        const response = await backend.handle(
          {
            method,
            path,
            query: url.searchParams,
            headers: headerRecord(req),
            rawBody,
            // The peer, not X-Forwarded-For: a header any caller can set would make the rate limit optional.
            client: req.socket.remoteAddress ?? 'unbekannt',
          },
          imVertrag,
        );
        finish(response);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) {
          finish({
            status: 500,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: { message: 'Interner Fehler im Demo-Backend.' },
          });
        } else res.destroy();
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host =
    options.host && options.host !== '::' && options.host !== '0.0.0.0' ? options.host : 'localhost';
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${address.port}`,
    backend,
    contractViolations,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
