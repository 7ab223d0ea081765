import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLadefehler, erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { erwarteFokusAufMeldung } from '../../test/fehler-zusammenfassung.ts';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.bankverbindung;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const karten = () => page.getByRole('article');
const karte = (iban: string) => page.getByRole('article', { name: iban, exact: true });

// Seed IBANs of 3000102 (demo backend): ended since last year, current since 1 January, future (month after next).
const BEENDET = 'DE43 1007 0000 0123 4567 00';
const AKTUELL = 'DE34 2005 0550 1234 5678 90';
const ZUKUENFTIG = 'DE27 7602 6000 0456 7890 12';

describe('/bankverbindungen', () => {
  it('lists every bank account of the customer, read-only', async () => {
    await oeffneSeite('/bankverbindungen', t.alleDesKunden);
    await expect.poll(() => document.title).toBe(`${t.alleDesKunden} – ${testBrand.mandant}`);
    await expect.poll(() => karten().all()).toHaveLength(3);
    await expect.element(page.getByText(texts.allgemein.gueltigkeit.aktuell, { exact: true })).toBeVisible();
    await expect
      .element(page.getByText(texts.allgemein.gueltigkeit.zukuenftig, { exact: true }))
      .toBeVisible();
    await expect.element(page.getByText(texts.allgemein.gueltigkeit.beendet, { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: t.beenden }).all()).toHaveLength(0);
    expect(page.getByRole('button', { name: t.loeschen }).all()).toHaveLength(0);
    await erwarteLink(texts.datenuebersicht.neueBankverbindungAnlegen, '/bankverbindung/editieren');
    await expectNoAxeViolations();
  });

  it('says when there is none', async () => {
    await renderPortal({ path: '/bankverbindungen', signedInAs: '10000002' });
    await expect.element(page.getByText(t.keineGefunden)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows the generic list error and loads again on request', async () => {
    await erwarteLadefehler('getBankverbindungen', '/bankverbindungen', texts.allgemein.unbekannterFehler);
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: texts.allgemein.neuLaden }));
    await expect.poll(() => karten().all()).toHaveLength(3);
  });

  it('goes back to the overview', async () => {
    const { router } = await renderPortal({ path: '/daten/uebersicht', signedInAs: '10000001' });
    await userEvent.click(
      page.getByRole('link', { name: texts.datenuebersicht.alleBankverbindungenAnzeigen }),
    );
    await expect.element(page.getByRole('heading', { level: 1, name: t.alleDesKunden })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: texts.allgemein.zurueck }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.datenuebersicht.titel }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/daten/uebersicht');
  });
});

