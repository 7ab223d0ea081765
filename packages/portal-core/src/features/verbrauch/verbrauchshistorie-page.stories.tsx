// Consumption and price history of a dynamic tariff, the whole portal at /vertrag/{id}/verbrauchshistorie, in the
// toolbar's brand, against the in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { VerbrauchshistoriePage } from './verbrauchshistorie-page.tsx';

const h = texts.verbrauchshistorie;
const geladen = (canvasElement: HTMLElement, id: string) => seiteGeladen(canvasElement, h.titel(id));

const vertrag = (id: string) => ({
  portal: { path: `/vertrag/${id}/verbrauchshistorie`, signedInAs: '10000001' as const },
});

const meta = {
  title: 'Seiten/Verbrauch/Verbrauchshistorie',
  component: VerbrauchshistoriePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...vertrag('3000101') },
} satisfies Meta<typeof VerbrauchshistoriePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stunden: Story = {
  name: 'Stundenwerte, 48 h (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(canvas.getByRole('figure', { name: h.diagramm })).toBeVisible();
  },
};

export const Monat: Story = {
  name: 'Monatsübersicht (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await userEvent.click(canvas.getByRole('button', { name: h.modi.taeglich }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: h.modi.taeglich })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), lange);
  },
};

export const Jahr: Story = {
  name: 'Jahresübersicht (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await userEvent.click(canvas.getByRole('button', { name: h.modi.monatlich }));
    await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), lange);
  },
};

export const Viertelstunden: Story = {
  name: 'Viertelstundenwerte (3000108)',
  parameters: vertrag('3000108'),
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000108');
  },
};

export const Fehler: Story = {
  name: 'Fehler: Historie nicht ladbar',
  parameters: {
    portal: {
      ...vertrag('3000101').portal,
      faults: [{ operationId: 'getVerbrauchshistorie', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(await canvas.findByRole('alert', {}, lange)).toBeVisible();
  },
};

export const Leer: Story = {
  name: 'Leer: keine Werte im Zeitraum',
  parameters: {
    portal: {
      ...vertrag('3000101').portal,
      faults: [{ operationId: 'getVerbrauchshistorie', status: 200, body: [], times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(await canvas.findByText(h.keineDaten, {}, lange)).toBeVisible();
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
