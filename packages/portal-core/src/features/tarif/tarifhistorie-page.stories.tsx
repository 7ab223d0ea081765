// The whole portal at /vertrag/{id}/tarifhistorie, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { TarifhistoriePage } from './tarifhistorie-page.tsx';

const geladen = (canvasElement: HTMLElement, id: string) =>
  seiteGeladen(canvasElement, texts.tarif.historieTitel(id));

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
