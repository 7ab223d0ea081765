// The whole portal at /dokumente, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { DokumentePage } from './dokumente-page.tsx';

const titel = texts.navigation.dokumente;
const seite = story.angemeldet('/dokumente');

export default {
  title: 'Seiten/Dokumente',
  component: DokumentePage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof DokumentePage>;

export const Standard: story.Seitenstory = {
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, titel);
    await expect(canvas.getAllByRole('button', { name: /herunterladen/ }).length).toBeGreaterThan(5);
  },
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Dokumente',
  parameters: story.angemeldet('/dokumente', '10000002'),
  play: story.zeigt(titel, texts.dokumente.keine),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Dokumente nicht ladbar',
  parameters: story.mitStoerung(seite, 'getDokumente'),
  play: story.zeigt(titel, texts.dokumente.ladeFehler),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(titel),
};
