import { texts } from '@ekp/portal-core/texts';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { heuteInBerlin } from '../support/uhr.ts';
import {
  anmelden,
  fehler,
  feld,
  gespeichert,
  mitJaBestaetigen,
  speichern,
  tabBis,
  verzoegern,
  zaehleAnfragen,
} from '../support/kundendaten.ts';

const t = texts.bankverbindung;

// Seed of 3000102 (demo backend): a current account since 1 January and a future one from the month after next.
const AKTUELL = 'DE34 2005 0550 1234 5678 90';
const ZUKUENFTIG = 'DE27 7602 6000 0456 7890 12';

interface Bankverbindung {
  bankverbindungId: string;
  kontoinhaber: string;
  iban: string | null;
  bic: string | null;
  bankname: string | null;
  gueltigVon: string;
  gueltigBis: string | null;
  lastschrifteinzugErlaubt: boolean;
}

test('creates a bank account with a valid IBAN: the check fills the bank data', async ({ page, brand }) => {
  const pruefungen = zaehleAnfragen(page, '/bankverbindung/pruefe');
  await anmelden(page, brand);
  await page.goto('/daten/uebersicht');
  await page.getByRole('link', { name: texts.datenuebersicht.bankverbindungBearbeiten }).click();
  await expect(page).toHaveURL(/\/bankverbindung\/editieren$/);
  await expect(page).toHaveTitle(`${t.titel} – ${brand.config.mandant}`);
  await expectNoAxeViolations(page);

  await feld(page, t.kontoinhaber).fill('Max Mustermann');
  // Typed key by key, as a customer does: one check after the last keystroke.
  await feld(page, t.iban).pressSequentially('0212 0300 0000 0020 2051');
  await expect(page.getByText(t.ibanGueltig)).toBeVisible();
  await expect(feld(page, t.bic)).toHaveValue('BYLADEM1001');
  await expect(feld(page, t.bankname)).toHaveValue('Deutsche Kreditbank Berlin');
  expect(pruefungen.anzahl()).toBe(1);
  await speichern(page).click();

  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  await expect(page.getByText(t.gespeichert)).toBeVisible();
  const liste = await gespeichert<Bankverbindung[]>('/anschlussnutzer/bankverbindungen');
  expect(liste.find((b) => b.iban === 'DE02120300000000202051')).toMatchObject({
    kontoinhaber: 'Max Mustermann',
    bic: 'BYLADEM1001',
    bankname: 'Deutsche Kreditbank Berlin',
    gueltigVon: heuteInBerlin(),
    lastschrifteinzugErlaubt: true,
  });
});

test('an invalid IBAN is answered at once and nothing is saved', async ({ page, brand }) => {
  const anfragen = zaehleAnfragen(page, '/bankverbindung/pruefe', '/bankverbindungAnlegen');
  await anmelden(page, brand);
  const vorher = await gespeichert<Bankverbindung[]>('/anschlussnutzer/bankverbindungen');
  await page.goto('/bankverbindung/editieren');
  await feld(page, t.kontoinhaber).fill('Max Mustermann');
  await feld(page, t.iban).pressSequentially('02120300000000202052');
  await expect(feld(page, t.iban)).toHaveAccessibleDescription(
    `DE ${t.ibanHinweis} ${fehler(t.fehler.ibanUngueltig)}`,
  );
  await speichern(page).click();
  const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
  // The focus is on the box around the alert (GOV.UK Frontend 4.4).
  await expect(summary.locator('..')).toBeFocused();
  await expect(summary.getByRole('link', { name: t.fehler.ibanUngueltig })).toBeVisible();
  await expectNoAxeViolations(page);

  expect(anfragen.anzahl()).toBe(0);
  expect(await gespeichert<Bankverbindung[]>('/anschlussnutzer/bankverbindungen')).toEqual(vorher);
});

test('shows the pending state while the server checks', async ({ page, brand }) => {
  await verzoegern('ibanPruefen', 1500);
  await anmelden(page, brand);
  await page.goto('/bankverbindung/editieren');
  await feld(page, t.iban).fill('89370400440532013000');
  await expect(page.getByRole('status').filter({ hasText: t.ibanWirdGeprueft })).toBeVisible();
  await expect(page.getByText(t.ibanGueltig)).toBeVisible();
  await expect(feld(page, t.bankname)).toHaveValue('Commerzbank');
});

