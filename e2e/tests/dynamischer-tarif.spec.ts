import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { stelleUhr } from '../support/uhr.ts';
import { anmelden, ladeCsv } from '../support/verbrauch.ts';

const t = texts.dynamischerTarif;
const p = texts.preiszeitreihe;

/** 'dd.mm.yyyy HH:MM' of the CSV, as minutes since midnight of its Berlin day ('HH:MM' → number). */
const minuten = (zeit: string) => Number(zeit.slice(11, 13)) * 60 + Number(zeit.slice(14, 16));

/**
 * The cheapest hour of today after `abMinute`, computed from the CSV the page exports, in whole ten-thousandths of a
 * euro (no float sums): an independent check of the sentence, not a second copy of rules/dynamischer-tarif.ts.
 */
function billigsteStunde(zeilen: readonly string[], tag: string, abMinute: number, proStunde: number) {
  const werte = zeilen
    .slice(1)
    .map((zeile) => zeile.split(';') as [string, string])
    .filter(([zeit]) => zeit.startsWith(tag))
    .map(([zeit, preis]) => ({
      minute: minuten(zeit),
      preis: Math.round(Number(preis.replace(',', '.')) * 10_000),
    }));
  let beste: { minute: number; summe: number } | undefined;
  for (let i = 0; i + proStunde <= werte.length; i++) {
    const fenster = werte.slice(i, i + proStunde);
    const start = fenster[0];
    if (!start || start.minute < abMinute) continue;
    const summe = fenster.reduce((s, w) => s + w.preis, 0);
    if (beste === undefined || summe < beste.summe) beste = { minute: start.minute, summe };
  }
  if (!beste) throw new Error('keine Stunde gefunden');
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  // Average in cent: ten-thousandths of a euro per slot / 100.
  return {
    zeitraum: t.zeitraumEinTag('heute', hhmm(beste.minute), hhmm(beste.minute + 60)),
    cent: beste.summe / proStunde / 100,
  };
}

/** The first sentence names the expected hour, and its price is the expected average to the shown decimal. */
async function erwarteBilligsteStunde(page: Page, erwartet: { zeitraum: string; cent: number }) {
  const satz = page.getByRole('region', { name: t.guenstigsteZeiten }).getByRole('listitem').first();
  const vorne = t.fenster(1, erwartet.zeitraum, '');
  await expect(satz).toHaveText(
    new RegExp(`^${vorne.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-?\\d+,\\d ct/kWh$`),
  );
  const gezeigt = Number(
    /(-?\d+,\d) ct\/kWh$/.exec((await satz.textContent()) ?? '')?.[1]?.replace(',', '.'),
  );
  expect(Math.abs(gezeigt - erwartet.cent)).toBeLessThanOrEqual(0.05 + 1e-9);
}

async function pruefeTarifTexte(page: Page, csvTag: string, abMinute: number, proStunde: number) {
  const abschnitt = page.getByRole('region', { name: t.guenstigsteZeiten });
  await expect(abschnitt.getByRole('listitem')).toHaveCount(8);
  await expect(
    page.getByText(/^Jetzt \(heute \d\d:\d\d–\d\d:\d\d Uhr\): -?\d+,\d ct\/kWh, Preisniveau /),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: t.legende })).toBeVisible();
  const csv = await ladeCsv(page, p.csvKopf);
  await erwarteBilligsteStunde(page, billigsteStunde(csv.zeilen, csvTag, abMinute, proStunde));
  await expectNoAxeViolations(page);
}

test.describe('Dynamischer Tarif: günstigste Zeiten und Preisniveau', () => {
  test('hourly prices (before 1.10.2025): the cheapest hour of the rest of today matches the exported prices', async ({
    page,
    brand,
  }) => {
    await stelleUhr(page, '2025-09-22T12:30:00+02:00');
    await anmelden(page, brand);
    await page.goto('/vertrag/3000101/preiszeitreihe');
    await expect(page.getByRole('heading', { level: 1, name: p.titel('3000101') })).toBeVisible();
    await pruefeTarifTexte(page, '22.09.2025', 13 * 60, 1);
  });

  test('quarter-hour prices: a window starts on any quarter hour; before 12:00 only today', async ({
    page,
    brand,
  }) => {
    await stelleUhr(page, '2026-11-22T09:05:00+01:00');
    await anmelden(page, brand);
    await page.goto('/vertrag/3000108/preiszeitreihe');
    await expect(page.getByText(t.morgenAb12)).toBeVisible();
    const abschnitt = page.getByRole('region', { name: t.guenstigsteZeiten });
    await expect(abschnitt.getByRole('listitem')).toHaveCount(4);
    const csv = await ladeCsv(page, p.csvKopf);
    await erwarteBilligsteStunde(page, billigsteStunde(csv.zeilen, '22.11.2026', 9 * 60 + 15, 4));
    await expectNoAxeViolations(page);
  });

  test('the 48-hour history says what the shown period cost against its average price', async ({
    page,
    brand,
  }) => {
    await stelleUhr(page, '2026-11-22T13:00:00+01:00');
    await anmelden(page, brand);
    await page.goto('/vertrag/3000101/verbrauchshistorie');
    const kosten = page.getByRole('region', { name: t.kostenUeberschrift });
    await expect(kosten.getByText(t.bezahlterPreis)).toBeVisible();
    await expect(kosten.getByText(t.durchschnittspreis)).toBeVisible();
    await expect(page.getByRole('region', { name: t.guenstigsteZeiten })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
