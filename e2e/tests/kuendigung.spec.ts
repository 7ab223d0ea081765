import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { anmelden, datum, fruehestesDatumDerSeite } from '../support/vertrag.ts';

const k = texts.kuendigung;
const v = texts.vertraege;

const karte = (page: Page, id: string) =>
  page.getByRole('article', { name: texts.vertragDetail.titel(id), exact: true });
const datumFeld = (page: Page) => page.getByLabel(k.datum, { exact: true });
const absenden = (page: Page) => page.getByRole('button', { name: v.vertragKuendigen });

async function zumFormular(page: Page, id: string) {
  await page.goto('/vertraege');
  await karte(page, id).getByRole('link', { name: v.vertragKuendigen }).click();
  await expect(page).toHaveURL(new RegExp(`/vertrag/${id}/kuendigen$`));
  await expect(page.getByRole('heading', { level: 1, name: k.titel(id) })).toBeVisible();
}

test('cancels an active contract: errors first, no date before the earliest, then the SUCCESS notice', async ({
  angemeldet: page,
}) => {
  await zumFormular(page, '3000103');
  await expect(page.getByRole('note')).toContainText('06.06.2025');
  const fruehestes = await fruehestesDatumDerSeite(page);
  await expectNoAxeViolations(page);

  // Nothing chosen: the summary names both fields and takes the focus.
  await absenden(page).click();
  const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
  // The focus is on the box around the alert (GOV.UK Frontend 4.4).
  await expect(summary.locator('..')).toBeFocused();
  await expect(summary.getByRole('link', { name: k.grundFehlt })).toBeVisible();
  await expect(summary.getByRole('link', { name: k.datumFehlt })).toBeVisible();
  await expectNoAxeViolations(page);

  // The calendar offers no day before the earliest one.
  await page.getByRole('button', { name: 'Kalender öffnen' }).click();
  const kalender = page.getByRole('dialog');
  await expect(kalender.locator(`[data-day="${fruehestes}"]`)).toBeEnabled();
  if (fruehestes.endsWith('-01')) {
    await expect(kalender.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
  } else {
    await expect(kalender.locator(`[data-day="${datum.plusTage(fruehestes, -1)}"]`)).toBeDisabled();
  }
  await page.keyboard.press('Escape');

  // A typed day before it is refused.
  await page.getByRole('radio', { name: k.gruende.AUSZUG }).check();
  await datumFeld(page).fill(datum.deutsch(datum.plusTage(fruehestes, -1)));
  await absenden(page).click();
  await expect(
    summary.getByRole('link', { name: texts.validierung.datumZuFrueh(datum.deutsch(fruehestes)) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/vertrag\/3000103\/kuendigen$/);

  // The earliest day, picked in the calendar, goes through.
  await page.getByRole('button', { name: 'Kalender öffnen' }).click();
  await page.getByRole('dialog').locator(`[data-day="${fruehestes}"]`).click();
  await expect(datumFeld(page)).toHaveValue(datum.deutsch(fruehestes));
  await page.getByLabel(k.text).fill('Ich ziehe nach Hamburg.');
  await absenden(page).click();

  await expect(page).toHaveURL(/\/vertraege$/);
  await expect(page.getByRole('status').filter({ hasText: v.kuendigungVeranlasst('3000103') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: v.gruppen.gekuendigt, exact: true })
      .getByRole('article', { name: texts.vertragDetail.titel('3000103') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: v.vertragKuendigen })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed cancellation (fault injected) shows the ERROR notice and keeps the button', async ({
  page,
  brand,
}) => {
  await demoBackend.fault({ operationId: 'vertragKuendigen', status: 500 });
  await anmelden(page, brand);
  await zumFormular(page, '3000101');
  const fruehestes = await fruehestesDatumDerSeite(page);
  await page.getByRole('radio', { name: k.gruende.ANBIETERWECHSEL }).check();
  await datumFeld(page).fill(datum.deutsch(fruehestes));
  await absenden(page).click();

  await expect(page).toHaveURL(/\/vertraege$/);
  await expect(page.getByRole('alert')).toContainText(v.kuendigungFehlgeschlagen('3000101'));
  await expect(karte(page, '3000101').getByRole('link', { name: v.vertragKuendigen })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with the holiday service down the customer can still give notice', async ({ page, brand }) => {
  await demoBackend.fault({ operationId: 'getFeiertage', status: 503, times: -1 });
  await anmelden(page, brand);
  const warnungen: string[] = [];
  page.on('console', (meldung) => {
    if (meldung.type() === 'warning') warnungen.push(meldung.text());
  });
  await zumFormular(page, '3000102');
  const fruehestes = await fruehestesDatumDerSeite(page);
  expect(warnungen.some((w) => w.includes('Feiertag'))).toBe(true);

  await page.getByRole('radio', { name: k.gruende.SONDERKUENDIGUNG }).check();
  await datumFeld(page).fill(datum.deutsch(fruehestes));
  await absenden(page).click();
  await expect(page.getByRole('status').filter({ hasText: v.kuendigungVeranlasst('3000102') })).toBeVisible();
});

test('a contract that is not active offers no cancellation form', async ({ angemeldet: page }) => {
  await page.goto('/vertrag/3000105/kuendigen');
  await expect(page.getByText(k.nichtKuendbar)).toBeVisible();
  await expect(absenden(page)).toHaveCount(0);
});
