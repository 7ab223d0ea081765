import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PasswordField } from './password-field';
import { axeViolations } from './test/axe';
import { expectHintAndErrorWired } from './test/field-wiring';
import { TextField } from './text-field';

function ControlledEmail({ onClear }: { onClear?: () => void }) {
  const [value, setValue] = useState('max@example.de');
  return (
    <>
      <TextField
        label="Email"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        clearable
        onClear={onClear}
      />
      <output data-testid="state">{`[${value}]`}</output>
    </>
  );
}

describe('TextField', () => {
  it('labels the input and wires hint and error into its description', async () => {
    const wiring = { hint: 'Wie auf der Bankkarte', error: 'Bitte geben Sie den Kontoinhaber an.' };
    const screen = await render(<TextField label="Kontoinhaber" {...wiring} />);
    await expectHintAndErrorWired(screen.getByRole('textbox', { name: 'Kontoinhaber' }), wiring);
    // The error is text with a visually hidden prefix, not only a red border.
    const prefix = screen.getByText('Fehler:');
    await expect.element(prefix).toHaveClass('sr-only');
    await expect.element(screen.getByText(/Bitte geben Sie den Kontoinhaber an\./)).toBeVisible();
  });

  it('shows the error state in the danger token and a visible focus ring', async () => {
    const screen = await render(<TextField label="Ort" error="Bitte geben Sie den Ort an." />);
    const input = screen.getByRole('textbox', { name: 'Ort' });
    const probe = document.createElement('div');
    probe.style.color = 'var(--color-danger)';
    document.body.append(probe);
    expect(getComputedStyle(input.element()).borderTopColor).toBe(getComputedStyle(probe).color);
    probe.remove();
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    expect(getComputedStyle(input.element()).outlineStyle).toBe('solid');
    expect(getComputedStyle(input.element()).outlineWidth).toBe('3px');
  });

  it('without error is not invalid and has no dangling description', async () => {
    const screen = await render(<TextField label="Ort" />);
    const input = screen.getByRole('textbox', { name: 'Ort' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows a fixed prefix and suffix and tells assistive technology about them', async () => {
    const screen = await render(<TextField label="IBAN" prefix="DE" suffix="Pflicht" inputMode="numeric" />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await expect.element(screen.getByText('DE', { exact: true })).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription('DE Pflicht');
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('passes through type, autoComplete, readOnly and required', async () => {
    const screen = await render(
      <>
        <TextField label="E-Mail-Adresse" type="email" autoComplete="email" required />
        <TextField label="BIC" readOnly value="DEUTDEFFXXX" />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect.element(email).toHaveAttribute('type', 'email');
    await expect.element(email).toHaveAttribute('autocomplete', 'email');
    await expect.element(email).toHaveAttribute('aria-required', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'BIC' })).toHaveAttribute('readonly');
  });

  it('clear button empties a controlled field, tells the caller and puts the focus back into the input', async () => {
    const onClear = vi.fn();
    const screen = await render(<ControlledEmail onClear={onClear} />);
    await screen.getByRole('button', { name: 'Eingabe löschen' }).click();
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveValue('');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('[]');
    await expect.element(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
    // Nothing left to clear: the button is gone until the user types again.
    await expect.element(screen.getByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
    await userEvent.keyboard('a');
    await expect.element(screen.getByRole('button', { name: 'Eingabe löschen' })).toBeVisible();
  });

  it('clear button works for an uncontrolled field and takes a caller label', async () => {
    const screen = await render(
      <TextField label="Festnetz" defaultValue="0301234567" clearable clearLabel="Festnetz löschen" />,
    );
    await screen.getByRole('button', { name: 'Festnetz löschen' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Festnetz' })).toHaveValue('');
    await expect.element(screen.getByRole('textbox', { name: 'Festnetz' })).toHaveFocus();
  });

  it('offers no clear button on read-only fields', async () => {
    const screen = await render(<TextField label="Bankname" readOnly value="Musterbank" clearable />);
    await expect.element(screen.getByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
  });

  it('has no axe violations, with and without error', async () => {
    const screen = await render(
      <div className="flex flex-col gap-4 bg-background p-4">
        <TextField label="Kundennummer" prefix="NL-" hint="Steht auf Ihrer Rechnung" />
        <TextField label="Email" error="Die angegebene Email ist ungültig." defaultValue="x@" clearable />
        <TextField label="BIC" readOnly value="DEUTDEFFXXX" />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const screen = await render(
      <PasswordField
        label="Passwort"
        defaultValue="Geheim-1!"
        error="Das Passwort muss mindestens 8 Zeichen lang sein."
      />,
    );
    const input = screen.getByLabelText('Passwort', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('takes autoComplete new-password and has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <PasswordField label="neues Passwort" autoComplete="new-password" hint="Mindestens 8 Zeichen" />
      </div>,
    );
    await expect
      .element(screen.getByLabelText('neues Passwort', { exact: true }))
      .toHaveAttribute('autocomplete', 'new-password');
    expect(await axeViolations(screen.container)).toBe('');
  });
});
