import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import {
  anmelden,
  beobachteAblesungen,
  deutsch,
  erzeugeBild,
  freierAblesetag,
  plusTage,
  ueber,
} from '../support/ablesung.ts';
import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { heuteInBerlin } from '../support/uhr.ts';

const t = texts.ablesung;
const HT = '1-0:1.8.1';
const NT = '1-0:1.8.2';
const MB = 1024 * 1024;

/**
 * On the reading form of 3000102 (two channels): a day without a reading, and HT and NT a little above their last
 * values, typed the German way; returns the day and what was typed.
 */
async function htUndNtEintragen(page: Page, plus: { ht: number; nt: number }) {
  const { tag, letzte } = await freierAblesetag('3000102');
  if (tag !== heuteInBerlin()) await page.getByLabel(t.ablesedatum, { exact: true }).fill(deutsch(tag));
  const ht = ueber(letzte[HT], plus.ht);
  const nt = ueber(letzte[NT], plus.nt);
  await page.getByLabel(HT, { exact: true }).fill(ht);
  await page.getByLabel(NT, { exact: true }).fill(nt);
  return { tag, ht, nt };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('two-channel meter with a PNG, then a multi-MB camera JPEG: small upload, then listed', async ({
    page,
    brand,
  }) => {
    test.setTimeout(120_000);
    const anfragen = beobachteAblesungen(page);
    await anmelden(page, brand);
    await page.goto('/vertrag/3000102/ablesung');
    await expect(page.getByRole('heading', { level: 1, name: t.titelFuerVertrag('3000102') })).toBeVisible();
    await expect(page.getByText('1EMH0012345678', { exact: true })).toBeVisible();
    await expect(page.getByText(t.keinBild)).toBeVisible();
    // On a touch screen the camera picker is offered next to the ordinary one.
    await expect(page.getByText(t.fotoAufnehmen)).toBeVisible();
    await expect(page.getByLabel(t.fotoAufnehmen)).toHaveAttribute('capture', 'environment');
    await expect(page.getByLabel(t.fotoAuswaehlen)).not.toHaveAttribute('capture');
    await expect(page.getByLabel(HT, { exact: true })).toHaveAttribute('inputmode', 'decimal');
    await expectNoAxeViolations(page);

    const png = await erzeugeBild(page, 'png', 640, 480);
    await page.getByLabel(t.fotoAuswaehlen).setInputFiles(png);
    await expect(page.getByRole('img', { name: t.fotoVorschau })).toBeVisible();
    await expect(page.getByText(`${png.name} (`)).toBeVisible();

    const jpeg = await erzeugeBild(page, 'rauschen-jpeg', 4000, 3000);
    expect(jpeg.buffer.byteLength).toBeGreaterThan(3 * MB);
    await page.getByLabel(t.fotoAufnehmen).setInputFiles(jpeg);
    await expect(page.getByText(`${jpeg.name} (`)).toBeVisible();
    await expect(page.getByText(/^Wird verkleinert übertragen: /)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: t.fotoVorschau })).toBeVisible();
    await expectNoAxeViolations(page);

    const { tag, ht, nt } = await htUndNtEintragen(page, { ht: 3.4, nt: 1.2 });
    await page.getByRole('button', { name: texts.allgemein.speichern, exact: true }).click();

    await expect(page).toHaveURL(/\/vertrag\/3000102\/ablesungen$/);
    await expect(page.getByText(t.erfolg)).toBeVisible();
    expect(anfragen.gesendet).toHaveLength(1);
    const [gesendet] = anfragen.gesendet;
    // The 5+ MB photo went out as a JPEG of a few hundred kB: the whole request stays under 1 MB.
    expect(gesendet?.bytes).toBeLessThan(MB);
    test.info().annotations.push({
      type: 'upload',
      description: `camera JPEG ${(jpeg.buffer.byteLength / 1024).toFixed(0)} KB → request ${((gesendet?.bytes ?? 0) / 1024).toFixed(0)} KB`,
    });
    expect(gesendet?.body.foto?.startsWith('/9j/')).toBe(true);
    expect(gesendet?.body.ablesewerte).toEqual({
      [HT]: Number(ht.replace(',', '.')),
      [NT]: Number(nt.replace(',', '.')),
    });
    expect(anfragen.plausibilisiert.length).toBeGreaterThan(0);
    expect(
      anfragen.plausibilisiert.every((query) => query.includes('ablesewerte[') && !query.includes('foto')),
    ).toBe(true);

    // Processed after the demo backend's delay (1 s in e2e): the list asks again until it is there.
    const zeile = page.getByRole('row').filter({ hasText: deutsch(tag) });
    await expect(zeile).toContainText('Erfasst über das Kundenportal (mit Foto)', { timeout: 15_000 });
    await expect(zeile).toContainText(ht.replace(/^(\d+)(\d{3}),/, '$1.$2,'));
    await expect(page.getByRole('columnheader', { name: texts.ablesungen.ablesewerte })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('/ablesung by keyboard alone: meter, date, value, Speichern; the success text and a fresh form', async ({
  page,
  brand,
}) => {
  const anfragen = beobachteAblesungen(page);
  await anmelden(page, brand);
  await page.getByRole('link', { name: texts.startseite.zaehlerstandErfassen }).click();
  await expect(page).toHaveURL(/\/ablesung$/);
  await expect(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
  const zaehler = page.getByLabel(t.zaehler, { exact: true });
  await expect(zaehler).toBeVisible();
  await expectNoAxeViolations(page);

  const { tag, letzte } = await freierAblesetag('3000101');
  await zaehler.focus();
  // Typing into a closed select picks the first option starting with it: 1ESY1161234501 (Vertrag 3000101).
  await page.keyboard.type('1ESY');
  await expect(zaehler).toHaveValue('3000101');
  await page.keyboard.press('Tab');
  const datum = page.getByLabel(t.ablesedatum, { exact: true });
  await expect(datum).toBeFocused();
  await expect(datum).toHaveValue(deutsch(heuteInBerlin()));
  if (tag !== heuteInBerlin()) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(deutsch(tag));
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.ablesewert, { exact: true })).toBeFocused();
  const wert = ueber(letzte['1-0:1.8.0'], 7.5);
  await page.keyboard.type(wert);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.fotoAuswaehlen)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: texts.allgemein.speichern, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(t.erfolg)).toBeVisible();
  await expect(zaehler).toHaveValue('');
  expect(anfragen.gesendet[0]?.body.ablesewerte).toEqual({ '1-0:1.8.0': Number(wert.replace(',', '.')) });
  expect(anfragen.gesendet[0]?.body.foto).toBeUndefined();
  await expectNoAxeViolations(page);
});

