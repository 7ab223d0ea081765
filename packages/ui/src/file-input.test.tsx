import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FileInput } from './file-input';
import { axeViolations } from './test/axe';
import { expectHintAndErrorWired } from './test/field-wiring';

describe('FileInput', () => {
  it('is a named, keyboard-reachable file input with accept and capture', async () => {
    const screen = await render(
      <FileInput label="Bild auswählen" accept="image/png,image/jpeg" capture="environment" />,
    );
    await userEvent.tab();
    const input = screen.getByLabelText('Bild auswählen');
    await expect.element(input).toHaveFocus();
    // The transparent input has focus; the button it covers shows the ring.
    expect(getComputedStyle(input.element().parentElement!).outlineStyle).toBe('solid');
    await expect.element(input).toHaveAttribute('type', 'file');
    await expect.element(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await expect.element(input).toHaveAttribute('capture', 'environment');
  });

  it('hands the chosen file to the caller', async () => {
    const onChange = vi.fn((files: FileList | null) => files?.[0]?.name);
    const screen = await render(
      <FileInput label="Bild auswählen" onChange={(e) => onChange(e.target.files)} />,
    );
    await screen
      .getByLabelText('Bild auswählen')
      .upload(new File(['x'], 'zaehler.png', { type: 'image/png' }));
    expect(onChange).toHaveReturnedWith('zaehler.png');
  });

  it('wires hint and error', async () => {
    const wiring = { hint: 'PNG oder JPEG', error: 'Beim Lesen der Datei ist ein Fehler aufgetreten.' };
    const screen = await render(<FileInput label="Bild auswählen" {...wiring} />);
    await expectHintAndErrorWired(screen.getByLabelText('Bild auswählen'), wiring);
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <FileInput label="Bild auswählen" hint="PNG oder JPEG" error="Falscher Dateityp" />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
