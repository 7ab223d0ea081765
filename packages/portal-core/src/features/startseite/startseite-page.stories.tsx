// The whole portal at '/', in the toolbar's brand, against the in-browser demo backend (parameters.portal: see
// apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { StartseitePage } from './startseite-page.tsx';

const lange = { timeout: 15_000 };

/** The page is there and nothing loads any more. */
async function geladen(canvasElement: HTMLElement, titel: string | RegExp) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: titel }, lange);
  await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), lange);
  return canvas;
}

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
    const canvas = await geladen(canvasElement, /Willkommen im Kundenportal, .*Max Mustermann!/);
    await expect(canvas.getByRole('link', { name: texts.startseite.zaehlerstandErfassen })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: texts.navigation.hauptnavigation })).toBeVisible();
  },
};

export const Firmenkunde: Story = {
  parameters: { portal: { path: '/', signedInAs: '10000002' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, texts.startseite.begruessung('Beispiel Energiehandel GmbH'));
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
    const canvas = await geladen(canvasElement, texts.startseite.begruessungOhneName);
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(
      texts.allgemein.unbekannterFehler,
    );
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, /Willkommen im Kundenportal/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
