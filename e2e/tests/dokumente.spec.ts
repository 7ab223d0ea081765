import { readFile } from 'node:fs/promises';

import { texts } from '@ekp/portal-core/texts';

import { demoBackend, expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { anmelden, apiGet, apiSitzung } from '../support/vertrag.ts';
import { ueberHauptnavigation } from '../support/navigation.ts';

interface Dokument {
  id: string;
  dateiname: string;
  kategorie: string;
  beschreibung: string | null;
}

const t = texts.dokumente;

test('lists the documents and downloads one of several MB with exactly the backend bytes', async ({
  angemeldet: page,
}) => {
  await ueberHauptnavigation(page, texts.navigation.dokumente);
  await expect(page.getByRole('heading', { level: 1, name: texts.navigation.dokumente })).toBeVisible();

  const sitzung = await apiSitzung();
  const dokumente = (await (await apiGet('/dokument/alle', sitzung)).json()) as Dokument[];
  await expect(page.getByRole('button', { name: / herunterladen$/ })).toHaveCount(dokumente.length);
  // Empty description: the file name stands in.
  const ohneBeschreibung = dokumente.find((d) => !d.beschreibung);
  if (ohneBeschreibung)
    await expect(page.getByRole('rowheader', { name: ohneBeschreibung.dateiname })).toBeVisible();
  await expectNoAxeViolations(page);

  const gross = dokumente.find((d) => d.dateiname.startsWith('Allgemeine_Geschäftsbedingungen'));
  if (!gross) throw new Error('Das große Dokument fehlt im Seed des Demo-Backends.');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.herunterladen(gross.dateiname), exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(gross.dateiname);
  const gespeichert = await readFile(await download.path());
  const original = Buffer.from(await (await apiGet(`/dokument/daten/${gross.id}`, sitzung)).arrayBuffer());
  expect(gespeichert.length).toBeGreaterThan(4 * 1024 * 1024);
  expect(gespeichert.equals(original)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failed download shows the SPEC text', async ({ page, brand }) => {
  await demoBackend.fault({ operationId: 'dokumentHerunterladen', status: 500 });
  await anmelden(page, brand);
  await page.goto('/dokumente');
  await page
    .getByRole('button', { name: t.herunterladen('Willkommen_im_Kundenportal.pdf'), exact: true })
    .click();
  await expect(page.getByRole('alert')).toContainText(t.ladeFehler);
  await expectNoAxeViolations(page);
});

test('a customer without documents sees the empty text', async ({ page, brand }) => {
  await anmelden(page, brand, '10000002');
  await page.goto('/dokumente');
  await expect(page.getByText(t.keine)).toBeVisible();
  await expectNoAxeViolations(page);
});
