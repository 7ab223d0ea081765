import { demoPasswort } from '@ekp/demo-api/konten';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { demo } from '../../test/demo-backend.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand, testBrandMitNutzungsbedingungen } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';
import { jetzt } from '../../test/uhr.ts';

function storedSession() {
  const raw = window.localStorage.getItem('ekp-token');
  return raw ? (JSON.parse(raw) as { kundennummer: string; token: string; ablaufdatum: string }) : null;
}

/** An error alert reads 'Fehler: <text>' (visually hidden prefix). */
const alsFehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;

const kundennummerFeld = () => page.getByLabelText(texts.anmeldung.kundennummer);
const passwortFeld = () => page.getByLabelText(texts.anmeldung.passwort, { exact: true });
const anmeldenButton = () => page.getByRole('button', { name: texts.anmeldung.anmelden });

/** Types the Kundennummer and its demo password and presses "Anmelden". */
async function anmeldenAls(kundennummer: string) {
  await kundennummerFeld().fill(kundennummer);
  await passwortFeld().fill(demoPasswort(kundennummer));
  await anmeldenButton().click();
}

/** The landing page greets the first demo customer. */
async function erwarteStartseite() {
  await expect
    .element(page.getByRole('heading', { level: 1 }))
    .toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
}
describe('/anmelden', () => {
  it('enables Anmelden only with a non-blank Kundennummer and a password', async () => {
    await renderPortal({ path: '/anmelden' });
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    await expect.poll(() => document.title).toBe(`${texts.anmeldung.titel} – ${testBrand.mandant}`);
    await expect.element(anmeldenButton()).toBeDisabled();

    await kundennummerFeld().fill('   ');
    await passwortFeld().fill('x');
    await expect.element(anmeldenButton()).toBeDisabled();

    await kundennummerFeld().fill('10000001');
    await expect.element(anmeldenButton()).toBeEnabled();
    await passwortFeld().clear();
    await expect.element(anmeldenButton()).toBeDisabled();
    expect(page.getByRole('checkbox').all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('with terms of use, also needs the ticked checkbox; the terms open in a new tab', async () => {
    await renderPortal({ path: '/anmelden', brand: testBrandMitNutzungsbedingungen });
    const bedingungen = testBrandMitNutzungsbedingungen.nutzungsbedingungen!;
    await kundennummerFeld().fill('10000001');
    await passwortFeld().fill(demoPasswort('10000001'));
    await expect.element(anmeldenButton()).toBeDisabled();

    const link = page.getByRole('link', { name: `${bedingungen.label} ${texts.allgemein.neuerTab}` });
    await expect.element(link).toHaveAttribute('href', bedingungen.url);
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');

    const checkbox = page.getByRole('checkbox');
    await expect
      .element(checkbox)
      .toHaveAccessibleName(
        `${bedingungen.part1} ${bedingungen.label} ${texts.allgemein.neuerTab} ${bedingungen.part2}`,
      );
    await checkbox.click();
    await expect.element(anmeldenButton()).toBeEnabled();
    await checkbox.click();
    await expect.element(anmeldenButton()).toBeDisabled();

    await expect
      .element(page.getByText(testBrandMitNutzungsbedingungen.kundennummerprefix, { exact: true }))
      .toBeVisible();
    await expect
      .element(page.getByText(testBrandMitNutzungsbedingungen.credentialinformationen!))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('signs in, stores token, expiry and Kundennummer, and opens the landing page', async () => {
    const { router } = await renderPortal({ path: '/anmelden' });
    await anmeldenAls('10000001');

    await erwarteStartseite();
    expect(router.state.location.pathname).toBe('/');
    const session = storedSession();
    expect(session?.kundennummer).toBe('10000001');
    expect(session?.token).not.toBe('');
    expect(Date.parse(session!.ablaufdatum)).toBeGreaterThan(jetzt().getTime() + 60_000);
  });

  it('drops the brand prefix when the customer types it, and returns to ?weiter=', async () => {
    const { router } = await renderPortal({
      path: `/anmelden?weiter=${encodeURIComponent('/passwort/aendern')}`,
      brand: testBrandMitNutzungsbedingungen,
    });
    await kundennummerFeld().fill('tw-10000001');
    await passwortFeld().fill(demoPasswort('10000001'));
    await page.getByRole('checkbox').click();
    await anmeldenButton().click();

    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortAendern.titel }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/passwort/aendern');
    expect(storedSession()?.kundennummer).toBe('10000001');
  });

  it('ignores a ?weiter= that leaves the portal', async () => {
    const { router } = await renderPortal({
      path: `/anmelden?weiter=${encodeURIComponent('//evil.example/x')}`,
    });
    await anmeldenAls('10000001');
    await erwarteStartseite();
    expect(router.state.location.pathname).toBe('/');
  });

  it('status 700 starts the change-password state and opens the forced change page', async () => {
    const { router } = await renderPortal({ path: '/anmelden' });
    await kundennummerFeld().fill('10000003');
    await passwortFeld().fill(demoPasswort('10000003'));
    await anmeldenButton().click();

    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortAendern.titel }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/aendere/passwort');
    const session = storedSession();
    expect(session).toMatchObject({ kundennummer: '10000003', token: '' });
    const rest = Date.parse(session!.ablaufdatum) - jetzt().getTime();
    expect(rest).toBeGreaterThan(290_000);
    expect(rest).toBeLessThanOrEqual(300_000);
  });

  it('status 702 clears the session and opens the blocked page', async () => {
    const { router } = await renderPortal({ path: '/anmelden' });
    await kundennummerFeld().fill('10000004');
    await passwortFeld().fill('irgendwas');
    await anmeldenButton().click();

    await expect.element(page.getByText(texts.gesperrt.keinZugang)).toBeVisible();
    expect(router.state.location.pathname).toBe('/portal/gesperrt');
    expect(storedSession()).toBeNull();
  });

  it('5xx shows the technical text and keeps what was typed', async () => {
    await demo.fault({ operationId: 'login', status: 503, body: { message: 'Upstream down' } });
    await renderPortal({ path: '/anmelden' });
    await anmeldenAls('10000001');

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(alsFehler(texts.allgemein.technischerFehler));
    await expect.element(kundennummerFeld()).toHaveValue('10000001');
    await expect.element(passwortFeld()).toHaveValue(demoPasswort('10000001'));
    await expect.element(anmeldenButton()).toBeEnabled();
    expect(storedSession()).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows a string body as it is', async () => {
    const meldung = 'Ihr Zugang ist vorübergehend gesperrt.';
    await demo.fault({ operationId: 'login', status: 401, body: meldung });
    await renderPortal({ path: '/anmelden' });
    await anmeldenAls('10000001');
    await expect.element(page.getByRole('alert')).toHaveTextContent(alsFehler(meldung));
  });

  it('shows the server text for a wrong password and the fallback for a body that is not a string', async () => {
    await renderPortal({ path: '/anmelden' });
    await kundennummerFeld().fill('10000001');
    await passwortFeld().fill('falsch');
    await anmeldenButton().click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toBeVisible();
    expect(alert.element().textContent).not.toContain(texts.anmeldung.fehlgeschlagen);

    await demo.fault({ operationId: 'login', status: 400, body: { message: 'Kein Text', feld: 'passwort' } });
    await anmeldenButton().click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(alsFehler(texts.anmeldung.fehlgeschlagen));
  });

  it('works with the keyboard alone', async () => {
    await renderPortal({ path: '/anmelden', brand: testBrandMitNutzungsbedingungen });
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    // From the start of the page: skip link, then the fields in reading order.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: texts.navigation.zumInhalt })).toHaveFocus();
    await userEvent.tab();
    await expect.element(kundennummerFeld()).toHaveFocus();
    await userEvent.keyboard('10000001');
    await userEvent.tab();
    await expect.element(passwortFeld()).toHaveFocus();
    await userEvent.keyboard(demoPasswort('10000001'));
    await userEvent.tab(); // show-password toggle
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab(); // terms link
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: texts.anmeldung.passwortVergessen })).toHaveFocus();
    await userEvent.tab();
    await expect.element(anmeldenButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await erwarteStartseite();
  });
});
