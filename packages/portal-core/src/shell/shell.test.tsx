import { demoPasswort } from '@ekp/demo-api/konten';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { expectNoAxeViolations } from '../test/axe.ts';
import { demo, demoApiUrl } from '../test/demo-backend.ts';
import { createPortalRuntime, PortalView } from '../portal.tsx';
import { renderPortal, signIn } from '../test/render-portal.tsx';
import { testBrand, testBrandMitNutzungsbedingungen } from '../test/test-brand.ts';
import { texts } from '../texts.ts';
import { kundennummerOhnePrefix } from './kundennummer-field.tsx';
import { jetzt } from '../test/uhr.ts';

function storedSession() {
  const raw = window.localStorage.getItem('ekp-token');
  return raw ? (JSON.parse(raw) as { kundennummer: string; token: string; ablaufdatum: string }) : null;
}

function setExpiry(ablaufdatum: Date) {
  const session = storedSession()!;
  window.localStorage.setItem(
    'ekp-token',
    JSON.stringify({ ...session, ablaufdatum: ablaufdatum.toISOString() }),
  );
  // The store reads local storage on start and on storage events (another tab writing it is one).
  window.dispatchEvent(new StorageEvent('storage', { key: 'ekp-token' }));
}

const greeting = () => page.getByRole('heading', { level: 1 });
const hauptnavigation = () => page.getByRole('navigation', { name: texts.navigation.hauptnavigation });
const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>')}`;

