// The whole portal at '/', in the toolbar's brand, against the in-browser demo backend (parameters.portal: see
// apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { StartseitePage } from './startseite-page.tsx';

const meta = {
  title: 'Seiten/Startseite',
  component: StartseitePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/', signedInAs: '10000001' } },
} satisfies Meta<typeof StartseitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privatkunde: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await seiteGeladen(canvasElement, /Willkommen im Kundenportal, .*Max Mustermann!/);
    await expect(canvas.getByRole('link', { name: texts.startseite.zaehlerstandErfassen })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: texts.navigation.hauptnavigation })).toBeVisible();
  },
};

export const Firmenkunde: Story = {
  parameters: { portal: { path: '/', signedInAs: '10000002' } },
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, texts.startseite.begruessung('Beispiel Energiehandel GmbH'));
  },
};

export const Fehler: Story = {
  name: 'Fehler: Kundendaten nicht ladbar',
  parameters: {
    portal: {
      path: '/',
      signedInAs: '10000001',
      faults: [{ operationId: 'getAnschlussnutzer', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await seiteGeladen(canvasElement, texts.startseite.begruessungOhneName);
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(
      texts.allgemein.unbekannterFehler,
    );
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, /Willkommen im Kundenportal/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
