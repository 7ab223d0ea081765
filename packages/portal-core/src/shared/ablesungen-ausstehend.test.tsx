// Issue 15: a reading saved without a network is kept on the device, listed with its state, and sent once through
// the normal flow (plausibility, then the POST) when the network is back; the backend's note or error stays with it;
// at Abmelden the customer decides. TanStack Query's onlineManager stands for the device's network state.
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { formatDatum } from '../format/de.ts';
import { createPortalRuntime } from '../portal.tsx';
import { beobachteAnfragen, eingabeUeber, freierAblesetag, pngDatei } from '../test/ablesung-hilfen.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { demo, demoApiUrl } from '../test/demo-backend.ts';
import { oeffneSeite, renderPortal, signIn } from '../test/render-portal.tsx';
import { testBrand } from '../test/test-brand.ts';
import { heute, jetzt } from '../test/uhr.ts';
import { texts } from '../texts.ts';
import { ablesungVormerken, ausstehendeAblesungen, ausstehendeVerwerfen } from './ablesungen-ausstehend.ts';
import { ausstehendeSenden } from './ablesung-senden.ts';
import { gemerkteZaehler, offlineDatenLoeschen } from './zaehler-offline.ts';

const t = texts.ausstehend;
const HT = '1-0:1.8.1';
const NT = '1-0:1.8.2';
const liste = () => page.getByRole('region', { name: t.titel });
const wertFeld = (label: string) => page.getByLabelText(label, { exact: true });

let beobachter: ReturnType<typeof beobachteAnfragen> | undefined;
// What earlier test files left on the device (kept meters, readings) is not this file's.
beforeEach(async () => {
  await offlineDatenLoeschen();
  await ausstehendeVerwerfen('10000001');
  await ausstehendeVerwerfen('10000002');
});
afterEach(async () => {
  beobachter?.beenden();
  beobachter = undefined;
  onlineManager.setOnline(true);
  await offlineDatenLoeschen();
  await ausstehendeVerwerfen('10000001');
  await ausstehendeVerwerfen('10000002');
});

/** A plausible reading of 3000102 (HT/NT) on a day the seed has none, as the form would send it. */
async function plausibleAblesung(plus = 3) {
  const { tag, letzte } = await freierAblesetag('3000102');
  const ht = Number(eingabeUeber(letzte[HT], plus).replace(',', '.'));
  const nt = Number(eingabeUeber(letzte[NT], plus).replace(',', '.'));
  return {
    ablesedatum: tag,
    zaehlernummer: '1EMH0012345678',
    ablesewerte: { [HT]: ht, [NT]: nt },
  };
}

