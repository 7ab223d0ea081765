import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button, buttonClassName } from './button';
import type { ButtonProps } from './button';
import { IconButton } from './icon-button';
import { TrashIcon } from './icons';
import { axeViolations } from './test/axe';

/** A button named `name` whose clicks a spy counts. */
async function renderButton(name: string, props: Omit<ButtonProps, 'onClick' | 'children'> = {}) {
  const onClick = vi.fn();
  const screen = await render(
    <Button {...props} onClick={onClick}>
      {name}
    </Button>,
  );
  return { onClick, button: screen.getByRole('button', { name }) };
}

describe('Button', () => {
  it('is a button of type button that reports clicks', async () => {
    const { onClick, button } = await renderButton('Speichern');
    await expect.element(button).toHaveAttribute('type', 'button');
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is busy, keeps focus and ignores clicks', async () => {
    const { onClick, button } = await renderButton('Speichern', { loading: true });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled only: a natively disabled button would lose the keyboard focus mid-submit.
    expect((button.element() as HTMLButtonElement).disabled).toBe(false);
    expect(button.element().querySelector('svg')).not.toBeNull();
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Playwright itself refuses aria-disabled targets; force the click to prove the handler ignores it too.
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled cannot be activated', async () => {
    const { button } = await renderButton('Anmelden', { disabled: true });
    await expect.element(button).toBeDisabled();
  });

  it('submits a form when asked to', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit">Senden</Button>
      </form>,
    );
    await screen.getByRole('button', { name: 'Senden' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives callers the same classes for their own links, per variant', () => {
    expect(buttonClassName('primary')).toContain('bg-primary');
    expect(buttonClassName('primary')).toContain('text-primary-text');
    expect(buttonClassName('danger')).toContain('text-danger');
    expect(buttonClassName('link')).toContain('underline');
    expect(buttonClassName('secondary', 'sm')).toContain('min-h-8');
  });

  it('uses the primary token colours', async () => {
    const screen = await render(<Button>Weiter</Button>);
    const style = getComputedStyle(screen.getByRole('button').element());
    const probe = document.createElement('div');
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--brand-primary');
    document.body.append(probe);
    expect(style.backgroundColor).toBe(getComputedStyle(probe).color);
    probe.remove();
  });

  it('has no axe violations in any variant', async () => {
    const screen = await render(
      <div className="flex flex-col gap-2 bg-background p-4">
        <Button>Primär</Button>
        <Button variant="secondary">Sekundär</Button>
        <Button variant="danger">Löschen</Button>
        <Button variant="link">Als Link</Button>
        <Button loading>Lädt</Button>
        <Button size="sm">Klein</Button>
        <IconButton aria-label="Eintrag löschen" icon={<TrashIcon />} />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and hides the icon', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <IconButton aria-label="Bearbeiten" icon={<TrashIcon />} onClick={onClick} />,
    );
    const button = screen.getByRole('button', { name: 'Bearbeiten' });
    expect(button.element().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
