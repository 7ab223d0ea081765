// The statutory cancellation button (§ 312k BGB, issue 14): from the footer to "jetzt kündigen" and the receipt,
// signed out and signed in, with the keyboard only (Tab to a control, type, Space and Enter).
import { readFile } from 'node:fs/promises';

import { texts } from '@ekp/portal-core/texts';
import type { Locator, Page } from '@playwright/test';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

const t = texts.kuendigungsbutton;
const a = texts.rechnungsadresse;
const feld = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Focus as the Tab key would, then act with the keyboard only. */
async function tippe(feldLocator: Locator, text: string) {
  await feldLocator.focus();
  await feldLocator.page().keyboard.type(text);
}
async function druecke(element: Locator, taste: 'Enter' | 'Space') {
  await element.focus();
  await element.page().keyboard.press(taste);
}

/** An ordinary declaration by Erika Mustermann, all but the contract: its number or energy type is the test's. */
async function fuelleAus(page: Page) {
  await druecke(page.getByRole('radio', { name: t.arten.ORDENTLICH, exact: true }), 'Space');
  await tippe(feld(page, t.name), 'Erika Mustermann');
  await tippe(feld(page, a.strasse), 'Musterstraße');
  await tippe(feld(page, a.hausnummer), '1');
  await tippe(feld(page, a.postleitzahl), '12345');
  await tippe(feld(page, a.ort), 'Musterstadt');
  await tippe(feld(page, t.email), 'erika@example.org');
}

/** The footer's button, reached by Tab from the last control of the page, leads to /kuendigung. */
async function vomFooterZurSeite(page: Page) {
  const fusszeile = page.getByRole('navigation', { name: texts.navigation.fusszeile });
  const button = fusszeile.getByRole('link', { name: texts.navigation.kuendigungsbutton });
  await expect(button).toBeVisible();
  await druecke(button, 'Enter');
  await expect(page).toHaveURL(/\/kuendigung$/);
  await expect(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
  await expect(page.getByRole('button', { name: t.jetztKuendigen })).toBeVisible();
}

/** The confirmation mail the demo backend sent to `email`, with its reference. */
async function bestaetigung(email: string) {
  const mails = (await demoBackend.mailbox()) as unknown as {
    email: string;
    referenz?: string;
    text: string;
  }[];
  const mail = mails.find((eintrag) => eintrag.email === email);
  expect(mail?.referenz).toBeTruthy();
  return mail as { email: string; referenz: string; text: string };
}

test('signed out: the footer button, errors first, then "jetzt kündigen", the receipt and its PDF', async ({
  page,
}) => {
  await page.goto('/anmelden');
  // The button also stands next to the sign-in form.
  await expect(page.getByRole('link', { name: texts.navigation.kuendigungsbutton })).toHaveCount(2);
  await vomFooterZurSeite(page);
  await expectNoAxeViolations(page);

  const jetztKuendigen = page.getByRole('button', { name: t.jetztKuendigen });
  await druecke(jetztKuendigen, 'Enter');
  const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
  await expect(summary.locator('..')).toBeFocused();
  await expect(summary.getByRole('link', { name: t.fehler.nameFehlt })).toBeVisible();
  await expectNoAxeViolations(page);

  await fuelleAus(page);
  await druecke(page.getByRole('radio', { name: texts.vertraege.versorgungsarten.gas }), 'Space');
  await druecke(jetztKuendigen, 'Enter');

  await expect(page.getByRole('heading', { level: 1, name: t.eingangTitel })).toBeVisible();
  const mail = await bestaetigung('erika@example.org');
  await expect(page.getByText(mail.referenz, { exact: true })).toBeVisible();
  await expect(page.getByText(t.bestaetigungGesendet('erika@example.org'))).toBeVisible();
  await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    druecke(page.getByRole('button', { name: t.alsPdfSpeichern }), 'Enter'),
  ]);
  expect(download.suggestedFilename()).toBe(t.dateiname(mail.referenz));
  // jsPDF writes its text uncompressed in WinAnsi: read as Latin-1 it is the declared text.
  const pdf = await readFile(await download.path(), 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  for (const text of [
    mail.referenz,
    'Erika Mustermann',
    'Musterstraße 1, 12345 Musterstadt',
    'erika@example.org',
  ])
    expect(pdf).toContain(text);
});

test('signed in: a chosen contract prefills the form, the declaration goes through', async ({
  angemeldet: page,
}) => {
  await vomFooterZurSeite(page);
  await expect(feld(page, t.name)).not.toHaveValue('');
  const email = await feld(page, t.email).inputValue();
  expect(email).not.toBe('');

  const auswahl = feld(page, texts.allgemein.optional(t.vertragWaehlen));
  await auswahl.focus();
  await auswahl.selectOption('3000101');
  await expect(feld(page, t.vertragsnummer)).toHaveValue('3000101');
  await expect(feld(page, a.strasse)).not.toHaveValue('');
  await expectNoAxeViolations(page);

  await druecke(page.getByRole('radio', { name: t.arten.ORDENTLICH, exact: true }), 'Space');
  await druecke(page.getByRole('button', { name: t.jetztKuendigen }), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.eingangTitel })).toBeVisible();
  const mail = await bestaetigung(email);
  await expect(page.getByText(mail.referenz, { exact: true })).toBeVisible();
  await expect(page.getByText('3000101', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('too many declarations: a clear message, nothing typed is lost', async ({ page }) => {
  await demoBackend.fault({ operationId: 'kuendigungErklaeren', status: 429, body: 'Too Many Requests' });
  await page.goto('/kuendigung');
  await fuelleAus(page);
  await tippe(feld(page, t.vertragsnummer), '3000101');
  await druecke(page.getByRole('button', { name: t.jetztKuendigen }), 'Enter');

  await expect(page.getByRole('alert')).toContainText(t.fehler.zuVieleAnfragen);
  await expect(feld(page, t.name)).toHaveValue('Erika Mustermann');
  await expect(feld(page, t.vertragsnummer)).toHaveValue('3000101');
  await expect(feld(page, t.email)).toHaveValue('erika@example.org');
  await expectNoAxeViolations(page);
});
