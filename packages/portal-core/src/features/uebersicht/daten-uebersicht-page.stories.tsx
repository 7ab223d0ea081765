// The whole portal at /daten/uebersicht, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { DatenUebersichtPage } from './daten-uebersicht-page.tsx';

const t = texts.datenuebersicht;
const seite = story.angemeldet('/daten/uebersicht');

export default {
  title: 'Seiten/Datenübersicht',
  component: DatenUebersichtPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof DatenUebersichtPage>;

/** Every text is on the page, one after the other (the parts load on their own). */
async function zeigtAlle(canvasElement: HTMLElement, alle: string[]) {
  const canvas = await story.seiteGeladen(canvasElement, t.titel);
  for (const text of alle) await expect(await canvas.findByText(text, {}, story.lange)).toBeVisible();
  return canvas;
}

export const Standard: story.Seitenstory = {
  play: async ({ canvasElement }) => {
    const canvas = await zeigtAlle(canvasElement, ['Herr Dr. Max Mustermann']);
    for (const name of [t.anschlussnutzer, t.aktuelleRechnungsadresse, t.aktuelleBankverbindung]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
  },
};

export const Laedt: story.Seitenstory = {
  name: 'Lädt',
  parameters: story.mitStoerung(seite, '*', { delayMs: 60_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t.titel }, story.lange);
    await expect(canvas.getAllByText(texts.allgemein.wirdGeladen).length).toBeGreaterThan(0);
  },
};

export const OhneAdresseUndBank: story.Seitenstory = {
  name: 'Leer: keine Rechnungsadresse, keine Bankverbindung',
  parameters: story.angemeldet('/daten/uebersicht', '10000002'),
  play: async ({ canvasElement }) => {
    await zeigtAlle(canvasElement, [t.keineRechnungsadresseHinterlegt, t.keineBankverbindungHinterlegt]);
  },
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: nichts ladbar',
  parameters: story.mitStoerung(seite, [
    'getAnschlussnutzer',
    'getAktuelleRechnungsadresse',
    'getAktuelleBankverbindung',
  ]),
  play: async ({ canvasElement }) => {
    // SPEC §8: each part says on its own what could not be loaded.
    await zeigtAlle(canvasElement, [
      texts.kontakt.ladeFehler,
      t.keineAktuelleRechnungsadresse,
      t.keineAktuelleBankverbindung,
    ]);
  },
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(t.titel),
};
