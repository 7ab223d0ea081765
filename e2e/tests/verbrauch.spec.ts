import { texts } from '@ekp/portal-core/texts';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { anmelden, ladeCsv, verzoegere } from '../support/verbrauch.ts';
import { stelleUhr } from '../support/uhr.ts';

const h = texts.verbrauchshistorie;
const v = texts.verbrauch;

test.describe('Verbrauchshistorie (dynamic tariff)', () => {
  test.beforeEach(async ({ page, brand }) => {
    await stelleUhr(page, '2026-11-22T10:00:00+01:00');
    await anmelden(page, brand);
  });

  test('every mode, back and forth, reload; each CSV with header, separator, decimal comma, rows and name', async ({
    page,
  }) => {
    await page.goto('/vertrag/3000101/detail');
    await page.getByRole('link', { name: texts.vertragDetail.verbrauchshistorie }).click();
    await expect(page).toHaveURL(/\/vertrag\/3000101\/verbrauchshistorie$/);
    await expect(page.getByRole('heading', { level: 1, name: h.titel('3000101') })).toBeVisible();

    const zeitraum = page.getByText(/^Zeitraum: /);
    const modus = (name: string) => page.getByRole('button', { name, exact: true });
    const bereit = () => expect(modus(h.modi.stuendlich)).not.toHaveAttribute('aria-disabled');

    // 48h: yesterday and today (before 12:00 tomorrow is not yet published).
    await expect(zeitraum).toHaveText(h.zeitraum('21.11.2026', '22.11.2026'));
    await expect(page.getByRole('img', { name: h.diagramm })).toBeVisible();
    await bereit();
    await expect(page.getByRole('button', { name: h.naechster })).toBeDisabled();
    await expectNoAxeViolations(page);
    let csv = await ladeCsv(page, h.csvKopf);
    expect(csv.name).toBe('Stundendaten_dynamischer_Tarif__2026-11-21_2026-11-22.csv');
    expect(csv.zeilen).toHaveLength(1 + 48);
    expect(csv.zeilen[1]).toMatch(/^21\.11\.2026 00:00;\d+,\d+;\d+,\d+;\d+,\d+$/);
    // Hours of today still to come: the price only.
    expect(csv.zeilen[48]).toMatch(/^22\.11\.2026 23:00;;\d+,\d+;$/);

    await page.getByRole('button', { name: h.vorheriger }).click();
    await expect(zeitraum).toHaveText(h.zeitraum('20.11.2026', '21.11.2026'));
    await bereit();
    await page.getByRole('button', { name: h.naechster }).click();
    await expect(zeitraum).toHaveText(h.zeitraum('21.11.2026', '22.11.2026'));
    const neuGeladen = page.waitForRequest((r) => r.url().includes('/historie'));
    await page.getByRole('button', { name: texts.allgemein.neuLaden }).click();
    await neuGeladen;
    await bereit();

    // Month: 1st to yesterday; the export fetches every day and writes hourly rows.
    await modus(h.modi.taeglich).click();
    await expect(modus(h.modi.taeglich)).toHaveAttribute('aria-pressed', 'true');
    await expect(zeitraum).toHaveText(h.zeitraum('01.11.2026', '21.11.2026'));
    await bereit();
    const tagesAbrufe: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/historie')) tagesAbrufe.push(r.url());
    });
    csv = await ladeCsv(page, h.csvKopf);
    expect(csv.name).toBe('Monatsdaten_dynamischer_Tarif__2026-11-01_2026-11-21.csv');
    expect(csv.zeilen).toHaveLength(1 + 21 * 24);
    expect(tagesAbrufe).toHaveLength(21);
    expect(
      csv.zeilen.slice(1).every((z) => /^\d\d\.11\.2026 \d\d:00;\d+,\d+;\d+(,\d+)?;\d+(,\d+)?$/.test(z)),
    ).toBe(true);
    await page.getByRole('button', { name: h.vorheriger }).click();
    await expect(zeitraum).toHaveText(h.zeitraum('01.10.2026', '31.10.2026'));
    await bereit();

    // Year: January to yesterday, the current month labelled 'Aktuell' in the table.
    await modus(h.modi.monatlich).click();
    await expect(zeitraum).toHaveText(h.zeitraum('01.01.2026', '21.11.2026'));
    await bereit();
    await page.getByText(h.tabelleAnzeigen).click();
    await expect(page.getByRole('table', { name: h.tabelle }).getByRole('row')).toHaveCount(1 + 11);
    await expect(page.getByRole('rowheader', { name: `November 2026 (${h.aktuell})` })).toBeVisible();
    await expectNoAxeViolations(page);
    csv = await ladeCsv(page, h.csvKopf);
    expect(csv.name).toBe('Jahresdaten_dynamischer_Tarif__2026-01-01_2026-11-21.csv');
    expect(csv.zeilen.slice(1).map((z) => z.split(';')[0])).toEqual(
      Array.from({ length: 11 }, (_, i) => `${String(i + 1).padStart(2, '0')}.2026`),
    );
    await page.getByRole('button', { name: h.vorheriger }).click();
    await expect(zeitraum).toHaveText(h.zeitraum('01.01.2025', '31.12.2025'));
    await bereit();

    await page.getByRole('link', { name: texts.allgemein.zurueck }).click();
    await expect(page).toHaveURL(/\/vertrag\/3000101\/detail$/);
  });

  test('the month export shows its progress and can be cancelled; a failing day gives the CSV failure text', async ({
    page,
  }) => {
    await page.goto('/vertrag/3000101/verbrauchshistorie');
    await page.getByRole('button', { name: h.modi.taeglich, exact: true }).click();
    await expect(page.getByText(h.zeitraum('01.11.2026', '21.11.2026'))).toBeVisible();
    await expect(page.getByRole('button', { name: h.modi.taeglich })).not.toHaveAttribute('aria-disabled');

    await verzoegere('getVerbrauchshistorie', 400, -1);
    await page.getByRole('button', { name: h.csvHerunterladen }).click();
    await expect(page.getByText(/^Tag \d+ von 21$/)).toBeVisible();
    await page.getByRole('button', { name: h.exportAbbrechen }).click();
    await expect(page.getByText(h.exportAbgebrochen)).toBeVisible();

    await demoBackend.reset();
    await demoBackend.fault({ operationId: 'getVerbrauchshistorie', status: 500, times: -1 });
    await page.getByRole('button', { name: h.csvHerunterladen }).click();
    await expect(page.getByRole('alert').filter({ hasText: h.csvFehler })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('load errors: the technical message for 5xx, SPEC text without a message', async ({ page }) => {
    await demoBackend.fault({ operationId: 'getVerbrauchshistorie', status: 500, times: 4 });
    await page.goto('/vertrag/3000101/verbrauchshistorie');
    await expect(
      page.getByRole('alert').filter({ hasText: texts.allgemein.technischerFehler }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await demoBackend.fault({ operationId: 'getVerbrauchshistorie', status: 404, times: 2 });
    await page.getByRole('button', { name: texts.allgemein.neuLaden }).click();
    await expect(page.getByRole('alert').filter({ hasText: h.fehler })).toBeVisible();
  });
});

test.describe('Verbräuche', () => {
  test('charts, description, table, back; a load error with reload', async ({ angemeldet: page }) => {
    // Every request fails until the fault ends: the first goes out with the route, and when its answer comes before
    // the screen is there, the screen asks once more as it opens, so a single fault could be used up.
    await demoBackend.fault({ operationId: 'getVerbraeuche', status: 404, times: -1 });
    await page.goto('/vertrag/3000101/verbrauch');
    await expect(page.getByRole('heading', { level: 1, name: v.titel('3000101') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: v.ladeFehler })).toBeVisible();
    await expectNoAxeViolations(page);
    await demoBackend.faultsEnden();
    await page.getByRole('button', { name: texts.allgemein.neuLaden }).click();

    await expect(page.getByRole('img', { name: v.diagrammJahresverbrauch })).toBeVisible();
    await expect(page.getByRole('img', { name: v.diagrammPrognose })).toBeVisible();
    await expect(page.getByRole('table', { name: v.tabelle })).toBeVisible();
    const box = await page.getByRole('img', { name: v.diagrammPrognose }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(200);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: texts.allgemein.zurueck }).click();
    await expect(page).toHaveURL(/\/vertrag\/3000101\/detail$/);
  });

  test('a phone of 360 px: no sideways scrolling', async ({ page, brand }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await anmelden(page, brand);
    for (const pfad of ['verbrauch', 'verbrauchshistorie', 'preiszeitreihe']) {
      await page.goto(`/vertrag/3000101/${pfad}`);
      await expect(page.getByRole('img').first()).toBeVisible();
      const breite = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(breite, pfad).toBeLessThanOrEqual(360);
    }
  });

  test('the empty text (10000002)', async ({ page, brand }) => {
    await anmelden(page, brand, '10000002');
    await page.goto('/vertrag/3000201/verbrauch');
    await expect(page.getByText(v.keine)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
