import { texts } from '@ekp/portal-core/texts';

import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { heuteInBerlin } from '../support/uhr.ts';
import { anmelden } from '../support/vertrag.ts';
import { ueberHauptnavigation } from '../support/navigation.ts';

const v = texts.vertraege;
const d = texts.vertragDetail;

/** 10000001's contracts (demo seed): display group, status text, and whether the tariff is dynamic. */
const vertraege = [
  { id: '3000101', gruppe: 'aktiv', status: 'aktiv', dynamisch: true },
  { id: '3000102', gruppe: 'aktiv', status: 'aktiv', dynamisch: false },
  { id: '3000103', gruppe: 'aktiv', status: 'aktiv', dynamisch: false },
  { id: '3000104', gruppe: 'gekuendigt', status: 'gekuendigt', dynamisch: false },
  { id: '3000105', gruppe: 'inaktiv', status: 'beendet', dynamisch: false },
  { id: '3000106', gruppe: 'inaktiv', status: 'storniert', dynamisch: false },
  { id: '3000107', gruppe: 'beauftragt', status: 'beauftragt', dynamisch: false },
  { id: '3000108', gruppe: 'aktiv', status: 'aktiv', dynamisch: true },
] as const;

test('every contract of 10000001: card in its status group, the right buttons, and its detail page', async ({
  page,
  brand,
}) => {
  // Eight detail pages, each scanned by axe.
  test.setTimeout(120_000);
  await anmelden(page, brand);
  await ueberHauptnavigation(page, texts.navigation.vertraege);
  await expect(page.getByRole('heading', { level: 1, name: texts.navigation.vertraege })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(vertraege.length);
  await expectNoAxeViolations(page);

  for (const vertrag of vertraege) {
    const gruppe = page.getByRole('region', { name: v.gruppen[vertrag.gruppe], exact: true });
    const karte = gruppe.getByRole('article', { name: d.titel(vertrag.id), exact: true });
    await expect(karte).toBeVisible();
    await expect(karte.getByText(v.status[vertrag.status], { exact: true })).toBeVisible();
    await expect(karte.getByRole('link', { name: v.vertragKuendigen })).toHaveCount(
      vertrag.status === 'aktiv' ? 1 : 0,
    );

    await karte.getByRole('link', { name: v.vertragsdetails }).click();
    await expect(page).toHaveURL(new RegExp(`/vertrag/${vertrag.id}/detail$`));
    await expect(page.getByRole('heading', { level: 1, name: d.titel(vertrag.id) })).toBeVisible();
    await expect(page.getByText(v.status[vertrag.status], { exact: true })).toBeVisible();
    for (const name of [
      d.aktuellerTarif,
      d.ablesung,
      d.verbrauch,
      d.abweichendeRechnungsadresse,
      d.abweichendeBankverbindung,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: d.neueAblesungen })).toHaveAttribute(
      'href',
      `/vertrag/${vertrag.id}/ablesung`,
    );
    await expect(page.getByRole('link', { name: d.alleAblesungen })).toHaveAttribute(
      'href',
      `/vertrag/${vertrag.id}/ablesungen`,
    );
    // The tariff section has loaded (a name, or the no-tariff text) before the dynamic-only buttons are judged.
    await expect(
      page.getByRole('region', { name: d.aktuellerTarif, exact: true }).locator('dl, p').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: d.preiszeitreihe })).toHaveCount(vertrag.dynamisch ? 1 : 0);
    await expect(page.getByRole('link', { name: d.verbrauchshistorie })).toHaveCount(
      vertrag.dynamisch ? 1 : 0,
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: texts.allgemein.zurueck }).click();
    await expect(page).toHaveURL(/\/vertraege$/);
  }
});

test('the tariff history of 3000102 shows current, future and previous tariffs', async ({
  angemeldet: page,
}) => {
  await page.goto('/vertrag/3000102/detail');
  await page.getByRole('link', { name: d.tarifhistorie }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: texts.tarif.historieTitel('3000102') }),
  ).toBeVisible();
  const jahr = heuteInBerlin().slice(0, 4);
  await expect(page.getByRole('region', { name: d.aktuellerTarif, exact: true })).toContainText(
    `Stadtstrom Zweitarif ${jahr}`,
  );
  await expect(page.getByRole('region', { name: texts.tarif.zukuenftigeTarife, exact: true })).toContainText(
    'Stadtstrom Zweitarif Fix 24',
  );
  await expect(page.getByRole('region', { name: texts.tarif.vorherigeTarife, exact: true })).toContainText(
    'Stadtstrom Zweitarif',
  );
  await expectNoAxeViolations(page);
});

test("another customer's contract (3000201 for 10000001) shows the load error, never its data", async ({
  angemeldet: page,
}) => {
  await page.goto('/vertrag/3000201/detail');
  await expect(page.getByRole('alert')).toContainText(d.ladeFehler);
  await expect(page.getByText('Industriestraße')).toHaveCount(0);
  await expect(page.getByText('Gewerbestrom Fix')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: d.aktuellerTarif })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/vertrag/3000201/tarifhistorie');
  await expect(page.getByRole('alert')).toContainText(texts.tarif.historieFehler);
  await page.goto('/vertrag/3000201/kuendigen');
  await expect(page.getByRole('alert')).toContainText(d.ladeFehlerAlternativ);
  await expect(page.getByRole('button', { name: v.vertragKuendigen })).toHaveCount(0);
});
