// The whole portal at /vertrag/{id}/tarifhistorie, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { TarifhistoriePage } from './tarifhistorie-page.tsx';

const lange = { timeout: 15_000 };

/** The page is there and nothing loads any more. */
async function geladen(canvasElement: HTMLElement, id: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: texts.tarif.historieTitel(id) }, lange);
  await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), lange);
  return canvas;
}

const meta = {
  title: 'Seiten/Verträge/Tarifhistorie',
  component: TarifhistoriePage,
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    portal: { path: '/vertrag/3000102/tarifhistorie', signedInAs: '10000001' },
  },
} satisfies Meta<typeof TarifhistoriePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VorherigeUndZukuenftige: Story = {
  name: 'Vorherige, aktuelle und zukünftige Tarife (3000102)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000102');
    await expect(canvas.getByRole('heading', { name: texts.tarif.vorherigeTarife })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: texts.tarif.zukuenftigeTarife })).toBeVisible();
  },
};

export const Dynamisch: Story = {
  name: 'Dynamischer Tarif (3000101)',
  parameters: { portal: { path: '/vertrag/3000101/tarifhistorie', signedInAs: '10000001' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000101');
  },
};

export const Leer: Story = {
  name: 'Leer: storniert, ohne Tarif (3000106)',
  parameters: { portal: { path: '/vertrag/3000106/tarifhistorie', signedInAs: '10000001' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000106');
  },
};

export const Fehler: Story = {
  name: 'Fehler: Historie nicht ladbar',
  parameters: {
    portal: {
      path: '/vertrag/3000102/tarifhistorie',
      signedInAs: '10000001',
      faults: [{ operationId: 'getTarifhistorie', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000102');
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(texts.tarif.historieFehler);
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000102');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
