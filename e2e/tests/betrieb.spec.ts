import { texts } from '@ekp/portal-core/texts';

import { anmelden } from '../support/betrieb.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

/**
 * What the production web server promises (deploy/nginx, docs/betrieb.md), checked on the served build: the strict
 * CSP and the other security headers on every answer, caching that cannot strand a client after a deploy,
 * compression, the SPA fallback for deep links, nothing hidden served, and the accessibility statement for everyone.
 */

const STRIKTE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
];

test('every answer carries the strict CSP and security headers; index.html is revalidated, assets cached for good', async ({
  page,
  request,
}) => {
  const dokument = await page.goto('/anmelden');
  const kopf = (await dokument?.allHeaders()) ?? {};
  for (const regel of STRIKTE_CSP) expect(kopf['content-security-policy']).toContain(regel);
  expect(kopf['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(kopf['x-content-type-options']).toBe('nosniff');
  expect(kopf['x-frame-options']).toBe('DENY');
  expect(kopf['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(kopf['cache-control']).toBe('no-cache');
  expect(kopf.server).toBe('nginx');

  const skript = await page.locator('script[type=module]').first().getAttribute('src');
  expect(skript).toMatch(/^\/assets\/.+\.js$/);
  const asset = await request.get(skript ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(['br', 'gzip']).toContain(asset.headers()['content-encoding']);

  const api = await request.get('/api/anschlussnutzer');
  expect(api.status()).toBe(401);
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
});

test('a deep link is answered by the app; hidden build files are not served', async ({ page, request }) => {
  const tief = await request.get('/vertrag/3000101/detail');
  expect(tief.status()).toBe(200);
  expect(tief.headers()['content-type']).toContain('text/html');

  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  expect((await request.get('/assets/gibt-es-nicht.js')).status()).toBe(404);

  // Signed out, the deep link ends at sign-in with the way back in the query.
  await page.goto('/vertrag/3000101/detail');
  await expect(page).toHaveURL(/\/anmelden\?weiter=%2Fvertrag%2F3000101%2Fdetail$/);
});

test('the accessibility statement is reachable signed out and signed in, without axe violations', async ({
  page,
  brand,
}) => {
  await page.goto('/barrierefreiheit');
  await expect(
    page.getByRole('heading', { level: 1, name: texts.navigation.barrierefreiheit }),
  ).toBeVisible();
  await expect(page.getByText(texts.barrierefreiheit.stand)).toBeVisible();
  const kontakt = (brand.config as { barrierefreiheit?: { email: string } }).barrierefreiheit;
  if (kontakt) {
    await expect(page.getByRole('link', { name: kontakt.email })).toHaveAttribute(
      'href',
      `mailto:${kontakt.email}`,
    );
  } else {
    await expect(
      page.getByText(texts.barrierefreiheit.feedbackOhneKontakt(brand.config.mandant)),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await anmelden(page, brand);
  await page.goto('/barrierefreiheit');
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.navigation.barrierefreiheit }),
  ).toBeVisible();
});
