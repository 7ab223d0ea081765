import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { anmelden } from '../support/betrieb.ts';
import { expect, test } from '../support/fixtures.ts';
import { jetztMs } from '../support/uhr.ts';
import { ueberHauptnavigation } from '../support/navigation.ts';

/**
 * The build of scripts/build-cross-origin.mjs calls the backend on another origin (project `cross-origin`). Signing
 * in needs the `token` header and every answer's `ttl` header: both are readable only if the backend exposes them
 * (CORS), and the calls happen only if the CSP's connect-src names the API origin. The fixture fails on any CSP
 * violation.
 */

async function gespeicherteSitzung(page: Page): Promise<{ token: string; ablaufdatum: string }> {
  return page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('ekp-token') ?? 'null') as {
        token: string;
        ablaufdatum: string;
      },
  );
}

test('signs in and keeps the session alive against an API on another origin', async ({
  page,
  brand,
}, testInfo) => {
  const apiOrigin = testInfo.project.metadata.apiOrigin as string;
  const portalOrigin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const apiAufrufe: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiAufrufe.push(origin);
  });

  const dokument = await page.goto('/anmelden');
  const csp = (await dokument?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`connect-src 'self' ${apiOrigin}(;| )`));

  // Reaching the landing page means the exposed `token` and `ttl` headers of the login answer were readable.
  await anmelden(page, brand);
  const nachAnmeldung = await gespeicherteSitzung(page);
  expect(nachAnmeldung.token).not.toBe('');
  expect(apiAufrufe.length).toBeGreaterThan(0);
  expect(new Set(apiAufrufe)).toEqual(new Set([apiOrigin]));
  expect(apiAufrufe).not.toContain(portalOrigin);

  // Pull the expiry close; the next answer's ttl must push it out again.
  const bald = new Date(jetztMs() + 60_000).toISOString();
  await page.evaluate((ablaufdatum) => {
    const sitzung = JSON.parse(window.localStorage.getItem('ekp-token') ?? '{}') as Record<string, string>;
    window.localStorage.setItem('ekp-token', JSON.stringify({ ...sitzung, ablaufdatum }));
  }, bald);
  const antwort = page.waitForResponse((response) => response.url().startsWith(`${apiOrigin}/api/dokument`));
  await ueberHauptnavigation(page, texts.navigation.dokumente);
  const ttl = Number((await antwort).headers().ttl);
  expect(ttl).toBeGreaterThan(60);
  await expect(page.getByRole('heading', { level: 1, name: texts.navigation.dokumente })).toBeVisible();

  await expect
    .poll(async () => Date.parse((await gespeicherteSitzung(page)).ablaufdatum))
    .toBeGreaterThan(Date.parse(bald));
  const verlaengert = Date.parse((await gespeicherteSitzung(page)).ablaufdatum);
  // now + ttl: the browser's Date stands at the pinned moment.
  expect(Math.abs(verlaengert - (jetztMs() + ttl * 1000))).toBeLessThan(15_000);
});
