// The whole portal at /vertraege, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { firmaOhneVertraege } from '../../test/antworten.ts';
import * as story from '../../test/story-hilfen.ts';
import { VertraegePage } from './vertraege-page.tsx';

const titel = texts.navigation.vertraege;
const seite = story.angemeldet('/vertraege');
const firmenkunde = story.angemeldet('/vertraege', '10000002');

export default {
  title: 'Seiten/Verträge/Vertragsliste',
  component: VertraegePage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof VertraegePage>;

export const AlleStatus: story.Seitenstory = {
  name: 'Verträge in jedem Status',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, titel);
    for (const gruppe of Object.values(texts.vertraege.gruppen)) {
      await expect(canvas.getByRole('heading', { level: 2, name: gruppe })).toBeVisible();
    }
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

export const EinVertrag: story.Seitenstory = {
  name: 'Ein Vertrag (Firmenkunde)',
  parameters: firmenkunde,
  play: story.zeigtElemente(titel, ['article', texts.vertragDetail.titel('3000201')]),
};

export const Laedt: story.Seitenstory = {
  name: 'Lädt',
  parameters: story.mitStoerung(seite, 'getAnschlussnutzer', { delayMs: 60_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.allgemein.wirdGeladen, {}, story.lange)).toBeVisible();
  },
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Verträge',
  parameters: story.mitStoerung(firmenkunde, 'getAnschlussnutzer', {
    status: 200,
    body: firmaOhneVertraege,
  }),
  play: story.zeigt(titel, texts.vertraege.keineVertraege),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Liste nicht ladbar',
  parameters: story.mitStoerung(seite, 'getAnschlussnutzer'),
  play: story.meldetFehler(titel),
};

export const StammdatenFehlen: story.Seitenstory = {
  name: 'Fehler: Stammdaten eines Vertrags fehlen',
  parameters: story.mitStoerung(firmenkunde, 'getVertrag'),
  play: story.zeigt(titel, texts.vertraege.stammdatenNichtGeladen),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(titel),
};
