// The whole portal at /dokumente, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { DokumentePage } from './dokumente-page.tsx';

const geladen = (canvasElement: HTMLElement) => seiteGeladen(canvasElement, texts.navigation.dokumente);

const meta = {
  title: 'Seiten/Dokumente',
  component: DokumentePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/dokumente', signedInAs: '10000001' } },
} satisfies Meta<typeof DokumentePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /herunterladen/ }).length).toBeGreaterThan(5);
  },
};

export const Leer: Story = {
  name: 'Leer: keine Dokumente',
  parameters: { portal: { path: '/dokumente', signedInAs: '10000002' } },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(canvas.getByText(texts.dokumente.keine)).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler: Dokumente nicht ladbar',
  parameters: {
    portal: {
      path: '/dokumente',
      signedInAs: '10000001',
      faults: [{ operationId: 'getDokumente', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(await canvas.findByText(texts.dokumente.ladeFehler, {}, lange)).toBeVisible();
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
