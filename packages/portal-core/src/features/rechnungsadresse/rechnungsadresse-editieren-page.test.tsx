import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { formatDatum } from '../../format/de.ts';
import { plusTage } from '../../rules/zeit.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { erwarteFokusAufMeldung, erwarteFokusAufZusammenfassung } from '../../test/fehler-zusammenfassung.ts';
import { texts } from '../../texts.ts';
import { heute } from '../../test/uhr.ts';

const t = texts.rechnungsadresse;
const f = t.fehler;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const feld = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const auswahl = (label: string) => page.getByRole('combobox', { name: label, exact: true });
const art = (label: string) => page.getByRole('radio', { name: label, exact: true });
const speichern = () => page.getByRole('button', { name: texts.allgemein.speichern });
const zusammenfassung = () =>
  page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });

async function oeffnen(path = '/rechnungsadresse/editieren', kunde = '10000001') {
  const ergebnis = await renderPortal({ path, signedInAs: kunde });
  await expect.element(speichern()).toBeVisible();
  return ergebnis;
}

describe('/rechnungsadresse/editieren', () => {
  it('is prefilled from the current address and saves a new one from today', async () => {
    const { router } = await renderPortal({ path: '/daten/uebersicht', signedInAs: '10000001' });
    await userEvent.click(page.getByRole('link', { name: texts.datenuebersicht.rechnungsadresseBearbeiten }));
    await expect.element(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    await expect.poll(() => document.title).toBe(`${t.titel} – ${testBrand.mandant}`);

    await expect.element(auswahl(t.anrede)).toHaveValue('Herr');
    await expect.element(feld(texts.allgemein.optional(t.titelFeld))).toHaveValue('Dr.');
    await expect.element(feld(t.vorname)).toHaveValue('Max');
    await expect.element(feld(t.nachname)).toHaveValue('Mustermann');
    await expect.element(art(t.adressarten.Normal)).toBeChecked();
    await expect.element(feld(t.strasse)).toHaveValue('Lindenallee');
    await expect.element(feld(t.hausnummer)).toHaveValue('12');
    await expect.element(feld(t.postleitzahl)).toHaveValue('12345');
    await expect.element(auswahl(t.land)).toHaveValue('Deutschland');
    await expect.element(feld(texts.allgemein.gueltigAb)).toHaveValue(formatDatum(heute()));
    await expectNoAxeViolations();

    await userEvent.fill(feld(t.strasse), 'Neue Straße');
    await userEvent.fill(feld(t.hausnummer), '12-14');
    await userEvent.click(speichern());

    // Back where the customer came from, with the new current address.
    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    expect(router.state.location.pathname).toBe('/daten/uebersicht');
    await expect.element(page.getByText('Neue Straße 12-14')).toBeVisible();
  });

  it('creates a PO box address: the street pair is hidden and not sent', async () => {
    const { router } = await oeffnen('/rechnungsadresse/editieren', '10000002');
    // Defaults of SPEC §3: Deutschland, empty postcode and city, Gültig ab today.
    await expect.element(auswahl(t.land)).toHaveValue('Deutschland');
    await expect.element(feld(t.postleitzahl)).toHaveValue('');

    await userEvent.selectOptions(auswahl(t.anrede), 'Firma');
    await expect.element(feld(t.firma)).toBeVisible();
    expect(feld(t.vorname).all()).toHaveLength(0);
    await userEvent.fill(feld(t.firma), 'Beispiel Energiehandel GmbH');
    await userEvent.fill(feld(t.strasse), 'Industriestraße');
    await userEvent.click(art(t.adressarten.Postfach));
    expect(feld(t.strasse).all()).toHaveLength(0);
    await userEvent.fill(feld(t.postfach), '100234');
    await userEvent.fill(feld(t.postleitzahl), '20097');
    await userEvent.fill(feld(t.ort), 'Hamburg');
    await userEvent.click(speichern());

    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/daten/uebersicht');
    await router.navigate('/rechnungsadressen');
    const karte = page.getByRole('article', {
      name: 'Beispiel Energiehandel GmbH, Postfach 100234',
      exact: true,
    });
    await expect.element(karte).toBeVisible();
    expect(karte.getByText('Industriestraße').all()).toHaveLength(0);
  });

  it('lists every error in a summary that takes the focus and links to the fields', async () => {
    await oeffnen();
    await userEvent.fill(feld(t.vorname), 'M');
    await userEvent.fill(feld(t.hausnummer), '12 a');
    await userEvent.fill(feld(t.postleitzahl), '123');
    await userEvent.fill(feld(t.ort), 'Ab');
    await userEvent.fill(feld(texts.allgemein.gueltigAb), formatDatum(plusTage(heute(), -1)));
    await userEvent.click(speichern());

    await erwarteFokusAufZusammenfassung();
    for (const meldung of [f.vornameZuKurz, f.hausnummerUngueltig, f.postleitzahlUngueltig, f.ortZuKurz]) {
      await expect.element(zusammenfassung().getByRole('link', { name: meldung })).toBeVisible();
    }
    await expect
      .element(zusammenfassung().getByRole('link', { name: texts.validierung.gueltigAbVergangenheit }))
      .toBeVisible();
    await expect.element(feld(t.postleitzahl)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(feld(t.postleitzahl)).toHaveAccessibleDescription(fehler(f.postleitzahlUngueltig));
    await expectNoAxeViolations();

    await userEvent.click(zusammenfassung().getByRole('link', { name: f.hausnummerUngueltig }));
    await expect.element(feld(t.hausnummer)).toHaveFocus();

    // '12-14a' passes SPEC's wording but not the contract: refused here, not by the server.
    await userEvent.fill(feld(t.hausnummer), '12-14a');
    await expect.element(feld(t.hausnummer)).toHaveAccessibleDescription(fehler(f.hausnummerUngueltig));

    // Corrected fields lose their message at once.
    await userEvent.fill(feld(t.hausnummer), '12a');
    expect(zusammenfassung().getByRole('link', { name: f.hausnummerUngueltig }).all()).toHaveLength(0);
  });

  it('asks for what the Anrede needs and says when the form is empty', async () => {
    await oeffnen('/rechnungsadresse/editieren', '10000002');
    await userEvent.click(speichern());
    await expect.element(zusammenfassung().getByText(texts.validierung.formularLeer)).toBeVisible();
    await expect.element(zusammenfassung().getByRole('link', { name: f.anredeFehlt })).toBeVisible();
    await expect.element(zusammenfassung().getByRole('link', { name: f.strasseFehlt })).toBeVisible();
    await expect.element(zusammenfassung().getByRole('link', { name: f.postleitzahlFehlt })).toBeVisible();

    // New requirements are marked at the field at once and join the summary with the next submit.
    await userEvent.selectOptions(auswahl(t.anrede), 'Frau');
    await expect.element(feld(t.vorname)).toHaveAccessibleDescription(fehler(f.vornameFehlt));
    await userEvent.click(speichern());
    await erwarteFokusAufZusammenfassung();
    await expect.element(zusammenfassung().getByRole('link', { name: f.vornameFehlt })).toBeVisible();
    await expect.element(zusammenfassung().getByRole('link', { name: f.nachnameFehlt })).toBeVisible();
    expect(zusammenfassung().getByRole('link', { name: f.anredeFehlt }).all()).toHaveLength(0);

    await userEvent.selectOptions(auswahl(t.anrede), 'Familie');
    expect(zusammenfassung().getByRole('link', { name: f.vornameFehlt }).all()).toHaveLength(0);
    await expect.element(feld(texts.allgemein.optional(t.vorname))).toBeVisible();

    await userEvent.selectOptions(auswahl(t.anrede), 'Firma');
    await userEvent.click(art(t.adressarten.Postfach));
    await userEvent.click(speichern());
    await expect.element(zusammenfassung().getByRole('link', { name: f.firmaFehlt })).toBeVisible();
    await expect.element(zusammenfassung().getByRole('link', { name: f.postfachFehlt })).toBeVisible();
    expect(zusammenfassung().getByRole('link', { name: f.strasseFehlt }).all()).toHaveLength(0);
  });

  it('once corrected, the summary goes and does not take the focus while the customer types', async () => {
    await oeffnen();
    await userEvent.fill(feld(t.ort), '');
    await userEvent.click(speichern());
    await expect.element(zusammenfassung().getByRole('link', { name: f.ortFehlt })).toBeVisible();
    await userEvent.click(zusammenfassung().getByRole('link', { name: f.ortFehlt }));
    await userEvent.keyboard('Berlin');
    await expect.poll(() => zusammenfassung().all()).toHaveLength(0);
    // Emptied again while typing: marked at the field, the focus stays there.
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect.element(feld(t.ort)).toHaveAccessibleDescription(fehler(f.ortFehlt));
    await expect.element(feld(t.ort)).toHaveFocus();
    expect(zusammenfassung().all()).toHaveLength(0);
  });

  it('the required address type cannot be deselected', async () => {
    await oeffnen();
    await userEvent.click(art(t.adressarten.Normal));
    await expect.element(art(t.adressarten.Normal)).toBeChecked();
  });

  it('marks the field the server names and keeps everything typed', async () => {
    await demo.fault({
      operationId: 'rechnungsadresseAnlegen',
      status: 400,
      body: { message: 'Diese Postleitzahl gibt es nicht.', feld: 'postleitzahl' },
    });
    await oeffnen();
    await userEvent.fill(feld(t.postleitzahl), '99999');
    await userEvent.click(speichern());
    await expect
      .element(zusammenfassung().getByRole('link', { name: 'Diese Postleitzahl gibt es nicht.' }))
      .toBeVisible();
    await expect.element(feld(t.postleitzahl)).toHaveValue('99999');
    await expect
      .element(feld(t.postleitzahl))
      .toHaveAccessibleDescription(fehler('Diese Postleitzahl gibt es nicht.'));
  });

  it.each([
    ['the server message', 400, 'Die Adresse ist unzustellbar.', 'Die Adresse ist unzustellbar.'],
    ['the technical message for 5xx', 502, undefined, texts.allgemein.technischerFehler],
  ])('shows %s when saving fails', async (_fall, status, body, erwartet) => {
    await demo.fault({ operationId: 'rechnungsadresseAnlegen', status, body });
    await oeffnen();
    await userEvent.fill(feld(t.ort), 'Neustadt');
    await userEvent.click(speichern());
    const meldung = page.getByRole('alert').filter({ hasText: erwartet });
    await expect.element(meldung).toHaveTextContent(fehler(erwartet));
    await erwarteFokusAufMeldung(meldung);
    await expect.element(feld(t.ort)).toHaveValue('Neustadt');
    await expectNoAxeViolations();
  });

  it('goes back when the current address cannot be loaded', async () => {
    await demo.fault({ operationId: 'getAktuelleRechnungsadresse', status: 500, times: 2 });
    const { router } = await renderPortal({ path: '/rechnungsadressen', signedInAs: '10000001' });
    await userEvent.click(page.getByRole('link', { name: texts.datenuebersicht.rechnungsadresseBearbeiten }));
    await expect.element(page.getByRole('heading', { level: 1, name: t.alleDesKunden })).toBeVisible();
    await expect.element(page.getByText(t.ladeFehler)).toBeVisible();
    expect(router.state.location.pathname).toBe('/rechnungsadressen');
  });

  it('can be completed with the keyboard alone', async () => {
    const { router } = await oeffnen('/rechnungsadresse/editieren', '10000002');
    auswahl(t.anrede).element().focus();
    // Native select: the first letter picks the option.
    await userEvent.keyboard('H');
    await expect.element(auswahl(t.anrede)).toHaveValue('Herr');
    await userEvent.tab(); // Titel
    await userEvent.tab();
    await userEvent.keyboard('Erika');
    await userEvent.tab();
    await userEvent.keyboard('Muster');
    await userEvent.tab(); // c/o
    await userEvent.tab(); // address type group
    await userEvent.tab();
    await expect.element(feld(t.strasse)).toHaveFocus();
    await userEvent.keyboard('Hauptstraße');
    await userEvent.tab();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.keyboard('10115');
    await userEvent.tab();
    await userEvent.keyboard('Berlin{Enter}');
    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/daten/uebersicht');
  });
});

describe('/vertrag/{id}/rechnungsadresse/editieren', () => {
  it('is prefilled from the contract address and returns to the contract list', async () => {
    const { router } = await oeffnen('/vertrag/3000102/rechnungsadresse/editieren');
    await expect
      .element(page.getByRole('heading', { level: 1, name: t.titelFuerVertrag('3000102') }))
      .toBeVisible();
    await expect.element(auswahl(t.anrede)).toHaveValue('Firma');
    await expect.element(feld(t.firma)).toHaveValue('Mustermann Vermietung GbR');
    await expect.element(feld(t.strasse)).toHaveValue('Mühlenweg');
    await userEvent.fill(feld(t.hausnummer), '3b');
    await userEvent.click(speichern());

    await expect
      .element(page.getByRole('heading', { level: 1, name: t.alleDesVertrags('3000102') }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/vertrag/3000102/rechnungsadressen');
    await expect
      .element(page.getByRole('article', { name: 'Mustermann Vermietung GbR, Mühlenweg 3b' }))
      .toBeVisible();
  });

  it('starts from the defaults when the contract has no address of its own', async () => {
    await oeffnen('/vertrag/3000101/rechnungsadresse/editieren');
    await expect.element(auswahl(t.anrede)).toHaveValue('');
    await expect.element(feld(t.ort)).toHaveValue('');
    await expect.element(auswahl(t.land)).toHaveValue('Deutschland');
  });
});
