// WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) and the colour pairs the UI actually draws.
import type { BrandConfig, BrandTheme, ChartFarben } from './types.ts';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** `#abc` / `#aabbcc` → [r, g, b] in 0..255. Throws on anything else. */
export function parseHexColor(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`Keine Hex-Farbe: ${hex}`);
  const digits = hex.slice(1);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two hex colours, 1 … 21 (order does not matter). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text (1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** WCAG AA for graphical objects and UI component boundaries (1.4.11). */
export const NON_TEXT_CONTRAST = 3;

export interface ContrastPair {
  /** Field path of the foreground colour, e.g. `theme.primaryText`. */
  foreground: string;
  /** Field path of the background colour. */
  background: string;
  minimum: number;
  /** Where the UI draws this pair, for the error message. */
  usage: string;
}

type ThemeColor = Exclude<keyof BrandTheme, 'fontFamily' | 'radius'>;

function text(fg: ThemeColor, bg: ThemeColor, usage: string): ContrastPair {
  return { foreground: `theme.${fg}`, background: `theme.${bg}`, minimum: TEXT_CONTRAST, usage };
}
function nonText(fg: string, bg: ThemeColor, usage: string): ContrastPair {
  return { foreground: fg, background: `theme.${bg}`, minimum: NON_TEXT_CONTRAST, usage };
}

const alertNames = {
  success: 'Erfolgsmeldung',
  warning: 'Warnung',
  danger: 'Fehlermeldung',
  info: 'Infomeldung',
} as const;

const alertPairs = (['success', 'warning', 'danger', 'info'] as const).flatMap((kind) => [
  text(kind, `${kind}Background`, `Symbol und Titel der ${alertNames[kind]}`),
  text('text', `${kind}Background`, `Fließtext der ${alertNames[kind]}`),
  text(kind, 'surface', `${alertNames[kind]} als Text auf Karten und Formularen (z. B. Feldfehler)`),
  text('link', `${kind}Background`, `Links in der ${alertNames[kind]}`),
]);

const chartStrokes: (keyof ChartFarben)[] = [
  'verbrauchZeitraum',
  'verbrauchJahr',
  'verbrauchsverlaufRand',
  'prognose',
  'historieRand',
  'preis',
];

/** Every colour pair the ui package draws; keep in step with packages/ui (see README). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  text('primaryText', 'primary', 'Buttons und Navigationsleiste'),
  text('accentText', 'accent', 'Zweit-Buttons'),
  text('primary', 'surface', 'Überschriften und Umriss-Buttons auf Karten'),
  text('primary', 'background', 'Überschriften auf dem Seitenhintergrund'),
  text('text', 'background', 'Fließtext auf dem Seitenhintergrund'),
  text('text', 'surface', 'Fließtext auf Karten, Formularen, Tabellen'),
  text('muted', 'background', 'Hinweistexte auf dem Seitenhintergrund'),
  text('muted', 'surface', 'Hinweistexte in Formularen'),
  text('link', 'surface', 'Links auf Karten'),
  text('link', 'background', 'Links auf dem Seitenhintergrund'),
  ...alertPairs,
  nonText('theme.border', 'surface', 'Rahmen von Eingabefeldern'),
  nonText('theme.focus', 'surface', 'Fokusrahmen auf Karten'),
  nonText('theme.focus', 'background', 'Fokusrahmen auf dem Seitenhintergrund'),
  ...chartStrokes.map((key) => nonText(`chart.farben.${key}`, 'surface', 'Diagrammbalken und -linien')),
];

/** Reads a dotted path such as `chart.farben.preis` from a parsed (possibly invalid) brand object. */
export function readPath(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export interface ContrastFailure extends ContrastPair {
  ratio: number;
}

/** Pairs below their minimum. Pairs with a missing or malformed colour are skipped (the schema reports those). */
export function contrastFailures(config: BrandConfig | Record<string, unknown>): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const fg = readPath(config, pair.foreground);
    const bg = readPath(config, pair.background);
    if (!isHexColor(fg) || !isHexColor(bg)) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < pair.minimum) failures.push({ ...pair, ratio });
  }
  return failures;
}
