import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, contrastFailures, contrastRatio, parseHexColor, readPath } from './contrast.ts';
import { brandSchema } from './load-brand.ts';

describe('contrastRatio (WCAG 2.1)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4],
  ])('%s on %s ≈ %s', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('is symmetric and reads #rgb like #rrggbb', () => {
    expect(contrastRatio('#fff', '#005a8c')).toBe(contrastRatio('#005a8c', '#ffffff'));
    expect(contrastRatio('#abc', '#000')).toBe(contrastRatio('#aabbcc', '#000000'));
  });

  it('rejects anything but hex colours', () => {
    expect(() => parseHexColor('blue')).toThrow(/Keine Hex-Farbe/);
    expect(parseHexColor('#0a0B0c')).toEqual([10, 11, 12]);
  });
});

describe('CONTRAST_PAIRS', () => {
  it('only names colour fields that exist in the schema', () => {
    const colourRef = '#/$defs/farbe';
    for (const pair of CONTRAST_PAIRS) {
      for (const path of [pair.foreground, pair.background]) {
        const schemaNode = readPath(brandSchema.properties, path.split('.').join('.properties.')) as
          { $ref?: string } | undefined;
        expect(schemaNode?.$ref, path).toBe(colourRef);
      }
    }
  });

  it('covers the pairs the UI draws', () => {
    const pairs = CONTRAST_PAIRS.map((p) => `${p.foreground} / ${p.background}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'theme.primaryText / theme.primary',
        'theme.text / theme.surface',
        'theme.text / theme.background',
        'theme.link / theme.surface',
        'theme.danger / theme.dangerBackground',
        'theme.success / theme.successBackground',
        'theme.warning / theme.warningBackground',
        'theme.info / theme.infoBackground',
        'theme.danger / theme.surface',
      ]),
    );
  });

  it('skips pairs whose colours are missing or malformed', () => {
    expect(contrastFailures({ theme: { primary: 'blue', primaryText: '#fff' } })).toEqual([]);
    expect(contrastFailures({ theme: { primary: '#eee', primaryText: '#fff' } })).toMatchObject([
      { foreground: 'theme.primaryText', background: 'theme.primary' },
    ]);
  });
});
