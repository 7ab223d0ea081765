import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { EmptyState } from './empty-state';
import { axeViolations } from './test/axe';
import { VisuallyHidden } from './visually-hidden';

describe('EmptyState', () => {
  it('shows the empty text, readable on the page background', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <EmptyState>Es wurden keine Ablesungen gefunden.</EmptyState>
      </div>,
    );
    await expect.element(screen.getByText('Es wurden keine Ablesungen gefunden.')).toBeVisible();
    expect(await axeViolations(screen.container)).toBe('');
  });
});

describe('VisuallyHidden', () => {
  it('is in the accessibility tree but takes no visible space', async () => {
    const screen = await render(
      <button type="button">
        <VisuallyHidden>Vertrag 3000101</VisuallyHidden> Details
      </button>,
    );
    await expect.element(screen.getByRole('button', { name: 'Vertrag 3000101 Details' })).toBeVisible();
    const rect = screen.getByText('Vertrag 3000101').element().getBoundingClientRect();
    expect(rect.width * rect.height).toBeLessThanOrEqual(1);
  });
});
