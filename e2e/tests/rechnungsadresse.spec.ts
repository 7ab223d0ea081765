import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { heuteInBerlin } from '../support/uhr.ts';
import {
  anmelden,
  deutsch,
  fehler,
  feld,
  gespeichert,
  mitJaBestaetigen,
  speichern,
  zaehleAnfragen,
} from '../support/kundendaten.ts';

const t = texts.rechnungsadresse;
const zusammenfassung = (page: Page) =>
  page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });

interface Adresse {
  anrede: string;
  firma: string | null;
  vorname: string | null;
  strasse: string | null;
  hausnummer: string | null;
  postfach: string | null;
  postleitzahl: string;
  ort: string;
  land: string;
  gueltigVon: string;
}

test('creates a street address of the customer, prefilled from the current one', async ({
  angemeldet: page,
  brand,
}) => {
  await page.goto('/daten/uebersicht');
  await page.getByRole('link', { name: texts.datenuebersicht.rechnungsadresseBearbeiten }).click();
  await expect(page).toHaveURL(/\/rechnungsadresse\/editieren$/);
  await expect(page).toHaveTitle(`${t.titel} – ${brand.config.mandant}`);
  await expect(feld(page, t.strasse)).toHaveValue('Lindenallee');
  await expect(feld(page, texts.allgemein.gueltigAb)).toHaveValue(deutsch(heuteInBerlin()));
  await expectNoAxeViolations(page);

  await feld(page, t.strasse).fill('Schillerstraße');
  await feld(page, t.hausnummer).fill('12/1');
  await feld(page, t.postleitzahl).fill('04109');
  await feld(page, t.ort).fill('Leipzig');
  await speichern(page).click();

  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  await expect(page.getByText(t.gespeichert)).toBeVisible();
  const region = page.getByRole('region', { name: texts.datenuebersicht.aktuelleRechnungsadresse });
  await expect(region.getByText('Schillerstraße 12/1')).toBeVisible();
  const aktuell = await gespeichert<Adresse>('/anschlussnutzer/aktuelleRechnungsadresse');
  expect(aktuell).toMatchObject({
    strasse: 'Schillerstraße',
    hausnummer: '12/1',
    postfach: null,
    postleitzahl: '04109',
  });
  expect(aktuell.gueltigVon).toBe(heuteInBerlin());
});

test('creates a PO box address for a contract: the street pair is cleared', async ({ angemeldet: page }) => {
  await page.goto('/vertrag/3000102/rechnungsadressen');
  await page.getByRole('link', { name: texts.vertragDetail.rechnungsadresseEinrichten }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.titelFuerVertrag('3000102') })).toBeVisible();
  await expect(feld(page, t.firma)).toHaveValue('Mustermann Vermietung GbR');
  await expect(feld(page, t.strasse)).toHaveValue('Mühlenweg');

  await page.getByRole('radio', { name: t.adressarten.Postfach }).check();
  await expect(feld(page, t.strasse)).toHaveCount(0);
  await feld(page, t.postfach).fill('77 88 99');
  await speichern(page).click();

  await expect(page).toHaveURL(/\/vertrag\/3000102\/rechnungsadressen$/);
  await expect(
    page.getByRole('article', { name: 'Mustermann Vermietung GbR, Postfach 77 88 99' }),
  ).toBeVisible();
  const liste = await gespeichert<Adresse[]>('/3000102/rechnungsadresse/alle');
  const neu = liste.find((a) => a.postfach === '77 88 99');
  expect(neu).toMatchObject({
    anrede: 'Firma',
    strasse: null,
    hausnummer: null,
    vorname: null,
    gueltigVon: heuteInBerlin(),
  });
});

