// Consumption charts, the whole portal at /vertrag/{id}/verbrauch, in the toolbar's brand (chart colours come from
// the brand config), against the in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { VerbrauchPage } from './verbrauch-page.tsx';

const v = texts.verbrauch;
const geladen = (canvasElement: HTMLElement, id: string) => seiteGeladen(canvasElement, v.titel(id));

const vertrag = (id: string, kunde: '10000001' | '10000002' = '10000001') => ({
  portal: { path: `/vertrag/${id}/verbrauch`, signedInAs: kunde },
});

const meta = {
  title: 'Seiten/Verbrauch/Verbräuche',
  component: VerbrauchPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...vertrag('3000101') },
} satisfies Meta<typeof VerbrauchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Strom: Story = {
  name: 'Strom (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(canvas.getByRole('figure', { name: v.diagrammJahresverbrauch })).toBeVisible();
    await expect(canvas.getByRole('table', { name: v.tabelle })).toBeInTheDocument();
  },
};

export const Zweitarif: Story = {
  name: 'Strom HT/NT (3000102)',
  parameters: vertrag('3000102'),
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000102');
  },
};

export const Gas: Story = {
  name: 'Gas (3000103)',
  parameters: vertrag('3000103'),
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000103');
  },
};

export const Laedt: Story = {
  name: 'Lädt',
  parameters: {
    portal: {
      ...vertrag('3000101').portal,
      faults: [{ operationId: 'getVerbraeuche', delayMs: 60_000, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: v.titel('3000101') }, lange);
    await expect(canvas.getByText(texts.allgemein.wirdGeladen)).toBeVisible();
  },
};

export const Leer: Story = {
  name: 'Leer: keine Verbräuche (3000201)',
  parameters: vertrag('3000201', '10000002'),
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000201');
    await expect(canvas.getByText(v.keine)).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler: Verbräuche nicht ladbar',
  parameters: {
    portal: {
      ...vertrag('3000101').portal,
      faults: [{ operationId: 'getVerbraeuche', status: 500, times: -1 }],
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
