import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button, buttonClassName } from './button';
import { Heading, PageHeader } from './heading';
import { ChevronLeftIcon } from './icons';
import { Stack } from './layout';
import { smartphone, zeigt } from './story-hilfen';

/**
 * Der Kopf jeder Seite mit der einen `h1` (per Skript fokussierbar, damit der Fokus nach dem Seitenwechsel
 * dort landen kann), optional Zurück-Link davor, Aktionen daneben, Beschreibung darunter. `Heading` für alle
 * weiteren Überschriften; `visualLevel`, wenn Gliederung und Optik auseinanderfallen.
 */
const meta = {
  title: 'Komponenten/Inhalt/PageHeader und Heading',
  component: PageHeader,
  args: { title: 'Datenübersicht' },
  argTypes: { back: { control: false }, actions: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: zeigt('heading', { level: 1, name: 'Datenübersicht' }),
};

export const Vollstaendig: Story = {
  name: 'Mit Zurück, Aktion und Beschreibung',
  args: {
    title: 'Ablesungen zum Vertrag 3000102',
    back: (
      <a href="#vertrag-3000102" className={buttonClassName('link', 'sm')}>
        <ChevronLeftIcon className="size-4" />
        Zurück
      </a>
    ),
    actions: <Button variant="secondary">Als CSV herunterladen</Button>,
    description: 'Zweitarifzähler 1EMH0012345678: Hochtarif (HT) und Niedertarif (NT).',
  },
};

export const Ueberschriften: Story = {
  name: 'Überschriften-Ebenen',
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Ebene 1: Willkommen im Kundenportal</Heading>
      <Heading level={2}>Ebene 2: Aktuelle Rechnungsadresse</Heading>
      <Heading level={3}>Ebene 3: Vertrag 3000101</Heading>
      <Heading level={4}>Ebene 4: Tarifabschnitt</Heading>
      <Heading level={5}>Ebene 5</Heading>
      <Heading level={6}>Ebene 6</Heading>
    </Stack>
  ),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px, langer Titel',
  args: {
    title: 'Abweichende Rechnungsadresse für den Grundversorgungsstromlieferungsvertrag 3000102',
    actions: <Button variant="secondary">Bearbeiten</Button>,
  },
  globals: smartphone,
};
