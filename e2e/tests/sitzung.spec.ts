import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { demoPasswort } from '../support/anmeldung.ts';
import type { E2eBrand } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';
import { jetztMs } from '../support/uhr.ts';

async function signIn(page: Page, brand: E2eBrand) {
  await page.goto('/anmelden');
  await page.getByLabel(texts.anmeldung.kundennummer).fill('10000001');
  await page.getByLabel(texts.anmeldung.passwort, { exact: true }).fill(demoPasswort('10000001'));
  if (brand.config.nutzungsbedingungen) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );
}

test('an expired session sends the next navigation to sign-in, and signing in returns there', async ({
  page,
  brand,
}) => {
  await signIn(page, brand);
  await page.evaluate(
    (ablaufdatum) => {
      const session = JSON.parse(window.localStorage.getItem('ekp-token') ?? '{}') as Record<string, string>;
      window.localStorage.setItem('ekp-token', JSON.stringify({ ...session, ablaufdatum }));
    },
    new Date(jetztMs() - 60_000).toISOString(),
  );

  await page.goto('/passwort/aendern');
  await expect(page).toHaveURL(/\/anmelden\?weiter=%2Fpasswort%2Faendern$/);
  await expect(page.getByRole('navigation', { name: texts.navigation.hauptnavigation })).toHaveCount(0);

  await page.getByLabel(texts.anmeldung.kundennummer).fill('10000001');
  await page.getByLabel(texts.anmeldung.passwort, { exact: true }).fill(demoPasswort('10000001'));
  if (brand.config.nutzungsbedingungen) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
  await expect(page).toHaveURL(/\/passwort\/aendern$/);
});

test.describe('with the clock running', () => {
  test.use({ uhrLaeuft: true });

  test('an expired session also ends the portal without a reload, on the next click', async ({
    page,
    brand,
  }) => {
    await signIn(page, brand);
    // Longer than any session lifetime the backend hands out (demo: 30 minutes).
    await page.clock.fastForward('02:00:00');
    await page.getByRole('main').getByRole('link', { name: texts.passwortAendern.titel }).click();
    await expect(page).toHaveURL(/\/anmelden\?weiter=%2Fpasswort%2Faendern$/);
  });
});

test('signing out in one tab signs out the other', async ({ page, brand, context }) => {
  await signIn(page, brand);
  const zweiterTab = await context.newPage();
  await zweiterTab.goto('/');
  await expect(zweiterTab.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );

  await page.getByRole('button', { name: texts.navigation.abmelden }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  await expect(zweiterTab).toHaveURL(/\/anmelden$/);
  await expect(zweiterTab.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
});

test('signing in in one tab is seen by the other on its next navigation', async ({
  page,
  brand,
  context,
}) => {
  const zweiterTab = await context.newPage();
  await zweiterTab.goto('/anmelden');
  await signIn(page, brand);
  // The other tab, still on the login page, follows the new session and leaves it for the start page.
  await expect(zweiterTab).toHaveURL(/\/$/);
});
