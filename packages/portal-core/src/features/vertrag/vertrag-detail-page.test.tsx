import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { formatCent, formatDatum, formatEuro, formatProzent } from '../../format/de.ts';
import { ersterDesMonats, plusMonate, plusTage } from '../../rules/zeit.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLadefehler, erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';
import { heute } from '../../test/uhr.ts';

/** An error message as read out: with the visually hidden prefix. */
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const d = texts.vertragDetail;
/** The DOM text is matched with collapsed white space; the formatters put a no-break space before units. */
const norm = (text: string) => text.replace(/\u00a0/g, ' ');
const bereich = (name: string) => page.getByRole('region', { name, exact: true });
const link = (name: string) => page.getByRole('link', { name, exact: true });

describe('/vertrag/{id}/detail', () => {
  it('3000101 (dynamic, household): master data, gross tariff, last reading and every button', async () => {
    await oeffneSeite('/vertrag/3000101/detail', d.titel('3000101'));
    await expect.poll(() => document.title).toBe(`${d.titel('3000101')} – ${testBrand.mandant}`);

    await expect
      .element(page.getByText(texts.vertraege.versorgungsarten.strom, { exact: true }))
      .toBeVisible();
    await expect
      .element(page.getByText(texts.vertraege.kundenArten.Haushaltskunde, { exact: true }))
      .toBeVisible();
    await expect.element(page.getByText('Lindenallee 12, 12345 Musterstadt')).toBeVisible();
    await expect.element(page.getByText(texts.vertraege.status.aktiv, { exact: true })).toBeVisible();

    const tarif = bereich(d.aktuellerTarif);
    await expect.element(tarif.getByText('Stadtstrom Dynamisch')).toBeVisible();
    await expect.element(tarif.getByText(texts.tarif.tariftypen.DYNAMISCHER_PREIS)).toBeVisible();
    await expect.element(tarif.getByText(texts.tarif.preisgarantien.KEINE)).toBeVisible();
    // Dynamic tariff of a household customer: gross (SPEC §9).
    await expect
      .element(tarif.getByText(norm(`${formatEuro(178.8)} ${texts.tarif.proJahr} (${texts.tarif.brutto})`)))
      .toBeVisible();
    await expect.element(tarif.getByText(texts.tarif.felder.durchschnittVormonat)).toBeVisible();
    await expect.element(tarif.getByText(texts.tarif.felder.durchschnittGesamt)).toBeVisible();
    expect(tarif.getByText(texts.tarif.felder.arbeitspreisNT).all()).toHaveLength(0);
    await expect.element(link(d.tarifhistorie)).toHaveAttribute('href', '/vertrag/3000101/tarifhistorie');
    await expect.element(link(d.preiszeitreihe)).toHaveAttribute('href', '/vertrag/3000101/preiszeitreihe');

    const ablesung = bereich(d.ablesung);
    await expect.element(ablesung.getByText(formatDatum(plusTage(heute(), -20)))).toBeVisible();
    await expect.element(ablesung.getByText('1ESY1161234501')).toBeVisible();
    await expect
      .element(ablesung.getByText(texts.ablesungen.ermittlungsarten.KUNDE, { exact: true }))
      .toBeVisible();
    await expect.element(link(d.neueAblesungen)).toHaveAttribute('href', '/vertrag/3000101/ablesung');
    await expect.element(link(d.alleAblesungen)).toHaveAttribute('href', '/vertrag/3000101/ablesungen');

    await expect.element(link(d.verbraeucheAnzeigen)).toHaveAttribute('href', '/vertrag/3000101/verbrauch');
    await expect
      .element(link(d.verbrauchshistorie))
      .toHaveAttribute('href', '/vertrag/3000101/verbrauchshistorie');

    const adresse = bereich(d.abweichendeRechnungsadresse);
    await expect.element(adresse.getByText(d.eigeneRechnungsadresseGilt)).toBeVisible();
    await erwarteLink(d.rechnungsadresseEinrichten, '/vertrag/3000101/rechnungsadresse/editieren', adresse);
    const bank = bereich(d.abweichendeBankverbindung);
    await expect.element(bank.getByText(d.eigeneBankverbindungGilt)).toBeVisible();
    await erwarteLink(d.bankverbindungEinrichten, '/vertrag/3000101/bankverbindungen/editieren', bank);

    await expect.element(link(texts.allgemein.zurueck)).toHaveAttribute('href', '/vertraege');
    await expectNoAxeViolations();
  });

  it('shows a tariff exactly as SPEC §3 sends it: every price one number, labelled by the rule of SPEC §9', async () => {
    // What a supplier's backend answers (not the demo's own seed): numbers, no gross/net pairs, an NT price.
    await demo.fault({
      operationId: 'getAktuellerTarif',
      status: 200,
      body: {
        name: 'Stadtwerk Strom Klassik',
        tariftyp: 'ALLES_INKLUSIVE_NETTO',
        preisgarantietyp: 'VOLL',
        grundpreis: 119.4,
        arbeitspreis: 28.73,
        arbeitspreisNT: 22.1,
        anteilNt: 40,
        istDynamisch: false,
        durchschnittlicherArbeitspreisVormonat: null,
        durchschnittlicherArbeitspreisGesamt: null,
        gueltigVon: '2026-01-01',
      },
    });
    await renderPortal({ path: '/vertrag/3000102/detail', signedInAs: '10000001' });
    const tarif = bereich(d.aktuellerTarif);
    await expect.element(tarif.getByText('Stadtwerk Strom Klassik')).toBeVisible();
    const netto = `(${texts.tarif.netto})`;
    await expect
      .element(tarif.getByText(norm(`${formatEuro(119.4)} ${texts.tarif.proJahr} ${netto}`)))
      .toBeVisible();
    await expect.element(tarif.getByText(norm(`${formatCent(28.73)}/kWh ${netto}`))).toBeVisible();
    await expect.element(tarif.getByText(norm(`${formatCent(22.1)}/kWh ${netto}`))).toBeVisible();
    await expect.element(tarif.getByText(norm(formatProzent(40)), { exact: true })).toBeVisible();
    await expect.element(tarif.getByText(texts.tarif.preisgarantien.VOLL)).toBeVisible();
  });

  it('3000102 (HT/NT, all-inclusive gross): both working prices, night share, current contract-specific entries', async () => {
    await renderPortal({ path: '/vertrag/3000102/detail', signedInAs: '10000001' });
    const tarif = bereich(d.aktuellerTarif);
    await expect.element(tarif.getByText(texts.tarif.preisgarantien.EINGESCHRAENKT)).toBeVisible();
    const brutto = `(${texts.tarif.brutto})`;
    await expect.element(tarif.getByText(norm(`${formatCent(34.12)}/kWh ${brutto}`))).toBeVisible();
    await expect.element(tarif.getByText(norm(`${formatCent(26.48)}/kWh ${brutto}`))).toBeVisible();
    await expect.element(tarif.getByText(norm(formatProzent(35)), { exact: true })).toBeVisible();
    await expect.element(link(d.tarifhistorie)).toBeVisible();
    expect(link(d.preiszeitreihe).all()).toHaveLength(0);
    expect(link(d.verbrauchshistorie).all()).toHaveLength(0);

    // Two channels: the OBIS codes label the values.
    const ablesung = bereich(d.ablesung);
    await expect.element(ablesung.getByText(texts.ablesungen.ablesewerte)).toBeVisible();
    await expect.element(ablesung.getByText(/^1-0:1\.8\.1: /)).toBeVisible();
    await expect.element(ablesung.getByText(/^1-0:1\.8\.2: /)).toBeVisible();

    const adresse = bereich(d.abweichendeRechnungsadresse);
    await expect.element(adresse.getByText('Mustermann Vermietung GbR')).toBeVisible();
    await expect.element(adresse.getByText('Mühlenweg 3')).toBeVisible();
    await erwarteLink(
      texts.datenuebersicht.alleRechnungsadressenAnzeigen,
      '/vertrag/3000102/rechnungsadressen',
      adresse,
    );
    expect(adresse.getByText(d.eigeneRechnungsadresseGilt).all()).toHaveLength(0);

    const bank = bereich(d.abweichendeBankverbindung);
    await expect.element(bank.getByText('Dr. Max Mustermann')).toBeVisible();
    await expect.element(bank.getByText(/^DE\d\d( \d{4}){4} \d\d$/)).toBeVisible();
    await erwarteLink(
      texts.datenuebersicht.alleBankverbindungenAnzeigen,
      '/vertrag/3000102/bankverbindungen',
      bank,
    );
    await expectNoAxeViolations();
  });

  it('3000104: only ended contract-specific entries — the customer is told the earlier one no longer applies', async () => {
    await renderPortal({ path: '/vertrag/3000104/detail', signedInAs: '10000001' });
    await expect.element(page.getByText(d.keineAktuelleAbweichendeRechnungsadresse)).toBeVisible();
    await expect.element(page.getByText(d.keineAktuelleAbweichendeBankverbindung)).toBeVisible();
    await expect.element(link(texts.datenuebersicht.alleBankverbindungenAnzeigen)).toBeVisible();
    await expect.element(link(d.bankverbindungEinrichten)).toBeVisible();
    await expect.element(page.getByText(texts.vertraege.status.gekuendigt, { exact: true })).toBeVisible();
  });

  it('3000103 (gas): a contract-specific bank account that starts later is announced with its date', async () => {
    await renderPortal({ path: '/vertrag/3000103/detail', signedInAs: '10000001' });
    await expect.element(page.getByText(texts.vertraege.versorgungsarten.gas, { exact: true })).toBeVisible();
    const ab = formatDatum(ersterDesMonats(plusMonate(heute(), 2)));
    await expect.element(page.getByText(d.abweichendeBankverbindungAb(ab))).toBeVisible();
    await expect.element(page.getByText(d.eigeneRechnungsadresseGilt)).toBeVisible();
  });

  it('3000201 (Sondervertragskunde, pure energy price): net prices, no history button for one entry, no readings', async () => {
    await renderPortal({ path: '/vertrag/3000201/detail', signedInAs: '10000002' });
    const tarif = bereich(d.aktuellerTarif);
    await expect.element(tarif.getByText('Gewerbestrom Fix')).toBeVisible();
    // 348,00 € gross per year is 292,44 € net (19 % VAT).
    await expect
      .element(tarif.getByText(norm(`${formatEuro(292.44)} ${texts.tarif.proJahr} (${texts.tarif.netto})`)))
      .toBeVisible();
    // The button also shows while the history loads (SPEC §2); it goes once one entry or none has arrived.
    await expect.poll(() => link(d.tarifhistorie).all()).toHaveLength(0);
    await expect.element(bereich(d.ablesung).getByText(texts.ablesungen.keineHinterlegt)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('3000106 (cancelled order): no tariff is stored', async () => {
    await renderPortal({ path: '/vertrag/3000106/detail', signedInAs: '10000001' });
    await expect.element(bereich(d.aktuellerTarif).getByText(texts.tarif.keinTarif)).toBeVisible();
    // The button also shows while the history loads (SPEC §2); it goes once one entry or none has arrived.
    await expect.poll(() => link(d.tarifhistorie).all()).toHaveLength(0);
    await expect.element(page.getByText(texts.vertraege.status.storniert, { exact: true })).toBeVisible();
  });

  it("another customer's contract shows the load error and no data", async () => {
    await renderPortal({ path: '/vertrag/3000201/detail', signedInAs: '10000001' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(fehler(d.ladeFehler));
    expect(page.getByRole('heading', { name: d.aktuellerTarif }).all()).toHaveLength(0);
    expect(page.getByText('Gewerbestrom Fix').all()).toHaveLength(0);
    expect(page.getByText('Industriestraße', { exact: false }).all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('a technical error on the master data shows the technical text', async () => {
    await erwarteLadefehler('getVertrag', '/vertrag/3000101/detail', texts.allgemein.technischerFehler);
  });

  it('a failing section is left empty without a message; the others show', async () => {
    await demo.fault({ operationId: 'getAktuellerTarif', status: 500, times: 2 });
    await demo.fault({ operationId: 'getVertragBankverbindungen', status: 404, times: 1 });
    await renderPortal({ path: '/vertrag/3000101/detail', signedInAs: '10000001' });

    await expect.element(bereich(d.ablesung).getByText('1ESY1161234501')).toBeVisible();
    await expect.element(page.getByText(d.eigeneRechnungsadresseGilt)).toBeVisible();
    // The retry of the tariff call has run out once the history button (two entries) is the section's only content.
    await expect
      .poll(() => bereich(d.aktuellerTarif).element().textContent, { timeout: 5_000 })
      .toBe(`${d.aktuellerTarif}${d.tarifhistorie}`);
    expect(page.getByText(texts.tarif.keinTarif).all()).toHaveLength(0);
    // Without the tariff it is unknown whether it is dynamic: no price series button.
    expect(link(d.preiszeitreihe).all()).toHaveLength(0);
    expect(bereich(d.abweichendeBankverbindung).element().textContent).toBe(d.abweichendeBankverbindung);
    expect(page.getByRole('alert').all()).toHaveLength(0);
  });

  it('shows the tariff history button while the history is loading', async () => {
    await demo.fault({ operationId: 'getTarifhistorie', delayMs: 1_500 });
    await renderPortal({ path: '/vertrag/3000201/detail', signedInAs: '10000002' });
    await expect.element(link(d.tarifhistorie)).toBeVisible();
    // 3000201 has one entry: once loaded, the button goes.
    await expect.poll(() => link(d.tarifhistorie).all().length, { timeout: 5_000 }).toBe(0);
  });
});
