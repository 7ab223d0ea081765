import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { formatDatum } from '../../format/de.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { erwarteFokusAufMeldung, erwarteFokusAufZusammenfassung } from '../../test/fehler-zusammenfassung.ts';
import { texts } from '../../texts.ts';
import { heute } from '../../test/uhr.ts';

const t = texts.bankverbindung;
const f = t.fehler;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const feld = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const iban = () => feld(t.iban);
const speichern = () => page.getByRole('button', { name: texts.allgemein.speichern });
const zusammenfassung = () =>
  page.getByRole('alert').filter({ hasText: texts.allgemein.fehlerZusammenfassung });

// Valid German IBANs (check digits correct) of banks the demo backend knows.
const DKB = '02120300000000202051'; // Deutsche Kreditbank Berlin, BYLADEM1001
/** Types each value into the field as one input event, all in the same task (what a very fast typist does). */
function tippeNacheinander(eingabe: HTMLInputElement, werte: string[]) {
  const setzeWert = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const wert of werte) {
    setzeWert?.call(eingabe, wert);
    eingabe.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const COMMERZBANK = '89370400440532013000'; // Commerzbank, COBADEFFXXX
const ING = '23500105175432109876'; // ING-DiBa, INGDDEFFXXX

/** Every request the portal sends, by path (the api-client resolves globalThis.fetch per call). */
function anfragenZaehlen() {
  const spion = vi.spyOn(globalThis, 'fetch');
  const pfade = () =>
    spion.mock.calls.map(
      ([eingabe]) => new URL(eingabe instanceof Request ? eingabe.url : String(eingabe)).pathname,
    );
  return {
    pruefungen: () => pfade().filter((p) => p.endsWith('/bankverbindung/pruefe')).length,
    anlagen: () =>
      pfade().filter((p) => p.endsWith('/bankverbindungAnlegen') || p.endsWith('/bankverbindung/anlegen'))
        .length,
    ibans: () =>
      spion.mock.calls
        .map(([eingabe]) => new URL(eingabe instanceof Request ? eingabe.url : String(eingabe)))
        .filter((u) => u.pathname.endsWith('/bankverbindung/pruefe'))
        .map((u) => u.searchParams.get('iban')),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function oeffnen(path = '/bankverbindung/editieren', kunde = '10000001') {
  const ergebnis = await renderPortal({ path, signedInAs: kunde });
  await expect.element(speichern()).toBeVisible();
  return ergebnis;
}

describe('/bankverbindung/editieren', () => {
  it('starts with the defaults, fills bank data from the check and saves', async () => {
    const { router } = await oeffnen();
    await expect.element(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    await expect.poll(() => document.title).toBe(`${t.titel} – ${testBrand.mandant}`);
    await expect.element(feld(t.kontoinhaber)).toHaveValue('');
    await expect.element(iban()).toHaveValue('');
    await expect.element(page.getByText('DE', { exact: true })).toBeVisible();
    await expect.element(feld(texts.allgemein.gueltigAb)).toHaveValue(formatDatum(heute()));
    await expect.element(page.getByRole('checkbox', { name: t.lastschrift })).toBeChecked();
    await expect.element(feld(t.bic)).toHaveAttribute('readonly');
    await expect.element(feld(t.bankname)).toHaveAttribute('readonly');
    await expectNoAxeViolations();

    await userEvent.fill(feld(t.kontoinhaber), 'Max Mustermann');
    // Spaces are allowed and removed.
    await userEvent.fill(iban(), '0212 0300 0000 0020 2051');
    await expect.element(page.getByText(t.ibanGueltig)).toBeVisible();
    await expect.element(feld(t.bic)).toHaveValue('BYLADEM1001');
    await expect.element(feld(t.bankname)).toHaveValue('Deutsche Kreditbank Berlin');
    await expectNoAxeViolations();
    await userEvent.click(speichern());

    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/daten/uebersicht');
    await router.navigate('/bankverbindungen');
    await expect.element(page.getByRole('article', { name: 'DE02 1203 0000 0000 2020 51' })).toBeVisible();
  });

  it('shows the pending state and sends one check only after several fast keystrokes', async () => {
    // A slow check, so the pending state can be seen.
    await demo.fault({ operationId: 'ibanPruefen', delayMs: 800, times: -1 });
    await oeffnen();
    const zaehler = anfragenZaehlen();
    await userEvent.type(iban(), DKB);
    await expect.element(page.getByText(t.ibanWirdGeprueft)).toBeVisible();
    await expect.element(page.getByText(t.ibanGueltig)).toBeVisible();
    expect(zaehler.pruefungen()).toBe(1);

    // Two complete IBANs within 250 ms: only the last one is checked. Both are typed in one task of the page, so
    // a busy machine cannot stretch the gap between them past the delay.
    tippeNacheinander(iban().element() as HTMLInputElement, [COMMERZBANK, ING]);
    await expect.element(feld(t.bankname)).toHaveValue('ING-DiBa');
    expect(zaehler.ibans()).toEqual([`DE${DKB}`, `DE${ING}`]);

    // An IBAN checked before is not asked again.
    await userEvent.fill(iban(), DKB);
    await expect.element(feld(t.bankname)).toHaveValue('Deutsche Kreditbank Berlin');
    expect(zaehler.pruefungen()).toBe(2);
  });

  it('answers a wrong check sum at once, without asking the server, and saves nothing', async () => {
    await oeffnen();
    const zaehler = anfragenZaehlen();
    await userEvent.fill(feld(t.kontoinhaber), 'Max Mustermann');
    await userEvent.type(iban(), '02120300000000202052');
    await expect
      .element(iban())
      .toHaveAccessibleDescription(`DE ${t.ibanHinweis} ${fehler(f.ibanUngueltig)}`);
    await expect.element(feld(t.bic)).toHaveValue('');
    await userEvent.click(speichern());
    await expect.element(zusammenfassung().getByRole('link', { name: f.ibanUngueltig })).toBeVisible();
    await expectNoAxeViolations();
    expect(zaehler.pruefungen()).toBe(0);
    expect(zaehler.anlagen()).toBe(0);
  });

  it('wants exactly 20 digits after DE', async () => {
    await oeffnen();
    // 19 digits: no message while the customer may still be typing; on submit it is said.
    await userEvent.fill(iban(), DKB.slice(0, 19));
    expect(page.getByText(fehler(f.ibanFormat)).all()).toHaveLength(0);
    await userEvent.click(speichern());
    await expect.element(zusammenfassung().getByRole('link', { name: f.ibanFormat })).toBeVisible();
    // 21 digits and letters cannot become valid by typing on: said at once.
    await userEvent.fill(iban(), `${DKB}1`);
    await expect.element(page.getByText(fehler(f.ibanFormat))).toBeVisible();
    await userEvent.fill(iban(), 'AB12');
    await expect.element(page.getByText(fehler(f.ibanFormat))).toBeVisible();
    // A pasted full IBAN with DE and spaces is fine.
    await userEvent.fill(iban(), 'DE02 1203 0000 0000 2020 51');
    await expect.element(page.getByText(t.ibanGueltig)).toBeVisible();
  });

  it('shows the server verdict for an IBAN the server does not accept', async () => {
    await demo.fault({
      operationId: 'ibanPruefen',
      status: 200,
      body: { valide: false, iban: `DE${DKB}`, bic: null, bankname: null, kontonummer: null, blz: null },
    });
    await oeffnen();
    const zaehler = anfragenZaehlen();
    await userEvent.fill(feld(t.kontoinhaber), 'Max Mustermann');
    await userEvent.fill(iban(), DKB);
    await expect.element(page.getByText(fehler(f.ibanUngueltig))).toBeVisible();
    await userEvent.click(speichern());
    await expect.element(zusammenfassung().getByRole('link', { name: f.ibanUngueltig })).toBeVisible();
    expect(zaehler.anlagen()).toBe(0);
  });

  it('shows the technical message when the check fails and checks again on submit', async () => {
    await demo.fault({ operationId: 'ibanPruefen', status: 500 });
    const { router } = await oeffnen();
    await userEvent.fill(feld(t.kontoinhaber), 'Max Mustermann');
    await userEvent.fill(iban(), DKB);
    await expect.element(page.getByText(fehler(texts.allgemein.technischerFehler))).toBeVisible();
    await userEvent.click(speichern());
    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/daten/uebersicht');
  });

  it('finishes a pending check on submit and then saves', async () => {
    await demo.fault({ operationId: 'ibanPruefen', delayMs: 600 });
    const { router } = await oeffnen();
    const zaehler = anfragenZaehlen();
    await userEvent.fill(feld(t.kontoinhaber), 'Max Mustermann');
    await userEvent.fill(iban(), DKB);
    await userEvent.click(speichern());
    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/daten/uebersicht');
    expect(zaehler.pruefungen()).toBe(1);
    expect(zaehler.anlagen()).toBe(1);
  });

  it('lists the errors of an empty form in a focused summary', async () => {
    await oeffnen();
    await userEvent.click(speichern());
    await erwarteFokusAufZusammenfassung();
    await expect.element(zusammenfassung().getByText(texts.validierung.formularLeer)).toBeVisible();
    await expect.element(zusammenfassung().getByRole('link', { name: f.kontoinhaberFehlt })).toBeVisible();
    await expect.element(zusammenfassung().getByRole('link', { name: f.ibanFehlt })).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(zusammenfassung().getByRole('link', { name: f.ibanFehlt }));
    await expect.element(iban()).toHaveFocus();

    await userEvent.fill(feld(t.kontoinhaber), 'Ma');
    await expect.element(zusammenfassung().getByRole('link', { name: f.kontoinhaberZuKurz })).toBeVisible();
    await userEvent.fill(feld(t.kontoinhaber), 'x'.repeat(71));
    await expect
      .element(zusammenfassung().getByRole('link', { name: texts.validierung.hoechstlaenge(70) }))
      .toBeVisible();
  });

  it.each([
    [
      'the server message',
      400,
      'Für diese Bank ist kein Lastschrifteinzug möglich.',
      'Für diese Bank ist kein Lastschrifteinzug möglich.',
    ],
    ['the fallback without a message', 400, { hinweis: 'x' }, texts.allgemein.speicherFehler],
    ['the technical message for 5xx', 500, undefined, texts.allgemein.technischerFehler],
  ])('shows %s when saving fails and keeps the input', async (_fall, status, body, erwartet) => {
    await demo.fault({ operationId: 'bankverbindungAnlegen', status, body });
    await oeffnen();
    await userEvent.fill(feld(t.kontoinhaber), 'Max Mustermann');
    await userEvent.fill(iban(), DKB);
    await expect.element(page.getByText(t.ibanGueltig)).toBeVisible();
    await userEvent.click(speichern());
    const meldung = page.getByRole('alert').filter({ hasText: erwartet });
    await expect.element(meldung).toHaveTextContent(fehler(erwartet));
    await erwarteFokusAufMeldung(meldung);
    await expect.element(iban()).toHaveValue(DKB);
    await expect.element(feld(t.kontoinhaber)).toHaveValue('Max Mustermann');
    await expectNoAxeViolations();
  });

  it('marks the field a 400 names', async () => {
    await demo.fault({
      operationId: 'bankverbindungAnlegen',
      status: 400,
      body: { message: 'Diese IBAN ist bereits hinterlegt.', feld: 'iban' },
    });
    await oeffnen();
    await userEvent.fill(feld(t.kontoinhaber), 'Max Mustermann');
    await userEvent.fill(iban(), DKB);
    await expect.element(page.getByText(t.ibanGueltig)).toBeVisible();
    await userEvent.click(speichern());
    await expect
      .element(zusammenfassung().getByRole('link', { name: 'Diese IBAN ist bereits hinterlegt.' }))
      .toBeVisible();
  });

  it('can be completed with the keyboard alone', async () => {
    const { router } = await oeffnen();
    feld(t.kontoinhaber).element().focus();
    await userEvent.keyboard('Max Mustermann');
    await userEvent.tab();
    await expect.element(iban()).toHaveFocus();
    await userEvent.keyboard(DKB);
    await expect.element(page.getByText(t.ibanGueltig)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(t.gespeichert)).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/daten/uebersicht');
  });
});

describe('/vertrag/{id}/bankverbindungen/editieren', () => {
  it('creates a contract account without direct debit and returns to the contract list', async () => {
    const { router } = await oeffnen('/vertrag/3000102/bankverbindungen/editieren');
    await expect
      .element(page.getByRole('heading', { level: 1, name: t.titelFuerVertrag('3000102') }))
      .toBeVisible();
    await userEvent.fill(feld(t.kontoinhaber), 'Mustermann Vermietung GbR');
    await userEvent.fill(iban(), COMMERZBANK);
    await expect.element(feld(t.bankname)).toHaveValue('Commerzbank');
    await userEvent.click(page.getByRole('checkbox', { name: t.lastschrift }));
    await userEvent.click(speichern());

    await expect
      .element(page.getByRole('heading', { level: 1, name: t.alleDesVertrags('3000102') }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/vertrag/3000102/bankverbindungen');
    const karte = page.getByRole('article', { name: 'DE89 3704 0044 0532 0130 00' });
    await expect.element(karte.getByText(texts.allgemein.nein, { exact: true })).toBeVisible();
    expect(karte.getByText(t.mandatsreferenz).all()).toHaveLength(0);
  });
});
