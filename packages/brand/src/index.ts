// Public API of @ekp/brand. The Vite plugin lives at '@ekp/brand/vite' so browser code importing types or
// contrastRatio from here never pulls in Vite.
export type {
  Barrierefreiheit,
  BrandChart,
  BrandConfig,
  BrandLink,
  BrandProblem,
  BrandTheme,
  ChartFarben,
  ChartTexte,
  HexColor,
  Kuendigungsbutton,
  Nutzungsbedingungen,
} from './types.ts';
export type { AppBrand, BildMasse } from './brand-preview.ts';
export { BrandConfigError } from './errors.ts';
export { basePathOf } from './base-path.ts';
export { loadBrand, loadBrandFiles } from './load-brand.ts';
export type { LoadedBrand } from './load-brand.ts';
export { contrastRatio, CONTRAST_PAIRS, TEXT_CONTRAST, NON_TEXT_CONTRAST } from './contrast.ts';
export { brandCss, cssVariables, THEME_TOKENS, CHART_TOKENS } from './css.ts';
