import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StrengthBar } from './strength-bar';
import { smartphone } from './story-hilfen';

/**
 * Passwortstärke als `meter` (0, 5, 55 oder 100 % laut SPEC). Die Stärke steht immer auch als Text daneben;
 * `valueText` wird statt der Prozentzahl vorgelesen.
 */
const meta = {
  title: 'Komponenten/Formular/StrengthBar',
  component: StrengthBar,
  args: { value: 55, label: 'Das neue Passwort ist mittel.', valueText: 'mittel' },
  argTypes: { value: { control: 'inline-radio', options: [0, 5, 55, 100] } },
} satisfies Meta<typeof StrengthBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leer: Story = {
  args: { value: 0, label: 'Das neue Passwort ist nicht vorhanden.', valueText: 'nicht vorhanden' },
};

export const Schwach: Story = {
  args: { value: 5, label: 'Das neue Passwort ist schwach.', valueText: 'schwach' },
};

export const Mittel: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Das neue Passwort ist mittel.' });
    await expect(meter).toHaveAttribute('aria-valuenow', '55');
    await expect(meter).toHaveAttribute('aria-valuetext', 'mittel');
  },
};

export const Stark: Story = {
  args: { value: 100, label: 'Das neue Passwort ist stark.', valueText: 'stark' },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: { value: 100, label: 'Das neue Passwort ist stark.', valueText: 'stark' },
  globals: smartphone,
};
