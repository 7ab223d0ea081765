import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { demoPasswort } from '../support/anmeldung.ts';
import type { E2eBrand } from '../support/brands.ts';
import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

async function signIn(page: Page, brand: E2eBrand, kundennummer: string, passwort: string) {
  await page.goto('/anmelden');
  await page.getByLabel(texts.anmeldung.kundennummer).fill(kundennummer);
  await page.getByLabel(texts.anmeldung.passwort, { exact: true }).fill(passwort);
  if (brand.config.nutzungsbedingungen) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
}

async function requestReset(page: Page, kundennummer: string) {
  await page.goto('/anmelden');
  await page.getByRole('link', { name: texts.anmeldung.passwortVergessen }).click();
  await expect(page).toHaveURL(/\/passwort\/vergessen$/);
  await page.getByLabel(texts.anmeldung.kundennummer).fill(kundennummer);
  await page.getByRole('button', { name: texts.allgemein.senden }).click();
}

test('password recovery: the email link sets a new password, which then signs in', async ({
  page,
  brand,
}) => {
  await requestReset(page, '10000001');
  await expect(page.getByText(texts.passwortVergessen.erfolg)).toBeVisible();
  await expect(page.getByLabel(texts.anmeldung.kundennummer)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const mails = await demoBackend.mailbox();
  expect(mails).toHaveLength(1);
  const link = new URL(mails[0]?.link ?? '');
  expect(link.pathname).toMatch(/\/passwort\/erneuern$/);
  const token = link.searchParams.get('token') ?? '';
  expect(token).not.toBe('');

  // The link's host is the brand's production portal; the same page of this build takes the token.
  await page.goto(`/passwort/erneuern?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: texts.passwortErneuern.titel })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(texts.passwortAendern.neuesPasswort, { exact: true }).fill('Neues-Passwort-7?');
  await page
    .getByLabel(texts.passwortAendern.neuesPasswortWiederholen, { exact: true })
    .fill('Neues-Passwort-7?');
  await page.getByRole('button', { name: texts.allgemein.speichern }).click();
  await expect(page.getByText(texts.passwortErneuern.erfolg)).toBeVisible();
  await expect(page.getByLabel(texts.passwortAendern.neuesPasswort, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: texts.passwortErneuern.zurAnmeldung }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  await signIn(page, brand, '10000001', 'Neues-Passwort-7?');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );
});

test('password recovery: unknown Kundennummer (404)', async ({ page }) => {
  await requestReset(page, '99999999');
  await expect(page.getByRole('alert')).toContainText(texts.passwortVergessen.unbekannt);
  await expect(page.getByLabel(texts.anmeldung.kundennummer)).toHaveValue('99999999');
  expect(await demoBackend.mailbox()).toHaveLength(0);
  await expectNoAxeViolations(page);
});

test('password recovery: a customer without portal access (702)', async ({ page }) => {
  await requestReset(page, '10000004');
  await expect(page.getByRole('alert')).toContainText(texts.gesperrt.keinZugang);
});

test('renewal with an invalid token shows the failure text', async ({ page }) => {
  await page.goto('/passwort/erneuern?token=ungueltig');
  await page.getByLabel(texts.passwortAendern.neuesPasswort, { exact: true }).fill('Neues-Passwort-7?');
  await page
    .getByLabel(texts.passwortAendern.neuesPasswortWiederholen, { exact: true })
    .fill('Neues-Passwort-7?');
  await page.getByRole('button', { name: texts.allgemein.speichern }).click();
  await expect(page.getByRole('alert')).toContainText(texts.passwortErneuern.fehler);
});

test('voluntary change: Abbrechen goes back without signing out; a change keeps the customer signed in', async ({
  page,
  brand,
}) => {
  await signIn(page, brand, '10000001', demoPasswort('10000001'));
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('main').getByRole('link', { name: texts.passwortAendern.titel }).click();
  await expect(page).toHaveURL(/\/passwort\/aendern$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.allgemein.abbrechen }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: texts.navigation.abmelden })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: texts.passwortAendern.titel }).click();
  await page.getByLabel(texts.passwortAendern.altesPasswort, { exact: true }).fill(demoPasswort('10000001'));
  await page.getByLabel(texts.passwortAendern.neuesPasswort, { exact: true }).fill('Neues-Passwort-7?');
  await page
    .getByLabel(texts.passwortAendern.neuesPasswortWiederholen, { exact: true })
    .fill('Neues-Passwort-7?');
  await page.getByRole('button', { name: texts.passwortAendern.titel }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(texts.passwortErneuern.erfolg)).toBeVisible();
  // The new token works: the greeting needs an authenticated call.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );
});
