import { texts } from '@ekp/portal-core/texts';
import type { Locator, Page } from '@playwright/test';

import { apiGet, apiSitzung } from './anmeldung.ts';
import { demoApiUrl } from './brands.ts';
import { expect } from './fixtures.ts';

/** Helpers of the customer data journeys (tests/daten*, kontakt*, rechnungsadresse*, bankverbindung*.spec.ts). */

export { anmelden } from './anmeldung.ts';

/** What the demo backend has stored, read with a session of its own (to prove what was saved, or that nothing was). */
export async function gespeichert<T>(pfad: string, kundennummer = '10000001'): Promise<T> {
  const response = await apiGet(pfad, await apiSitzung(kundennummer));
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** Counts the portal's requests to paths ending in one of `endungen` (e.g. the IBAN check). */
export function zaehleAnfragen(page: Page, ...endungen: string[]) {
  const pfade: string[] = [];
  page.on('request', (request) => {
    const pfad = new URL(request.url()).pathname;
    if (endungen.some((e) => pfad.endsWith(e))) pfade.push(`${request.method()} ${pfad}`);
  });
  return { anzahl: () => pfade.length, pfade: () => [...pfade] };
}

/** Presses Tab until `target` has the focus: proves it is reachable with the keyboard, in document order. */
export async function tabBis(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with ${maxTabs} tabs: ${target.toString()}`);
}

/** A text field of the form, by its exact label. */
export const feld = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The form's Speichern button. */
export const speichern = (page: Page) => page.getByRole('button', { name: texts.allgemein.speichern });

/** Presses a two-step button (beenden, löschen) of `bereich` and answers its question with Ja. */
export async function mitJaBestaetigen(bereich: Locator, aktion: string): Promise<void> {
  await bereich.getByRole('button', { name: aktion }).click();
  await bereich.getByRole('button', { name: texts.allgemein.ja }).click();
}

/** An error as read out: with the visually hidden prefix. */
export const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;

export const deutsch = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A fault of the demo backend; unlike fixtures' demoBackend.fault also a pure delay (no status: slow but correct). */
export async function verzoegern(operationId: string, delayMs: number, times = 1): Promise<void> {
  const response = await fetch(`${demoApiUrl}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId, delayMs, times }),
  });
  expect(response.ok).toBe(true);
}
