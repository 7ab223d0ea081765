import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { formatDatumUhrzeit } from '../../format/de.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import {
  erwarteFokusAufZusammenfassung,
  erwarteInZusammenfassung,
  fehlerZusammenfassung,
} from '../../test/fehler-zusammenfassung.ts';
import { renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.kuendigungsbutton;
const adresse = texts.rechnungsadresse;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const jetztKuendigen = () => page.getByRole('button', { name: t.jetztKuendigen });
const feld = (label: string) => page.getByLabelText(label, { exact: true });
const optional = texts.allgemein.optional;

/** The answer of a supplier's backend as the contract shows it. */
const EINGANG = { eingangszeitpunkt: '2026-11-26T18:30:12+01:00', referenz: 'K-2026-000123' };

async function oeffne(signedInAs?: string) {
  const gerendert = await renderPortal({ path: '/kuendigung', signedInAs });
  await expect.element(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
  await expect.element(jetztKuendigen()).toBeVisible();
  return gerendert;
}

/** Fills a declaration that passes every rule (signed out, contract named by the energy type). */
async function fuelleAus() {
  await page.getByRole('radio', { name: t.arten.ORDENTLICH }).click();
  await feld(t.name).fill('Erika Mustermann');
  await feld(adresse.strasse).fill('Musterstraße');
  await feld(adresse.hausnummer).fill('1');
  await feld(adresse.postleitzahl).fill('12345');
  await feld(adresse.ort).fill('Musterstadt');
  await page.getByRole('radio', { name: texts.vertraege.versorgungsarten.strom }).click();
  await feld(t.email).fill('erika@example.org');
  await feld(optional(t.nachricht)).fill('Bitte bestätigen.');
}

/** Every input is still as `fuelleAus` typed it. */
async function erwarteEingabenErhalten() {
  await expect.element(page.getByRole('radio', { name: t.arten.ORDENTLICH })).toBeChecked();
  await expect.element(feld(t.name)).toHaveValue('Erika Mustermann');
  await expect.element(feld(adresse.strasse)).toHaveValue('Musterstraße');
  await expect.element(feld(adresse.hausnummer)).toHaveValue('1');
  await expect.element(feld(adresse.postleitzahl)).toHaveValue('12345');
  await expect.element(feld(adresse.ort)).toHaveValue('Musterstadt');
  await expect
    .element(page.getByRole('radio', { name: texts.vertraege.versorgungsarten.strom }))
    .toBeChecked();
  await expect.element(feld(t.email)).toHaveValue('erika@example.org');
  await expect.element(feld(optional(t.nachricht))).toHaveValue('Bitte bestätigen.');
}

describe('the cancellation button', () => {
  it('stands in the footer and next to the sign-in form, also without the brand footer, and leads to /kuendigung', async () => {
    const { router } = await renderPortal({ path: '/anmelden', brand: { ...testBrand, hatFooter: false } });
    // The footer is there while the sign-in page still loads (the frame of the loading state): wait for the page.
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    const fusszeile = page.getByRole('navigation', { name: texts.navigation.fusszeile });
    await expect
      .element(fusszeile.getByRole('link', { name: texts.navigation.kuendigungsbutton }))
      .toHaveAttribute('href', '/kuendigung');
    expect(page.getByRole('link', { name: texts.navigation.kuendigungsbutton }).all()).toHaveLength(2);
    await expectNoAxeViolations();

    await fusszeile.getByRole('link', { name: texts.navigation.kuendigungsbutton }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    expect(router.state.location.pathname).toBe('/kuendigung');
  });

  it("links to the supplier's own cancellation page when the brand names one", async () => {
    const url = 'https://testwerke.example/kuendigen';
    await renderPortal({ path: '/anmelden', brand: { ...testBrand, kuendigungsbutton: { url } } });
    const links = page.getByRole('link', { name: texts.navigation.kuendigungsbutton });
    // The sign-in page loads lazily (the footer is there before it): wait for it, so the loop below has both buttons.
    await expect.element(page.getByRole('heading', { level: 1, name: texts.anmeldung.titel })).toBeVisible();
    expect(links.all()).toHaveLength(2);
    for (const link of links.all()) await expect.element(link).toHaveAttribute('href', url);
  });

  it('stands in the footer signed in as well', async () => {
    await renderPortal({ path: '/vertraege', signedInAs: '10000001' });
    const fusszeile = page.getByRole('navigation', { name: texts.navigation.fusszeile });
    await expect
      .element(fusszeile.getByRole('link', { name: texts.navigation.kuendigungsbutton }))
      .toHaveAttribute('href', '/kuendigung');
  });
});

describe('/kuendigung', () => {
  it('signed out: sends the declaration and shows the receipt with the server time and the reference', async () => {
    await demo.fault({ operationId: 'kuendigungErklaeren', status: 202, body: EINGANG });
    await oeffne();
    await expectNoAxeViolations();
    await fuelleAus();
    await jetztKuendigen().click();

    await expect.element(page.getByRole('heading', { level: 1, name: t.eingangTitel })).toBeVisible();
    await expect.element(page.getByText(formatDatumUhrzeit(EINGANG.eingangszeitpunkt))).toBeVisible();
    expect(formatDatumUhrzeit(EINGANG.eingangszeitpunkt)).toBe('26.11.2026 18:30 Uhr');
    await expect.element(page.getByText(EINGANG.referenz)).toBeVisible();
    await expect.element(page.getByText(t.bestaetigungGesendet('erika@example.org'))).toBeVisible();
    await expect.element(page.getByText('Musterstraße 1, 12345 Musterstadt')).toBeVisible();
    await expect.element(page.getByText(t.zeitpunkte.NAECHSTMOEGLICH)).toBeVisible();
    await expect.poll(() => document.title).toBe(`${t.eingangTitel} – ${testBrand.mandant}`);
    await expectNoAxeViolations();

    const drucken = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await page.getByRole('button', { name: t.drucken }).click();
    expect(drucken).toHaveBeenCalledOnce();
  });

  it('a 202 whose body names neither time nor reference: the receipt shows what was declared, no empty rows', async () => {
    await demo.fault({ operationId: 'kuendigungErklaeren', status: 202, body: { anders: true } });
    await oeffne();
    await fuelleAus();
    await jetztKuendigen().click();
    await expect.element(page.getByRole('heading', { level: 1, name: t.eingangTitel })).toBeVisible();
    await expect.element(page.getByText('Musterstraße 1, 12345 Musterstadt')).toBeVisible();
    expect(page.getByText(t.referenz, { exact: true }).elements()).toHaveLength(0);
    expect(page.getByText(t.eingegangenAm, { exact: true }).elements()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('against the demo backend: the receipt names the reference of the confirmation e-mail', async () => {
    await oeffne();
    await fuelleAus();
    await jetztKuendigen().click();
    await expect.element(page.getByRole('heading', { level: 1, name: t.eingangTitel })).toBeVisible();
    const mails = (await demo.mailbox()) as unknown as { email: string; referenz?: string }[];
    const referenz = mails.find((mail) => mail.email === 'erika@example.org')?.referenz ?? '';
    expect(referenz).not.toBe('');
    await expect.element(page.getByText(referenz, { exact: true })).toBeVisible();
  });

  it('sends what was declared, without session headers, and saves the receipt as a PDF', async () => {
    await demo.fault({ operationId: 'kuendigungErklaeren', status: 202, body: EINGANG });
    const gesendet: Request[] = [];
    const fetchen = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation((ziel, init) => {
      if (ziel instanceof Request && ziel.url.endsWith('/api/kuendigung')) gesendet.push(ziel.clone());
      return fetchen(ziel, init);
    });
    await oeffne('10000001');
    await page.getByRole('radio', { name: t.arten.AUSSERORDENTLICH }).click();
    await page.getByRole('radio', { name: texts.kuendigung.gruende.AUSZUG }).click();
    await feld(optional(t.grundText)).fill('Umzug ins Ausland');
    await feld(adresse.strasse).fill('Lindenallee');
    await feld(adresse.hausnummer).fill('12');
    await feld(adresse.postleitzahl).fill('12345');
    await feld(adresse.ort).fill('Musterstadt');
    await feld(t.vertragsnummer).fill('3000101');
    await jetztKuendigen().click();
    await expect.element(page.getByRole('heading', { level: 1, name: t.eingangTitel })).toBeVisible();

    expect(gesendet).toHaveLength(1);
    expect(gesendet[0]?.headers.has('token')).toBe(false);
    expect(await gesendet[0]?.json()).toEqual({
      art: 'AUSSERORDENTLICH',
      grund: 'AUSZUG',
      grundText: 'Umzug ins Ausland',
      name: 'Dr. Max Mustermann',
      kundennummer: '10000001',
      lieferadresse: { strasse: 'Lindenallee', hausnummer: '12', postleitzahl: '12345', ort: 'Musterstadt' },
      vertragsnummer: '3000101',
      zeitpunkt: 'NAECHSTMOEGLICH',
      email: 'max.mustermann@example.de',
    });

    const dateien: Blob[] = [];
    const erzeugen = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      dateien.push(blob as Blob);
      return 'blob:test';
    });
    const klick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await page.getByRole('button', { name: t.alsPdfSpeichern }).click();
    await expect.poll(() => dateien.length, { timeout: 10_000 }).toBe(1);
    const pdf = await dateien[0]?.text();
    expect(pdf?.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(EINGANG.referenz);
    expect(pdf).toContain('Lindenallee 12, 12345 Musterstadt');
    expect(pdf).toContain('3000101');
    expect(klick).toHaveBeenCalled();
    expect((klick.mock.contexts[0] as HTMLAnchorElement).download).toBe(t.dateiname(EINGANG.referenz));
    erzeugen.mockRestore();
    klick.mockRestore();
  });

  it('signed in: the customer is prefilled, a chosen contract fills number, address and energy type', async () => {
    await oeffne('10000001');
    await expect.element(feld(t.name)).toHaveValue('Dr. Max Mustermann');
    await expect.element(feld(optional(texts.anmeldung.kundennummer))).toHaveValue('10000001');
    await expect.element(feld(t.email)).toHaveValue('max.mustermann@example.de');

    await feld(optional(t.vertragWaehlen)).selectOptions('3000101');
    await expect.element(feld(t.vertragsnummer)).toHaveValue('3000101');
    await expect.element(feld(adresse.strasse)).toHaveValue('Lindenallee');
    await expect.element(feld(adresse.hausnummer)).toHaveValue('12');
    await expect.element(feld(adresse.postleitzahl)).toHaveValue('12345');
    await expect.element(feld(adresse.ort)).toHaveValue('Musterstadt');
    await expect
      .element(page.getByRole('radio', { name: texts.vertraege.versorgungsarten.strom }))
      .toBeChecked();
    await expectNoAxeViolations();
  });

  it('on an empty submit lists every missing field in a focused summary', async () => {
    await oeffne();
    await jetztKuendigen().click();
    await erwarteFokusAufZusammenfassung();
    const zusammenfassung = await erwarteInZusammenfassung([
      t.fehler.artFehlt,
      t.fehler.nameFehlt,
      adresse.fehler.strasseFehlt,
      adresse.fehler.hausnummerFehlt,
      adresse.fehler.postleitzahlFehlt,
      adresse.fehler.ortFehlt,
      t.fehler.vertragFehlt,
      t.fehler.emailFehlt,
    ]);
    await expect.element(feld(t.name)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();

    await zusammenfassung.getByRole('link', { name: adresse.fehler.postleitzahlFehlt }).click();
    await expect.element(feld(adresse.postleitzahl)).toHaveFocus();
  });

  it("shows SPEC §5's messages for postcode, house number and e-mail, the reason and the date", async () => {
    await oeffne();
    await fuelleAus();
    await feld(adresse.postleitzahl).fill('123');
    await feld(adresse.hausnummer).fill('12 a');
    await feld(t.email).fill('erika.example.org');
    await page.getByRole('radio', { name: t.arten.AUSSERORDENTLICH }).click();
    await page.getByRole('radio', { name: t.zeitpunkte.DATUM }).click();
    await jetztKuendigen().click();

    await erwarteInZusammenfassung([
      adresse.fehler.postleitzahlUngueltig,
      adresse.fehler.hausnummerUngueltig,
      texts.validierung.emailUngueltig,
      texts.kuendigung.grundFehlt,
      texts.kuendigung.datumFehlt,
    ]);
    await expect.element(feld(t.email)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a 400 that names a field shows its message there and in the summary', async () => {
    const meldung = 'Diese Postleitzahl gibt es nicht.';
    await demo.fault({
      operationId: 'kuendigungErklaeren',
      status: 400,
      body: { message: meldung, feld: 'lieferadresse.postleitzahl' },
    });
    await oeffne();
    await fuelleAus();
    await jetztKuendigen().click();
    await expect.element(fehlerZusammenfassung().getByRole('link', { name: meldung })).toBeVisible();
    await expect.element(feld(adresse.postleitzahl)).toHaveAttribute('aria-invalid', 'true');
    await erwarteEingabenErhalten();
  });

  it.each([
    [429, 'Zu viele Anfragen', t.fehler.zuVieleAnfragen],
    [500, undefined, texts.allgemein.technischerFehler],
  ])('answer %i: a clear message, every input kept', async (status, body, text) => {
    await demo.fault({ operationId: 'kuendigungErklaeren', status, body, headers: { 'Retry-After': '60' } });
    await oeffne();
    await fuelleAus();
    await jetztKuendigen().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(fehler(text));
    await erwarteEingabenErhalten();
    await expect.element(jetztKuendigen()).toBeVisible();
    await expectNoAxeViolations();
  });

  it('ignores a second click while the declaration is being sent', async () => {
    await demo.fault({ operationId: 'kuendigungErklaeren', status: 202, body: EINGANG, delayMs: 800 });
    const abrufe = vi.spyOn(window, 'fetch');
    await oeffne();
    await fuelleAus();
    await jetztKuendigen().click();
    // The busy button is aria-disabled (keeps focus), so a user can still press it: click it in the DOM.
    jetztKuendigen()
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect.element(page.getByRole('heading', { level: 1, name: t.eingangTitel })).toBeVisible();
    const gesendet = abrufe.mock.calls.filter(
      ([ziel]) => ziel instanceof Request && ziel.url.endsWith('/api/kuendigung'),
    );
    expect(gesendet).toHaveLength(1);
  });
});
