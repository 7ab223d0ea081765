import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DescriptionList } from './description-list';
import { LoadingMask } from './loading-mask';
import { sagt } from './story-hilfen';

/**
 * Ladezustand eines Bereichs: ohne Kinder ein eigener Block mit Spinner und Text, mit Kindern eine
 * halbdurchsichtige Abdeckung über dem Inhalt (`aria-busy`). `icon="reload"` für das Neuladen-Symbol der
 * SPEC.
 */
const meta = {
  title: 'Komponenten/Laden/LoadingMask',
  component: LoadingMask,
  args: { loading: true, label: 'Daten werden geladen …' },
  argTypes: { icon: { control: 'inline-radio', options: ['spinner', 'reload'] } },
} satisfies Meta<typeof LoadingMask>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: sagt('status', 'Daten werden geladen …'),
};

/** Für den Hauptinhalt einer Diagrammseite: hält den Rest des Bildschirms frei, der Spinner steht oben. */
export const Bildschirmfuellend: Story = {
  name: 'Bildschirmfüllend (fillScreen)',
  args: { fillScreen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Daten werden geladen …');
    const block = canvasElement.querySelector('[role="status"]')?.parentElement;
    await expect(block?.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const UeberInhalt: Story = {
  name: 'Über Inhalt',
  args: {
    children: (
      <DescriptionList
        items={[
          { term: 'Vertrag', description: '3000101' },
          { term: 'Zählernummer', description: '1ESY1161234501' },
          { term: 'Lieferbeginn', description: '01.10.2022' },
        ]}
      />
    ),
  },
};

export const NeuLaden: Story = {
  name: 'Neuladen-Symbol',
  args: { icon: 'reload', label: 'Token wird erneuert …' },
};

export const Fertig: Story = {
  name: 'Nicht (mehr) ladend',
  args: { loading: false, children: <p>Alle Daten sind geladen.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Daten werden geladen …')).toBeNull();
    await expect(canvas.getByText('Alle Daten sind geladen.')).toBeVisible();
  },
};
