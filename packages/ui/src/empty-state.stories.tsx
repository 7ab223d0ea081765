import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { EmptyState } from './empty-state';
import { smartphone } from './story-hilfen';

/**
 * Der Leerzustand einer Liste oder Tabelle, mit dem Text der SPEC (z. B. „Es wurden keine Ablesungen
 * gefunden.“).
 */
const meta = {
  title: 'Komponenten/Inhalt/EmptyState',
  component: EmptyState,
  args: { children: 'Es wurden keine Ablesungen gefunden.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Es wurden keine Ablesungen gefunden.')).toBeVisible();
  },
};

export const LangerText: Story = {
  name: 'Langer deutscher Text',
  args: { children: 'Es liegen keine Verträge vor, zu denen Zähler ermittelt werden können.' },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: { children: 'Für diesen Vertrag sind keine Ablesungen in unserem System hinterlegt.' },
  globals: smartphone,
};
