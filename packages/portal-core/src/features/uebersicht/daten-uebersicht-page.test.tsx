import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.datenuebersicht;
/** An error message as read out: with the visually hidden prefix. */
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const abschnitt = (name: string) => page.getByRole('region', { name, exact: true });
const kunde = () => abschnitt(t.anschlussnutzer);
const adresse = () => abschnitt(t.aktuelleRechnungsadresse);
const bank = () => abschnitt(t.aktuelleBankverbindung);

describe('/daten/uebersicht', () => {
  it('shows the customer, the current billing address and the current bank account with their links', async () => {
    await oeffneSeite('/daten/uebersicht', t.titel);
    await expect.poll(() => document.title).toBe(`${t.titel} – ${testBrand.mandant}`);

    await expect.element(kunde().getByText('Dr. Max Mustermann')).toBeVisible();
    await expect.element(kunde().getByText('max.mustermann@example.de')).toBeVisible();
    await expect.element(kunde().getByText('12.04.1978')).toBeVisible();
    // No fax stored: said in words.
    await expect.element(kunde().getByText(texts.allgemein.nichtAngegeben)).toBeVisible();
    await expect
      .element(kunde().getByRole('link', { name: t.kontaktdatenBearbeiten }))
      .toHaveAttribute('href', '/kontakt/editieren');

    await expect.element(adresse().getByText('Lindenallee 12')).toBeVisible();
    await expect.element(adresse().getByText('12345 Musterstadt')).toBeVisible();
    await expect
      .element(adresse().getByRole('link', { name: t.rechnungsadresseBearbeiten }))
      .toHaveAttribute('href', '/rechnungsadresse/editieren');
    await expect
      .element(adresse().getByRole('link', { name: t.alleRechnungsadressenAnzeigen }))
      .toHaveAttribute('href', '/rechnungsadressen');

    // The current account is the ING one (50010517), valid until the end of this month.
    await expect.element(bank().getByText('ING-DiBa')).toBeVisible();
    await expect.element(bank().getByText(texts.bankverbindung.mandatsreferenz)).toBeVisible();
    await expect
      .element(bank().getByRole('link', { name: t.bankverbindungBearbeiten }))
      .toHaveAttribute('href', '/bankverbindung/editieren');
    await expect
      .element(bank().getByRole('link', { name: t.alleBankverbindungenAnzeigen }))
      .toHaveAttribute('href', '/bankverbindungen');
    expect(bank().getByRole('link', { name: t.neueBankverbindungAnlegen }).all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('says when nothing is stored and offers a new bank account', async () => {
    await renderPortal({ path: '/daten/uebersicht', signedInAs: '10000002' });
    await expect.element(kunde().getByText('Beispiel Energiehandel GmbH')).toBeVisible();
    await expect.element(adresse().getByText(t.keineRechnungsadresseHinterlegt)).toBeVisible();
    await expect.element(bank().getByText(t.keineBankverbindungHinterlegt)).toBeVisible();
    await expect
      .element(bank().getByRole('link', { name: t.neueBankverbindungAnlegen }))
      .toHaveAttribute('href', '/bankverbindung/editieren');
    // Without a current account there is nothing to edit: the create button takes the edit icon's place.
    expect(bank().getByRole('link', { name: t.bankverbindungBearbeiten }).all()).toHaveLength(0);
    await expect.element(adresse().getByRole('link', { name: t.rechnungsadresseBearbeiten })).toBeVisible();
    expect(page.getByText(t.nurVertragsspezifischeBankverbindungen).all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it.each([
    { antwort: 'the contract’s 204', fault: { status: 204 } },
    {
      antwort: 'a 404, as some backends say "none"',
      fault: { status: 404, body: { message: 'Keine gefunden' } },
    },
  ])(
    'explains future-only and contract-specific entries when none is current ($antwort)',
    async ({ fault }) => {
      // No current entry of the customer, but the future one from the 1st of next month and 3000102's own entries.
      await demo.fault({ operationId: 'getAktuelleBankverbindung', ...fault });
      await demo.fault({ operationId: 'getAktuelleRechnungsadresse', ...fault });
      await renderPortal({ path: '/daten/uebersicht', signedInAs: '10000001' });

      await expect.element(bank().getByText(t.nurZukuenftigeBankverbindung)).toBeVisible();
      await expect.element(bank().getByText('Deutsche Kreditbank Berlin')).toBeVisible();
      await expect.element(bank().getByText(t.nurVertragsspezifischeBankverbindungen)).toBeVisible();
      await expect.element(bank().getByRole('link', { name: t.neueBankverbindungAnlegen })).toBeVisible();

      await expect.element(adresse().getByText(t.nurZukuenftigeRechnungsadresse)).toBeVisible();
      await expect.element(adresse().getByText('Postfach 10 20 30')).toBeVisible();
      await expect.element(adresse().getByText(t.nurVertragsspezifischeRechnungsadressen)).toBeVisible();
      expect(page.getByText(t.keineBankverbindungHinterlegt).all()).toHaveLength(0);
      await expectNoAxeViolations();
    },
  );

  it('points to contract-specific accounts when the customer has none of their own', async () => {
    await demo.fault({ operationId: 'getAktuelleBankverbindung', status: 204 });
    await demo.fault({ operationId: 'getBankverbindungen', status: 200, body: [] });
    await renderPortal({ path: '/daten/uebersicht', signedInAs: '10000001' });

    await expect.element(bank().getByText(t.keineBankverbindungHinterlegt)).toBeVisible();
    await expect.element(bank().getByText(t.nurVertragsspezifischeBankverbindungen)).toBeVisible();
    expect(bank().getByText(t.nurZukuenftigeBankverbindung).all()).toHaveLength(0);
  });

  it('shows SPEC texts when a section cannot be loaded', async () => {
    // A 5xx is asked once more by the query client: the fault covers both calls.
    await demo.fault({ operationId: 'getAnschlussnutzer', status: 500, times: 2 });
    await demo.fault({ operationId: 'getAktuelleRechnungsadresse', status: 500, times: 2 });
    await demo.fault({ operationId: 'getAktuelleBankverbindung', status: 503, times: 2 });
    await renderPortal({ path: '/daten/uebersicht', signedInAs: '10000001' });

    await expect.element(kunde().getByRole('alert')).toHaveTextContent(fehler(texts.kontakt.ladeFehler));
    await expect
      .element(adresse().getByRole('alert'))
      .toHaveTextContent(fehler(t.keineAktuelleRechnungsadresse));
    await expect.element(bank().getByRole('alert')).toHaveTextContent(fehler(t.keineAktuelleBankverbindung));
    await expect.element(bank().getByRole('link', { name: t.neueBankverbindungAnlegen })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('the edit icon leads to the contact form', async () => {
    await renderPortal({ path: '/daten/uebersicht', signedInAs: '10000001' });
    await userEvent.click(kunde().getByRole('link', { name: t.kontaktdatenBearbeiten }));
    await expect.element(page.getByRole('heading', { level: 1, name: texts.kontakt.titel })).toBeVisible();
  });
});
