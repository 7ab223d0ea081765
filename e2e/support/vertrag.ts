import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { expect } from './fixtures.ts';

export { anmelden, apiGet, apiSitzung } from './anmeldung.ts';

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
