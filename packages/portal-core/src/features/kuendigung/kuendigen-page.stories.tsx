// The whole portal at /vertrag/{id}/kuendigen, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { seiteGeladen } from '../../test/story-hilfen.ts';
import { KuendigenPage } from './kuendigen-page.tsx';

const geladen = (canvasElement: HTMLElement, id: string) =>
  seiteGeladen(canvasElement, texts.kuendigung.titel(id));

const meta = {
  title: 'Seiten/Verträge/Kündigung',
  component: KuendigenPage,
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    portal: { path: '/vertrag/3000101/kuendigen', signedInAs: '10000001' },
  },
} satisfies Meta<typeof KuendigenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(canvas.getByRole('button', { name: texts.vertraege.vertragKuendigen })).toBeVisible();
  },
};

export const FeiertageFehlen: Story = {
  name: 'Fehler: Feiertage nicht ladbar',
  parameters: {
    portal: {
      path: '/vertrag/3000101/kuendigen',
      signedInAs: '10000001',
      faults: [{ operationId: 'getFeiertage', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000101');
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000101');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
