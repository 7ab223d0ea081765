import { expect } from 'vitest';
import { page, type Locator } from 'vitest/browser';

import { texts } from '../texts.ts';

/** The error summary's alert: its title and the links to the fields. */
export const fehlerZusammenfassung = (): Locator =>
  page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });

/** Each message stands as a link in the error summary; returns the summary for further checks. */
export async function erwarteInZusammenfassung(meldungen: readonly string[]): Promise<Locator> {
  const zusammenfassung = fehlerZusammenfassung();
  for (const meldung of meldungen)
    await expect.element(zusammenfassung.getByRole('link', { name: meldung })).toBeVisible();
  return zusammenfassung;
}

/**
 * The focus is on the box around the summary's alert, where ErrorSummary puts it after a failed submit (GOV.UK
 * Frontend 4.4: focused and role="alert" on one element would be announced twice).
 */
export async function erwarteFokusAufZusammenfassung() {
  await expect.element(fehlerZusammenfassung()).toBeVisible();
  await expect
    .poll(() => document.activeElement === fehlerZusammenfassung().element().parentElement)
    .toBe(true);
}

/** The focus is on the box around a message (MeldungMitFokus), for the same reason as around the summary. */
export async function erwarteFokusAufMeldung(meldung: Locator) {
  await expect.element(meldung).toBeVisible();
  await expect.poll(() => document.activeElement === meldung.element().parentElement).toBe(true);
}
