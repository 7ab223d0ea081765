import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { axeViolations } from './axe';

// The helper must be able to fail, and contrast must be judged on the real theme colours.
describe('axeViolations', () => {
  it('reports a field without a label', async () => {
    const screen = await render(<input type="text" />);
    expect(await axeViolations(screen.container)).toContain('label');
  });

  it('reports text below 4.5:1 with the theme colours (border token as text on the page background)', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <p className="text-border">Zu blass für Fließtext</p>
      </div>,
    );
    expect(await axeViolations(screen.container)).toContain('color-contrast');
  });

  it('is empty for a clean fragment', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <p className="text-muted">Lesbar</p>
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
