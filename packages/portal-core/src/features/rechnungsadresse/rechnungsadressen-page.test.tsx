import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLadefehler, erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

const t = texts.rechnungsadresse;
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const karten = () => page.getByRole('article');
const karte = (name: string) => page.getByRole('article', { name, exact: true });

// 3000102's own addresses (demo seed): ended last year, current since 1 January, a PO box from the month after next.
const BEENDET = 'Herr Dr. Max Mustermann, Marktplatz 1';
const AKTUELL = 'Mustermann Vermietung GbR, Mühlenweg 3';
const ZUKUENFTIG = 'Mustermann Vermietung GbR, Postfach 40 50 60';

describe('/rechnungsadressen', () => {
  it('lists every billing address of the customer, read-only', async () => {
    await oeffneSeite('/rechnungsadressen', t.alleDesKunden);
    await expect.poll(() => document.title).toBe(`${t.alleDesKunden} – ${testBrand.mandant}`);
    await expect.poll(() => karten().all()).toHaveLength(3);
    await expect
      .element(karte('Herr Dr. Max Mustermann, Goethestraße 21').getByText('04109 Leipzig'))
      .toBeVisible();
    await expect.element(karte('Herr Dr. Max Mustermann, Postfach 10 20 30')).toBeVisible();
    expect(page.getByRole('button', { name: t.beenden }).all()).toHaveLength(0);
    await erwarteLink(texts.datenuebersicht.rechnungsadresseBearbeiten, '/rechnungsadresse/editieren');
    await expectNoAxeViolations();
  });

  it('says when there is none', async () => {
    await renderPortal({ path: '/rechnungsadressen', signedInAs: '10000002' });
    await expect.element(page.getByText(t.keineGefunden)).toBeVisible();
  });

  it('shows the generic list error', async () => {
    await erwarteLadefehler('getRechnungsadressen', '/rechnungsadressen', texts.allgemein.unbekannterFehler);
  });
});

describe('/vertrag/{id}/rechnungsadressen', () => {
  it('offers end and delete by start date and shows the c/o line', async () => {
    await oeffneSeite('/vertrag/3000102/rechnungsadressen', t.alleDesVertrags('3000102'));
    await expect.element(karte(AKTUELL).getByRole('button', { name: t.beenden })).toBeVisible();
    await expect.element(karte(ZUKUENFTIG).getByRole('button', { name: t.loeschen })).toBeVisible();
    expect(karte(BEENDET).getByRole('button').all()).toHaveLength(0);
    await expect.element(karte(BEENDET).getByText(`${t.co} Hausverwaltung Schulz`)).toBeVisible();
    await erwarteLink(
      texts.vertragDetail.rechnungsadresseEinrichten,
      '/vertrag/3000102/rechnungsadresse/editieren',
    );
    await expectNoAxeViolations();
  });

  it('ends the current address and deletes the future one', async () => {
    await renderPortal({ path: '/vertrag/3000102/rechnungsadressen', signedInAs: '10000001' });
    await userEvent.click(karte(AKTUELL).getByRole('button', { name: t.beenden }));
    await userEvent.click(karte(AKTUELL).getByRole('button', { name: texts.allgemein.ja }));
    await expect.element(page.getByText(t.beendetMeldung)).toBeVisible();
    await expect.poll(() => karte(AKTUELL).getByRole('button').all()).toHaveLength(0);

    await userEvent.click(karte(ZUKUENFTIG).getByRole('button', { name: t.loeschen }));
    await userEvent.click(karte(ZUKUENFTIG).getByRole('button', { name: texts.allgemein.ja }));
    await expect.element(page.getByText(t.geloescht)).toBeVisible();
    await expect.poll(() => karten().all()).toHaveLength(2);
  });

  it.each([
    ['vertragRechnungsadresseLoeschen', ZUKUENFTIG, 'loeschen', 'nichtGeloescht'],
    ['vertragRechnungsadresseBeenden', AKTUELL, 'beenden', 'nichtBeendet'],
  ] as const)('shows the SPEC text when %s fails', async (operationId, name, knopf, text) => {
    await demo.fault({
      operationId,
      status: 404,
      body: { message: 'Die Rechnungsadresse wurde nicht gefunden.' },
    });
    await renderPortal({ path: '/vertrag/3000102/rechnungsadressen', signedInAs: '10000001' });
    await userEvent.click(karte(name).getByRole('button', { name: t[knopf] }));
    await userEvent.click(karte(name).getByRole('button', { name: texts.allgemein.ja }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(`${fehler(t[text])}Die Rechnungsadresse wurde nicht gefunden.`);
    await expect.element(karte(name)).toBeVisible();
  });

  it('says when the contract has no addresses of its own', async () => {
    await renderPortal({ path: '/vertrag/3000101/rechnungsadressen', signedInAs: '10000001' });
    await expect.element(page.getByText(t.keineVertragsspezifischen)).toBeVisible();
    await expectNoAxeViolations();
  });
});
