import { texts } from '@ekp/portal-core/texts';
import type { Page } from '@playwright/test';

import {
  anmelden,
  anmeldeformularAbsenden,
  KONTAKT_NACHRICHT,
  kontaktanfrageAusfuellen,
} from '../support/betrieb.ts';
import { demoBackend, expect, test } from '../support/fixtures.ts';
import { ueberHauptnavigation } from '../support/navigation.ts';

/**
 * How the portal behaves when the network or the backend does not: offline, a dropped request, a slow answer,
 * leaving a screen that is still loading, and a session that ends in the middle of a form. Runs over the nginx-served
 * build with the production CSP, like every journey.
 */

const KONTAKTANFRAGE = '/api/anschlussnutzer/kontaktanfrage';
/** getVerbrauchshistorie of contract 3000101 (dynamic tariff). */
const HISTORIE = '/api/3000101/historie';

/** Requests the page sends to a path, counted as they leave the browser. */
function zaehleAnfragen(page: Page, methode: string, pfad: string): string[] {
  const gesendet: string[] = [];
  page.on('request', (request) => {
    if (request.method() === methode && new URL(request.url()).pathname === pfad)
      gesendet.push(request.url());
  });
  return gesendet;
}

test('offline: the banner says so, the form keeps everything and waits, and is sent once the connection is back', async ({
  page,
  brand,
  context,
}) => {
  await anmelden(page, brand);
  await kontaktanfrageAusfuellen(page);
  const gesendet = zaehleAnfragen(page, 'POST', KONTAKTANFRAGE);

  await context.setOffline(true);
  await expect(page.getByText(texts.verbindung.offline)).toBeVisible();
  const senden = page.getByRole('button', { name: texts.allgemein.senden });
  await senden.click();
  // TanStack Query holds the request while the browser is offline; the button shows that it is waiting.
  await expect(senden).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/kontaktanfrage$/);
  await expect(page.getByLabel(texts.kontaktanfrage.nachricht)).toHaveValue(KONTAKT_NACHRICHT);
  await expect(page.getByRole('radio', { name: 'Sonstiges', exact: true })).toBeChecked();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/kontaktanfrageOk$/);
  await expect(page.getByText(texts.kontaktanfrage.erfolg)).toBeVisible();
  await expect(page.getByText(texts.verbindung.offline)).toHaveCount(0);
  expect(gesendet).toHaveLength(1);
});

test('a request that gets no answer shows the connection message instead of nothing, and keeps the form', async ({
  angemeldet: page,
}) => {
  await kontaktanfrageAusfuellen(page);
  // The connection drops while the request is under way (fetch rejects with a TypeError, like a dead Wi-Fi).
  await page.route(`**${KONTAKTANFRAGE}`, (route) => route.abort('connectionreset'));

  await page.getByRole('button', { name: texts.allgemein.senden }).click();
  await expect(page.getByText(texts.verbindung.nichtErreichbar)).toBeVisible();
  await expect(page).toHaveURL(/\/kontaktanfrage$/);
  await expect(page.getByLabel(texts.kontaktanfrage.nachricht)).toHaveValue(KONTAKT_NACHRICHT);

  await page.unroute(`**${KONTAKTANFRAGE}`);
  await page.getByRole('button', { name: texts.allgemein.senden }).click();
  await expect(page).toHaveURL(/\/kontaktanfrageOk$/);
  await expect(page.getByText(texts.verbindung.nichtErreichbar)).toHaveCount(0);
});

test('a slow backend: the button shows it is busy, and a double click sends the form once', async ({
  angemeldet: page,
}) => {
  await kontaktanfrageAusfuellen(page);
  await demoBackend.fault({ operationId: 'kontaktanfrageSenden', delayMs: 2500 });
  const gesendet = zaehleAnfragen(page, 'POST', KONTAKTANFRAGE);

  const senden = page.getByRole('button', { name: texts.allgemein.senden });
  // Two clicks with no pause between them: faster than any re-render scheduled with a timer.
  await senden.dblclick();
  await expect(senden).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/kontaktanfrageOk$/);
  expect(gesendet).toHaveLength(1);
});

test('leaving a screen that is still loading cancels its requests and shows no error', async ({
  angemeldet: page,
}) => {
  await demoBackend.fault({ operationId: 'getVerbrauchshistorie', delayMs: 8000, times: -1 });
  const abgebrochen: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') abgebrochen.push(request.url());
  });

  const historie = page.waitForRequest((request) => request.url().includes(HISTORIE));
  await page.goto('/vertrag/3000101/verbrauchshistorie');
  await historie;
  // The slow screen shows its loading mask meanwhile.
  await expect(page.getByText(texts.allgemein.wirdGeladen).first()).toBeVisible();

  await ueberHauptnavigation(page, texts.navigation.vertraege);
  await expect(page.getByRole('heading', { level: 1, name: texts.navigation.vertraege })).toBeVisible();
  await expect
    .poll(() => abgebrochen.filter((url) => url.includes(HISTORIE)).length)
    .toBeGreaterThanOrEqual(1);
  // A cancelled request is no error: no alert, no connection message.
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const text of [texts.verbindung.nichtErreichbar, texts.verbindung.offline]) {
    await expect(page.getByText(text)).toHaveCount(0);
  }
});

test('a 401 in the middle of a form leads to sign-in and, signed in again, back to the form', async ({
  angemeldet: page,
  brand,
}) => {
  await kontaktanfrageAusfuellen(page);
  await demoBackend.fault({ operationId: 'kontaktanfrageSenden', status: 401, body: 'Sitzung abgelaufen' });

  await page.getByRole('button', { name: texts.allgemein.senden }).click();
  await expect(page).toHaveURL(/\/anmelden\?weiter=%2Fkontaktanfrage$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();

  await anmeldeformularAbsenden(page, brand);
  await expect(page).toHaveURL(/\/kontaktanfrage$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.kontaktanfrage.titel })).toBeVisible();
});