describe('readings saved without a network', () => {
  it('are kept with their photo, listed as waiting, and sent once with SPEC’s success text when online again', async () => {
    // One visit online keeps the meter for the basement.
    const online = await oeffneSeite('/vertrag/3000102/ablesung', texts.ablesung.titelFuerVertrag('3000102'));
    const { tag, letzte } = await freierAblesetag('3000102');
    await expect
      .poll(async () => (await gemerkteZaehler('10000001')).some((e) => e.vertragId === '3000102'))
      .toBe(true);
    await online.screen.unmount();

    onlineManager.setOnline(false);
    beobachter = beobachteAnfragen();
    await renderPortal({ path: '/vertrag/3000102/ablesung' });
    await expect.element(wertFeld(HT)).toBeVisible();
    if (tag !== heute()) await wertFeld(texts.ablesung.ablesedatum).fill(formatDatum(tag));
    await wertFeld(HT).fill(eingabeUeber(letzte[HT], 2.5));
    await wertFeld(NT).fill(eingabeUeber(letzte[NT], 1.5));
    await page.getByLabelText(texts.ablesung.fotoAuswaehlen, { exact: true }).upload(await pngDatei());
    await expect.element(page.getByRole('img', { name: texts.ablesung.fotoVorschau })).toBeVisible();
    await page.getByRole('button', { name: texts.allgemein.speichern, exact: true }).click();

    // The page says plainly what happens, lists the reading, and the form is empty for the next one.
    await expect.element(page.getByText(t.vorgemerkt)).toBeVisible();
    await expect.element(liste()).toBeVisible();
    await expect
      .element(liste())
      .toMatchTextContent(t.eintrag('1EMH0012345678', '3000102', formatDatum(tag)));
    await expect.element(liste()).toMatchTextContent(t.mitFoto);
    await expect.element(liste()).toMatchTextContent(t.wartet);
    await expect.element(wertFeld(HT)).toHaveValue('');
    await expectNoAxeViolations();
    expect(beobachter.posts('/ablesungen')).toHaveLength(0);
    const gespeichert = await ausstehendeAblesungen('10000001');
    expect(gespeichert).toHaveLength(1);
    expect(gespeichert[0]?.ablesung.foto).toMatch(/^iVBORw0KGgo/);
    expect(await ausstehendeAblesungen('10000002')).toEqual([]);

    onlineManager.setOnline(true);
    await expect.element(page.getByText(texts.ablesung.erfolg)).toBeVisible();
    await expect.element(liste()).not.toBeInTheDocument();
    const posts = beobachter.posts('/3000102/ablesungen');
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]?.body ?? '{}') as { foto?: string; ablesewerte: Record<string, number> };
    expect(body.foto).toBe(gespeichert[0]?.ablesung.foto);
    expect(body.ablesewerte[HT]).toBeCloseTo((letzte[HT] ?? 0) + 2.5, 6);
    expect(await ausstehendeAblesungen('10000001')).toEqual([]);
  });

  it('go out once when two tabs send at the same moment', async () => {
    await signIn('10000001');
    const ablesung = await plausibleAblesung();
    await ablesungVormerken('10000001', '3000102', ablesung, { pruefen: true, jetzt: jetzt() });
    beobachter = beobachteAnfragen();
    // Two portals, nothing rendered: the two senders are the only ones.
    const tab = () => createPortalRuntime({ brand: testBrand, apiBaseUrl: `${demoApiUrl}/api` }).api;
    const [erster, zweiter] = await Promise.all([
      ausstehendeSenden(tab(), '10000001', { angemeldet: () => true, warten: true }),
      ausstehendeSenden(tab(), '10000001', { angemeldet: () => true, warten: true }),
    ]);
    expect(erster.length + zweiter.length).toBe(1);
    expect(beobachter.posts('/3000102/ablesungen')).toHaveLength(1);
    expect(await ausstehendeAblesungen('10000001')).toEqual([]);
  });

  it('keep the backend’s plausibility note; Trotzdem speichern sends without asking again', async () => {
    await signIn('10000001');
    const ablesung = { ...(await plausibleAblesung()), ablesewerte: { [HT]: 1, [NT]: 1 } };
    await ablesungVormerken('10000001', '3000102', ablesung, { pruefen: true, jetzt: jetzt() });
    beobachter = beobachteAnfragen();
    await oeffneSeite('/', texts.startseite.begruessung('Dr. Max Mustermann'));

    const hinweis = liste().getByRole('status').filter({ hasText: texts.ablesung.plausibilitaetTitel });
    await expect.element(hinweis).toMatchTextContent(/Der Zählerstand ist kleiner als die letzte Ablesung/);
    expect(beobachter.posts('/ablesungen')).toHaveLength(0);
    await expectNoAxeViolations();

    await liste().getByRole('button', { name: texts.ablesung.trotzdemSpeichern }).click();
    await expect.element(page.getByText(texts.ablesung.erfolg)).toBeVisible();
    await expect.element(liste()).not.toBeInTheDocument();
    expect(beobachter.gets('/plausibilisiere')).toHaveLength(1);
    expect(beobachter.posts('/3000102/ablesungen')).toHaveLength(1);
  });

  it('keep SPEC’s text of a refused POST; Erneut senden tries again, Verwerfen removes', async () => {
    await signIn('10000001');
    await ablesungVormerken('10000001', '3000102', await plausibleAblesung(), {
      pruefen: true,
      jetzt: jetzt(),
    });
    // Values far below the meter's last reading: the backend's plausibility check holds this one back.
    await ablesungVormerken(
      '10000001',
      '3000101',
      { ablesedatum: heute(), zaehlernummer: '1ESY1161234501', ablesewerte: { '1-0:1.8.0': 1 } },
      { pruefen: true, jetzt: new Date(jetzt().getTime() + 1000) },
    );
    await demo.fault({
      operationId: 'ablesungAnlegen',
      status: 400,
      body: { hinweis: 'Der Zähler ist gesperrt.' },
      times: 1,
    });
    beobachter = beobachteAnfragen();
    const seite = await oeffneSeite('/vertrag/3000102/ablesungen', texts.ablesungen.titel('3000102'));

    // Only this contract's reading on its list, with the backend's text.
    await expect.element(liste().getByText('Der Zähler ist gesperrt.')).toBeVisible();
    expect(liste().getByRole('listitem').all()).toHaveLength(1);
    await expectNoAxeViolations();

    await liste().getByRole('button', { name: t.erneutSenden }).click();
    await expect.element(page.getByText(texts.ablesung.erfolg)).toBeVisible();
    await expect.element(liste()).not.toBeInTheDocument();
    expect(beobachter.posts('/3000102/ablesungen')).toHaveLength(2);

    // The other contract's reading (the backend's note on it) is on the start page, with every other one.
    await seite.screen.unmount();
    await oeffneSeite('/', texts.startseite.begruessung('Dr. Max Mustermann'));
    await expect.element(liste()).toBeVisible();
    expect(liste().getByRole('listitem').all()).toHaveLength(1);
    await liste().getByRole('button', { name: t.verwerfen }).click();
    await expect.element(liste()).not.toBeInTheDocument();
    expect(await ausstehendeAblesungen('10000001')).toEqual([]);
    expect(beobachter.posts('/3000101/ablesungen')).toHaveLength(0);
  });

  it('of one customer are neither shown nor sent when another signs in on the device', async () => {
    await signIn('10000001');
    await ablesungVormerken('10000001', '3000102', await plausibleAblesung(), {
      pruefen: true,
      jetzt: jetzt(),
    });
    // The other customer's own reading, which the backend refuses: once its text is listed, the round ran.
    await ablesungVormerken(
      '10000002',
      '3000201',
      { ablesedatum: '2026-06-10', zaehlernummer: '9ABC0000000001', ablesewerte: { '1-0:1.8.0': 5 } },
      { pruefen: false, jetzt: jetzt() },
    );
    await demo.fault({
      operationId: 'ablesungAnlegen',
      status: 400,
      body: { hinweis: 'Der Zähler ist gesperrt.' },
      times: 1,
    });
    window.localStorage.removeItem('ekp-token');
    beobachter = beobachteAnfragen();
    await renderPortal({ path: '/', signedInAs: '10000002' });
    await expect.element(liste().getByText('Der Zähler ist gesperrt.')).toBeVisible();
    expect(liste().getByRole('listitem').all()).toHaveLength(1);
    await expect.element(liste()).toMatchTextContent(/9ABC0000000001/);
    expect(beobachter.posts('/3000201/ablesungen')).toHaveLength(1);
    expect(beobachter.posts('/3000102/ablesungen')).toHaveLength(0);
    expect(await ausstehendeAblesungen('10000001')).toHaveLength(1);
  });
});

