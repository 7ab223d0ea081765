import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo, demoApiUrl } from '../../test/demo-backend.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const aktionen: [string, string][] = [
  [texts.startseite.zaehlerstandErfassen, '/ablesung'],
  [texts.datenuebersicht.titel, '/daten/uebersicht'],
  [texts.navigation.dokumente, '/dokumente'],
  [texts.navigation.vertraege, '/vertraege'],
  [texts.startseite.kontakt, '/kontaktanfrage'],
  [texts.passwortAendern.titel, '/passwort/aendern'],
];

describe('/ (landing page)', () => {
  it('greets Herr Dr. Max Mustermann by display name and offers the six actions', async () => {
    await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    await expect.poll(() => document.title).toBe(`${texts.navigation.startseite} – ${testBrand.mandant}`);

    const section = page.getByRole('region', { name: texts.startseite.frage });
    const links = section.getByRole('link').all();
    expect(links.map((link) => [link.element().textContent, link.element().getAttribute('href')])).toEqual(
      aktionen,
    );
    await expectNoAxeViolations();
  });

  it('greets a Firma by its company name', async () => {
    await renderPortal({ path: '/', signedInAs: '10000002' });
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessung('Beispiel Energiehandel GmbH'));
  });

  it('shows the loading mask while the customer loads', async () => {
    // A delay only, no error status (the typed helper always sets one).
    await fetch(`${demoApiUrl}/__demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'getAnschlussnutzer', delayMs: 1500 }),
    });
    await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('status').filter({ hasText: texts.allgemein.wirdGeladen }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessungOhneName);
    await expect
      .element(page.getByRole('heading', { level: 1 }), { timeout: 5000 })
      .toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
    await expect.element(page.getByText(texts.allgemein.wirdGeladen)).not.toBeInTheDocument();
  });

  it('shows the generic load error but keeps the actions when the customer cannot be loaded', async () => {
    await demo.fault({ operationId: 'getAnschlussnutzer', status: 500, times: 5 });
    await renderPortal({ path: '/', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('alert'), { timeout: 5000 })
      .toHaveTextContent(`${texts.allgemein.fehlerPraefix} ${texts.allgemein.unbekannterFehler}`);
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent(texts.startseite.begruessungOhneName);
    expect(page.getByRole('region', { name: texts.startseite.frage }).getByRole('link').all()).toHaveLength(
      6,
    );
    await expectNoAxeViolations();
  });

  it('needs a session: without one it sends the customer to sign-in', async () => {
    const { router } = await renderPortal({ path: '/' });
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/anmelden');
  });
});
