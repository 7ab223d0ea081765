import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';

// The fallback theme must pass WCAG AA on its own, for the same pairs every brand is checked against.

function rgb(colour: string): [number, number, number] {
  const probe = document.createElement('div');
  probe.style.color = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const [r, g, b] = computed.match(/\d+(\.\d+)?/g)!.map(Number);
  return [r!, g!, b!];
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const token = (name: string) => `var(--color-${name})`;

const colourTokens = [
  'primary',
  'primary-text',
  'accent',
  'accent-text',
  'background',
  'surface',
  'text',
  'muted',
  'border',
  'link',
  'focus',
  'success',
  'success-background',
  'warning',
  'warning-background',
  'danger',
  'danger-background',
  'info',
  'info-background',
];

// The pairs the components draw, as @ekp/brand checks them for every brand (CONTRAST_PAIRS in
// packages/brand/src/contrast.ts); the fallback theme has to pass them too.
const textPairs: [string, string][] = [
  ['primary-text', 'primary'],
  ['accent-text', 'accent'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['link', 'surface'],
  ['link', 'background'],
  ...['success', 'warning', 'danger', 'info'].flatMap((tone): [string, string][] => [
    [tone, `${tone}-background`],
    ['text', `${tone}-background`],
    [tone, 'surface'],
    ['link', `${tone}-background`],
  ]),
];
const nonTextPairs: [string, string][] = [
  ['border', 'surface'],
  ['focus', 'surface'],
  ['focus', 'background'],
];

describe('fallback theme', () => {
  it('maps every brand variable to a Tailwind token that stays live', async () => {
    await render(<div />);
    const root = getComputedStyle(document.documentElement);
    for (const name of colourTokens) {
      expect(root.getPropertyValue(`--brand-${name}`).trim(), name).not.toBe('');
      expect(rgb(token(name)), name).toEqual(rgb(`var(--brand-${name})`));
    }
    expect(root.getPropertyValue('--font-sans')).toContain('system-ui');
    expect(root.getPropertyValue('--radius-brand').trim()).toBe(
      root.getPropertyValue('--brand-radius').trim(),
    );
  });

  it.each(textPairs)('%s on %s passes 4.5:1', async (fg, bg) => {
    await render(<div />);
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s passes 3:1', async (fg, bg) => {
    await render(<div />);
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(3);
  });

  it('a brand on :root overrides the fallback at runtime', async () => {
    await render(<div />);
    const style = document.createElement('style');
    style.textContent = ':root { --brand-primary: #006400; }';
    document.head.append(style);
    try {
      expect(rgb(token('primary'))).toEqual([0, 100, 0]);
    } finally {
      style.remove();
    }
    expect(rgb(token('primary'))).toEqual(rgb('#1d4ed8'));
  });
});