describe('a round of sending', () => {
  const tab = () => createPortalRuntime({ brand: testBrand, apiBaseUrl: `${demoApiUrl}/api` }).api;

  async function eineWartet() {
    await signIn('10000001');
    await ablesungVormerken('10000001', '3000102', await plausibleAblesung(), {
      pruefen: false,
      jetzt: jetzt(),
    });
  }

  it('sends nothing once the customer is no longer signed in', async () => {
    await eineWartet();
    beobachter = beobachteAnfragen();
    expect(await ausstehendeSenden(tab(), '10000001', { angemeldet: () => false })).toEqual([]);
    expect(beobachter.anfragen).toHaveLength(0);
    expect(await ausstehendeAblesungen('10000001')).toHaveLength(1);
  });

  it('keeps a reading waiting after a passing server error, and sends it in the next round', async () => {
    await eineWartet();
    await demo.fault({ operationId: 'ablesungAnlegen', status: 503, times: 1 });
    beobachter = beobachteAnfragen();
    expect(await ausstehendeSenden(tab(), '10000001', { angemeldet: () => true })).toEqual([]);
    expect((await ausstehendeAblesungen('10000001'))[0]?.zustand).toEqual({ art: 'wartet' });
    expect(await ausstehendeSenden(tab(), '10000001', { angemeldet: () => true })).toHaveLength(1);
    expect(beobachter.posts('/3000102/ablesungen')).toHaveLength(2);
  });

  it('does not send again by itself a POST that got no answer: it may have arrived, the customer decides', async () => {
    await eineWartet();
    const original = globalThis.fetch;
    const spion = vi.spyOn(globalThis, 'fetch').mockImplementation(async (eingabe, init) => {
      if (eingabe instanceof Request && eingabe.method === 'POST') {
        await original(eingabe, init);
        throw new TypeError('Failed to fetch');
      }
      return original(eingabe, init);
    });
    try {
      expect(await ausstehendeSenden(tab(), '10000001', { angemeldet: () => true })).toEqual([]);
      const [ablesung] = await ausstehendeAblesungen('10000001');
      expect(ablesung?.zustand).toEqual({ art: 'fehler', text: texts.verbindung.nichtErreichbar });
      await ausstehendeSenden(tab(), '10000001', { angemeldet: () => true });
      expect(
        spion.mock.calls.filter(([anfrage]) => anfrage instanceof Request && anfrage.method === 'POST'),
      ).toHaveLength(1);
    } finally {
      spion.mockRestore();
    }
  });
});