describe('/vertrag/{id}/bankverbindungen', () => {
  it('offers end for a running account, delete for a future one and nothing for an ended one', async () => {
    await oeffneSeite('/vertrag/3000102/bankverbindungen', t.alleDesVertrags('3000102'));
    await expect.element(karte(AKTUELL)).toBeVisible();
    await expect.element(karte(AKTUELL).getByRole('button', { name: t.beenden })).toBeVisible();
    await expect.element(karte(ZUKUENFTIG).getByRole('button', { name: t.loeschen })).toBeVisible();
    expect(karte(BEENDET).getByRole('button').all()).toHaveLength(0);
    await erwarteLink(
      texts.vertragDetail.bankverbindungEinrichten,
      '/vertrag/3000102/bankverbindungen/editieren',
    );
    await expectNoAxeViolations();
  });

  it('ends a running account after Ja and reloads the list; Nein changes nothing', async () => {
    await renderPortal({ path: '/vertrag/3000102/bankverbindungen', signedInAs: '10000001' });
    const beenden = karte(AKTUELL).getByRole('button', { name: t.beenden });
    await userEvent.click(beenden);
    await expect.element(karte(AKTUELL).getByRole('button', { name: texts.allgemein.nein })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.click(karte(AKTUELL).getByRole('button', { name: texts.allgemein.nein }));
    await expect.element(beenden).toHaveFocus();

    await userEvent.click(beenden);
    await userEvent.click(karte(AKTUELL).getByRole('button', { name: texts.allgemein.ja }));
    const meldung = page.getByRole('status').filter({ hasText: t.beendetMeldung });
    await expect.element(meldung).toBeVisible();
    await erwarteFokusAufMeldung(meldung);
    // Ended today: it now has a Gültig bis and no button.
    await expect.element(karte(AKTUELL).getByText(texts.allgemein.gueltigBis)).toBeVisible();
    expect(karte(AKTUELL).getByRole('button').all()).toHaveLength(0);
  });

  it('deletes a future account', async () => {
    await renderPortal({ path: '/vertrag/3000102/bankverbindungen', signedInAs: '10000001' });
    await userEvent.click(karte(ZUKUENFTIG).getByRole('button', { name: t.loeschen }));
    await userEvent.click(karte(ZUKUENFTIG).getByRole('button', { name: texts.allgemein.ja }));
    await expect.element(page.getByText(t.geloescht)).toBeVisible();
    await expect.poll(() => karte(ZUKUENFTIG).all()).toHaveLength(0);
    await expect.poll(() => karten().all()).toHaveLength(2);
  });

  it('shows the SPEC text and the server message when deleting fails, and reloads', async () => {
    await demo.fault({ operationId: 'vertragBankverbindungLoeschen', status: 500 });
    await renderPortal({ path: '/vertrag/3000102/bankverbindungen', signedInAs: '10000001' });
    await userEvent.click(karte(ZUKUENFTIG).getByRole('button', { name: t.loeschen }));
    await userEvent.click(karte(ZUKUENFTIG).getByRole('button', { name: texts.allgemein.ja }));
    const meldung = page.getByRole('alert');
    await expect
      .element(meldung)
      .toHaveTextContent(`${fehler(t.nichtGeloescht)}${texts.allgemein.technischerFehler}`);
    await erwarteFokusAufMeldung(meldung);
    await expect.element(karte(ZUKUENFTIG)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows the SPEC text when ending fails', async () => {
    await demo.fault({
      operationId: 'vertragBankverbindungBeenden',
      status: 400,
      body: 'Die Bankverbindung ist bereits beendet.',
    });
    await renderPortal({ path: '/vertrag/3000102/bankverbindungen', signedInAs: '10000001' });
    await userEvent.click(karte(AKTUELL).getByRole('button', { name: t.beenden }));
    await userEvent.click(karte(AKTUELL).getByRole('button', { name: texts.allgemein.ja }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(`${fehler(t.nichtBeendet)}Die Bankverbindung ist bereits beendet.`);
  });

  it('says the action failed when the entry has no id, without asking the server', async () => {
    const ohneId = {
      bankverbindungId: '',
      kontoinhaber: 'Dr. Max Mustermann',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      bankname: 'Deutsche Kreditbank Berlin',
      blz: '12030000',
      kontonummer: '0000202051',
      gueltigVon: '2020-01-01',
      gueltigBis: null,
      lastschrifteinzugErlaubt: false,
      mandatsreferenz: null,
      valide: true,
      ibanAbleitbar: true,
    };
    await demo.fault({ operationId: 'getVertragBankverbindungen', status: 200, body: [ohneId], times: -1 });
    // Were the server asked, this fault would answer instead of the expected message.
    await demo.fault({
      operationId: 'vertragBankverbindungBeenden',
      status: 500,
      body: 'darf nicht aufgerufen werden',
    });
    await renderPortal({ path: '/vertrag/3000102/bankverbindungen', signedInAs: '10000001' });
    const k = karte('DE02 1203 0000 0000 2020 51');
    await userEvent.click(k.getByRole('button', { name: t.beenden }));
    await userEvent.click(k.getByRole('button', { name: texts.allgemein.ja }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(fehler(texts.allgemein.aktionFehlgeschlagen));
    // Without a direct debit there is no Mandatsreferenz to show.
    expect(k.getByText(t.mandatsreferenz).all()).toHaveLength(0);
  });

  it('says when the contract has no accounts of its own', async () => {
    await renderPortal({ path: '/vertrag/3000101/bankverbindungen', signedInAs: '10000001' });
    await expect.element(page.getByText(t.keineVertragsspezifischen)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows the generic list error for an unknown contract', async () => {
    await renderPortal({ path: '/vertrag/9999999/bankverbindungen', signedInAs: '10000001' });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(fehler(texts.allgemein.unbekannterFehler));
  });

  it('can end an account with the keyboard alone', async () => {
    await renderPortal({ path: '/vertrag/3000102/bankverbindungen', signedInAs: '10000001' });
    const beenden = karte(AKTUELL).getByRole('button', { name: t.beenden });
    await expect.element(beenden).toBeVisible();
    beenden.element().focus();
    await userEvent.keyboard('{Enter}');
    // Focus is on Nein; one step back is Ja.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(karte(AKTUELL).getByRole('button', { name: texts.allgemein.ja })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(t.beendetMeldung)).toBeVisible();
  });
});
