import { texts } from '@ekp/portal-core/texts';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { anmelden, fehler, feld, gespeichert, tabBis, zaehleAnfragen } from '../support/kundendaten.ts';
import { ueberHauptnavigation } from '../support/navigation.ts';

const t = texts.kontakt;
const k = texts.kontaktanfrage;

interface Kunde {
  email: string | null;
  festnetz: string | null;
  mobil: string | null;
  fax: string | null;
}

test.describe('contact data', () => {
  test('changes the contact data from the overview', async ({ angemeldet: page, brand }) => {
    await page.goto('/daten/uebersicht');
    await page.getByRole('link', { name: texts.datenuebersicht.kontaktdatenBearbeiten }).click();
    await expect(page).toHaveURL(/\/kontakt\/editieren$/);
    await expect(page).toHaveTitle(`${t.titel} – ${brand.config.mandant}`);
    await expect(feld(page, t.email)).toHaveValue('max.mustermann@example.de');
    await expectNoAxeViolations(page);

    await feld(page, t.email).fill('max.neu@example.de');
    await page.getByRole('button', { name: texts.allgemein.feldLeeren(t.festnetz) }).click();
    await feld(page, t.fax).fill('+49 30 1234567');
    await page.getByRole('button', { name: t.aktualisieren }).click();

    await expect(page).toHaveURL(/\/daten\/uebersicht$/);
    await expect(page.getByText(t.gespeichert)).toBeVisible();
    await expect(page.getByText('max.neu@example.de')).toBeVisible();
    const kunde = await gespeichert<Kunde>('/anschlussnutzer');
    expect(kunde).toMatchObject({
      email: 'max.neu@example.de',
      festnetz: null,
      mobil: '0171 2345678',
      fax: '+49 30 1234567',
    });
  });

  test('invalid input keeps Aktualisieren disabled and nothing is sent', async ({ page, brand }) => {
    const anfragen = zaehleAnfragen(page, '/kontaktdatenAktualisieren');
    await anmelden(page, brand);
    await page.goto('/kontakt/editieren');
    await feld(page, t.email).fill('max@');
    await feld(page, t.mobil).fill('0171 12a');
    await feld(page, t.fax).focus();
    await expect(feld(page, t.email)).toHaveAccessibleDescription(fehler(texts.validierung.emailUngueltig));
    await expect(feld(page, t.mobil)).toHaveAccessibleDescription(fehler(texts.validierung.telefonUngueltig));
    await expect(page.getByRole('button', { name: t.aktualisieren })).toBeDisabled();
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page);
    expect(anfragen.anzahl()).toBe(0);
  });

  test('shows the SPEC texts when loading or saving fails, and keeps the input', async ({
    angemeldet: page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts.startseite.begruessung('Dr. Max Mustermann'),
    );
    await demoBackend.fault({ operationId: 'getAnschlussnutzer', status: 500, times: 2 });
    await page.goto('/kontakt/editieren');
    await expect(page.getByRole('alert')).toHaveText(fehler(t.ladeFehler));
    await expect(feld(page, t.email)).toHaveCount(0);

    await page.reload();
    await demoBackend.fault({ operationId: 'kontaktdatenAktualisieren', status: 500 });
    await feld(page, t.email).fill('max.neu@example.de');
    await page.getByRole('button', { name: t.aktualisieren }).click();
    await expect(page.getByRole('alert')).toHaveText(fehler(t.speicherFehler));
    // The box around the alert takes the focus (MeldungMitFokus: focused and role=alert would be read twice).
    await expect(page.getByRole('alert').locator('..')).toBeFocused();
    await expect(feld(page, t.email)).toHaveValue('max.neu@example.de');
    await expectNoAxeViolations(page);
  });
});

test.describe('contact request', () => {
  test('is sent with the keyboard alone and confirmed', async ({ angemeldet: page }) => {
    await ueberHauptnavigation(page, texts.navigation.kontaktanfrage);
    await expect(page).toHaveURL(/\/kontaktanfrage$/);
    await expect(page.getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('button', { name: texts.allgemein.senden })).toBeDisabled();

    await tabBis(page, page.getByRole('radio', { name: k.betreffe[0] }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: k.betreffe[1] })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('ab');
    // Subject chosen, text of 2 characters: only the length message.
    await expect(page.getByRole('textbox', { name: k.nachricht })).toHaveAccessibleDescription(
      `${k.nachrichtHinweis} ${fehler(k.nachrichtZuKurz)}`,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.type('er wann kommt meine Rechnung?');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: texts.allgemein.senden })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/kontaktanfrageOk$/);
    await expect(page.getByText(k.erfolg)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: k.zurDatenuebersicht }).click();
    await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  });

  test('shows the server message, or the technical text, and keeps the text', async ({
    angemeldet: page,
  }) => {
    await page.goto('/kontaktanfrage');
    await page.getByRole('radio', { name: 'Sonstiges' }).check();
    const text = 'Bitte rufen Sie mich zurück, danke.';
    await page.getByRole('textbox', { name: k.nachricht }).fill(text);

    await demoBackend.fault({
      operationId: 'kontaktanfrageSenden',
      status: 400,
      body: 'Anfragen sind gerade nicht möglich.',
    });
    await page.getByRole('button', { name: texts.allgemein.senden }).click();
    await expect(page.getByRole('alert')).toHaveText(fehler('Anfragen sind gerade nicht möglich.'));

    await demoBackend.fault({ operationId: 'kontaktanfrageSenden', status: 503 });
    await page.getByRole('button', { name: texts.allgemein.senden }).click();
    await expect(page.getByRole('alert')).toHaveText(fehler(texts.allgemein.technischerFehler));
    await expect(page.getByRole('textbox', { name: k.nachricht })).toHaveValue(text);
    await expectNoAxeViolations(page);
  });
});
