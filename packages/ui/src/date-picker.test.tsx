import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DatePicker } from './date-picker';
import type { DatePickerProps, DateValidation } from './date-picker';
import { axeViolations } from './test/axe';

type Props = Partial<DatePickerProps> & { initial?: string };

function Harness({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <div className="bg-background p-4">
      <DatePicker label="Ablesedatum" today="2026-11-24" value={value} onChange={setValue} {...props} />
      <output data-testid="value">{value || 'leer'}</output>
    </div>
  );
}

/** The harness with a spy on every validation, and the date input. */
async function renderValidating(props: Props = {}) {
  const onValidate = vi.fn<(v: DateValidation) => void>();
  const screen = await render(<Harness onValidate={onValidate} {...props} />);
  return { screen, onValidate, input: screen.getByRole('textbox', { name: 'Ablesedatum' }) };
}

const openCalendar = async (screen: Awaited<ReturnType<typeof render>>) => {
  await screen.getByRole('button', { name: 'Kalender öffnen' }).click();
  return screen.getByRole('dialog');
};

describe('DatePicker: typing', () => {
  it('turns a typed German date into an ISO value and describes it in long form', async () => {
    const screen = await render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Ablesedatum' });
    await input.fill('24.11.2026');
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-11-24');
    await expect.element(screen.getByText('Dienstag, 24. November 2026')).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription('Format: TT.MM.JJJJ Dienstag, 24. November 2026');
  });

  it('accepts 1.2.2026 and shows it as 01.02.2026 after leaving the field', async () => {
    const screen = await render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Ablesedatum' });
    await input.fill('1.2.2026');
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-02-01');
    await userEvent.tab();
    await expect.element(input).toHaveValue('01.02.2026');
  });

  it('shows an existing value in German format', async () => {
    const screen = await render(<Harness initial="2025-06-06" />);
    await expect.element(screen.getByRole('textbox', { name: 'Ablesedatum' })).toHaveValue('06.06.2025');
    await expect.element(screen.getByText('Freitag, 6. Juni 2025')).toBeVisible();
  });

  it('follows a value the caller changes', async () => {
    function Reset() {
      const [value, setValue] = useState('2026-01-15');
      return (
        <>
          <DatePicker label="Gültig ab" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Zurücksetzen
          </button>
        </>
      );
    }
    const screen = await render(<Reset />);
    await screen.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Gültig ab' })).toHaveValue('');
  });

  it('an impossible date empties the value, reports invalid and shows the caller message after blur', async () => {
    const { screen, onValidate, input } = await renderValidating({
      initial: '2025-02-01',
      messages: { invalid: 'Bitte geben Sie ein gültiges Datum ein.' },
    });
    await input.fill('29.02.2025');
    await expect.element(screen.getByTestId('value')).toHaveTextContent('leer');
    expect(onValidate).toHaveBeenLastCalledWith({ status: 'invalid', date: null, text: '29.02.2025' });
    // Not while typing: only once the user leaves the field.
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('Format: TT.MM.JJJJ Fehler: Bitte geben Sie ein gültiges Datum ein.');
    // The message goes as soon as the text is a date again.
    await input.fill('28.02.2025');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['32.01.2026', 'day beyond 31'],
    ['31.04.2026', 'day beyond the month length'],
    ['15.13.2026', 'month 13'],
    ['01.01.275761', 'year beyond 275760'],
  ])('%s is not a date (%s)', async (text) => {
    const { onValidate, input } = await renderValidating();
    await input.fill(text);
    expect(onValidate).toHaveBeenLastCalledWith({ status: 'invalid', date: null, text });
  });

  it('a typed date outside min/max is reported with the caller message but still handed over', async () => {
    const { screen, onValidate, input } = await renderValidating({
      max: '2026-11-24',
      messages: { 'after-max': 'Das Ablesedatum darf nicht in der Zukunft liegen.' },
    });
    await input.fill('25.11.2026');
    expect(onValidate).toHaveBeenLastCalledWith({
      status: 'after-max',
      date: { year: 2026, month: 11, day: 25 },
      text: '25.11.2026',
    });
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-11-25');
    await userEvent.tab();
    await expect
      .element(screen.getByText(/Das Ablesedatum darf nicht in der Zukunft liegen\./))
      .toBeVisible();
  });

  it('an error from the caller wins over its own message', async () => {
    const screen = await render(
      <Harness min="2026-01-01" messages={{ 'before-min': 'zu früh' }} error="Vom Aufrufer" />,
    );
    const input = screen.getByRole('textbox', { name: 'Ablesedatum' });
    await input.fill('01.01.2025');
    await userEvent.tab();
    await expect
      .element(input)
      .toHaveAccessibleDescription('Format: TT.MM.JJJJ Fehler: Vom Aufrufer Mittwoch, 1. Januar 2025');
  });
});

