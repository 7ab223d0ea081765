import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLadefehler, renderPortal } from '../../test/render-portal.tsx';
import { erwarteFokusAufMeldung } from '../../test/fehler-zusammenfassung.ts';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.kontakt;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const feld = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const aktualisieren = () => page.getByRole('button', { name: t.aktualisieren });

async function oeffnen() {
  const ergebnis = await renderPortal({ path: '/kontakt/editieren', signedInAs: '10000001' });
  await expect.element(feld(t.email)).toHaveValue('max.mustermann@example.de');
  return ergebnis;
}

describe('/kontakt/editieren', () => {
  it('is prefilled, saves the changes and goes to the overview', async () => {
    const { router } = await oeffnen();
    await expect.poll(() => document.title).toBe(`${t.titel} – ${testBrand.mandant}`);
    await expect.element(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    await expect.element(feld(t.festnetz)).toHaveValue('030 12345678');
    await expect.element(feld(t.mobil)).toHaveValue('0171 2345678');
    await expect.element(feld(t.fax)).toHaveValue('');
    await expect.element(feld(t.email)).toHaveAttribute('type', 'email');
    await expect.element(feld(t.mobil)).toHaveAttribute('inputmode', 'tel');
    await expectNoAxeViolations();

    await userEvent.fill(feld(t.email), 'max.neu@example.de');
    await userEvent.fill(feld(t.fax), '+49 30 1234567');
    await userEvent.fill(feld(t.mobil), '030/1234567');
    await userEvent.click(aktualisieren());

    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.datenuebersicht.titel }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/daten/uebersicht');
    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    await expect.element(page.getByText('max.neu@example.de')).toBeVisible();
    await expect.element(page.getByText('+49 30 1234567')).toBeVisible();
  });

  it('checks email and phone numbers and disables Aktualisieren while anything is invalid', async () => {
    await oeffnen();
    await userEvent.fill(feld(t.email), 'max@');
    await userEvent.tab();
    await expect.element(page.getByText(fehler(texts.validierung.emailUngueltig))).toBeVisible();
    await expect.element(feld(t.email)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(aktualisieren()).toBeDisabled();
    await expect.element(aktualisieren()).toHaveAccessibleDescription(t.korrigierenHinweis);

    await userEvent.fill(feld(t.festnetz), '030 abc');
    await userEvent.tab();
    await expect
      .element(feld(t.festnetz))
      .toHaveAccessibleDescription(fehler(texts.validierung.telefonUngueltig));
    await expectNoAxeViolations();

    // What the server would refuse is refused here already (contract patterns).
    await userEvent.fill(feld(t.email), 'max@localhost');
    await userEvent.fill(feld(t.festnetz), '030.1234567');
    await expect.element(feld(t.email)).toHaveAccessibleDescription(fehler(texts.validierung.emailUngueltig));
    await expect
      .element(feld(t.festnetz))
      .toHaveAccessibleDescription(fehler(texts.validierung.telefonUngueltig));
    await expect.element(aktualisieren()).toBeDisabled();

    // Fixed: the messages go as the customer types.
    await userEvent.fill(feld(t.email), 'max@example.de');
    await userEvent.fill(feld(t.festnetz), '0171 1234567');
    await expect.element(feld(t.email)).not.toHaveAttribute('aria-invalid');
    expect(page.getByText(fehler(texts.validierung.telefonUngueltig)).all()).toHaveLength(0);
    await expect.element(aktualisieren()).toBeEnabled();
  });

  it('clears a field with its clear button and says when the form is empty', async () => {
    await oeffnen();
    await userEvent.click(page.getByRole('button', { name: texts.allgemein.feldLeeren(t.festnetz) }));
    await expect.element(feld(t.festnetz)).toHaveValue('');
    await expect.element(feld(t.festnetz)).toHaveFocus();
    // No text, no clear button.
    expect(page.getByRole('button', { name: texts.allgemein.feldLeeren(t.fax) }).all()).toHaveLength(0);

    await userEvent.click(page.getByRole('button', { name: texts.allgemein.feldLeeren(t.email) }));
    await userEvent.click(page.getByRole('button', { name: texts.allgemein.feldLeeren(t.mobil) }));
    await expect.element(page.getByText(texts.validierung.formularLeer)).toBeVisible();
    await expect.element(aktualisieren()).toBeDisabled();
  });

  it('keeps what was typed when saving fails', async () => {
    await demo.fault({ operationId: 'kontaktdatenAktualisieren', status: 500 });
    await oeffnen();
    await userEvent.fill(feld(t.email), 'max.neu@example.de');
    await userEvent.click(aktualisieren());

    const meldung = page.getByRole('alert');
    await expect.element(meldung).toHaveTextContent(fehler(t.speicherFehler));
    await erwarteFokusAufMeldung(meldung);
    await expect.element(feld(t.email)).toHaveValue('max.neu@example.de');
    await expectNoAxeViolations();

    // The next attempt goes through.
    await userEvent.click(aktualisieren());
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.datenuebersicht.titel }))
      .toBeVisible();
  });

  it('shows the load error and no form when the contact data cannot be loaded', async () => {
    await erwarteLadefehler('getAnschlussnutzer', '/kontakt/editieren', t.ladeFehler);
    expect(feld(t.email).all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('can be completed with the keyboard alone', async () => {
    const { router } = await oeffnen();
    await userEvent.click(feld(t.email));
    await userEvent.keyboard('{Control>}a{/Control}max.tastatur@example.de');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.datenuebersicht.titel }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/daten/uebersicht');
    await expect.element(page.getByText('max.tastatur@example.de')).toBeVisible();
  });
});
