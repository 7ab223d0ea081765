import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand, testBrandMitNutzungsbedingungen } from '../../test/test-brand.ts';
import { erwarteFokusAufZusammenfassung } from '../../test/fehler-zusammenfassung.ts';
import { texts } from '../../texts.ts';

const alsFehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const kundennummerFeld = () => page.getByLabelText(texts.anmeldung.kundennummer);
const sendenButton = () => page.getByRole('button', { name: texts.allgemein.senden });

describe('/passwort/vergessen', () => {
  it('shows the explanation, sends the link for a known Kundennummer and hides the form', async () => {
    // A stale session of an earlier visit: the request logs out locally first.
    window.localStorage.setItem(
      'ekp-token',
      JSON.stringify({ kundennummer: '10000001', token: 'alt', ablaufdatum: '2000-01-01T00:00:00Z' }),
    );
    await renderPortal({ path: '/passwort/vergessen' });
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortVergessen.titel }))
      .toBeVisible();
    await expect.poll(() => document.title).toBe(`${texts.passwortVergessen.titel} – ${testBrand.mandant}`);
    await expect.element(page.getByText(texts.passwortVergessen.erklaerung)).toBeVisible();
    await expectNoAxeViolations();

    await kundennummerFeld().fill(' 10000001 ');
    await sendenButton().click();

    const erfolg = page.getByRole('status').filter({ hasText: texts.passwortVergessen.erfolg });
    await expect.element(erfolg).toBeVisible();
    await expect.element(kundennummerFeld()).not.toBeInTheDocument();
    await expect.element(sendenButton()).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('link', { name: texts.passwortVergessen.zurueckZurAnmeldung }))
      .toBeVisible();
    expect(window.localStorage.getItem('ekp-token')).toBeNull();

    const mails = await demo.mailbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link.startsWith(`${testBrand.passwortErneuerUrl}?token=`)).toBe(true);
    await expectNoAxeViolations();
  });

  it('uses the portal’s own renew page as basisUrl when the brand configures none', async () => {
    await renderPortal({ path: '/passwort/vergessen', brand: { ...testBrand, passwortErneuerUrl: '' } });
    await kundennummerFeld().fill('10000001');
    await sendenButton().click();
    await expect.element(page.getByText(texts.passwortVergessen.erfolg)).toBeVisible();
    const [mail] = await demo.mailbox();
    expect(mail!.link.startsWith(`${window.location.origin}/passwort/erneuern?token=`)).toBe(true);
  });

  it('drops the brand prefix the customer typed', async () => {
    await renderPortal({ path: '/passwort/vergessen', brand: testBrandMitNutzungsbedingungen });
    await kundennummerFeld().fill('TW-10000001');
    await sendenButton().click();
    await expect.element(page.getByText(texts.passwortVergessen.erfolg)).toBeVisible();
    expect(await demo.mailbox()).toHaveLength(1);
  });

  it('does not send a blank Kundennummer: error summary with a link to the field', async () => {
    await renderPortal({ path: '/passwort/vergessen' });
    await kundennummerFeld().fill('   ');
    await sendenButton().click();

    const summary = page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });
    await erwarteFokusAufZusammenfassung();
    await expect.element(kundennummerFeld()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(kundennummerFeld())
      .toHaveAccessibleDescription(alsFehler(texts.passwortVergessen.kundennummerFehlt));
    await summary.getByRole('link', { name: texts.passwortVergessen.kundennummerFehlt }).click();
    await expect.element(kundennummerFeld()).toHaveFocus();
    expect(await demo.mailbox()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('404: no email address or unknown Kundennummer', async () => {
    await renderPortal({ path: '/passwort/vergessen' });
    await kundennummerFeld().fill('99999999');
    await sendenButton().click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(alsFehler(texts.passwortVergessen.unbekannt));
    // What was typed stays, so the customer can correct it.
    await expect.element(kundennummerFeld()).toHaveValue('99999999');
    await expectNoAxeViolations();
  });

  it('702: no access to the portal', async () => {
    await renderPortal({ path: '/passwort/vergessen' });
    await kundennummerFeld().fill('10000004');
    await sendenButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(alsFehler(texts.gesperrt.keinZugang));
  });

  it('any other failure: the unknown error text', async () => {
    await demo.fault({ operationId: 'passwortZuruecksetzen', status: 500 });
    await renderPortal({ path: '/passwort/vergessen' });
    await kundennummerFeld().fill('10000001');
    await sendenButton().click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(alsFehler(texts.allgemein.unbekannterFehler));
  });

  it('links back to sign-in', async () => {
    const { router } = await renderPortal({ path: '/passwort/vergessen' });
    await page.getByRole('link', { name: texts.passwortVergessen.zurueckZurAnmeldung }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
  });
});
