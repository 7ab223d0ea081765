import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { firmaOhneVertraege } from '../../test/antworten.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { demo } from '../../test/demo-backend.ts';
import { erwarteLadefehler, erwarteLink, oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { testBrand } from '../../test/test-brand.ts';
import { texts } from '../../texts.ts';

/** An error message as read out: with the visually hidden prefix. */
const fehler = (text: string) => `${texts.allgemein.fehlerPraefix} ${text}`;
const gruppe = (name: string) => page.getByRole('region', { name, exact: true });
const karte = (id: string) => page.getByRole('article', { name: texts.vertragDetail.titel(id), exact: true });
const kuendigenLink = (id: string) => karte(id).getByRole('link', { name: texts.vertraege.vertragKuendigen });

/** 10000001's contracts by display group (seed of the demo backend). */
const erwartet = {
  aktiv: ['3000101', '3000102', '3000103', '3000108'],
  inaktiv: ['3000105', '3000106'],
  beauftragt: ['3000107'],
  gekuendigt: ['3000104'],
} as const;

describe('/vertraege', () => {
  it('shows one card per contract in its status group; only active contracts can be cancelled', async () => {
    await oeffneSeite('/vertraege', texts.navigation.vertraege);
    await expect.element(karte('3000101')).toBeVisible();
    await expect.poll(() => document.title).toBe(`${texts.navigation.vertraege} – ${testBrand.mandant}`);

    for (const [name, ids] of Object.entries(erwartet) as [keyof typeof erwartet, readonly string[]][]) {
      const region = gruppe(texts.vertraege.gruppen[name]);
      expect(region.getByRole('article').all()).toHaveLength(ids.length);
      for (const id of ids) {
        const card = region.getByRole('article', { name: texts.vertragDetail.titel(id), exact: true });
        await expect.element(card).toBeVisible();
        await erwarteLink(texts.vertraege.vertragsdetails, `/vertrag/${id}/detail`, card);
        if (name === 'aktiv') {
          await erwarteLink(texts.vertraege.vertragKuendigen, `/vertrag/${id}/kuendigen`, card);
        } else {
          expect(card.getByRole('link', { name: texts.vertraege.vertragKuendigen }).all()).toHaveLength(0);
        }
      }
    }
    // The status is said in text, not only by the card's colour.
    await expect.element(karte('3000106').getByText(texts.vertraege.status.storniert)).toBeVisible();
    await expect.element(karte('3000105').getByText(texts.vertraege.status.beendet)).toBeVisible();
    await expect.element(karte('3000104')).toHaveAttribute('data-tone', 'terminated');
    await expect.element(karte('3000107')).toHaveAttribute('data-tone', 'ordered');
    await expect.element(karte('3000101')).toHaveAttribute('data-tone', 'active');
    await expect.element(karte('3000105')).toHaveAttribute('data-tone', 'inactive');
    await expectNoAxeViolations();
  });

  it('after a successful cancellation shows the green notice and offers no further cancellation', async () => {
    const { router } = await renderPortal({ path: '/vertraege', signedInAs: '10000001' });
    await expect.element(kuendigenLink('3000101')).toBeVisible();
    await router.navigate('/vertraege', { state: { status: 'SUCCESS', vertrag: '3000103' } });

    await expect
      .element(page.getByRole('status').getByText(texts.vertraege.kuendigungVeranlasst('3000103')))
      .toBeVisible();
    for (const id of erwartet.aktiv) expect(kuendigenLink(id).all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('after a failed cancellation shows the red notice and still offers cancellation', async () => {
    const { router } = await renderPortal({ path: '/vertraege', signedInAs: '10000001' });
    await expect.element(karte('3000101')).toBeVisible();
    await router.navigate('/vertraege', { state: { status: 'ERROR', vertrag: '3000101' } });

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(fehler(texts.vertraege.kuendigungFehlgeschlagen('3000101')));
    await expect.element(kuendigenLink('3000101')).toBeVisible();
    expect(page.getByText(texts.vertraege.kuendigungVeranlasst('3000101')).all()).toHaveLength(0);
  });

  it('shows nothing for an unknown navigation state', async () => {
    const { router } = await renderPortal({ path: '/vertraege', signedInAs: '10000001' });
    await expect.element(karte('3000101')).toBeVisible();
    await router.navigate('/vertraege', { state: { status: 'VIELLEICHT', vertrag: '3000101' } });
    await expect.element(kuendigenLink('3000101')).toBeVisible();
    expect(page.getByRole('alert').all()).toHaveLength(0);
  });

  it('a contract whose master data fail gets a card with the SPEC text; the others still show', async () => {
    await demo.fault({ operationId: 'getVertrag', status: 404, times: 1 });
    await renderPortal({ path: '/vertraege', signedInAs: '10000001' });

    await expect.element(page.getByText(texts.vertraege.stammdatenNichtGeladen)).toBeVisible();
    expect(page.getByText(texts.vertraege.stammdatenNichtGeladen).all()).toHaveLength(1);
    expect(page.getByRole('article').all()).toHaveLength(8);
    await expectNoAxeViolations();
  });

  it('shows the generic error when the customer cannot be loaded', async () => {
    await erwarteLadefehler('getAnschlussnutzer', '/vertraege', texts.allgemein.technischerFehler);
  });

  it('shows the empty text for a customer without contracts', async () => {
    await demo.fault({
      operationId: 'getAnschlussnutzer',
      status: 200,
      body: firmaOhneVertraege,
    });
    await renderPortal({ path: '/vertraege', signedInAs: '10000002' });
    await expect.element(page.getByText(texts.vertraege.keineVertraege)).toBeVisible();
    await expectNoAxeViolations();
  });

  it('10000002 sees its one active contract', async () => {
    await renderPortal({ path: '/vertraege', signedInAs: '10000002' });
    await expect
      .element(gruppe(texts.vertraege.gruppen.aktiv).getByRole('article'))
      .toHaveAccessibleName(texts.vertragDetail.titel('3000201'));
    await expect.element(kuendigenLink('3000201')).toBeVisible();
  });
});
