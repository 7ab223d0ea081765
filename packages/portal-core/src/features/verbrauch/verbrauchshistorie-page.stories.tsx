// Consumption and price history of a dynamic tariff, the whole portal at /vertrag/{id}/verbrauchshistorie, in the
// toolbar's brand, against the in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { VerbrauchshistoriePage } from './verbrauchshistorie-page.tsx';

const h = texts.verbrauchshistorie;
const seite = story.angemeldet('/vertrag/3000101/verbrauchshistorie');

const meta = {
  title: 'Seiten/Verbrauch/Verbrauchshistorie',
  component: VerbrauchshistoriePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...seite },
} satisfies Meta<typeof VerbrauchshistoriePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stunden: Story = {
  name: 'Stundenwerte, 48 h (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, h.titel('3000101'));
    await expect(canvas.getByRole('figure', { name: h.diagramm })).toBeVisible();
  },
};

export const Monat: Story = {
  name: 'Monatsübersicht (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, h.titel('3000101'));
    await userEvent.click(canvas.getByRole('button', { name: h.modi.taeglich }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: h.modi.taeglich })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), story.lange);
  },
};

export const Jahr: Story = {
  name: 'Jahresübersicht (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, h.titel('3000101'));
    await userEvent.click(canvas.getByRole('button', { name: h.modi.monatlich }));
    await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), story.lange);
  },
};

export const Viertelstunden: Story = {
  name: 'Viertelstundenwerte (3000108)',
  parameters: story.angemeldet('/vertrag/3000108/verbrauchshistorie'),
  play: story.laedt(h.titel('3000108')),
};

export const Fehler: Story = {
  name: 'Fehler: Historie nicht ladbar',
  parameters: story.mitStoerung(seite, 'getVerbrauchshistorie'),
  play: story.meldetFehler(h.titel('3000101')),
};

export const Leer: Story = {
  name: 'Leer: keine Werte im Zeitraum',
  parameters: story.mitStoerung(seite, 'getVerbrauchshistorie', { status: 200, body: [] }),
  play: story.zeigt(h.titel('3000101'), h.keineDaten),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(h.titel('3000101')),
};
