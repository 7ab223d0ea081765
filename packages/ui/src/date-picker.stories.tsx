import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { DatePicker } from './date-picker';
import type { DatePickerProps } from './date-picker';
import { smartphone, useGesteuert } from './story-hilfen';

/** The picker is controlled; the story keeps the ISO value like a form would. */
function Gesteuert(props: DatePickerProps) {
  return <DatePicker {...props} {...useGesteuert(props)} />;
}

/**
 * Datumseingabe im deutschen Format (TT.MM.JJJJ, auch 1.2.2026) mit Kalender zum Aufklappen. Getippt wird
 * frei; der Kalender ist ein modaler Dialog mit Pfeiltasten (Tag/Woche), Bild auf/ab (Monat, mit Umschalt:
 * Jahr), Enter wählt, Escape schließt. `min`/`max` sperren Tage im Kalender; die Meldung für ein getipptes
 * Datum außerhalb kommt aus `messages` oder vom Aufrufer (`error`).
 */
const meta = {
  title: 'Komponenten/Formular/DatePicker',
  component: DatePicker,
  args: {
    label: 'Ablesedatum',
    hint: 'Das Datum, an dem Sie den Zählerstand abgelesen haben.',
    value: '',
    onChange: fn(),
    // A fixed "today", so the calendar opens on the same month in every run.
    today: '2026-06-10',
    messages: {
      invalid: 'Bitte geben Sie das Ablesedatum im Format TT.MM.JJJJ an.',
      'after-max': 'Das Ablesedatum darf nicht in der Zukunft liegen.',
      'before-min': 'Das Ablesedatum darf nicht vor Lieferbeginn liegen.',
    },
  },
  render: (args) => <Gesteuert {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ablesedatum' }), '1.6.2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-01');
  },
};

export const MitWert: Story = { name: 'Mit Wert', args: { value: '2026-05-31' } };

export const KalenderOffen: Story = {
  name: 'Kalender offen (Tastatur)',
  args: { value: '2026-06-08', max: '2026-06-10' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender öffnen' }));
    const dialog = within(canvasElement).getByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /, 8\. Juni 2026$/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-09');
    await expect(canvas.getByRole('textbox')).toHaveValue('09.06.2026');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kalender öffnen' })).toHaveFocus());
  },
};

export const KalenderAnzeige: Story = {
  name: 'Kalender offen (Ansicht)',
  args: { value: '2026-06-08', min: '2026-05-15', max: '2026-06-10' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender öffnen' }));
    // Days after max cannot be chosen.
    await expect(canvas.getByRole('button', { name: /, 11\. Juni 2026$/ })).toBeDisabled();
  },
};

export const UngueltigesDatum: Story = {
  name: 'Fehler: kein gültiges Datum',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Ablesedatum' });
    await userEvent.type(input, '31.02.2026');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalledWith('2026-02-31');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Bitte geben Sie das Ablesedatum im Format TT.MM.JJJJ an.')).toBeVisible();
  },
};

export const FehlerVomAufrufer: Story = {
  name: 'Fehler mit Meldung (vom Formular)',
  args: {
    value: '2026-06-12',
    max: '2026-06-10',
    error: 'Das Ablesedatum darf nicht in der Zukunft liegen.',
  },
};

export const Deaktiviert: Story = {
  args: { value: '2026-06-01', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    // No way into the calendar either (the button is gone or disabled).
    const kalender = canvas.queryByRole('button', { name: 'Kalender öffnen' });
    if (kalender) await expect(kalender).toBeDisabled();
  },
};

export const Schreibgeschuetzt: Story = {
  name: 'Schreibgeschützt',
  args: { value: '2026-06-01', readOnly: true },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: { value: '2026-06-08' },
  globals: smartphone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender öffnen' }));
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};
