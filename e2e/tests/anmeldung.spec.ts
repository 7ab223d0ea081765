import { texts } from '@ekp/portal-core/texts';

import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

test('10000001 signs in and is greeted by name, then signs out', async ({ page, brand }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/anmelden$/);
  await expectNoAxeViolations(page);

  await page.getByLabel(texts.anmeldung.kundennummer).fill('10000001');
  await page.getByLabel(texts.anmeldung.passwort, { exact: true }).fill('Demo-Passwort-1!');
  if (brand.config.nutzungsbedingungen) {
    await expect(page.getByRole('button', { name: texts.anmeldung.anmelden })).toBeDisabled();
    await page.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dr. Max Mustermann');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: texts.navigation.abmelden }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/anmelden$/);
});