test('server errors of the check and of saving show their texts and keep the input', async ({
  angemeldet: page,
}) => {
  await page.goto('/bankverbindung/editieren');
  await demoBackend.fault({ operationId: 'ibanPruefen', status: 500 });
  await feld(page, t.kontoinhaber).fill('Max Mustermann');
  await feld(page, t.iban).fill('89370400440532013000');
  await expect(feld(page, t.iban)).toHaveAccessibleDescription(
    `DE ${t.ibanHinweis} ${fehler(texts.allgemein.technischerFehler)}`,
  );

  await demoBackend.fault({
    operationId: 'bankverbindungAnlegen',
    status: 400,
    body: { hinweis: 'ohne message' },
  });
  await speichern(page).click();
  await expect(page.getByRole('alert')).toHaveText(fehler(texts.allgemein.speicherFehler));
  await expect(feld(page, t.iban)).toHaveValue('89370400440532013000');
  await expect(feld(page, t.kontoinhaber)).toHaveValue('Max Mustermann');
  await expectNoAxeViolations(page);
});

test('ends a contract account and deletes a future one', async ({ angemeldet: page, brand }) => {
  await page.goto('/vertrag/3000102/bankverbindungen');
  await expect(page).toHaveTitle(`${t.alleDesVertrags('3000102')} – ${brand.config.mandant}`);
  const aktuell = page.getByRole('article', { name: AKTUELL });
  const zukuenftig = page.getByRole('article', { name: ZUKUENFTIG });
  await expectNoAxeViolations(page);

  await aktuell.getByRole('button', { name: t.beenden }).click();
  await expect(aktuell.getByRole('button', { name: texts.allgemein.nein })).toBeFocused();
  await aktuell.getByRole('button', { name: texts.allgemein.ja }).click();
  await expect(page.getByText(t.beendetMeldung)).toBeVisible();
  await expect(aktuell.getByRole('button')).toHaveCount(0);

  await mitJaBestaetigen(zukuenftig, t.loeschen);
  await expect(page.getByText(t.geloescht)).toBeVisible();
  await expect(zukuenftig).toHaveCount(0);

  const liste = await gespeichert<Bankverbindung[]>('/3000102/bankverbindung/alle');
  expect(liste.map((b) => b.iban)).not.toContain(ZUKUENFTIG.replaceAll(' ', ''));
  expect(liste.find((b) => b.iban === AKTUELL.replaceAll(' ', ''))?.gueltigBis).toBe(heuteInBerlin());
});

test('failures of end, delete and the list show the SPEC texts', async ({ angemeldet: page }) => {
  await page.goto('/vertrag/3000102/bankverbindungen');
  const aktuell = page.getByRole('article', { name: AKTUELL });
  const zukuenftig = page.getByRole('article', { name: ZUKUENFTIG });

  await demoBackend.fault({ operationId: 'vertragBankverbindungLoeschen', status: 500 });
  await mitJaBestaetigen(zukuenftig, t.loeschen);
  await expect(page.getByRole('alert')).toHaveText(
    `${fehler(t.nichtGeloescht)}${texts.allgemein.technischerFehler}`,
  );
  await expect(zukuenftig).toBeVisible();

  await demoBackend.fault({
    operationId: 'vertragBankverbindungBeenden',
    status: 400,
    body: 'Die Bankverbindung ist bereits beendet.',
  });
  await mitJaBestaetigen(aktuell, t.beenden);
  await expect(page.getByRole('alert')).toHaveText(
    `${fehler(t.nichtBeendet)}Die Bankverbindung ist bereits beendet.`,
  );
  await expectNoAxeViolations(page);

  await demoBackend.fault({ operationId: 'getVertragBankverbindungen', status: 500, times: 2 });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(fehler(texts.allgemein.unbekannterFehler));
  await page.goto('/vertrag/3000101/bankverbindungen');
  await expect(page.getByText(t.keineVertragsspezifischen)).toBeVisible();
});

test('a contract account can be created with the keyboard alone', async ({ angemeldet: page }) => {
  await page.goto('/vertrag/3000102/bankverbindungen/editieren');
  await expect(page.getByRole('heading', { level: 1, name: t.titelFuerVertrag('3000102') })).toBeVisible();
  await tabBis(page, feld(page, t.kontoinhaber));
  await page.keyboard.type('Mustermann Vermietung GbR');
  await page.keyboard.press('Tab');
  await expect(feld(page, t.iban)).toBeFocused();
  await page.keyboard.type('89370400440532013000');
  await expect(page.getByText(t.ibanGueltig)).toBeVisible();
  await tabBis(page, page.getByRole('checkbox', { name: t.lastschrift }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: t.lastschrift })).not.toBeChecked();
  await tabBis(page, speichern(page));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/vertrag\/3000102\/bankverbindungen$/);
  const neu = page.getByRole('article', { name: 'DE89 3704 0044 0532 0130 00' });
  await expect(neu).toBeVisible();
  await expect(neu.getByText(t.mandatsreferenz)).toHaveCount(0);
});
