import { texts } from '@ekp/portal-core/texts';

import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { ueberHauptnavigation } from '../support/navigation.ts';

/**
 * SPEC §8 messages that only a broken connection brings up, on the served build: the contract declares no status
 * that would show them, so a dropped request (Playwright routing) triggers them. Listed in docs/fehlermeldungen.md.
 */

test('contract master data that get no answer: the SPEC text, the connection banner and the way back', async ({
  angemeldet: page,
}) => {
  await page.route('**/api/3000101', (route) => route.abort('connectionreset'));

  await page.goto('/vertrag/3000101/detail');
  await expect(page.getByRole('alert').filter({ hasText: texts.vertragDetail.stammdatenFehler })).toHaveText(
    `${texts.allgemein.fehlerPraefix} ${texts.vertragDetail.stammdatenFehler}`,
  );
  await expect(page.getByText(texts.verbindung.nichtErreichbar)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/api/3000101');
  await page.getByRole('link', { name: texts.allgemein.zurueck }).click();
  await expect(page).toHaveURL(/\/vertraege$/);
  await expect(page.getByText(texts.verbindung.nichtErreichbar)).toHaveCount(0);
});

test("a screen whose code cannot be loaded shows 'Something went wrong!' with the error behind Show Error", async ({
  angemeldet: page,
}) => {
  // The documents screen is a chunk of its own; a lost connection (or a deploy that removed it) breaks its load.
  await page.route(/\/assets\/dokumente-page-[^/]+\.js$/, (route) => route.abort('connectionreset'));

  await ueberHauptnavigation(page, texts.navigation.dokumente);
  await expect(page.getByRole('heading', { level: 1, name: texts.router.fehlerAnsicht })).toBeVisible();
  await page.getByRole('button', { name: texts.router.fehlerAnzeigen }).click();
  await expect(page.getByText(/dokumente-page/)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.router.fehlerAusblenden })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
