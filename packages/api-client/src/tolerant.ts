import type { Middleware } from 'openapi-fetch';

import { lies, ohneInhalt } from './antwort.ts';

/**
 * The tolerant reader (issue 13): answers a real backend may plausibly send in another form than the contract are
 * turned into the contract's form before anything else reads them (docs/spec-und-vertrag.md). Here only what the
 * sign-in route needs: any 2xx of a write is a success. Every GET is handed to lesen.ts, which loads with the first
 * read after sign-in, so its path tables and the schema library stay off the sign-in route's byte budget.
 */

export function tolerantMiddleware(): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.status === 204) return undefined;
      if (request.method === 'GET') {
        const { leseGet } = await import('./lesen.ts');
        return leseGet(schemaPath, response);
      }
      if (!response.ok) return undefined;
      // Any 2xx is a success on a write call; a body that is not JSON ("OK") carries nothing to read.
      const body = await lies(response);
      return body.leer || !('json' in body) ? ohneInhalt(response) : undefined;
    },
  };
}
