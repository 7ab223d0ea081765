import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { DescriptionList } from './description-list';
import { IconButton } from './icon-button';
import { EditIcon } from './icons';
import { Section } from './section';
import { smartphone, zeigt } from './story-hilfen';

/**
 * Ein benannter Abschnitt einer Seite (`<section>` mit Überschrift als Name), optional mit Aktionen neben
 * der Überschrift, z. B. dem Bearbeiten-Symbol der Datenübersicht.
 */
const meta = {
  title: 'Komponenten/Inhalt/Section',
  component: Section,
  args: {
    title: 'Aktuelle Rechnungsadresse',
    children: (
      <DescriptionList
        items={[
          { term: 'Name', description: 'Herr Dr. Max Mustermann' },
          { term: 'Anschrift', description: 'Hauptstraße 12, 12345 Musterstadt' },
        ]}
      />
    ),
  },
  argTypes: { children: { control: false }, actions: { control: false } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: zeigt('region', { name: 'Aktuelle Rechnungsadresse' }),
};

export const MitAktion: Story = {
  name: 'Mit Aktion',
  args: {
    actions: <IconButton aria-label="Rechnungsadresse bearbeiten" icon={<EditIcon />} onClick={fn()} />,
  },
};

export const Leer: Story = {
  args: { title: 'Aktuelle Bankverbindung', children: <p>Es ist keine Bankverbindung hinterlegt.</p> },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    title: 'Abweichende Rechnungsadresse für diesen Vertrag',
    actions: <IconButton aria-label="Rechnungsadresse bearbeiten" icon={<EditIcon />} />,
  },
  globals: smartphone,
};
