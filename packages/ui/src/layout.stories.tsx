import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from './button';
import { Container, Inline, Stack } from './layout';
import { smartphone } from './story-hilfen';

const kasten = (text: string) => (
  <div key={text} className="rounded-brand border border-border bg-surface p-3 text-text">
    {text}
  </div>
);

/**
 * `Stack` stapelt mit gleichmäßigem Abstand, `Inline` reiht nebeneinander und bricht auf schmalen
 * Bildschirmen um (Button-Zeilen), `Container` ist die zentrierte Seitenspalte mit 16 px Rand.
 */
const meta = {
  title: 'Komponenten/Layout',
  component: Stack,
  args: {
    gap: 'md',
    children: ['Anschlussnutzer', 'Aktuelle Rechnungsadresse', 'Aktuelle Bankverbindung'].map(kasten),
  },
  argTypes: {
    gap: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stapel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aktuelle Bankverbindung')).toBeVisible();
  },
};

export const Reihe: Story = {
  name: 'Inline (Button-Zeile)',
  render: () => (
    <Inline>
      <Button>Speichern</Button>
      <Button variant="secondary">Abbrechen</Button>
      <Button variant="link">Alle Bankverbindungen anzeigen</Button>
    </Inline>
  ),
};

export const Seitenspalte: Story = {
  name: 'Container (schmal)',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Container size="narrow" className="py-4">
      <Stack>{['Login', 'Passwort vergessen?'].map(kasten)}</Stack>
    </Container>
  ),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: smartphone,
  render: () => (
    <Inline>
      <Button>Ablesung speichern</Button>
      <Button variant="secondary">Abbrechen</Button>
      <Button variant="secondary">Alle Ablesungen anzeigen</Button>
    </Inline>
  ),
};
