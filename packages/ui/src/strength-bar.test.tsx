import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StrengthBar } from './strength-bar';
import type { StrengthValue } from './strength-bar';
import { axeViolations } from './test/axe';

describe('StrengthBar', () => {
  it.each([0, 5, 55, 100] as StrengthValue[])('is a meter at %i percent, width included', async (value) => {
    const screen = await render(
      <div className="w-[200px]">
        <StrengthBar value={value} label="Passwortstärke" />
      </div>,
    );
    const meter = screen.getByRole('meter', { name: 'Passwortstärke' });
    await expect.element(meter).toHaveAttribute('aria-valuenow', String(value));
    await expect.element(meter).toHaveAttribute('aria-valuemin', '0');
    await expect.element(meter).toHaveAttribute('aria-valuemax', '100');
    const fill = meter.element().firstElementChild as HTMLElement;
    expect(fill.style.width).toBe(`${value}%`);
  });

  it('speaks the value text', async () => {
    const screen = await render(<StrengthBar value={100} label="Passwortstärke: stark" valueText="stark" />);
    await expect.element(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'stark');
    await expect.element(screen.getByText('Passwortstärke: stark')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <StrengthBar value={55} label="Passwortstärke: mittel" />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
