import type { Meta, StoryObj } from '@storybook/react-vite';

import { buttonClassName } from './button';
import { Card } from './card';
import { DescriptionList } from './description-list';
import { smartphone, zeigt } from './story-hilfen';

const stammdaten = (
  <DescriptionList
    items={[
      { term: 'Sparte', description: 'Strom' },
      { term: 'Lieferstelle', description: 'Hauptstraße 12, 12345 Musterstadt' },
      { term: 'Zählernummer', description: '1ESY1161234501' },
      { term: 'Lieferbeginn', description: '01.10.2022' },
    ]}
  />
);

const aktionen = (
  <>
    <a href="#vertrag-3000101" className={buttonClassName('secondary')}>
      Vertragsdetails
    </a>
    <a href="#kuendigen-3000101" className={buttonClassName('danger')}>
      Vertrag kündigen
    </a>
  </>
);

/**
 * Ein Kasten für ein Ding mit eigenem Titel, z. B. ein Vertrag in der Vertragsliste. `tone` färbt den linken
 * Rand nach Vertragsstatus; der Status selbst steht immer auch als Text im `statusLabel`.
 */
const meta = {
  title: 'Komponenten/Inhalt/Card',
  component: Card,
  args: { heading: 'Vertrag 3000101', children: stammdaten },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'active', 'inactive', 'ordered', 'terminated'] },
    children: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: zeigt('article', { name: 'Vertrag 3000101' }),
};

export const Aktiv: Story = { args: { tone: 'active', statusLabel: 'aktiv', actions: aktionen } };

export const Beauftragt: Story = {
  args: { tone: 'ordered', statusLabel: 'beauftragt', heading: 'Vertrag 3000107' },
};

export const Gekuendigt: Story = {
  name: 'Gekündigt',
  args: { tone: 'terminated', statusLabel: 'gekündigt zum 31.07.2026', heading: 'Vertrag 3000104' },
};

export const Beendet: Story = {
  args: { tone: 'inactive', statusLabel: 'beendet', heading: 'Vertrag 3000105' },
};

export const OhneTitel: Story = {
  name: 'Ohne Titel',
  args: { heading: undefined, children: <p>Die Stammdaten des Vertrags konnten nicht geladen werden.</p> },
};

export const LangeTexte: Story = {
  name: 'Lange deutsche Texte',
  args: {
    tone: 'active',
    statusLabel: 'aktiv',
    heading: 'Grundversorgungsstromlieferungsvertrag 3000102 (Zweitarifzähler)',
    children: (
      <DescriptionList
        items={[
          {
            term: 'Abweichende Rechnungsadresse',
            description:
              'Frau Prof. Dr. Maria-Theresia Müller-Lüdenscheidt, Hauptstraße 123a, Hinterhaus, 3. Obergeschoss links, 12345 Musterstadt-Oberweiler',
          },
          { term: 'Zählernummer', description: '1EMH00123456789012345678901234567890' },
        ]}
      />
    ),
    actions: aktionen,
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: { tone: 'active', statusLabel: 'aktiv', actions: aktionen },
  globals: smartphone,
};
