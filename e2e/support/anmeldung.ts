import { PROFIL_HEADER } from '@ekp/demo-api';
import { demoPasswort } from '@ekp/demo-api/konten';
import { texts } from '@ekp/portal-core/texts';
import { expect, type Page } from '@playwright/test';

import { demoApiUrl, type E2eBrand } from './brands.ts';

/** Signing in, for every journey: through the form as a customer does, or straight at the demo backend. */

export { demoPasswort };

/** Fills the sign-in form on the current page (the brand's terms checkbox included) and submits it. */
export async function anmeldeformularAbsenden(page: Page, brand: E2eBrand, kundennummer = '10000001') {
  await page.getByLabel(texts.anmeldung.kundennummer).fill(kundennummer);
  await page.getByLabel(texts.anmeldung.passwort, { exact: true }).fill(demoPasswort(kundennummer));
  if (brand.config.nutzungsbedingungen) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
}

/** Signs in through the form and waits for the landing page. */
export async function anmelden(page: Page, brand: E2eBrand, kundennummer = '10000001'): Promise<void> {
  await page.goto('/anmelden');
  await anmeldeformularAbsenden(page, brand, kundennummer);
  await expect(page).toHaveURL(/\/$/);
}

export interface ApiSitzung {
  token: string;
  kundennummer: string;
}

/** A session of its own straight from the demo backend (for comparing what the portal shows or saves). */
export async function apiSitzung(kundennummer = '10000001'): Promise<ApiSitzung> {
  const response = await fetch(`${demoApiUrl}/api/anschlussnutzer/login`, {
    method: 'POST',
    headers: { kundennummer, passwort: demoPasswort(kundennummer) },
  });
  expect(response.ok).toBe(true);
  return { token: response.headers.get('token') ?? '', kundennummer };
}

/** A GET with that session, answered in the contract's own form whatever profile the portal is answered in. */
export function apiGet(pfad: string, sitzung: ApiSitzung): Promise<Response> {
  return fetch(`${demoApiUrl}/api${pfad}`, {
    headers: { token: sitzung.token, kundennummer: sitzung.kundennummer, [PROFIL_HEADER]: 'standard' },
  });
}
