import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { expect } from './fixtures.ts';

/** Helpers of the operations specs (resilience, cross-origin, error catalogue). */

export { anmelden, anmeldeformularAbsenden } from './anmeldung.ts';

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
