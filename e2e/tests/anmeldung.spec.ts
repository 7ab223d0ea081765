import { texts } from '@ekp/portal-core/texts';
import type { Locator, Page } from '@playwright/test';

import { demoPasswort } from '../support/anmeldung.ts';
import type { E2eBrand } from '../support/brands.ts';
import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

const kundennummerFeld = (page: Page) => page.getByLabel(texts.anmeldung.kundennummer);
const passwortFeld = (page: Page) => page.getByLabel(texts.anmeldung.passwort, { exact: true });
const anmeldenButton = (page: Page) => page.getByRole('button', { name: texts.anmeldung.anmelden });

/** Fills the sign-in form the way the brand needs it (terms checkbox only where configured). */
async function signIn(page: Page, brand: E2eBrand, kundennummer: string, passwort: string) {
  await page.goto('/anmelden');
  await kundennummerFeld(page).fill(kundennummer);
  await passwortFeld(page).fill(passwort);
  if (brand.config.nutzungsbedingungen) {
    await expect(anmeldenButton(page)).toBeDisabled();
    await page.getByRole('checkbox').check();
  }
  await anmeldenButton(page).click();
}

/** Presses Tab until `target` has the focus: proves it is reachable with the keyboard, in document order. */
async function tabTo(page: Page, target: Locator, maxTabs = 40) {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with ${maxTabs} tabs: ${target.toString()}`);
}

function hexToRgb(hex: string): string {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('10000001 signs in and is greeted by name, then signs out', async ({ page, brand }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/anmelden$/);
  await expect(page).toHaveTitle(`${texts.anmeldung.titel} – ${brand.config.mandant}`);
  await expectNoAxeViolations(page);

  await signIn(page, brand, '10000001', demoPasswort('10000001'));

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );
  for (const aktion of [
    texts.startseite.zaehlerstandErfassen,
    texts.datenuebersicht.titel,
    texts.navigation.dokumente,
    texts.navigation.vertraege,
    texts.startseite.kontakt,
    texts.passwortAendern.titel,
  ]) {
    await expect(page.getByRole('main').getByRole('link', { name: aktion, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: texts.navigation.abmelden }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  expect(await page.evaluate(() => window.localStorage.getItem('ekp-token'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/anmelden$/);
});

test('the Firma 10000002 is greeted by its company name', async ({ page, brand }) => {
  await signIn(page, brand, '10000002', demoPasswort('10000002'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Beispiel Energiehandel GmbH'),
  );
});

test('status 700: forced password change, then the landing page', async ({ page, brand }) => {
  await signIn(page, brand, '10000003', demoPasswort('10000003'));
  await expect(page).toHaveURL(/\/aendere\/passwort$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.passwortAendern.titel })).toBeVisible();
  // Change-password state: the other pages are not reachable.
  await page.goto('/vertraege');
  await expect(page).toHaveURL(/\/aendere\/passwort$/);
  await expectNoAxeViolations(page);

  await page.getByLabel(texts.passwortAendern.altesPasswort, { exact: true }).fill(demoPasswort('10000003'));
  await page.getByLabel(texts.passwortAendern.neuesPasswort, { exact: true }).fill('Neues-Passwort-7?');
  await expect(
    page.getByText(texts.passwortAendern.staerkeText(texts.passwortAendern.staerke.stark)),
  ).toBeVisible();
  await page
    .getByLabel(texts.passwortAendern.neuesPasswortWiederholen, { exact: true })
    .fill('Neues-Passwort-7?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.passwortAendern.titel }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Erika Musterfrau'),
  );
  await expect(page.getByText(texts.passwortErneuern.erfolg)).toBeVisible();
});

test('status 700: Abbrechen logs out', async ({ page, brand }) => {
  await signIn(page, brand, '10000003', demoPasswort('10000003'));
  await expect(page).toHaveURL(/\/aendere\/passwort$/);
  await page.getByRole('button', { name: texts.allgemein.abbrechen }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  expect(await page.evaluate(() => window.localStorage.getItem('ekp-token'))).toBeNull();
});

test('status 702: the blocked page, and back to the login', async ({ page, brand }) => {
  await signIn(page, brand, '10000004', 'irgendein-Passwort');
  await expect(page).toHaveURL(/\/portal\/gesperrt$/);
  await expect(page.getByText(texts.gesperrt.keinZugang)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.gesperrt.zurueckZumLogin }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
});

test('a wrong password shows the server text; a server failure the technical text; nothing typed is lost', async ({
  page,
  brand,
}) => {
  await signIn(page, brand, '10000001', 'falsch');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(kundennummerFeld(page)).toHaveValue('10000001');
  await expect(passwortFeld(page)).toHaveValue('falsch');
  await expectNoAxeViolations(page);

  await demoBackend.fault({ operationId: 'login', status: 500, body: 'Internal Server Error' });
  await anmeldenButton(page).click();
  await expect(alert).toContainText(texts.allgemein.technischerFehler);
  await expect(page).toHaveURL(/\/anmelden$/);
});

test('signs in with the keyboard alone', async ({ page, brand }) => {
  await page.goto('/anmelden');
  await tabTo(page, kundennummerFeld(page));
  await page.keyboard.type('10000001');
  await tabTo(page, passwortFeld(page));
  await page.keyboard.type(demoPasswort('10000001'));
  if (brand.config.nutzungsbedingungen) {
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox')).toBeChecked();
  }
  await tabTo(page, anmeldenButton(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );

  // Signing out works with the keyboard too.
  await tabTo(page, page.getByRole('button', { name: texts.navigation.abmelden }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/anmelden$/);
});

test('the brand shows: logo, colour, header and footer links, prefix, terms, client info', async ({
  page,
  brand,
}) => {
  const config = brand.config as E2eBrand['config'] & {
    theme: { primary: string };
    footer: { label: string; url: string; neuerTab?: boolean }[];
    header: { label: string; url: string; neuerTab?: boolean }[];
  };
  await page.goto('/anmelden');

  // Colour: the primary button is painted in the brand's primary colour.
  await expect(anmeldenButton(page)).toHaveCSS('background-color', hexToRgb(config.theme.primary));

  // Logo before sign-in only where the brand wants the bar on the login pages.
  const logo = page.getByRole('img', { name: config.mandant });
  if (config.zeigeNavigationOnLogin) await expect(logo).toBeVisible();
  else await expect(logo).toHaveCount(0);

  const linkName = (entry: { label: string; neuerTab?: boolean }) =>
    entry.neuerTab ? `${entry.label} ${texts.allgemein.neuerTab}` : entry.label;
  const fusszeile = page.getByRole('navigation', { name: texts.navigation.fusszeile });
  if (config.hatFooter) {
    for (const entry of config.footer) {
      const link = fusszeile.getByRole('link', { name: linkName(entry), exact: true });
      await expect(link).toHaveAttribute('href', entry.url);
      if (entry.neuerTab) await expect(link).toHaveAttribute('target', '_blank');
    }
  } else {
    await expect(fusszeile).toHaveCount(0);
  }
  const kopfzeile = page.getByRole('navigation', { name: texts.navigation.kopfzeile });
  if (config.hatHeader && config.header.length > 0) {
    for (const entry of config.header) {
      await expect(kopfzeile.getByRole('link', { name: linkName(entry), exact: true })).toHaveAttribute(
        'href',
        entry.url,
      );
    }
  } else {
    await expect(kopfzeile).toHaveCount(0);
  }

  if (config.kundennummerprefix)
    await expect(page.getByText(config.kundennummerprefix, { exact: true })).toBeVisible();
  if (config.nutzungsbedingungen) {
    const terms = page.getByRole('link', {
      name: `${config.nutzungsbedingungen.label} ${texts.allgemein.neuerTab}`,
    });
    await expect(terms).toHaveAttribute('href', config.nutzungsbedingungen.url);
    await expect(terms).toHaveAttribute('target', '_blank');
  } else {
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  }
  if (config.credentialinformationen)
    await expect(page.getByText(config.credentialinformationen)).toBeVisible();

  // The prefix typed along with the number is accepted.
  await signIn(page, brand, `${config.kundennummerprefix}10000001`, demoPasswort('10000001'));
  await expect(page).toHaveURL(/\/$/);
  // Signed in, the navigation bar carries the logo.
  await expect(page.getByRole('img', { name: config.mandant })).toBeVisible();
});
