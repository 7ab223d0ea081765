import { texts } from '@ekp/portal-core/texts';

import { anmeldeformularAbsenden } from '../support/betrieb.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { ueberHauptnavigation } from '../support/navigation.ts';

/**
 * A brand under a sub-path (baseUrlRouting /kundenportal/), generated from the app template and served by the
 * nginx for all brands next to the shipped ones: assets, router, the way back after sign-in and nginx all stay
 * under the sub-path (docs/neuer-mandant.md, docs/betrieb.md).
 */

test.beforeEach(({ brand }) => {
  expect(brand.basis).toBe('/kundenportal/');
});

test('the host’s root leads to sign-in under the sub-path; signed in, every page stays there, also on reload', async ({
  page,
  brand,
}) => {
  const assets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/assets/')) assets.push(pathname);
  });

  await page.goto('/');
  await expect(page).toHaveURL(/\/kundenportal\/anmelden$/);
  await expect(page).toHaveTitle(new RegExp(brand.config.mandant));
  await expect(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((pfad) => !pfad.startsWith('/kundenportal/assets/'))).toEqual([]);
  await expectNoAxeViolations(page);

  await anmeldeformularAbsenden(page, brand);
  await expect(page).toHaveURL(/\/kundenportal\/$/);
  await ueberHauptnavigation(page, texts.navigation.vertraege);
  await expect(page).toHaveURL(/\/kundenportal\/vertraege$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.navigation.vertraege })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: texts.navigation.vertraege })).toBeVisible();
  await expect(page).toHaveURL(/\/kundenportal\/vertraege$/);
});

test('a deep link signed out comes back to its page after sign-in, below the sub-path', async ({
  page,
  brand,
}) => {
  await page.goto('/kundenportal/vertrag/3000101/detail');
  await expect(page).toHaveURL(/\/kundenportal\/anmelden\?weiter=%2Fvertrag%2F3000101%2Fdetail$/);
  await anmeldeformularAbsenden(page, brand);
  await expect(page).toHaveURL(/\/kundenportal\/vertrag\/3000101\/detail$/);
});

test('signing out ends at sign-in under the sub-path; the API stays at the host’s /api', async ({
  page,
  brand,
}) => {
  const api: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'fetch') api.push(pathname);
  });
  await page.goto('/kundenportal/anmelden');
  await anmeldeformularAbsenden(page, brand);
  await expect(page).toHaveURL(/\/kundenportal\/$/);
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((pfad) => !pfad.startsWith('/api/'))).toEqual([]);

  await page.getByRole('button', { name: texts.navigation.abmelden }).click();
  await expect(page).toHaveURL(/\/kundenportal\/anmelden$/);
});
