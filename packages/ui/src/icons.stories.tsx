import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import * as icons from './icons';
import { zeigt } from './story-hilfen';

const liste = Object.entries(icons).filter((entry): entry is [string, typeof icons.EditIcon] =>
  entry[0].endsWith('Icon'),
);

function Symbole() {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3 text-text">
      {liste.map(([name, Icon]) => (
        <li key={name} className="flex items-center gap-2 rounded-brand border border-border bg-surface p-3">
          <Icon className="size-6 shrink-0 text-primary" />
          <code className="text-sm">{name}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * Alle Symbole von @ekp/ui. Ohne `title` sind sie dekorativ (für Screenreader versteckt) – der Text daneben
 * sagt, was gemeint ist. Ein Symbol allein bekommt einen `title` oder steckt in einem `IconButton` mit
 * `aria-label`. Farbe über `currentColor`, Größe über `className` (Standard `size-5`).
 */
const meta = {
  title: 'Komponenten/Symbole',
  component: Symbole,
} satisfies Meta<typeof Symbole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(liste.length);
  },
};

export const MitName: Story = {
  name: 'Mit Namen (allein stehend)',
  render: () => <icons.WarningIcon title="Warnung" className="size-8 text-warning" />,
  play: zeigt('img', { name: 'Warnung' }),
};
