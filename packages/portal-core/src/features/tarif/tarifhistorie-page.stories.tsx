// The whole portal at /vertrag/{id}/tarifhistorie, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { TarifhistoriePage } from './tarifhistorie-page.tsx';

const t = texts.tarif;
const vertrag = (id: string) => story.angemeldet(`/vertrag/${id}/tarifhistorie`);

const meta = {
  title: 'Seiten/Verträge/Tarifhistorie',
  component: TarifhistoriePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...vertrag('3000102') },
} satisfies Meta<typeof TarifhistoriePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VorherigeUndZukuenftige: Story = {
  name: 'Vorherige, aktuelle und zukünftige Tarife (3000102)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.historieTitel('3000102'));
    await expect(canvas.getByRole('heading', { name: t.vorherigeTarife })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t.zukuenftigeTarife })).toBeVisible();
  },
};

export const Dynamisch: Story = {
  name: 'Dynamischer Tarif (3000101)',
  parameters: vertrag('3000101'),
  play: story.laedt(t.historieTitel('3000101')),
};

export const Leer: Story = {
  name: 'Leer: storniert, ohne Tarif (3000106)',
  parameters: vertrag('3000106'),
  play: story.laedt(t.historieTitel('3000106')),
};

export const Fehler: Story = {
  name: 'Fehler: Historie nicht ladbar',
  parameters: story.mitStoerung(vertrag('3000102'), 'getTarifhistorie'),
  play: story.meldetFehler(t.historieTitel('3000102'), t.historieFehler),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(t.historieTitel('3000102')),
};
