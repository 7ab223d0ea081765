// What a workbench (Storybook) gets per brand from `virtual:ekp-all-brands`. Types only, browser-safe.
import type { BrandConfig } from './types.ts';

export interface BrandPreview {
  /** Folder name under brands/ (the brand app's id). */
  id: string;
  /** The config as a brand app sees it: `logo` and `favicon` are asset URLs, `$schema` is dropped. */
  config: BrandConfig;
  /** Every `--brand-*` variable with its value, as `cssVariables(config)` returns them. */
  variables: [name: string, value: string][];
  /** brands/<id>/brand.css, or '' when the brand has none. Its rules are bound to `.mandant-<mandant_short>`. */
  css: string;
}
