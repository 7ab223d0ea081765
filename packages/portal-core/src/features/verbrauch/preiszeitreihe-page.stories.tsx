// Price chart of a dynamic tariff, the whole portal at /vertrag/{id}/preiszeitreihe, in the toolbar's brand (the
// line takes the brand's chart colour), against the in-browser demo backend (parameters.portal: see
// apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { PreiszeitreihePage } from './preiszeitreihe-page.tsx';

const p = texts.preiszeitreihe;
const geladen = (canvasElement: HTMLElement, id: string) => seiteGeladen(canvasElement, p.titel(id));

const vertrag = (id: string) => ({
  portal: { path: `/vertrag/${id}/preiszeitreihe`, signedInAs: '10000001' as const },
});

const meta = {
  title: 'Seiten/Verbrauch/Preiszeitreihe',
  component: PreiszeitreihePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...vertrag('3000101') },
} satisfies Meta<typeof PreiszeitreihePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Marktpreise: Story = {
  name: 'Marktpreise (viertelstündlich seit 1.10.2025)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(canvas.getByRole('figure', { name: p.diagramm })).toBeVisible();
  },
};

export const Leer: Story = {
  name: 'Leer: keine Preise',
  parameters: {
    portal: {
      ...vertrag('3000101').portal,
      faults: [{ operationId: 'getPreiszeitreihe', status: 200, body: [], times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(await canvas.findByText(texts.verbrauchshistorie.keineDaten, {}, lange)).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler: Preise nicht ladbar',
  parameters: {
    portal: {
      ...vertrag('3000101').portal,
      faults: [{ operationId: 'getPreiszeitreihe', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(await canvas.findByRole('alert', {}, lange)).toBeVisible();
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
