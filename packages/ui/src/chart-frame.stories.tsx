import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { ChartFrame } from './chart-frame';
import { Table } from './table';
import { smartphone } from './story-hilfen';

const monate = [
  { monat: 'Januar', kwh: 412 },
  { monat: 'Februar', kwh: 368 },
  { monat: 'März', kwh: 301 },
  { monat: 'April', kwh: 244 },
  { monat: 'Mai', kwh: 198 },
  { monat: 'Juni', kwh: 176 },
];

/**
 * A stand-in for the Chart.js canvas of the portal (ui has no chart library): a few SVG bars in the brand's
 * chart colour, named as one image like the real canvas.
 */
function Balken() {
  const max = Math.max(...monate.map((m) => m.kwh));
  return (
    <svg
      role="img"
      aria-label="Verbrauch je Monat, Januar bis Juni 2026"
      viewBox="0 0 600 200"
      className="h-[200px] w-full"
    >
      {monate.map((m, i) => {
        const height = (m.kwh / max) * 180;
        return (
          <rect
            key={m.monat}
            x={20 + i * 95}
            y={190 - height}
            width={60}
            height={height}
            fill="var(--brand-chart-historie)"
            stroke="var(--brand-chart-historie-rand)"
            strokeWidth={2}
          />
        );
      })}
    </svg>
  );
}

const tabelle = (
  <Table
    caption="Verbrauch je Monat"
    captionHidden
    columns={[
      { key: 'monat', header: 'Monat', cell: (row: (typeof monate)[number]) => row.monat, rowHeader: true },
      {
        key: 'kwh',
        header: 'Verbrauch',
        cell: (row: (typeof monate)[number]) => `${row.kwh} kWh`,
        align: 'end',
      },
    ]}
    rows={monate}
    rowKey={(row) => row.monat}
  />
);

/**
 * Rahmen für ein Diagramm: Titel (`figcaption`), Erklärtext, mindestens 200 px Höhe und immer dieselben
 * Daten als Tabelle oder Text – zum Aufklappen (`details`) oder nur für Screenreader (`hidden`). Die
 * Diagrammfarben kommen aus der Marke (`chart.farben`); Chart.js bekommt sie als Werte, nicht als
 * CSS-Variablen.
 */
const meta = {
  title: 'Komponenten/Inhalt/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Verbrauchshistorie 2026',
    description: 'Ihr Verbrauch seit Vertragsbeginn, ermittelt zwischen zwei Zählerständen.',
    children: <Balken />,
    alternative: tabelle,
  },
  argTypes: {
    children: { control: false },
    alternative: { control: false },
    alternativeMode: { control: 'inline-radio', options: ['details', 'hidden'] },
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Verbrauchshistorie 2026' })).toBeVisible();
    await userEvent.click(canvas.getByText('Daten als Tabelle anzeigen'));
    await expect(await canvas.findByRole('table', { name: 'Verbrauch je Monat' })).toBeVisible();
  },
};

export const NurFuerScreenreader: Story = {
  name: 'Alternative nur für Screenreader',
  args: { alternativeMode: 'hidden' },
};

export const Leer: Story = {
  name: 'Leer',
  args: {
    children: <p className="text-muted">Für diesen Zeitraum liegen keine Verbräuche vor.</p>,
    alternative: <p>Für diesen Zeitraum liegen keine Verbräuche vor.</p>,
    alternativeMode: 'hidden',
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: smartphone,
};
