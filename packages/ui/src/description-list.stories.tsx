import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DescriptionList } from './description-list';
import { smartphone } from './story-hilfen';

/**
 * Bezeichnung/Wert-Paare (Stammdaten) als `<dl>`. `columns` stellt sie ab der sm-Breite nebeneinander,
 * `stacked` immer untereinander. Lange Werte brechen um.
 */
const meta = {
  title: 'Komponenten/Inhalt/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Name', description: 'Herr Dr. Max Mustermann' },
      { term: 'Kundennummer', description: '10000001' },
      { term: 'Email', description: 'max.mustermann@example.org' },
      { term: 'Festnetz', description: 'nicht angegeben' },
    ],
  },
  argTypes: { layout: { control: 'inline-radio', options: ['columns', 'stacked'] } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spalten: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kundennummer').tagName).toBe('DT');
    await expect(canvas.getByText('10000001').tagName).toBe('DD');
  },
};

export const Untereinander: Story = { args: { layout: 'stacked' } };

export const Leer: Story = { name: 'Leer', args: { items: [] } };

export const LangeTexte: Story = {
  name: 'Lange deutsche Texte',
  args: {
    items: [
      {
        term: 'Rechnungsadresse',
        description:
          'Frau Prof. Dr. Maria-Theresia Müller-Lüdenscheidt, Hauptstraße 123a, Hinterhaus, 3. Obergeschoss links, 12345 Musterstadt-Oberweiler',
      },
      { term: 'Zählernummer', description: '1EMH00123456789012345678901234567890' },
      { term: 'Grundversorgungsstromlieferungsvertragsbedingungen', description: 'gültig ab 01.01.2026' },
    ],
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    items: [
      { term: 'IBAN', description: 'DE12 1203 0000 1234 5678 90' },
      { term: 'Bankname', description: 'Deutsche Kreditbank Berlin (DKB) AG' },
    ],
  },
  globals: smartphone,
};
