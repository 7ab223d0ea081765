// The readings table, the whole portal at /vertrag/{id}/ablesungen, in the toolbar's brand, against the
// in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { AblesungenPage } from './ablesungen-page.tsx';

const geladen = (canvasElement: HTMLElement, id: string) =>
  seiteGeladen(canvasElement, texts.ablesungen.titel(id));

const vertrag = (id: string, kunde: '10000001' | '10000002' = '10000001') => ({
  portal: { path: `/vertrag/${id}/ablesungen`, signedInAs: kunde },
});

const meta = {
  title: 'Seiten/Ablesung/Ablesungen',
  component: AblesungenPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...vertrag('3000101') },
} satisfies Meta<typeof AblesungenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EinKanal: Story = {
  name: 'Ein Zählwerk (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(2);
  },
};

export const ZweiKanaele: Story = {
  name: 'Zwei Zählwerke HT/NT (3000102)',
  parameters: vertrag('3000102'),
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000102');
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Leer: Story = {
  name: 'Leer: keine Ablesungen (3000201)',
  parameters: vertrag('3000201', '10000002'),
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000201');
    await expect(canvas.getByText(texts.ablesungen.keineGefunden)).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler: Ablesungen nicht ladbar',
  parameters: {
    portal: {
      ...vertrag('3000101').portal,
      faults: [{ operationId: 'getAblesungen', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    const meldung = await canvas.findByRole('alert', {}, lange);
    await expect(within(meldung).getByRole('button', { name: texts.allgemein.neuLaden })).toBeVisible();
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  parameters: vertrag('3000102'),
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000102');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
