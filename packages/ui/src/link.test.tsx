import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { linkClassName } from './link';
import { axeViolations } from './test/axe';

describe('linkClassName', () => {
  it('underlines links (not colour alone) and shows a focus ring', async () => {
    const screen = await render(
      <p className="bg-background p-4">
        Weiter zur{' '}
        <a href="#datenschutz" className={linkClassName()}>
          Datenschutzerklärung
        </a>
      </p>,
    );
    const link = screen.getByRole('link', { name: 'Datenschutzerklärung' });
    expect(getComputedStyle(link.element()).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    expect(getComputedStyle(link.element()).outlineStyle).toBe('solid');
    expect(Number.parseFloat(getComputedStyle(link.element()).outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(screen.container)).toBe('');
  });

  it('has an inverse tone for links on the primary colour', async () => {
    const screen = await render(
      <p className="bg-primary p-4 text-primary-text">
        <a href="#impressum" className={linkClassName('inverse')}>
          Impressum
        </a>
      </p>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
