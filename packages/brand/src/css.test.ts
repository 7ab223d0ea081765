import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedBrandFile } from '../test/brand-fixture.ts';
import { brandCss, cssVariables, THEME_TOKENS } from './css.ts';
import { loadBrand } from './load-brand.ts';

const swm = loadBrand(shippedBrandFile('stadtwerke-musterstadt'));

describe('cssVariables', () => {
  it('emits one --brand-* variable per theme token and chart colour', () => {
    const variables = new Map(cssVariables(swm));
    expect(variables.get('--brand-primary')).toBe(swm.theme.primary);
    expect(variables.get('--brand-primary-text')).toBe(swm.theme.primaryText);
    expect(variables.get('--brand-success-background')).toBe(swm.theme.successBackground);
    expect(variables.get('--brand-font-family')).toBe(swm.theme.fontFamily);
    expect(variables.get('--brand-chart-verbrauchsverlauf-rand')).toBe(
      swm.chart.farben.verbrauchsverlaufRand,
    );
    expect(variables.size).toBe(THEME_TOKENS.length + Object.keys(swm.chart.farben).length);
  });

  it('matches the table in README.md exactly (the contract with packages/ui)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table =
      /<!-- css-variables:start[^>]*-->([\s\S]*?)<!-- css-variables:end -->/.exec(readme)?.[1] ?? '';
    const documented = [...table.matchAll(/^\|\s*`(--brand-[a-z-]+)`\s*\|\s*`([\w.]+)`\s*\|$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const expected = cssVariables(swm).map(([name]) => {
      const chart = name.startsWith('--brand-chart-');
      const source = chart
        ? Object.keys(swm.chart.farben).find((key) => `--brand-chart-${kebab(key)}` === name)
        : THEME_TOKENS.find((key) => `--brand-${kebab(key)}` === name);
      return [name, `${chart ? 'chart.farben' : 'theme'}.${source ?? '?'}`];
    });
    expect(documented).toEqual(expected);
  });
});

describe('brandCss', () => {
  it('puts the variables on :root and appends the brand stylesheet', () => {
    const css = brandCss(swm, '.mandant-swm h1 { letter-spacing: 0.02em; }\n');
    expect(css).toMatch(/:root \{\n {2}--brand-primary: #005a8c;\n/);
    expect(css.indexOf(':root')).toBeLessThan(css.indexOf('.mandant-swm h1'));
  });

  it('leaves out an empty brand stylesheet', () => {
    expect(brandCss(swm, '  \n')).toBe(brandCss(swm));
  });
});