test('lists every error in a focused summary and sends nothing until they are fixed', async ({
  page,
  brand,
}) => {
  const anlagen = zaehleAnfragen(page, '/rechnungsadresseAnlegen');
  await anmelden(page, brand, '10000002');
  await page.goto('/rechnungsadresse/editieren');
  await page.getByRole('combobox', { name: t.anrede }).selectOption('Herr');
  await feld(page, t.vorname).fill('E');
  await feld(page, t.hausnummer).fill('a12');
  await feld(page, t.postleitzahl).fill('123456');
  await speichern(page).click();

  // The focus is on the box around the alert (GOV.UK Frontend 4.4).
  await expect(zusammenfassung(page).locator('..')).toBeFocused();
  for (const meldung of [
    t.fehler.vornameZuKurz,
    t.fehler.nachnameFehlt,
    t.fehler.strasseFehlt,
    t.fehler.hausnummerUngueltig,
    t.fehler.postleitzahlUngueltig,
    t.fehler.ortFehlt,
  ]) {
    await expect(zusammenfassung(page).getByRole('link', { name: meldung })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await zusammenfassung(page).getByRole('link', { name: t.fehler.postleitzahlUngueltig }).click();
  await expect(feld(page, t.postleitzahl)).toBeFocused();
  expect(anlagen.anzahl()).toBe(0);

  await feld(page, t.vorname).fill('Erika');
  await feld(page, t.nachname).fill('Muster');
  await feld(page, t.strasse).fill('Hauptstraße');
  await feld(page, t.hausnummer).fill('12a');
  await feld(page, t.postleitzahl).fill('8001');
  await feld(page, t.ort).fill('Zürich');
  await page.getByRole('combobox', { name: t.land }).selectOption('Schweiz');
  await speichern(page).click();
  await expect(page.getByText(t.gespeichert)).toBeVisible();
  expect(anlagen.anzahl()).toBe(1);
});

test('shows the server message when saving fails and keeps the input', async ({ angemeldet: page }) => {
  await page.goto('/rechnungsadresse/editieren');
  await demoBackend.fault({
    operationId: 'rechnungsadresseAnlegen',
    status: 400,
    body: 'Die Adresse ist unzustellbar.',
  });
  await feld(page, t.ort).fill('Neustadt');
  await speichern(page).click();
  await expect(page.getByRole('alert')).toHaveText(fehler('Die Adresse ist unzustellbar.'));
  await expect(feld(page, t.ort)).toHaveValue('Neustadt');
  await expectNoAxeViolations(page);
});

test('goes back when the current address cannot be loaded', async ({ angemeldet: page }) => {
  await page.goto('/rechnungsadressen');
  await demoBackend.fault({ operationId: 'getAktuelleRechnungsadresse', status: 500, times: 2 });
  await page.getByRole('link', { name: texts.datenuebersicht.rechnungsadresseBearbeiten }).click();
  await expect(page.getByText(t.ladeFehler)).toBeVisible();
  await expect(page).toHaveURL(/\/rechnungsadressen$/);
});

test('ends and deletes contract addresses; failures show the SPEC texts', async ({ angemeldet: page }) => {
  await page.goto('/vertrag/3000102/rechnungsadressen');
  const aktuell = page.getByRole('article', { name: 'Mustermann Vermietung GbR, Mühlenweg 3' });
  const zukuenftig = page.getByRole('article', { name: 'Mustermann Vermietung GbR, Postfach 40 50 60' });

  await demoBackend.fault({ operationId: 'vertragRechnungsadresseBeenden', status: 500 });
  await mitJaBestaetigen(aktuell, t.beenden);
  await expect(page.getByRole('alert')).toContainText(fehler(t.nichtBeendet));
  await expect(page.getByRole('alert')).toContainText(texts.allgemein.technischerFehler);

  await mitJaBestaetigen(aktuell, t.beenden);
  await expect(page.getByText(t.beendetMeldung)).toBeVisible();
  await expect(aktuell.getByRole('button')).toHaveCount(0);

  await demoBackend.fault({
    operationId: 'vertragRechnungsadresseLoeschen',
    status: 400,
    body: 'Nicht erlaubt.',
  });
  await mitJaBestaetigen(zukuenftig, t.loeschen);
  await expect(page.getByRole('alert')).toHaveText(`${fehler(t.nichtGeloescht)}Nicht erlaubt.`);

  await mitJaBestaetigen(zukuenftig, t.loeschen);
  await expect(page.getByText(t.geloescht)).toBeVisible();
  await expect(zukuenftig).toHaveCount(0);
  const liste = await gespeichert<Adresse[]>('/3000102/rechnungsadresse/alle');
  expect(liste).toHaveLength(2);
});

test('a contract without addresses of its own says so', async ({ angemeldet: page }) => {
  await page.goto('/vertrag/3000101/rechnungsadressen');
  await expect(page.getByText(t.keineVertragsspezifischen)).toBeVisible();
  await page.goto('/rechnungsadressen');
  await expect(page.getByRole('article')).toHaveCount(3);
});