describe('navigation bar', () => {
  it('shows the links of SPEC §2 and Abmelden when signed in; marks the current page', async () => {
    await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    const links = hauptnavigation().getByRole('link').all();
    expect(links.map((link) => [link.element().textContent, link.element().getAttribute('href')])).toEqual([
      [texts.navigation.startseite, '/'],
      [texts.navigation.uebersicht, '/daten/uebersicht'],
      [texts.navigation.dokumente, '/dokumente'],
      [texts.navigation.vertraege, '/vertraege'],
      [texts.navigation.kontaktanfrage, '/kontaktanfrage'],
    ]);
    await expect
      .element(hauptnavigation().getByRole('link', { name: texts.navigation.startseite }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('button', { name: texts.navigation.abmelden })).toBeVisible();
    // No logo configured: the short tenant name stands in.
    await expect.element(page.getByText(testBrand.mandant_short, { exact: true })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows the brand logo, linked to the brand’s site', async () => {
    await renderPortal({
      path: '/',
      signedInAs: '10000001',
      brand: { ...testBrand, logo, link: 'https://testwerke.example/' },
    });
    // The frame of the loading state has the logo too: wait for the page.
    await expect.element(page.getByRole('button', { name: texts.navigation.abmelden })).toBeVisible();
    const logoLink = page.getByRole('link', { name: testBrand.mandant });
    await expect.element(logoLink).toHaveAttribute('href', 'https://testwerke.example/');
    await expect.element(logoLink.getByRole('img', { name: testBrand.mandant })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('is not shown on sign-in; the brand bar is, if the brand wants it', async () => {
    await renderPortal({ path: '/anmelden' });
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    await expect.element(hauptnavigation()).not.toBeInTheDocument();
    await expect.element(page.getByText(testBrand.mandant_short, { exact: true })).not.toBeInTheDocument();
  });

  it('shows the brand bar on sign-in with zeigeNavigationOnLogin', async () => {
    await renderPortal({ path: '/anmelden', brand: { ...testBrand, zeigeNavigationOnLogin: true, logo } });
    await expect.element(page.getByRole('img', { name: testBrand.mandant })).toBeVisible();
    await expect.element(hauptnavigation()).not.toBeInTheDocument();
  });

  it('Abmelden ends the session on the server and locally and opens sign-in', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    const { token } = storedSession()!;
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    await page.getByRole('button', { name: texts.navigation.abmelden }).click();

    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
    expect(router.state.location.search).toBe('');
    expect(storedSession()).toBeNull();
    const danach = await fetch(`${demoApiUrl}/api/anschlussnutzer`, {
      headers: { token, kundennummer: '10000001' },
    });
    expect(danach.status).toBe(401);
  });
});

describe('header and footer', () => {
  it('honour neuerTab: new tab with noopener and a hidden hint, otherwise a plain link', async () => {
    await renderPortal({
      path: '/anmelden',
      brand: {
        ...testBrand,
        hatHeader: true,
        header: [
          { label: 'Tarife', url: 'https://testwerke.example/tarife', neuerTab: true },
          { label: 'Störung melden', url: 'tel:+4930123456' },
        ],
      },
    });
    const kopf = page.getByRole('navigation', { name: texts.navigation.kopfzeile });
    const tarife = kopf.getByRole('link', { name: `Tarife ${texts.allgemein.neuerTab}` });
    await expect.element(tarife).toHaveAttribute('target', '_blank');
    await expect.element(tarife).toHaveAttribute('rel', 'noopener noreferrer');
    const stoerung = kopf.getByRole('link', { name: 'Störung melden' });
    await expect.element(stoerung).toHaveAttribute('href', 'tel:+4930123456');
    expect(stoerung.element().hasAttribute('target')).toBe(false);

    const fuss = page.getByRole('navigation', { name: texts.navigation.fusszeile });
    for (const entry of testBrand.footer) {
      const link = fuss.getByRole('link', { name: `${entry.label} ${texts.allgemein.neuerTab}` });
      await expect.element(link).toHaveAttribute('href', entry.url);
      await expect.element(link).toHaveAttribute('target', '_blank');
    }
    await expectNoAxeViolations();
  });

  it('leaves out header and the brand footer links when the brand switches them off; the statement stays', async () => {
    await renderPortal({ path: '/anmelden', brand: { ...testBrand, hatHeader: false, hatFooter: false } });
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    await expect
      .element(page.getByRole('navigation', { name: texts.navigation.kopfzeile }))
      .not.toBeInTheDocument();
    const fusszeile = page.getByRole('navigation', { name: texts.navigation.fusszeile });
    await expect
      .element(fusszeile.getByRole('link', { name: texts.navigation.barrierefreiheit }))
      .toBeVisible();
    await expect.element(fusszeile.getByRole('link', { name: /Impressum/ })).not.toBeInTheDocument();
  });
});

describe('session', () => {
  it('renews the token on a page change when less than five minutes are left, and reports it', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    const { token } = storedSession()!;
    setExpiry(new Date(jetzt().getTime() + 60_000));

    await router.navigate('/passwort/aendern');
    const meldung = page.getByRole('status').filter({ hasText: texts.allgemein.tokenErneuert });
    await expect.element(meldung).toBeVisible();
    const session = storedSession()!;
    expect(session.token).not.toBe(token);
    expect(Date.parse(session.ablaufdatum)).toBeGreaterThan(jetzt().getTime() + 5 * 60_000);

    await page.getByRole('button', { name: texts.allgemein.meldungSchliessen }).click();
    await expect.element(meldung).not.toBeInTheDocument();
  });

  it('takes the renewed token from the response data when the backend sends none in a header (SPEC §7)', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    await demo.fault({
      operationId: 'tokenErneuern',
      status: 200,
      headers: { ttl: '1800' },
      body: { kundennummer: '10000001', token: 'token-aus-den-antwortdaten' },
    });
    setExpiry(new Date(jetzt().getTime() + 60_000));

    await router.navigate('/passwort/aendern');
    await expect
      .element(page.getByRole('status').filter({ hasText: texts.allgemein.tokenErneuert }))
      .toBeVisible();
    const session = storedSession()!;
    expect(session.token).toBe('token-aus-den-antwortdaten');
    expect(Date.parse(session.ablaufdatum)).toBe(jetzt().getTime() + 1800 * 1000);
  });

  it('does not renew a session with time left', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    const { token } = storedSession()!;
    await router.navigate('/passwort/aendern');
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortAendern.titel }))
      .toBeVisible();
    expect(storedSession()!.token).toBe(token);
    await expect.element(page.getByText(texts.allgemein.tokenErneuert)).not.toBeInTheDocument();
  });

  it('a failed renewal logs out and reports it', async () => {
    await demo.fault({ operationId: 'tokenErneuern', status: 500 });
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    setExpiry(new Date(jetzt().getTime() + 60_000));
    await router.navigate('/passwort/aendern');

    await expect
      .element(page.getByRole('alert').filter({ hasText: texts.allgemein.tokenNichtErneuert }))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
    expect(storedSession()).toBeNull();
  });

  it('an expired session sends the next navigation to sign-in and comes back there after signing in', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    setExpiry(new Date(jetzt().getTime() - 1000));

    await router.navigate('/passwort/aendern');
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
    expect(new URLSearchParams(router.state.location.search).get('weiter')).toBe('/passwort/aendern');

    await page.getByLabelText(texts.anmeldung.kundennummer).fill('10000001');
    await page.getByLabelText(texts.anmeldung.passwort, { exact: true }).fill(demoPasswort('10000001'));
    await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.passwortAendern.titel }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/passwort/aendern');
  });

  it('signing out in another tab signs out this one', async () => {
    const { router } = await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    window.localStorage.removeItem('ekp-token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ekp-token' }));
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
    await expect.element(hauptnavigation()).not.toBeInTheDocument();
  });

  it('signing out in another tab while this one starts signs out this one too', async () => {
    await signIn('10000001');
    const runtime = createPortalRuntime({
      brand: testBrand,
      apiBaseUrl: `${demoApiUrl}/api`,
      feiertageUrl: `${demoApiUrl}/api/feiertage`,
      initialPath: '/',
    });
    // The guards have let the customer in; the portal has not rendered yet.
    await expect.poll(() => runtime.router.state.initialized).toBe(true);
    expect(runtime.router.state.location.pathname).toBe('/');
    window.localStorage.removeItem('ekp-token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ekp-token' }));
    await render(<PortalView runtime={runtime} />);
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(runtime.router.state.location.pathname).toBe('/anmelden');
  });
});