test('refuses a renamed non-image and a future date, in the form’s error state', async ({ page, brand }) => {
  const anfragen = beobachteAblesungen(page);
  await anmelden(page, brand);
  await page.goto('/vertrag/3000101/ablesung');
  const foto = page.getByLabel(t.fotoAuswaehlen);
  await foto.setInputFiles({
    name: 'zaehler.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Zählerstand 012345,6\n'),
  });
  await expect(page.getByText(t.fotoFalscherTyp)).toBeVisible();
  await expect(foto).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t.keinBild)).toBeVisible();
  await expect(page.getByRole('img', { name: t.fotoVorschau })).toHaveCount(0);

  await page.getByLabel(t.ablesedatum, { exact: true }).fill(deutsch(plusTage(heuteInBerlin(), 1)));
  await page.getByLabel(t.ablesewert, { exact: true }).fill('12,345');
  await page.getByRole('button', { name: texts.allgemein.speichern, exact: true }).click();
  const zusammenfassung = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
  // The focus is on the box around the alert (GOV.UK Frontend 4.4).
  await expect(zusammenfassung.locator('..')).toBeFocused();
  await expect(zusammenfassung.getByRole('link', { name: t.datumInZukunft })).toBeVisible();
  await expect(zusammenfassung.getByRole('link', { name: t.wertUngueltig })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(anfragen.gesendet).toHaveLength(0);
  expect(anfragen.plausibilisiert).toHaveLength(0);
});

