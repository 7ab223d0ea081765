import { texts } from '@ekp/portal-core/texts';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { anmelden, fehler } from '../support/kundendaten.ts';

const t = texts.datenuebersicht;

test('the overview shows the customer, the current billing address and bank account, on desktop and phone', async ({
  angemeldet: page,
  brand,
}) => {
  await page.getByRole('main').getByRole('link', { name: t.titel, exact: true }).click();
  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  await expect(page).toHaveTitle(`${t.titel} – ${brand.config.mandant}`);

  const kunde = page.getByRole('region', { name: t.anschlussnutzer });
  const adresse = page.getByRole('region', { name: t.aktuelleRechnungsadresse });
  const bank = page.getByRole('region', { name: t.aktuelleBankverbindung });
  await expect(kunde.getByText('Dr. Max Mustermann')).toBeVisible();
  await expect(kunde.getByText(`${brand.config.kundennummerprefix}10000001`, { exact: true })).toBeVisible();
  await expect(adresse.getByText('Lindenallee 12')).toBeVisible();
  await expect(bank.getByText('ING-DiBa')).toBeVisible();
  await expect(kunde.getByRole('link', { name: t.kontaktdatenBearbeiten })).toHaveAttribute(
    'href',
    '/kontakt/editieren',
  );
  await expect(adresse.getByRole('link', { name: t.alleRechnungsadressenAnzeigen })).toBeVisible();
  await expect(bank.getByRole('link', { name: t.alleBankverbindungenAnzeigen })).toBeVisible();
  await expect(bank.getByRole('link', { name: t.neueBankverbindungAnlegen })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(bank.getByText('ING-DiBa')).toBeVisible();
  // Nothing sticks out sideways on a small phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('a customer without billing address and bank account is told so and can create an account', async ({
  page,
  brand,
}) => {
  await anmelden(page, brand, '10000002');
  await page.goto('/daten/uebersicht');
  await expect(page.getByText(t.keineRechnungsadresseHinterlegt)).toBeVisible();
  await expect(page.getByText(t.keineBankverbindungHinterlegt)).toBeVisible();
  await page.getByRole('link', { name: t.neueBankverbindungAnlegen }).click();
  await expect(page).toHaveURL(/\/bankverbindung\/editieren$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.bankverbindung.titel })).toBeVisible();
});

test('explains future-only and contract-specific bank accounts', async ({ page, brand }) => {
  await demoBackend.fault({ operationId: 'getAktuelleBankverbindung', status: 204 });
  await anmelden(page, brand);
  await page.goto('/daten/uebersicht');
  const bank = page.getByRole('region', { name: t.aktuelleBankverbindung });
  await expect(bank.getByText(t.nurZukuenftigeBankverbindung)).toBeVisible();
  await expect(bank.getByText(t.nurVertragsspezifischeBankverbindungen)).toBeVisible();
  await expect(bank.getByRole('link', { name: t.neueBankverbindungAnlegen })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('shows the SPEC texts when the sections cannot be loaded', async ({ angemeldet: page }) => {
  // The start page has loaded the customer; the faults are meant for the overview's calls.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.startseite.begruessung('Dr. Max Mustermann'),
  );
  // The query client asks a failing 5xx call once more: each fault covers both calls.
  await demoBackend.fault({ operationId: 'getAnschlussnutzer', status: 500, times: 2 });
  await demoBackend.fault({ operationId: 'getAktuelleRechnungsadresse', status: 500, times: 2 });
  await demoBackend.fault({ operationId: 'getAktuelleBankverbindung', status: 500, times: 2 });
  await page.goto('/daten/uebersicht');
  await expect(page.getByRole('region', { name: t.anschlussnutzer }).getByRole('alert')).toHaveText(
    fehler(texts.kontakt.ladeFehler),
  );
  await expect(page.getByRole('region', { name: t.aktuelleRechnungsadresse }).getByRole('alert')).toHaveText(
    fehler(t.keineAktuelleRechnungsadresse),
  );
  await expect(page.getByRole('region', { name: t.aktuelleBankverbindung }).getByRole('alert')).toHaveText(
    fehler(t.keineAktuelleBankverbindung),
  );
  await expectNoAxeViolations(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('every screen of the customer data fits the width and passes axe', async ({ page, brand }) => {
    test.setTimeout(120_000);
    await anmelden(page, brand);
    const seiten: [string, string][] = [
      ['/daten/uebersicht', t.titel],
      ['/kontakt/editieren', texts.kontakt.titel],
      ['/kontaktanfrage', texts.kontaktanfrage.titel],
      ['/kontaktanfrageOk', texts.kontaktanfrage.erfolgTitel],
      ['/rechnungsadressen', texts.rechnungsadresse.alleDesKunden],
      ['/rechnungsadresse/editieren', texts.rechnungsadresse.titel],
      ['/vertrag/3000102/rechnungsadressen', texts.rechnungsadresse.alleDesVertrags('3000102')],
      ['/vertrag/3000102/rechnungsadresse/editieren', texts.rechnungsadresse.titelFuerVertrag('3000102')],
      ['/bankverbindungen', texts.bankverbindung.alleDesKunden],
      ['/bankverbindung/editieren', texts.bankverbindung.titel],
      ['/vertrag/3000102/bankverbindungen', texts.bankverbindung.alleDesVertrags('3000102')],
      ['/vertrag/3000102/bankverbindungen/editieren', texts.bankverbindung.titelFuerVertrag('3000102')],
    ];
    for (const [pfad, titel] of seiten) {
      await page.goto(pfad);
      await expect(page.getByRole('heading', { level: 1, name: titel })).toBeVisible();
      await expect(page.getByText(texts.allgemein.wirdGeladen)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pfad).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
  });
});