describe('layout and keyboard', () => {
  it('fits a 360 px wide screen without horizontal scrolling', async () => {
    await page.viewport(360, 740);
    try {
      await renderPortal({ path: '/anmelden', brand: testBrandMitNutzungsbedingungen });
      await expect
        .element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel }))
        .toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);

      await page.getByLabelText(texts.anmeldung.kundennummer).fill('10000001');
      await page.getByLabelText(texts.anmeldung.passwort, { exact: true }).fill(demoPasswort('10000001'));
      await page.getByRole('checkbox').click();
      await page.getByRole('button', { name: texts.anmeldung.anmelden }).click();
      await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('the skip link moves the focus to the main content', async () => {
    await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    const skip = page.getByRole('link', { name: texts.navigation.zumInhalt });
    // Visually hidden until focused, like for a keyboard user.
    (skip.element() as HTMLElement).focus();
    await expect.element(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
  });

  it('an unknown path goes to the start page', async () => {
    const { router } = await renderPortal({ path: '/gibt/es/nicht', signedInAs: '10000001' });
    await expect.element(greeting()).toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('kundennummerOhnePrefix', () => {
  it.each([
    ['10000001', '', '10000001'],
    [' 1000 0001 ', '', '10000001'],
    ['NL-10000001', 'NL-', '10000001'],
    ['nl-10000001', 'NL-', '10000001'],
    ['10000001', 'NL-', '10000001'],
    ['NL 10000001', 'NL ', '10000001'],
    ['  ', 'NL-', ''],
  ])('%j with prefix %j → %j', (eingabe, prefix, erwartet) => {
    expect(kundennummerOhnePrefix(eingabe, prefix)).toBe(erwartet);
  });
});
