import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { axeViolations } from './test/axe';
import { TwoStepButton } from './two-step-button';

describe('TwoStepButton', () => {
  it('asks first, moves the focus to Nein, and confirms with Ja', async () => {
    const onConfirm = vi.fn();
    const screen = await render(<TwoStepButton label="Bankverbindung beenden" onConfirm={onConfirm} />);
    await screen.getByRole('button', { name: 'Bankverbindung beenden' }).click();
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('group', { name: 'Bankverbindung beenden' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Nein' })).toHaveFocus();
    await screen.getByRole('button', { name: 'Ja' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('button', { name: 'Bankverbindung beenden' })).toHaveFocus();
  });

  it('Nein cancels and returns the focus to the first button', async () => {
    const onConfirm = vi.fn();
    const screen = await render(<TwoStepButton label="Rechnungsadresse löschen" onConfirm={onConfirm} />);
    await screen.getByRole('button', { name: 'Rechnungsadresse löschen' }).click();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Rechnungsadresse löschen' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape cancels from either answer', async () => {
    const onConfirm = vi.fn();
    const screen = await render(<TwoStepButton label="Bankverbindung löschen" onConfirm={onConfirm} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Nein' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(screen.getByRole('button', { name: 'Ja' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('button', { name: 'Bankverbindung löschen' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes the labels and a question from the caller', async () => {
    const screen = await render(
      <TwoStepButton
        label="Beenden"
        question="Wirklich beenden?"
        confirmLabel="Ja, beenden"
        cancelLabel="Abbrechen"
        onConfirm={() => undefined}
      />,
    );
    await screen.getByRole('button', { name: 'Beenden' }).click();
    await expect.element(screen.getByRole('group', { name: 'Wirklich beenden?' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Ja, beenden' })).toBeVisible();
  });

  it('has no axe violations in both steps', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <TwoStepButton label="Bankverbindung beenden" onConfirm={() => undefined} />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
    await screen.getByRole('button', { name: 'Bankverbindung beenden' }).click();
    expect(await axeViolations(screen.container)).toBe('');
  });
});
