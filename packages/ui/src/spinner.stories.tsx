import type { Meta, StoryObj } from '@storybook/react-vite';

import { Inline } from './layout';
import { Spinner } from './spinner';
import { sagt } from './story-hilfen';

/**
 * Dreht sich, solange etwas lädt. Mit `label` ist er eine Statusmeldung für Screenreader; ohne ist er
 * dekorativ (dann sagt das umgebende Element, was passiert, z. B. der Button mit `loading`). Bei „Bewegung
 * reduzieren“ dreht er langsamer.
 */
const meta = {
  title: 'Komponenten/Laden/Spinner',
  component: Spinner,
  args: { label: 'Daten werden geladen …' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: sagt('status', 'Daten werden geladen …'),
};

export const Groessen: Story = {
  name: 'Größen',
  render: () => (
    <Inline gap="md" className="text-primary">
      <Spinner size="sm" label="klein" />
      <Spinner size="md" label="mittel" />
      <Spinner size="lg" label="groß" />
    </Inline>
  ),
};

export const Dekorativ: Story = { args: { label: undefined } };
