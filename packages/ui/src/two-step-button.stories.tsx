import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { TwoStepButton } from './two-step-button';
import { smartphone } from './story-hilfen';

/**
 * Für Aktionen, die etwas beenden oder löschen: der Button fragt erst „Ja“/„Nein“. Der Fokus springt auf die
 * sichere Antwort „Nein“; „Nein“ oder Escape führen zurück, der Fokus kehrt zum ersten Button zurück.
 */
const meta = {
  title: 'Komponenten/TwoStepButton',
  component: TwoStepButton,
  args: { label: 'Bankverbindung beenden', question: 'Sind Sie sicher?', onConfirm: fn() },
} satisfies Meta<typeof TwoStepButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Bestaetigen: Story = {
  name: 'Nachfrage und bestätigen',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung beenden' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nein' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Ja' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Abbrechen: Story = {
  name: 'Nachfrage mit Escape abbrechen',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung beenden' }));
    await expect(canvas.getByRole('group', { name: 'Sind Sie sicher?' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nein' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bankverbindung beenden' })).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Offen: Story = {
  name: 'Nachfrage offen',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung beenden' }));
  },
};

export const Deaktiviert: Story = { args: { disabled: true } };

export const Laedt: Story = { name: 'Lädt', args: { loading: true } };

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: { label: 'Abweichende Rechnungsadresse löschen', question: 'Rechnungsadresse wirklich löschen?' },
  globals: smartphone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abweichende Rechnungsadresse löschen' }));
  },
};
