import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { useId } from 'react';

import { ErrorSummary } from './error-summary';
import type { ErrorSummaryProps } from './error-summary';
import { Stack } from './layout';
import { TextField } from './text-field';
import { smartphone } from './story-hilfen';

/** A form in its error state; ids are unique per story, so the docs page's links each reach their own field. */
function Formular(props: ErrorSummaryProps) {
  const id = useId();
  const errors = props.errors.map((error) => ({ ...error, fieldId: `${id}-${error.fieldId}` }));
  const message = (field: string) => props.errors.find((error) => error.fieldId === field)?.message;
  return (
    <Stack>
      <ErrorSummary {...props} errors={errors} />
      <TextField id={`${id}-kontoinhaber`} label="Kontoinhaber" error={message('kontoinhaber')} />
      <TextField
        id={`${id}-iban`}
        label="IBAN"
        prefix="DE"
        defaultValue="1212030000123456789"
        error={message('iban')}
      />
    </Stack>
  );
}

/**
 * Fehlerübersicht nach GOV.UK: erscheint nach einem fehlgeschlagenen Absenden oben im Formular, bekommt den
 * Fokus (wird also vorgelesen) und verlinkt jedes fehlerhafte Feld. Ein Klick setzt den Fokus ins Feld.
 */
const meta = {
  title: 'Komponenten/Formular/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'Bitte prüfen Sie Ihre Angaben:',
    errors: [
      { fieldId: 'iban', message: 'Die IBAN ist ungültig.' },
      { fieldId: 'kontoinhaber', message: 'Bitte geben Sie den Kontoinhaber an.' },
    ],
  },
  render: (args) => <Formular {...args} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    // The summary takes the focus in an effect after it appears.
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Die IBAN ist ungültig.' }));
    await expect(canvas.getByRole('textbox', { name: 'IBAN' })).toHaveFocus();
  },
};

export const MitBeschreibung: Story = {
  name: 'Mit Beschreibung, ein Fehler',
  args: {
    description: 'Die Bankverbindung wurde nicht gespeichert.',
    errors: [{ fieldId: 'iban', message: 'Die IBAN ist ungültig.' }],
  },
};

export const Leer: Story = {
  name: 'Ohne Fehler (unsichtbar)',
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    errors: [
      {
        fieldId: 'kontoinhaber',
        message:
          'Der Kontoinhaber darf höchstens 70 Zeichen lang sein (Maria-Theresia Müller-Lüdenscheidt-Oberweiler).',
      },
      { fieldId: 'iban', message: 'Die IBAN ist ungültig.' },
    ],
  },
  globals: smartphone,
};