describe('Abmelden with readings waiting', () => {
  async function mitWartenderAblesung() {
    onlineManager.setOnline(false);
    await signIn('10000001');
    await ablesungVormerken('10000001', '3000102', await plausibleAblesung(), {
      pruefen: true,
      jetzt: jetzt(),
    });
    const gerendert = await renderPortal({ path: '/' });
    await expect.element(liste()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: texts.navigation.abmelden }));
    const dialog = page.getByRole('dialog', { name: t.abmeldenTitel });
    await expect.element(dialog).toBeVisible();
    return { ...gerendert, dialog };
  }

  it('asks; Angemeldet bleiben and Escape keep the customer signed in with the reading', async () => {
    const { dialog, router } = await mitWartenderAblesung();
    await expect.element(dialog).toHaveAccessibleDescription(t.abmeldenFrage(1));
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: t.angemeldetBleiben }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: texts.navigation.abmelden })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: t.abmeldenTitel })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: t.abmeldenTitel })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await ausstehendeAblesungen('10000001')).toHaveLength(1);
  });

  it('Verwerfen und abmelden removes the reading and signs out', async () => {
    const { dialog, router } = await mitWartenderAblesung();
    await dialog.getByRole('button', { name: t.verwerfenUndAbmelden }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/anmelden');
    expect(await ausstehendeAblesungen('10000001')).toEqual([]);
  });

  it('Später senden signs out and keeps the reading for the next sign-in', async () => {
    const { dialog, router } = await mitWartenderAblesung();
    await dialog.getByRole('button', { name: t.spaeterSenden }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/anmelden');
    expect(await ausstehendeAblesungen('10000001')).toHaveLength(1);
  });
});
