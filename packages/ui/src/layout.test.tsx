import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Container, Inline, Stack } from './layout';
import { axeViolations } from './test/axe';

describe('Layout primitives', () => {
  it('Container keeps 16 px side padding on a 360 px phone and caps the width on desktop', async () => {
    await page.viewport(360, 640);
    const screen = await render(<Container data-testid="c">Inhalt</Container>);
    const el = screen.getByTestId('c').element();
    expect(getComputedStyle(el).paddingLeft).toBe('16px');
    expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await page.viewport(1400, 900);
    expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(56 * 16);
    expect(el.getBoundingClientRect().left).toBeGreaterThan(0);
  });

  it('Stack spaces children vertically, Inline wraps them on narrow screens', async () => {
    await page.viewport(360, 640);
    const screen = await render(
      <Stack gap="lg" data-testid="stack">
        <Inline data-testid="inline">
          <button type="button">Zählerstand erfassen</button>
          <button type="button">Datenübersicht</button>
          <button type="button">Dokumente</button>
          <button type="button">Verträge</button>
        </Inline>
        <p>Text</p>
      </Stack>,
    );
    expect(getComputedStyle(screen.getByTestId('stack').element()).rowGap).toBe('24px');
    const inline = screen.getByTestId('inline').element();
    expect(inline.scrollWidth).toBeLessThanOrEqual(inline.clientWidth);
    expect(await axeViolations(screen.container)).toBe('');
  });
});
