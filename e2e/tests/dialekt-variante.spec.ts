import { formatDatum, formatEuro } from '@ekp/portal-core/format';
import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import { demoApiUrl } from '../support/brands.ts';
import { demoBackend, expect, test } from '../support/fixtures.ts';
import { anmelden, apiGet, apiSitzung } from '../support/vertrag.ts';

/**
 * Every screen once against the demo backend's `variant` profile (issue 13): numbers as text with a decimal comma,
 * "true"/"false", days as timestamps, ids as numbers, other list envelopes, 404 for "none", "OK" on writes. The
 * portal's tolerant reader must read all of it: no error view, no console error, no "not readable" warning, and the
 * values the backend sent are on the screen. The other journeys run against the `spec` profile.
 */

/** Set inside the test: the page fixture resets the backend (and with it the profile) when it pins the clock. */
async function profil(name: 'variant') {
  const response = await fetch(`${demoApiUrl}/__demo/profil`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profil: name }),
  });
  expect(response.ok).toBe(true);
}

/** What the backend holds, read in the contract's own form (the helper sends the standard profile's header). */
async function imVertrag<T>(pfad: string, kundennummer = '10000001'): Promise<T> {
  const response = await apiGet(pfad, await apiSitzung(kundennummer));
  expect(response.headers.get('content-type') ?? '').toContain('json');
  return (await response.json()) as T;
}

function beobachteKonsole(page: Page) {
  const meldungen: string[] = [];
  page.on('console', (message) => {
    // The browser's own network log of the 404 that means "none" in this dialect is not the portal's doing.
    if (message.text().includes('status of 404')) return;
    // Playwright's note that it blocked the portal's service worker (playwright.config.ts), not the portal's doing.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') meldungen.push(message.text());
  });
  page.on('pageerror', (error) => meldungen.push(error.message));
  return meldungen;
}

async function zeigt(page: Page, pfad: string, ...werte: string[]) {
  await page.goto(pfad);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(texts.allgemein.wirdGeladen)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: texts.router.fehlerAnsicht })).toHaveCount(0);
  for (const wert of werte) await expect(page.getByText(wert).first()).toBeVisible();
}

// The reset also returns the backend to the run's start profile.
test.afterEach(async () => {
  await demoBackend.reset();
});

test('every signed-in screen reads the variant answers and shows what was sent', async ({ page, brand }) => {
  test.setTimeout(120_000);
  await profil('variant');
  const konsole = beobachteKonsole(page);
  const kunde = await imVertrag<{ nachname: string; email: string }>('/anschlussnutzer');
  const tarif = await imVertrag<{ name: string; grundpreis: number }>('/3000102/aktueller_tarif');
  const vertrag = await imVertrag<{ lieferbeginn: string; strasse: string }>('/3000102');
  const ablesungen = await imVertrag<{ zaehlernummer: string }[]>('/3000102/ablesungen');
  const bank = await imVertrag<{ kontoinhaber: string }>('/anschlussnutzer/aktuelleBankverbindung');
  const adresse = await imVertrag<{ strasse: string }>('/anschlussnutzer/aktuelleRechnungsadresse');
  const dokumente = await imVertrag<{ dateiname: string }[]>('/dokument/alle');
  const zaehler = await imVertrag<{ nummer: string }>('/3000102/zaehler');

  await anmelden(page, brand);
  await expect(page.getByText(kunde.nachname).first()).toBeVisible();
  await zeigt(page, '/daten/uebersicht', kunde.email, bank.kontoinhaber, adresse.strasse);
  await zeigt(page, '/vertraege');
  await expect(page.getByRole('article')).toHaveCount(8);
  await zeigt(
    page,
    '/vertrag/3000102/detail',
    tarif.name,
    formatEuro(tarif.grundpreis),
    formatDatum(vertrag.lieferbeginn),
    vertrag.strasse,
  );
  await zeigt(page, '/vertrag/3000102/ablesungen', ablesungen[0]?.zaehlernummer ?? '');
  await zeigt(page, '/vertrag/3000102/ablesung', zaehler.nummer);
  await zeigt(page, '/ablesung');
  await zeigt(page, '/vertrag/3000102/verbrauch');
  await expect(page.getByRole('table').first()).toBeVisible();
  await zeigt(page, '/vertrag/3000101/verbrauchshistorie');
  await zeigt(page, '/vertrag/3000101/preiszeitreihe');
  await zeigt(page, '/vertrag/3000102/tarifhistorie', tarif.name);
  await zeigt(page, '/bankverbindungen', bank.kontoinhaber);
  await zeigt(page, '/rechnungsadressen', adresse.strasse);
  await zeigt(page, '/vertrag/3000102/bankverbindungen');
  await zeigt(page, '/vertrag/3000102/rechnungsadressen');
  await zeigt(page, '/dokumente', dokumente[0]?.dateiname ?? '');
  await zeigt(page, '/kontakt/editieren');
  await expect(page.getByRole('textbox', { name: texts.kontakt.email })).toHaveValue(kunde.email);
  await zeigt(page, '/rechnungsadresse/editieren');
  await expect(page.getByRole('textbox', { name: texts.rechnungsadresse.strasse })).toHaveValue(
    adresse.strasse,
  );
  await zeigt(page, '/bankverbindung/editieren');
  await zeigt(page, '/vertrag/3000102/kuendigen');

  // A write answered with a plain "OK": the portal takes it as the success it is.
  await zeigt(page, '/kontaktanfrage');
  await page.getByRole('radio', { name: texts.kontaktanfrage.betreffe[3] }).check();
  await page
    .getByRole('textbox', { name: texts.kontaktanfrage.nachricht })
    .fill('Eine Frage, beantwortet mit einem schlichten OK.');
  await page.getByRole('button', { name: texts.allgemein.senden }).click();
  await expect(page).toHaveURL(/\/kontaktanfrageOk$/);
  await expect(page.getByText(texts.kontaktanfrage.erfolg)).toBeVisible();

  expect(konsole).toEqual([]);
  await expect(fetch(`${demoApiUrl}/__demo/profil`).then((r) => r.json())).resolves.toEqual({
    profil: 'variant',
  });
});

test('"none" sent as 404: the customer without address and account is told so and can create one', async ({
  page,
  brand,
}) => {
  await profil('variant');
  const konsole = beobachteKonsole(page);
  await anmelden(page, brand, '10000002');
  await zeigt(
    page,
    '/daten/uebersicht',
    texts.datenuebersicht.keineRechnungsadresseHinterlegt,
    texts.datenuebersicht.keineBankverbindungHinterlegt,
  );
  await page.getByRole('link', { name: texts.datenuebersicht.neueBankverbindungAnlegen }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.bankverbindung.titel })).toBeVisible();
  expect(konsole).toEqual([]);
  await expect(fetch(`${demoApiUrl}/__demo/profil`).then((r) => r.json())).resolves.toEqual({
    profil: 'variant',
  });
});
