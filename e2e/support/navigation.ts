import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

/** Follows the link `name` of the main navigation, as a customer does. */
export async function ueberHauptnavigation(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: texts.navigation.hauptnavigation })
    .getByRole('link', { name })
    .click();
}
