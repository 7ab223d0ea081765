// MSW transport for Storybook and component tests: Fetch Request → core request, core result → HttpResponse.
// Statuses 700 and 702 cannot be represented by a Fetch Response (RangeError outside 200–599). They are not faked:
// such a result becomes a 500 that says so, and the 700/702 flows are tested against the Node server
// (`@ekp/demo-api/node-server`). Browser-safe: no Node built-ins; pass a contract validator created from a
// parsed spec (createContractValidator) to createDemoBackend if requests should be validated.
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { parse as parseYaml } from 'yaml';

import type { DemoBackend, DemoBackendOptions } from '../backend.ts';
import { createDemoBackend } from '../backend.ts';
import { createContractValidator } from '../contract/validation.ts';
import { handleControl } from '../control.ts';
import type { DemoResponse } from '../core-types.ts';
import { serializeBody } from '../core-types.ts';

export interface DemoHandlerOptions {
  /** Base of the contract's paths as the portal calls them: `/api` (default) or absolute (`http://localhost/api`). */
  baseUrl?: string;
  /** Also serve the control endpoints (reset, faults, mailbox, clock) under this base, e.g. `/__demo`. Off by default. */
  controlUrl?: string;
}

export const UNSENDBAR_HEADER = 'x-demo-api-status';

function pathnameOf(base: string): string {
  return new URL(base, 'http://demo.invalid').pathname.replace(/\/$/, '');
}

function headersOf(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

async function rawBodyOf(request: Request): Promise<string | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  return request.text();
}

/** Turns a core result into a Fetch response; 1xx/6xx/7xx results become an explicit 500 (see file comment). */
export function toHttpResponse(result: DemoResponse): Response {
  if (result.status < 200 || result.status > 599) {
    const message =
      `Das Demo-Backend hat Status ${result.status} geliefert. Fetch/MSW können Status außerhalb 200–599 nicht senden; ` +
      'diesen Ablauf gegen den Node-Server (@ekp/demo-api/node-server) testen.';
    console.error(message);
    return HttpResponse.json(
      { message },
      { status: 500, headers: { [UNSENDBAR_HEADER]: String(result.status) } },
    );
  }
  const empty = result.status === 204 || result.status === 205 || result.status === 304;
  const payload = empty ? null : (serializeBody(result) ?? null);
  return new HttpResponse(payload as ConstructorParameters<typeof Response>[0], {
    status: result.status,
    headers: result.headers,
  });
}

export function createDemoHandlers(backend: DemoBackend, options: DemoHandlerOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const basePath = pathnameOf(baseUrl);
  const handlers: HttpHandler[] = [
    http.all(`${baseUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const result = await backend.handle({
        method: request.method,
        path: url.pathname.slice(basePath.length) || '/',
        query: url.searchParams,
        headers: headersOf(request),
        rawBody: await rawBodyOf(request),
        // Everything in one browser is one caller.
        client: 'msw',
      });
      return toHttpResponse(result);
    }),
  ];
  if (options.controlUrl) {
    const controlUrl = options.controlUrl.replace(/\/$/, '');
    const controlPath = pathnameOf(controlUrl);
    handlers.push(
      http.all(`${controlUrl}/*`, async ({ request }) => {
        const url = new URL(request.url);
        const raw = await rawBodyOf(request);
        let body: unknown;
        try {
          body = raw ? (JSON.parse(raw) as unknown) : undefined;
        } catch {
          return HttpResponse.json({ message: 'Kein gültiges JSON.', feld: 'body' }, { status: 400 });
        }
        return toHttpResponse(
          handleControl(backend, request.method, url.pathname.slice(controlPath.length) || '/', body),
        );
      }),
    );
  }
  return handlers;
}

// Browser entry points, so Storybook and component tests need only `@ekp/demo-api/msw` (the package root also
// exports Node-only helpers that read the contract from disk).
export { createContractValidator, createDemoBackend };
export type { DemoBackend, DemoBackendOptions };

/**
 * A backend whose requests are validated against the contract given as YAML text, e.g. in Vite:
 * `import contract from '../../openapi/kundenportal.yaml?raw'` → `createBrowserDemoBackend({ contractYaml: contract })`.
 */
export function createBrowserDemoBackend(
  options: DemoBackendOptions & { contractYaml?: string } = {},
): DemoBackend {
  const { contractYaml, ...rest } = options;
  if (!contractYaml) return createDemoBackend(rest);
  const spec = parseYaml(contractYaml) as Record<string, unknown>;
  return createDemoBackend({ ...rest, validator: createContractValidator(spec).validateRequest });
}
