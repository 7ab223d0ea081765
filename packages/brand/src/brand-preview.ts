// What a workbench (Storybook) gets per brand from `virtual:ekp-all-brands`. Types only, browser-safe.
import type { BrandConfig } from './types.ts';

/** An image's own size in CSS pixels. */
export interface BildMasse {
  breite: number;
  hoehe: number;
}

/**
 * The config as a brand app's code sees it: `logo` and `favicon` are asset URLs, and `logoMasse` is the logo's own
 * size when it has one (for the `<img>`'s width and height). Without `$schema`, and without `theme`: the theme
 * reaches the page as CSS variables, no script reads it, and every route would carry its bytes.
 */
export interface AppBrand extends Omit<BrandConfig, '$schema' | 'theme'> {
  logoMasse?: BildMasse;
}

export interface BrandPreview {
  /** Folder name under brands/ (the brand app's id). */
  id: string;
  /** The config as a brand app sees it, with the theme, which a workbench shows. */
  config: AppBrand & Pick<BrandConfig, 'theme'>;
  /** Every `--brand-*` variable with its value, as `cssVariables(config)` returns them. */
  variables: [name: string, value: string][];
  /** brands/<id>/brand.css, or '' when the brand has none. Its rules are bound to `.mandant-<mandant_short>`. */
  css: string;
}
