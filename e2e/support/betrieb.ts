import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import type { E2eBrand } from './brands.ts';
import { expect } from './fixtures.ts';

/** Helpers of the operations specs (resilience, cross-origin, error catalogue). */

export const demoPasswort: Record<string, string> = {
  '10000001': 'Demo-Passwort-1!',
  '10000002': 'Demo-Passwort-2!',
};

/** Fills the sign-in form on the current page (the brand's terms checkbox included) and submits it. */
export async function anmeldeformularAbsenden(page: Page, brand: E2eBrand, kundennummer = '10000001') {
  await page.getByLabel(texts.anmeldung.kundennummer).fill(kundennummer);
  await page.getByLabel(texts.anmeldung.passwort, { exact: true }).fill(demoPasswort[kundennummer] ?? '');
  if (brand.config.nutzungsbedingungen) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
}

/** Signs in through the form, as a customer does, and waits for the landing page. */
export async function anmelden(page: Page, brand: E2eBrand, kundennummer = '10000001') {
  await page.goto('/anmelden');
  await anmeldeformularAbsenden(page, brand, kundennummer);
  await expect(page).toHaveURL(/\/$/);
}

export const KONTAKT_NACHRICHT = 'Bitte rufen Sie mich wegen meines Abschlags zurück.';

/** Opens the contact request through the navigation and fills it completely. */
export async function kontaktanfrageAusfuellen(page: Page) {
  await page
    .getByRole('navigation', { name: texts.navigation.hauptnavigation })
    .getByRole('link', { name: texts.navigation.kontaktanfrage })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: texts.kontaktanfrage.titel })).toBeVisible();
  await page.getByRole('radio', { name: 'Sonstiges', exact: true }).click();
  await page.getByLabel(texts.kontaktanfrage.nachricht).fill(KONTAKT_NACHRICHT);
}
