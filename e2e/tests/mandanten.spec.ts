import type { APIRequestContext } from '@playwright/test';

import { beispielBrand, brands } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The nginx for all brands over the real builds: each brand's host gets that brand's portal and its own CSP, an
 * unknown host gets nothing. Runs in the project of the brand whose journeys go through this nginx.
 */

const behindMandantenNginx = [...brands, ...(beispielBrand ? [beispielBrand] : [])];

test.beforeEach(({ brand }) => {
  test.skip(brand.host === undefined, 'only where the journeys run behind the nginx for all brands');
});

/** A request to this nginx as a browser on `host` would send it (the request fixture goes to 127.0.0.1). */
async function answer(request: APIRequestContext, host: string, path: string) {
  const response = await request.get(path, { headers: { host }, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), text: await response.text() };
}

test('each brand’s host (the shipped ones and the generated one) gets its own build and assets', async ({
  request,
}) => {
  for (const other of behindMandantenNginx) {
    const host = new URL(other.config.baseUrl).hostname;
    const index = await answer(request, host, other.basis);
    expect(index.status).toBe(200);
    expect(index.text).toContain(`<title>${other.config.mandant}</title>`);
    // The root is the start page written at build time: its starter names the entry (data-eingang).
    const entry = /(?:src|data-eingang)="([^"]+\/assets\/index-[^"]+\.js)"/.exec(index.text)?.[1] ?? '';
    expect((await answer(request, host, entry)).status).toBe(200);
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
  }
});

test('an unknown host gets 404 and none of the brands', async ({ request }) => {
  for (const path of ['/', '/anmelden', '/api/anschlussnutzer']) {
    const unknown = await answer(request, 'unbekannt.example', path);
    expect(unknown.status).toBe(404);
    for (const other of behindMandantenNginx) expect(unknown.text).not.toContain(other.config.mandant);
  }
});
