import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { PROFIL_HEADER } from '@ekp/demo-api';
import { demoApiUrl, type E2eBrand } from './brands.ts';
import { expect } from './fixtures.ts';

export const demoPasswoerter: Record<string, string> = {
  '10000001': 'Demo-Passwort-1!',
  '10000002': 'Demo-Passwort-2!',
};

/** Signs in through the form, as a customer does, and waits for the landing page. */
export async function anmelden(page: Page, brand: E2eBrand, kundennummer = '10000001') {
  await page.goto('/anmelden');
  await page.getByLabel(texts.anmeldung.kundennummer).fill(kundennummer);
  await page.getByLabel(texts.anmeldung.passwort, { exact: true }).fill(demoPasswoerter[kundennummer] ?? '');
  if (brand.config.nutzungsbedingungen) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A session of its own straight from the demo backend (for comparing what the portal shows or saves). */
export async function apiSitzung(
  kundennummer = '10000001',
): Promise<{ token: string; kundennummer: string }> {
  const response = await fetch(`${demoApiUrl}/api/anschlussnutzer/login`, {
    method: 'POST',
    headers: { kundennummer, passwort: demoPasswoerter[kundennummer] ?? '' },
  });
  expect(response.ok).toBe(true);
  return { token: response.headers.get('token') ?? '', kundennummer };
}

export async function apiGet(
  pfad: string,
  sitzung: { token: string; kundennummer: string },
): Promise<Response> {
  return fetch(`${demoApiUrl}/api${pfad}`, {
    headers: { token: sitzung.token, kundennummer: sitzung.kundennummer, [PROFIL_HEADER]: 'standard' },
  });
}

/** 'YYYY-MM-DD' → 'dd.mm.yyyy' and back, plus day arithmetic on calendar dates (no time zone involved). */
export const datum = {
  deutsch: (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`,
  iso: (deutsch: string) => `${deutsch.slice(6, 10)}-${deutsch.slice(3, 5)}-${deutsch.slice(0, 2)}`,
  plusTage(iso: string, tage: number): string {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + tage);
    return d.toISOString().slice(0, 10);
  },
};

/** Reads the earliest cancellation date the form announces in its hint ('Frühestmöglicher Termin: 24.11.2026'). */
export async function fruehestesDatumDerSeite(page: Page): Promise<string> {
  const praefix = texts.kuendigung.fruehestesDatum('');
  const hinweis = page.getByText(praefix);
  await expect(hinweis).toBeVisible();
  const text = (await hinweis.textContent()) ?? '';
  const treffer = /(\d{2}\.\d{2}\.\d{4})/.exec(text);
  expect(treffer).not.toBeNull();
  return datum.iso(treffer?.[1] ?? '');
}
