import { demoPasswort } from '@ekp/demo-api/konten';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo, demoApiUrl } from '../../test/demo-backend.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { erwarteFokusAufZusammenfassung } from '../../test/fehler-zusammenfassung.ts';
import { texts } from '../../texts.ts';
import { jetzt } from '../../test/uhr.ts';

const alsFehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const altesPasswort = () => page.getByLabelText(texts.passwortAendern.altesPasswort, { exact: true });
const neuesPasswort = () => page.getByLabelText(texts.passwortAendern.neuesPasswort, { exact: true });
const wiederholung = () =>
  page.getByLabelText(texts.passwortAendern.neuesPasswortWiederholen, { exact: true });
const aendernButton = () => page.getByRole('button', { name: texts.passwortAendern.titel });
const abbrechenButton = () => page.getByRole('button', { name: texts.allgemein.abbrechen });

function storedSession() {
  const raw = window.localStorage.getItem('ekp-token');
  return raw ? (JSON.parse(raw) as { kundennummer: string; token: string; ablaufdatum: string }) : null;
}

/** The state after sign-in answered 700 for 10000003 (SPEC §4). */
function forcedChangeState() {
  window.localStorage.setItem(
    'ekp-token',
    JSON.stringify({
      kundennummer: '10000003',
      token: '',
      ablaufdatum: new Date(jetzt().getTime() + 300_000).toISOString(),
    }),
  );
}

async function fillForm(alt: string, neu: string, wiederholt = neu) {
  await altesPasswort().fill(alt);
  await neuesPasswort().fill(neu);
  await wiederholung().fill(wiederholt);
}

describe('/aendere/passwort (forced change)', () => {
  it('has the three fields, the hint, and a strength bar from 8 characters on', async () => {
    forcedChangeState();
    await renderPortal({ path: '/aendere/passwort' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortAendern.titel }))
      .toBeVisible();
    await expect.poll(() => document.title).toBe(`${texts.passwortAendern.titel} – ${testBrand.mandant}`);
    await expect.element(altesPasswort()).toBeVisible();
    await expect.element(neuesPasswort()).toHaveAccessibleDescription(texts.passwortAendern.hinweisStark);
    await expect.element(wiederholung()).toBeVisible();
    await expect.element(abbrechenButton()).toBeVisible();
    // No navigation bar in the change-password state.
    await expect
      .element(page.getByRole('navigation', { name: texts.navigation.hauptnavigation }))
      .not.toBeInTheDocument();

    const meter = page.getByRole('meter');
    await neuesPasswort().fill('abcdefg');
    await expect.element(meter).not.toBeInTheDocument();

    const stufen = [
      ['abcdefgh', 'schwach', '5'],
      ['abcdefg1', 'mittel', '55'],
      ['Abcdefg1!x', 'stark', '100'],
    ] as const;
    for (const [passwort, staerke, breite] of stufen) {
      await neuesPasswort().fill(passwort);
      await expect.element(meter).toHaveAttribute('aria-valuenow', breite);
      await expect
        .element(meter)
        .toHaveAccessibleName(texts.passwortAendern.staerkeText(texts.passwortAendern.staerke[staerke]));
      const balken = meter.element().firstElementChild as HTMLElement;
      expect(balken.style.width).toBe(`${breite}%`);
    }
    await expectNoAxeViolations();
  });

  it('on success stores the new session and opens the landing page', async () => {
    forcedChangeState();
    const { router } = await renderPortal({ path: '/aendere/passwort' });
    await fillForm(demoPasswort('10000003'), 'Neues-Passwort-7?');
    await aendernButton().click();

    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessung('Erika Musterfrau'));
    expect(router.state.location.pathname).toBe('/');
    await expect
      .element(page.getByRole('status').filter({ hasText: texts.passwortErneuern.erfolg }))
      .toBeVisible();
    const session = storedSession();
    expect(session?.kundennummer).toBe('10000003');
    expect(session?.token).not.toBe('');
    expect(Date.parse(session!.ablaufdatum)).toBeGreaterThan(jetzt().getTime() + 300_000);
  });

  it('shows a string body of a failure as it is, and keeps the input', async () => {
    const meldung = 'Das neue Passwort wurde schon einmal verwendet.';
    await demo.fault({ operationId: 'passwortAendern', status: 400, body: meldung });
    forcedChangeState();
    await renderPortal({ path: '/aendere/passwort' });
    await fillForm(demoPasswort('10000003'), 'Neues-Passwort-7?');
    await aendernButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(alsFehler(meldung));
    await expect.element(neuesPasswort()).toHaveValue('Neues-Passwort-7?');
    await expect.element(aendernButton()).toBeEnabled();
    expect(storedSession()?.token).toBe('');
    await expectNoAxeViolations();
  });

  it('shows the technical text for 5xx', async () => {
    await demo.fault({ operationId: 'passwortAendern', status: 502, body: 'Bad Gateway' });
    forcedChangeState();
    await renderPortal({ path: '/aendere/passwort' });
    await fillForm(demoPasswort('10000003'), 'Neues-Passwort-7?');
    await aendernButton().click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(alsFehler(texts.allgemein.technischerFehler));
  });

  it('shows the message of a JSON error body (wrong old password)', async () => {
    forcedChangeState();
    await renderPortal({ path: '/aendere/passwort' });
    await fillForm('falsch', 'Neues-Passwort-7?');
    await aendernButton().click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toBeVisible();
    const text = alert.element().textContent;
    expect(text.startsWith(texts.allgemein.fehlerPraefix)).toBe(true);
    expect(text).not.toContain(texts.allgemein.unbekannterFehler);
  });

  it('lists every problem in the error summary when sent empty', async () => {
    forcedChangeState();
    await renderPortal({ path: '/aendere/passwort' });
    await aendernButton().click();
    const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
    await erwarteFokusAufZusammenfassung();
    for (const meldung of [
      texts.passwortAendern.altesPasswortFehlt,
      texts.passwortAendern.zuKurz,
      texts.passwortAendern.wiederholungFehlt,
    ]) {
      await expect.element(summary.getByRole('link', { name: meldung })).toBeVisible();
    }
    await expect.element(altesPasswort()).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', { name: texts.passwortAendern.wiederholungFehlt }).click();
    await expect.element(wiederholung()).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('a corrected field leaves the summary; while typing the summary never comes back to take the focus', async () => {
    forcedChangeState();
    await renderPortal({ path: '/aendere/passwort' });
    await aendernButton().click();
    const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
    await erwarteFokusAufZusammenfassung();

    await altesPasswort().fill(demoPasswort('10000003'));
    await expect
      .element(summary.getByRole('link', { name: texts.passwortAendern.altesPasswortFehlt }))
      .not.toBeInTheDocument();
    await expect.element(summary.getByRole('link', { name: texts.passwortAendern.zuKurz })).toBeVisible();

    await neuesPasswort().fill('Neues-Passwort-7?');
    await wiederholung().fill('Neues-Passwort-7?');
    await expect.element(summary).not.toBeInTheDocument();
    await wiederholung().fill('Neues');
    await expect
      .element(wiederholung())
      .toHaveAccessibleDescription(alsFehler(texts.passwortAendern.stimmenNichtUeberein));
    await expect.element(wiederholung()).toHaveFocus();
    await expect.element(summary).not.toBeInTheDocument();
  });

  it('Abbrechen logs out and goes to sign-in', async () => {
    forcedChangeState();
    const { router } = await renderPortal({ path: '/aendere/passwort' });
    await abbrechenButton().click();
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
    expect(storedSession()).toBeNull();
  });

  it('is reached from sign-in with status 700 and ends on the landing page', async () => {
    await renderPortal({ path: '/anmelden' });
    await page.getByLabelText(texts.anmeldung.kundennummer).fill('10000003');
    await page.getByLabelText(texts.anmeldung.passwort, { exact: true }).fill(demoPasswort('10000003'));
    await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
    await expect.element(aendernButton()).toBeVisible();
    await fillForm(demoPasswort('10000003'), 'Neues-Passwort-7?');
    await aendernButton().click();
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessung('Erika Musterfrau'));
  });
});

