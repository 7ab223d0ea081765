// The whole portal at '/', in the toolbar's brand, against the in-browser demo backend (parameters.portal: see
// apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { StartseitePage } from './startseite-page.tsx';

const seite = story.angemeldet('/');

const meta = {
  title: 'Seiten/Startseite',
  component: StartseitePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...seite },
} satisfies Meta<typeof StartseitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privatkunde: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, /Willkommen im Kundenportal, .*Max Mustermann!/);
    await expect(canvas.getByRole('link', { name: texts.startseite.zaehlerstandErfassen })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: texts.navigation.hauptnavigation })).toBeVisible();
  },
};

export const Firmenkunde: Story = {
  parameters: story.angemeldet('/', '10000002'),
  play: story.laedt(texts.startseite.begruessung('Beispiel Energiehandel GmbH')),
};

export const Fehler: Story = {
  name: 'Fehler: Kundendaten nicht ladbar',
  parameters: story.mitStoerung(seite, 'getAnschlussnutzer'),
  play: story.meldetFehler(texts.startseite.begruessungOhneName, texts.allgemein.unbekannterFehler),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(/Willkommen im Kundenportal/),
};
