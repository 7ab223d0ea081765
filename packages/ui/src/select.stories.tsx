import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Select } from './select';
import { istUngueltig, smartphone } from './story-hilfen';

const zaehler = [
  { value: '3000101', label: '1ESY1161234501 (Vertrag 3000101)' },
  { value: '3000102', label: '1EMH0012345678 (Vertrag 3000102)' },
  { value: '3000103', label: '7ELS8135012345 (Vertrag 3000103)' },
];

/**
 * Auswahl aus einer Liste mit dem nativen `<select>`: auf Telefonen und mit Screenreadern die bedienbarste
 * Form. `placeholder` ergibt eine erste Option mit leerem Wert („Bitte wählen“).
 */
const meta = {
  title: 'Komponenten/Formular/Select',
  component: Select,
  args: { label: 'Zähler', options: zaehler, placeholder: 'Bitte wählen', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Zähler' });
    await userEvent.selectOptions(select, '3000102');
    await expect(select).toHaveValue('3000102');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const MitHinweis: Story = {
  name: 'Mit Hinweis',
  args: { hint: 'Zähler beendeter Verträge stehen nicht zur Auswahl.', defaultValue: '3000101' },
};

export const Fehler: Story = {
  name: 'Fehler mit Meldung',
  args: { error: 'Bitte wählen Sie einen Zähler aus.', required: true },
  play: istUngueltig((canvas) => canvas.getByRole('combobox')),
};

export const Deaktiviert: Story = { args: { disabled: true } };

export const Leer: Story = {
  name: 'Leer (keine Optionen)',
  args: { options: [], placeholder: 'Keine Zähler vorhanden', disabled: true },
};

export const LangeTexte: Story = {
  name: 'Lange deutsche Texte',
  args: {
    label: 'Betreff Ihrer Anfrage zur Jahresverbrauchsabrechnung',
    options: [
      { value: 'a', label: 'Abschlagsänderung wegen geänderter Haushaltsgröße oder neuer Elektrogeräte' },
      {
        value: 'b',
        label: 'Frage zur Abrechnung des Zweitarifzählers 1EMH00123456789012345678 (Hoch-/Niedertarif)',
      },
    ],
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: smartphone,
};
