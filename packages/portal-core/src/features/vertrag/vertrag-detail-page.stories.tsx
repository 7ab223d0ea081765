// The whole portal at /vertrag/{id}/detail, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { VertragDetailPage } from './vertrag-detail-page.tsx';

const t = texts.vertragDetail;
const geladen = (canvasElement: HTMLElement, id: string) => seiteGeladen(canvasElement, t.titel(id));

const vertrag = (id: string, kunde: '10000001' | '10000002' = '10000001') => ({
  portal: { path: `/vertrag/${id}/detail`, signedInAs: kunde },
});

const meta = {
  title: 'Seiten/Verträge/Vertragsdetails',
  component: VertragDetailPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...vertrag('3000101') },
} satisfies Meta<typeof VertragDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DynamischerTarif: Story = {
  name: 'Strom, dynamischer Tarif (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(canvas.getByRole('link', { name: t.preiszeitreihe })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.verbrauchshistorie })).toBeVisible();
  },
};

export const Zweitarifzaehler: Story = {
  name: 'Strom, HT/NT-Zähler mit eigener Adresse und Bank (3000102)',
  parameters: vertrag('3000102'),
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000102');
    await expect(canvas.getByRole('region', { name: t.abweichendeRechnungsadresse })).toBeVisible();
    await expect(canvas.getByText(texts.ablesungen.ablesewerte)).toBeVisible();
  },
};

export const Gas: Story = {
  name: 'Gas (3000103)',
  parameters: vertrag('3000103'),
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000103');
  },
};

export const Gekuendigt: Story = {
  name: 'Gekündigt (3000104)',
  parameters: vertrag('3000104'),
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000104');
  },
};

export const Beendet: Story = {
  name: 'Beendet, ohne aktuellen Tarif (3000105)',
  parameters: vertrag('3000105'),
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000105');
    await expect(canvas.getByText(texts.tarif.keinTarif)).toBeVisible();
  },
};

export const Storniert: Story = {
  name: 'Storniert, ohne Zähler (3000106)',
  parameters: vertrag('3000106'),
  play: async ({ canvasElement }) => {
    await geladen(canvasElement, '3000106');
  },
};

export const OhneAblesungen: Story = {
  name: 'Leer: keine Ablesungen (Firmenkunde, 3000201)',
  parameters: vertrag('3000201', '10000002'),
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000201');
    await expect(canvas.getByText(texts.ablesungen.keineHinterlegt)).toBeVisible();
  },
};

export const NichtGefunden: Story = {
  name: 'Fehler: Vertrag nicht gefunden (404)',
  parameters: {
    portal: { ...vertrag('3000101').portal, faults: [{ operationId: 'getVertrag', status: 404, times: -1 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement, '3000101');
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(t.ladeFehler);
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
