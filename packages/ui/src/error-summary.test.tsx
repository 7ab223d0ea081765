import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button';
import { ButtonGroup } from './button-group';
import { ErrorSummary } from './error-summary';
import { axeViolations } from './test/axe';
import { TextField } from './text-field';

function Form() {
  const [submitted, setSubmitted] = useState(0);
  const errors =
    submitted > 0
      ? [
          { fieldId: 'kontoinhaber', message: 'Bitte geben Sie den Kontoinhaber an.' },
          { fieldId: 'lastschrift', message: 'Bitte wählen Sie aus.' },
        ]
      : [];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted((n) => n + 1);
      }}
      className="flex flex-col gap-4 bg-background p-4"
    >
      <ErrorSummary title="Bitte prüfen Sie Ihre Eingaben" errors={errors} focusKey={submitted} />
      <TextField
        id="kontoinhaber"
        label="Kontoinhaber"
        error={submitted > 0 ? 'Bitte geben Sie den Kontoinhaber an.' : undefined}
      />
      <ButtonGroup
        id="lastschrift"
        legend="Lastschrift"
        options={[
          { value: 'ja', label: 'Ja' },
          { value: 'nein', label: 'Nein' },
        ]}
        value=""
        onChange={() => undefined}
      />
      <Button type="submit">Speichern</Button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', async () => {
    const screen = await render(<ErrorSummary title="Fehler" errors={[]} />);
    expect(screen.container.textContent).toBe('');
  });

  it('appears after a failed submit as an alert and takes the focus', async () => {
    const screen = await render(<Form />);
    await screen.getByRole('button', { name: 'Speichern' }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toBeVisible();
    const box = alert.element().parentElement;
    await expect.poll(() => document.activeElement).toBe(box);
    expect(alert.element().textContent).toBe(
      'Bitte prüfen Sie Ihre EingabenBitte geben Sie den Kontoinhaber an.Bitte wählen Sie aus.',
    );
    // Focused and role="alert" on one element is announced twice (GOV.UK Frontend 4.4): the alert sits inside.
    expect(alert.element()).not.toBe(document.activeElement);
    await expect
      .element(screen.getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' }))
      .toBeVisible();
  });

  it('takes the focus again on the next failed submit (focusKey)', async () => {
    const screen = await render(<Form />);
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('alert').element().parentElement);
  });

  it('links to each field and moves the focus into it', async () => {
    const screen = await render(<Form />);
    await screen.getByRole('button', { name: 'Speichern' }).click();
    const link = screen.getByRole('link', { name: 'Bitte geben Sie den Kontoinhaber an.' });
    await expect.element(link).toHaveAttribute('href', '#kontoinhaber');
    await link.click();
    await expect.element(screen.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveFocus();
    // A group's link focuses its first radio.
    await screen.getByRole('link', { name: 'Bitte wählen Sie aus.' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Ja' })).toHaveFocus();
  });

  it('follows the links with the keyboard too', async () => {
    const screen = await render(<Form />);
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await userEvent.tab();
    await expect
      .element(screen.getByRole('link', { name: 'Bitte geben Sie den Kontoinhaber an.' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const screen = await render(<Form />);
    await screen.getByRole('button', { name: 'Speichern' }).click();
    await expect.element(screen.getByRole('alert')).toBeVisible();
    expect(await axeViolations(screen.container)).toBe('');
  });
});
