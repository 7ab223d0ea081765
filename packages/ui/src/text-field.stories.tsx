import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { TextField } from './text-field';
import { fokusPerTab, istDeaktiviert, smartphone } from './story-hilfen';

/**
 * Einzeiliges Eingabefeld mit Beschriftung, Hinweis und Fehlertext nach GOV.UK: Hinweis und Fehler sind per
 * `aria-describedby` verbunden, ein Fehler setzt `aria-invalid` und steht als Text (mit verstecktem
 * „Fehler:“) über dem Feld. `prefix`/`suffix` für feste Teile (Kundennummer-Präfix, „DE“ der IBAN, Einheit),
 * `clearable` für einen Löschen-Knopf. Zahlenfelder mit `inputMode="numeric"`/`"decimal"` statt
 * `type="number"`.
 */
const meta = {
  title: 'Komponenten/Formular/TextField',
  component: TextField,
  args: { label: 'Kundennummer', name: 'kundennummer', onChange: fn() },
  argTypes: {
    prefix: { control: 'text' },
    suffix: { control: 'text' },
    endAction: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Kundennummer' });
    await userEvent.type(input, '10000001');
    await expect(input).toHaveValue('10000001');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

export const MitHinweis: Story = {
  name: 'Mit Hinweis',
  args: {
    hint: 'Ihre Kundennummer finden Sie oben rechts auf Ihrer Rechnung.',
    required: true,
    inputMode: 'numeric',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Kundennummer' });
    await expect(input).toHaveAccessibleDescription(
      'Ihre Kundennummer finden Sie oben rechts auf Ihrer Rechnung.',
    );
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Fehler: Story = {
  name: 'Fehler mit Meldung',
  args: {
    label: 'E-Mail',
    type: 'email',
    defaultValue: 'max.mustermann@',
    error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      /Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein\./,
    );
  },
};

export const Fokus: Story = {
  name: 'Fokus (Tastatur)',
  play: fokusPerTab((canvas) => canvas.getByRole('textbox')),
};

export const Deaktiviert: Story = {
  args: { disabled: true, defaultValue: '10000001' },
  play: istDeaktiviert((canvas) => canvas.getByRole('textbox')),
};

export const Schreibgeschuetzt: Story = {
  name: 'Schreibgeschützt',
  args: { label: 'Zählernummer', readOnly: true, defaultValue: '1ESY1161234501' },
};

export const Leer: Story = {
  name: 'Leer mit Platzhalter',
  args: { label: 'Festnetz (optional)', type: 'tel', placeholder: 'z. B. 0431 1234567' },
};

export const MitPraefix: Story = {
  name: 'Mit Präfix (Kundennummer)',
  args: { prefix: 'NL-', hint: 'Nur die Ziffern nach „NL-“.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(/NL-/);
  },
};

export const MitEinheit: Story = {
  name: 'Mit Einheit (Ablesewert)',
  args: {
    label: 'Ablesewert',
    suffix: 'kWh',
    inputMode: 'decimal',
    hint: 'Die Ablesung darf höchstens 6 Vorkommastellen und maximal 1 Nachkommastelle haben.',
  },
};

export const Loeschbar: Story = {
  name: 'Löschbar',
  args: {
    label: 'Betreff',
    clearable: true,
    clearLabel: 'Betreff leeren',
    defaultValue: 'Frage zur Abrechnung',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Betreff' });
    await userEvent.click(canvas.getByRole('button', { name: 'Betreff leeren' }));
    await expect(input).toHaveValue('');
    // Focus goes back into the field, and the button disappears with the text.
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Betreff leeren' })).toBeNull();
  },
};

export const LangeTexte: Story = {
  name: 'Lange deutsche Texte',
  args: {
    label: 'Zählernummer des Zweitarifzählers (Hochtarif/Niedertarif) laut Zählerwechselprotokoll',
    defaultValue: '1EMH00123456789012345678901234567890',
    hint:
      'Rechnungsadresse: Frau Prof. Dr. Maria-Theresia Müller-Lüdenscheidt, Hauptstraße 123a, Hinterhaus, ' +
      '3. Obergeschoss links, 12345 Musterstadt-Oberweiler',
    error: 'Die Zählernummer ist länger als die Grundversorgungsstromlieferungsvertragsbedingungen erlauben.',
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    prefix: 'NL-',
    clearable: true,
    defaultValue: '10000001',
    error: 'Diese Kundennummer ist uns unbekannt.',
  },
  globals: smartphone,
};
