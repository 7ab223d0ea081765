import { demoPasswort } from '@ekp/demo-api/konten';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo, demoApiUrl } from '../../test/demo-backend.ts';
import { erwarteLink, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { erwarteFokusAufZusammenfassung } from '../../test/fehler-zusammenfassung.ts';
import { texts } from '../../texts.ts';

const alsFehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const neuesPasswort = () => page.getByLabelText(texts.passwortAendern.neuesPasswort, { exact: true });
const wiederholung = () =>
  page.getByLabelText(texts.passwortAendern.neuesPasswortWiederholen, { exact: true });
const speichern = () => page.getByRole('button', { name: texts.allgemein.speichern });

/** Requests a reset for 10000001 and returns the token from the demo mailbox, as the customer's email would. */
async function resetToken(): Promise<string> {
  const response = await fetch(`${demoApiUrl}/api/anschlussnutzer/passwort_reset`, {
    method: 'POST',
    headers: { kundennummer: '10000001', basisUrl: testBrand.passwortErneuerUrl },
  });
  expect(response.status).toBe(204);
  const [mail] = await demo.mailbox();
  const token = new URL(mail!.link).searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

async function login(kundennummer: string, passwort: string): Promise<number> {
  const response = await fetch(`${demoApiUrl}/api/anschlussnutzer/login`, {
    method: 'POST',
    headers: { kundennummer, passwort },
  });
  return response.status;
}

describe('/passwort/erneuern', () => {
  it('sets the new password with the token from the email; then only the success and a login link show', async () => {
    const token = await resetToken();
    const { router } = await renderPortal({ path: `/passwort/erneuern?token=${encodeURIComponent(token)}` });
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortErneuern.titel }))
      .toBeVisible();
    await expect.poll(() => document.title).toBe(`${texts.passwortErneuern.titel} – ${testBrand.mandant}`);
    await expect.element(page.getByLabelText(texts.passwortAendern.altesPasswort)).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await neuesPasswort().fill('Neues-Passwort-7?');
    await expect.element(page.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    await expect
      .element(page.getByText(texts.passwortAendern.staerkeText(texts.passwortAendern.staerke.stark)))
      .toBeVisible();
    await wiederholung().fill('Neues-Passwort-7?');
    await speichern().click();

    await expect
      .element(page.getByRole('status').filter({ hasText: texts.passwortErneuern.erfolg }))
      .toBeVisible();
    await expect.element(neuesPasswort()).not.toBeInTheDocument();
    await expect.element(wiederholung()).not.toBeInTheDocument();
    await expectNoAxeViolations();
    expect(await login('10000001', 'Neues-Passwort-7?')).toBe(200);
    expect(await login('10000001', demoPasswort('10000001'))).toBe(401);

    await page.getByRole('link', { name: texts.passwortErneuern.zurAnmeldung }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
  });

  it('shows the renewal failure in red for an invalid token and keeps the form', async () => {
    await renderPortal({ path: '/passwort/erneuern?token=gibt-es-nicht' });
    await neuesPasswort().fill('Neues-Passwort-7?');
    await wiederholung().fill('Neues-Passwort-7?');
    await speichern().click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent(alsFehler(texts.passwortErneuern.fehler));
    expect(alert.element().getAttribute('data-tone')).toBe('danger');
    await expect.element(neuesPasswort()).toHaveValue('Neues-Passwort-7?');
    await expectNoAxeViolations();
  });

  it('shows the same failure text when the server fails', async () => {
    const token = await resetToken();
    await demo.fault({ operationId: 'passwortZuruecksetzenAbschliessen', status: 500 });
    await renderPortal({ path: `/passwort/erneuern?token=${encodeURIComponent(token)}` });
    await neuesPasswort().fill('Neues-Passwort-7?');
    await wiederholung().fill('Neues-Passwort-7?');
    await speichern().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(alsFehler(texts.passwortErneuern.fehler));
  });

  it('checks length and repetition before sending', async () => {
    const token = await resetToken();
    await renderPortal({ path: `/passwort/erneuern?token=${encodeURIComponent(token)}` });
    await neuesPasswort().fill('kurz');
    await wiederholung().fill('anders');
    await speichern().click();

    const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
    await erwarteFokusAufZusammenfassung();
    await expect.element(summary.getByRole('link', { name: texts.passwortAendern.zuKurz })).toBeVisible();
    await expect
      .element(summary.getByRole('link', { name: texts.passwortAendern.stimmenNichtUeberein }))
      .toBeVisible();
    await expect.element(neuesPasswort()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(wiederholung())
      .toHaveAccessibleDescription(alsFehler(texts.passwortAendern.stimmenNichtUeberein));
    // Nothing was sent: the token still works.
    await neuesPasswort().fill('Neues-Passwort-7?');
    await wiederholung().fill('Neues-Passwort-7?');
    await speichern().click();
    await expect.element(page.getByText(texts.passwortErneuern.erfolg)).toBeVisible();
  });

  it('without a token in the link says so and offers a new request', async () => {
    await renderPortal({ path: '/passwort/erneuern' });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(alsFehler(texts.passwortErneuern.linkUnvollstaendig));
    await expect.element(neuesPasswort()).not.toBeInTheDocument();
    await erwarteLink(texts.anmeldung.passwortVergessen, '/passwort/vergessen');
    await expectNoAxeViolations();
  });
});
