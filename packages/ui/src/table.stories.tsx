import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { EmptyState } from './empty-state';
import { Table } from './table';
import type { TableColumn } from './table';
import { smartphone } from './story-hilfen';

interface Ablesung {
  datum: string;
  zaehlernummer: string;
  wert: string;
  grund: string;
  art: string;
}

const ablesungen: Ablesung[] = [
  {
    datum: '21.05.2026',
    zaehlernummer: '1ESY1161234501',
    wert: '12.345,6 kWh',
    grund: 'Zwischenablesung',
    art: 'Kunde',
  },
  {
    datum: '31.12.2025',
    zaehlernummer: '1ESY1161234501',
    wert: '11.020,0 kWh',
    grund: 'Turnusablesung',
    art: 'Netzbetreiber',
  },
  {
    datum: '30.06.2025',
    zaehlernummer: '1ESY1161234501',
    wert: '10.210,4 kWh',
    grund: 'Zwischenablesung',
    art: 'Ersatzwert',
  },
];

const spalten: TableColumn<Ablesung>[] = [
  { key: 'datum', header: 'Ablesedatum', cell: (row) => row.datum, rowHeader: true },
  { key: 'zaehler', header: 'Zählernummer', cell: (row) => row.zaehlernummer },
  { key: 'wert', header: 'Ablesewert', cell: (row) => row.wert, align: 'end' },
  { key: 'grund', header: 'Ablesegrund', cell: (row) => row.grund },
  { key: 'art', header: 'Ermittlungsart', cell: (row) => row.art },
];

// Table is generic; Storybook's Meta needs one concrete row type.
const AblesungsTabelle = Table<Ablesung>;

/**
 * Datentabelle mit Beschriftung (`caption`), Spaltenköpfen und auf Wunsch Zeilenköpfen (`rowHeader`). Zahlen
 * rechtsbündig (`align: "end"`). Auf schmalen Bildschirmen scrollt sie seitlich (`layout="scroll"`, der
 * Bereich ist per Tastatur scrollbar) oder wird zu Karten je Zeile (`layout="stack"`). Ohne Zeilen statt der
 * Tabelle den `EmptyState` mit dem Text der SPEC zeigen.
 */
const meta = {
  title: 'Komponenten/Inhalt/Table',
  component: AblesungsTabelle,
  args: {
    caption: 'Ablesungen zum Vertrag 3000101',
    columns: spalten,
    rows: ablesungen,
    rowKey: (row, index) => `${row.datum}-${row.zaehlernummer}-${index}`,
  },
  argTypes: { layout: { control: 'inline-radio', options: ['scroll', 'stack'] } },
} satisfies Meta<typeof AblesungsTabelle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Ablesungen zum Vertrag 3000101' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: '21.05.2026' })).toBeVisible();
  },
};

export const Leer: Story = {
  name: 'Leer',
  render: () => <EmptyState>Es wurden keine Ablesungen gefunden.</EmptyState>,
};

export const LangeWerte: Story = {
  name: 'Lange deutsche Texte',
  args: {
    rows: [
      {
        datum: '21.05.2026',
        zaehlernummer: '1EMH00123456789012345678901234567890',
        wert: '1.234.567,8 kWh',
        grund: 'Zählerwechsel durch den Messstellenbetreiber (Ausbau)',
        art: 'Netzbetreiber',
      },
      ...ablesungen,
    ],
  },
};

export const SmartphoneScrollen: Story = {
  name: 'Smartphone 360 px (seitlich scrollen)',
  globals: smartphone,
  play: async ({ canvas }) => {
    // The scroll area is a named, focusable region (keyboard users can scroll it).
    await expect(canvas.getByRole('region', { name: 'Ablesungen zum Vertrag 3000101' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const SmartphoneKarten: Story = {
  name: 'Smartphone 360 px (Karten je Zeile)',
  args: { layout: 'stack' },
  globals: smartphone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: /kWh/ })).toHaveLength(3);
  },
};