describe('DatePicker: calendar', () => {
  it('opens a 350 px dialog on today with German month and weekday names', async () => {
    const screen = await render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Kalender öffnen' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openCalendar(screen);
    await expect.element(dialog).toHaveAccessibleName('Datum auswählen, November 2026');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.element().getBoundingClientRect().width).toBe(350);
    await expect.element(screen.getByRole('columnheader', { name: 'Mo' })).toHaveAttribute('abbr', 'Montag');
    const today = screen.getByRole('button', { name: 'Dienstag, 24. November 2026' });
    await expect.element(today).toHaveFocus();
    await expect.element(today).toHaveAttribute('aria-current', 'date');
    // Days of the month only: 30 in November.
    expect(dialog.element().querySelectorAll('[data-day]').length).toBe(30);
  });

  it('arrow keys move by day and week, Enter selects, the dialog closes and focus returns', async () => {
    const screen = await render(<Harness />);
    await openCalendar(screen);
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Mittwoch, 25. November 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('button', { name: 'Mittwoch, 2. Dezember 2026' })).toHaveFocus();
    await expect.element(screen.getByRole('dialog')).toHaveAccessibleName('Datum auswählen, Dezember 2026');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    await expect.element(screen.getByRole('button', { name: 'Montag, 23. November 2026' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('button', { name: 'Montag, 23. November 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('button', { name: 'Sonntag, 29. November 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-11-29');
    await expect.element(screen.getByRole('textbox', { name: 'Ablesedatum' })).toHaveValue('29.11.2026');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Kalender öffnen' })).toHaveFocus();
  });

  it('PageUp/PageDown change the month, with Shift the year, keeping the day within the month', async () => {
    const screen = await render(<Harness initial="2024-01-31" />);
    await openCalendar(screen);
    await expect.element(screen.getByRole('button', { name: 'Mittwoch, 31. Januar 2024' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect.element(screen.getByRole('button', { name: 'Donnerstag, 29. Februar 2024' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect.element(screen.getByRole('button', { name: 'Montag, 29. Januar 2024' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect.element(screen.getByRole('button', { name: 'Mittwoch, 29. Januar 2025' })).toHaveFocus();
  });

  it('Escape closes without selecting and returns focus to the calendar button', async () => {
    const screen = await render(<Harness initial="2026-03-01" />);
    await openCalendar(screen);
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Kalender öffnen' })).toHaveFocus();
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-03-01');
  });

  it('month and year buttons navigate; clicking a day selects it', async () => {
    const screen = await render(<Harness />);
    await openCalendar(screen);
    await screen.getByRole('button', { name: 'Nächster Monat' }).click();
    await expect.element(screen.getByRole('dialog')).toHaveAccessibleName('Datum auswählen, Dezember 2026');
    await screen.getByRole('button', { name: 'Vorheriges Jahr' }).click();
    await expect.element(screen.getByRole('dialog')).toHaveAccessibleName('Datum auswählen, Dezember 2025');
    await screen.getByRole('button', { name: 'Vorheriger Monat' }).click();
    await screen.getByRole('button', { name: 'Nächstes Jahr' }).click();
    await expect.element(screen.getByRole('dialog')).toHaveAccessibleName('Datum auswählen, November 2026');
    await screen.getByRole('button', { name: 'Freitag, 6. November 2026' }).click();
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-11-06');
  });

  it('marks the selected day', async () => {
    const screen = await render(<Harness initial="2026-11-10" />);
    await openCalendar(screen);
    const selected = screen.getByRole('gridcell', { selected: true });
    await expect.element(selected).toHaveTextContent('10');
  });

  it('days outside min and max are disabled, navigation stays within them', async () => {
    const screen = await render(<Harness min="2026-11-20" max="2026-12-05" />);
    await openCalendar(screen);
    await expect
      .element(screen.getByRole('button', { name: 'Donnerstag, 19. November 2026' }))
      .toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Freitag, 20. November 2026' })).toBeEnabled();
    await expect.element(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect.element(screen.getByRole('button', { name: 'Freitag, 20. November 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect.element(screen.getByRole('button', { name: 'Samstag, 5. Dezember 2026' })).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Donnerstag, 3. Dezember 2026' }).click();
    await expect.element(screen.getByTestId('value')).toHaveTextContent('2026-12-03');
  });

  it('opens on the clamped day when today is outside the range', async () => {
    const screen = await render(<Harness min="2027-02-10" />);
    await openCalendar(screen);
    await expect.element(screen.getByRole('button', { name: 'Mittwoch, 10. Februar 2027' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const screen = await render(<Harness />);
    await openCalendar(screen);
    const day = screen.getByRole('button', { name: 'Dienstag, 24. November 2026' });
    await expect.element(day).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(day).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const screen = await render(
      <>
        <p>Außerhalb des Kalenders</p>
        <Harness />
      </>,
    );
    await openCalendar(screen);
    await screen.getByText('Außerhalb des Kalenders').click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no calendar button when read-only or disabled', async () => {
    const screen = await render(<Harness readOnly initial="2026-01-01" />);
    await expect.element(screen.getByRole('button', { name: 'Kalender öffnen' })).toBeDisabled();
  });

  it('has no axe violations, closed with an error and open', async () => {
    const screen = await render(
      <Harness initial="2026-11-10" min="2026-11-05" error="Bitte prüfen" hint="Tag der Ablesung" />,
    );
    expect(await axeViolations(screen.container)).toBe('');
    await openCalendar(screen);
    expect(await axeViolations(screen.container)).toBe('');
  });
});
