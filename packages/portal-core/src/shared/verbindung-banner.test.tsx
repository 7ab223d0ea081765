import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../test/axe.ts';
import { renderPortal } from '../test/render-portal.tsx';
import { texts } from '../texts.ts';

const t = texts.verbindung;
const nachricht = () => page.getByRole('textbox', { name: texts.kontaktanfrage.nachricht });
const senden = () => page.getByRole('button', { name: texts.allgemein.senden });
const NACHRICHT = 'Bitte rufen Sie mich zurück, danke.';

/** The next request to a path fails the way fetch fails without a network: a bare TypeError. */
function naechsteAnfrageOhneAntwort(pfad: string) {
  const echtesFetch = window.fetch.bind(window);
  let ausgeloest = false;
  return vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!ausgeloest && url.includes(pfad)) {
      ausgeloest = true;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return echtesFetch(input, init);
  });
}

async function kontaktanfrageAusgefuellt() {
  const ergebnis = await renderPortal({ path: '/kontaktanfrage', signedInAs: '10000001' });
  await userEvent.click(page.getByRole('radio', { name: 'Sonstiges', exact: true }));
  await userEvent.fill(nachricht(), NACHRICHT);
  return ergebnis;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connection banner', () => {
  it('a request without an answer says so, keeps the form, and a retry goes through', async () => {
    const { router } = await kontaktanfrageAusgefuellt();
    naechsteAnfrageOhneAntwort('/anschlussnutzer/kontaktanfrage');

    await userEvent.click(senden());
    const banner = page.getByRole('status').filter({ hasText: t.nichtErreichbar });
    await expect.element(banner).toBeVisible();
    // Nothing typed is lost and the customer stays on the form.
    expect(router.state.location.pathname).toBe('/kontaktanfrage');
    await expect.element(nachricht()).toHaveValue(NACHRICHT);
    await expect.element(page.getByRole('radio', { name: 'Sonstiges', exact: true })).toBeChecked();
    // The screen's own error stays as well (SPEC §8: no server message, so the unknown-error text).
    await expect
      .element(page.getByText(`${texts.allgemein.fehlerPraefix} ${texts.allgemein.unbekannterFehler}`))
      .toBeVisible();
    await expectNoAxeViolations();

    await userEvent.click(senden());
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.kontaktanfrage.erfolgTitel }))
      .toBeVisible();
    await expect.element(page.getByText(t.wiederhergestellt)).toBeVisible();
    await expect.element(page.getByText(t.nichtErreichbar)).not.toBeInTheDocument();
  });

  it('going offline shows the banner at once, coming back announces it', async () => {
    await kontaktanfrageAusgefuellt();
    const liveRegion = page.getByRole('status').filter({ hasText: t.offline });

    window.dispatchEvent(new Event('offline'));
    await expect.element(liveRegion).toBeVisible();
    await expect.element(nachricht()).toHaveValue(NACHRICHT);
    await expectNoAxeViolations();

    window.dispatchEvent(new Event('online'));
    await expect.element(page.getByText(t.wiederhergestellt)).toBeVisible();
    await expect.element(page.getByText(t.offline)).not.toBeInTheDocument();
  });

  it('stays empty and invisible while everything works', async () => {
    await renderPortal({ path: '/kontaktanfrage', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.kontaktanfrage.titel }))
      .toBeVisible();
    for (const text of [t.offline, t.nichtErreichbar, t.wiederhergestellt]) {
      await expect.element(page.getByText(text)).not.toBeInTheDocument();
    }
  });
});
