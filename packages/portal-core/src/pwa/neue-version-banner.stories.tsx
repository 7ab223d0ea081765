import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { texts } from '../texts.ts';
import * as story from '../test/story-hilfen.ts';
import { NeueVersionBanner } from './neue-version-banner.tsx';

/**
 * Erscheint, wenn eine neue Version des Portals bereitsteht (der Service Worker der neuen Version wartet). Unten im
 * Fenster fixiert; der Kunde lädt neu, wann er will. „Später“ blendet das Banner bis zum nächsten Laden aus.
 */
const meta = {
  title: 'Portal/Neue Version',
  component: NeueVersionBanner,
  args: { onNeuLaden: fn(), onSpaeter: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NeueVersionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvasElement, args }) => {
    const seite = within(canvasElement.ownerDocument.body);
    const banner = seite.getByRole('region', { name: texts.aktualisierung.bereich });
    const status = await within(banner).findByRole('status');
    await expect(await within(status).findByText(texts.aktualisierung.neueVersion)).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: texts.allgemein.neuLaden }));
    await expect(args.onNeuLaden).toHaveBeenCalledTimes(1);
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
};