for (const fall of [
  {
    name: 'hinweis of the server',
    fault: { status: 400, body: { hinweis: 'Der Zähler ist derzeit gesperrt.' } },
    text: 'Der Zähler ist derzeit gesperrt.',
  },
  { name: 'technical error', fault: { status: 500 }, text: texts.allgemein.technischerFehler },
  { name: 'no text', fault: { status: 400, body: {} }, text: t.uebertragungsfehler },
]) {
  test(`submit error (${fall.name}): SPEC's text, values kept, then sent`, async ({ angemeldet: page }) => {
    await page.goto('/vertrag/3000102/ablesung');
    const { ht, nt } = await htUndNtEintragen(page, { ht: 1, nt: 1 });
    await demoBackend.fault({ operationId: 'ablesungAnlegen', ...fall.fault, times: 1 });
    await page.getByRole('button', { name: texts.allgemein.speichern, exact: true }).click();

    const meldung = page.getByRole('alert').filter({ hasText: fall.text });
    await expect(meldung).toBeVisible();
    // The box around the alert takes the focus (MeldungMitFokus: focused and role=alert would be read twice).
    await expect(meldung.locator('..')).toBeFocused();
    await expect(page.getByLabel(HT, { exact: true })).toHaveValue(ht);
    await expect(page.getByLabel(NT, { exact: true })).toHaveValue(nt);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: texts.allgemein.speichern, exact: true }).click();
    await expect(page).toHaveURL(/\/vertrag\/3000102\/ablesungen$/);
    await expect(page.getByText(t.erfolg)).toBeVisible();
  });
}

test('a value below the last reading: the plausibility note, then Trotzdem speichern', async ({
  page,
  brand,
}) => {
  const anfragen = beobachteAblesungen(page);
  await anmelden(page, brand);
  await page.goto('/vertrag/3000101/ablesung');
  const { tag } = await freierAblesetag('3000101');
  if (tag !== heuteInBerlin()) await page.getByLabel(t.ablesedatum, { exact: true }).fill(deutsch(tag));
  await page.getByLabel(t.ablesewert, { exact: true }).fill('5');
  await page.getByRole('button', { name: texts.allgemein.speichern, exact: true }).click();
  const hinweis = page.getByRole('status').filter({ hasText: t.plausibilitaetTitel });
  await expect(hinweis).toBeFocused();
  await expect(hinweis).toContainText('Der Zählerstand ist kleiner als die letzte Ablesung');
  expect(anfragen.gesendet).toHaveLength(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.trotzdemSpeichern }).click();
  await expect(page).toHaveURL(/\/vertrag\/3000101\/ablesungen$/);
  expect(anfragen.gesendet).toHaveLength(1);
});

test('the readings list: empty text, back button; the detail page links to both screens', async ({
  page,
  brand,
}) => {
  await anmelden(page, brand, '10000002');
  await page.goto('/vertrag/3000201/ablesungen');
  await expect(
    page.getByRole('heading', { level: 1, name: texts.ablesungen.titel('3000201') }),
  ).toBeVisible();
  await expect(page.getByText(texts.ablesungen.keineGefunden)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: texts.allgemein.zurueck }).click();
  await expect(page).toHaveURL(/\/vertrag\/3000201\/detail$/);
  await page.getByRole('link', { name: texts.vertragDetail.alleAblesungen }).click();
  await expect(page).toHaveURL(/\/vertrag\/3000201\/ablesungen$/);
  await page.getByRole('link', { name: texts.vertragDetail.neueAblesungen }).click();
  await expect(page).toHaveURL(/\/vertrag\/3000201\/ablesung$/);
});

test('a reading in the CSV download', async ({ angemeldet: page }) => {
  await page.goto('/vertrag/3000101/ablesungen');
  await expect(page.getByRole('table')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.verbrauchshistorie.csvHerunterladen }).click();
  const datei = await download;
  expect(datei.suggestedFilename()).toBe('Ablesungen_Vertrag_3000101.csv');
  const pfad = await datei.path();
  const { readFile } = await import('node:fs/promises');
  const inhalt = await readFile(pfad, 'utf8');
  expect(inhalt.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Ablesedatum;Zählernummer;OBIS;Ablesewert;Ermittlungsart',
  );
  expect(inhalt).toMatch(
    /\r\n\d{2}\.\d{2}\.\d{4};1ESY1161234501;1-0:1\.8\.0;\d+,\d;(Kunde|Netzbetreiber|Ersatzwert)\r\n/,
  );
});