describe('/passwort/aendern (voluntary change)', () => {
  it('Abbrechen goes back and keeps the customer signed in', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    const token = storedSession()?.token;
    await page.getByRole('link', { name: texts.passwortAendern.titel }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortAendern.titel }))
      .toBeVisible();
    await expect
      .element(page.getByRole('navigation', { name: texts.navigation.hauptnavigation }))
      .toBeVisible();
    await expectNoAxeViolations();

    await abbrechenButton().click();
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    expect(router.state.location.pathname).toBe('/');
    expect(storedSession()?.token).toBe(token);
  });

  it('Abbrechen without a page to go back to opens the landing page', async () => {
    const { router } = await renderPortal({ path: '/passwort/aendern', signedInAs: '10000001' });
    await abbrechenButton().click();
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    expect(router.state.location.pathname).toBe('/');
    expect(storedSession()).not.toBeNull();
  });

  it('on success stores the new token, reports it and opens the landing page', async () => {
    const { router } = await renderPortal({ path: '/passwort/aendern', signedInAs: '10000001' });
    const alterToken = storedSession()?.token;
    await fillForm(demoPasswort('10000001'), 'Neues-Passwort-7?');
    await aendernButton().click();

    await expect
      .element(page.getByRole('status').filter({ hasText: texts.passwortErneuern.erfolg }))
      .toBeVisible();
    // The landing page loads the customer with the new token: the server ended the old sessions.
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    expect(router.state.location.pathname).toBe('/');
    const session = storedSession();
    expect(session?.token).not.toBe(alterToken);
    const alt = await fetch(`${demoApiUrl}/api/anschlussnutzer`, {
      headers: { token: alterToken!, kundennummer: '10000001' },
    });
    expect(alt.status).toBe(401);
  });
});
