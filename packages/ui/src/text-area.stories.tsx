import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { TextArea } from './text-area';
import { smartphone } from './story-hilfen';

/**
 * Mehrzeiliger Text, z. B. die Nachricht der Kontaktanfrage. Der Zeichenzähler (`showCharacterCount`,
 * `maxCharacters`) begrenzt nicht hart: wie bei GOV.UK darf man erst zu viel schreiben und dann kürzen; die
 * Prüfung der Seite meldet den Fehler.
 */
const meta = {
  title: 'Komponenten/Formular/TextArea',
  component: TextArea,
  args: { label: 'Ihre Nachricht', name: 'nachricht' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = { args: { hint: 'Bitte schreiben Sie mindestens 20 Zeichen.' } };

export const Zeichenzaehler: Story = {
  name: 'Mit Zeichenzähler',
  args: { showCharacterCount: true, maxCharacters: 40 },
  play: async ({ canvas }) => {
    const feld = canvas.getByRole('textbox', { name: 'Ihre Nachricht' });
    await userEvent.type(feld, 'Wann kommt meine Abrechnung?');
    await expect(canvas.getByText('Noch 12 von 40 Zeichen')).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler: zu lang',
  args: {
    showCharacterCount: true,
    maxCharacters: 20,
    defaultValue: 'Bitte ändern Sie meinen monatlichen Abschlag ab Juli auf 85 Euro.',
    error: 'Die Nachricht darf höchstens 20 Zeichen lang sein.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
    await expect(canvas.getByText(/Zeichen zu viel/)).toBeVisible();
  },
};

export const Deaktiviert: Story = { args: { disabled: true, defaultValue: 'Wird gerade gesendet …' } };

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    defaultValue:
      'Sehr geehrte Damen und Herren, bitte senden Sie die Jahresverbrauchsabrechnung künftig an meine neue ' +
      'Rechnungsadresse: Hauptstraße 123a, Hinterhaus, 12345 Musterstadt-Oberweiler.',
    showCharacterCount: true,
  },
  globals: smartphone,
};
