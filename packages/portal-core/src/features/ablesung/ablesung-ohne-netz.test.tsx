// Issue 15: the reading form opens without a network from the meters kept on the device, and signing out removes
// them. TanStack Query's onlineManager stands for the device's network state (it follows the browser's events).
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { gemerkteZaehler, offlineDatenLoeschen } from '../../shared/zaehler-offline.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { oeffneSeite, renderPortal } from '../../test/render-portal.tsx';
import { texts } from '../../texts.ts';

const t = texts.ablesung;
const zaehlerFeld = () => page.getByLabelText(t.zaehler, { exact: true });

afterEach(async () => {
  onlineManager.setOnline(true);
  await offlineDatenLoeschen();
});

/** Until the page's effect has written what it showed. */
async function gemerkt(kundennummer: string, anzahl: number) {
  await expect.poll(async () => (await gemerkteZaehler(kundennummer)).length).toBe(anzahl);
}

describe('the reading form without a network', () => {
  it('/ablesung opens from the meters of the last visit online, with every meter of the customer', async () => {
    const online = await oeffneSeite('/ablesung', t.titel);
    await expect.element(zaehlerFeld()).toBeVisible();
    const optionen = () => [...(zaehlerFeld().element() as HTMLSelectElement).options].map((o) => o.value);
    const onlineOptionen = optionen();
    await gemerkt('10000001', onlineOptionen.length - 1);
    await online.screen.unmount();

    onlineManager.setOnline(false);
    await renderPortal({ path: '/ablesung' });
    await expect.element(zaehlerFeld()).toBeVisible();
    expect(optionen()).toEqual(onlineOptionen);
    await zaehlerFeld().selectOptions('3000102');
    await expect.element(page.getByLabelText('1-0:1.8.1', { exact: true })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('/vertrag/{id}/ablesung opens from its meter, also when it was kept through /ablesung', async () => {
    const online = await oeffneSeite('/ablesung', t.titel);
    await gemerkt('10000001', 7);
    await online.screen.unmount();

    onlineManager.setOnline(false);
    await renderPortal({ path: '/vertrag/3000102/ablesung' });
    await expect.element(page.getByText('1EMH0012345678', { exact: true })).toBeVisible();
    await expect.element(page.getByLabelText('1-0:1.8.2', { exact: true })).toBeVisible();
  });

  it('without kept meters the page waits for the network as before, and keeps nothing of another customer', async () => {
    const online = await oeffneSeite('/vertrag/3000102/ablesung', t.titelFuerVertrag('3000102'));
    await gemerkt('10000001', 1);
    await online.screen.unmount();

    onlineManager.setOnline(false);
    await renderPortal({ path: '/ablesung', signedInAs: '10000002' });
    await expect.element(page.getByRole('heading', { level: 1, name: t.titel })).toBeVisible();
    await expect.element(page.getByText(texts.allgemein.wirdGeladen)).toBeInTheDocument();
    expect(zaehlerFeld().all()).toHaveLength(0);
  });

  it('signing out removes the kept meters from the device', async () => {
    await oeffneSeite('/ablesung', t.titel);
    await gemerkt('10000001', 7);
    await userEvent.click(page.getByRole('button', { name: texts.navigation.abmelden }));
    await gemerkt('10000001', 0);
  });
});
