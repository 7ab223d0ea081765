import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { PasswordField } from './password-field';
import { istDeaktiviert, istUngueltig, smartphone } from './story-hilfen';

/**
 * Passwortfeld mit Umschalter „anzeigen“ (ein Toggle-Button mit `aria-pressed`), sonst wie `TextField`.
 * `autoComplete` auf `new-password` setzen, wo ein neues Passwort vergeben wird.
 */
const meta = {
  title: 'Komponenten/Formular/PasswordField',
  component: PasswordField,
  args: { label: 'Passwort', name: 'passwort', showPasswordLabel: 'Passwort anzeigen' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const AnzeigenUmschalten: Story = {
  name: 'Anzeigen umschalten',
  args: { defaultValue: 'Demo-Passwort-1!' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Passwort', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Passwort anzeigen' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Fehler: Story = {
  name: 'Fehler mit Meldung',
  args: {
    label: 'neues Passwort',
    autoComplete: 'new-password',
    showPasswordLabel: 'neues Passwort anzeigen',
    defaultValue: 'kurz',
    error: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  },
  play: istUngueltig((canvas) => canvas.getByLabelText('neues Passwort', { selector: 'input' })),
};

export const Fokus: Story = {
  name: 'Fokus (Tastatur)',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Passwort', { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toHaveFocus();
  },
};

export const Deaktiviert: Story = {
  args: { disabled: true, defaultValue: 'geheim' },
  play: istDeaktiviert((canvas) => canvas.getByRole('button', { name: 'Passwort anzeigen' })),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    label: 'neues Passwort (wiederholen)',
    hint: 'Ein starkes Passwort hat mindestens 10 Zeichen und enthält Ziffern, Klein- und Großbuchstaben sowie Sonderzeichen.',
  },
  globals: smartphone,
};
