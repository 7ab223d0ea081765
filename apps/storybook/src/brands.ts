// The brands of the workbench and how a brand re-themes a piece of the page.
//
// ui's theme.css maps every Tailwind token to a brand variable on :root (`--color-primary: var(--brand-primary)`).
// A custom property that refers to another one is resolved where it is declared, so setting `--brand-*` on a
// wrapper alone would not reach the utilities. Each brand therefore gets a class that sets its `--brand-*` values
// AND repeats ui's mappings; on <html> it themes the whole story, on a panel only that panel (all brands side by
// side). The mappings are read from theme.css itself, so a token ui adds later is themed here without an edit.
import type { BrandPreview } from '@ekp/brand/all-brands';
import themeCss from '@ekp/ui/theme.css?raw';
import brands from 'virtual:ekp-all-brands';

export type { BrandPreview };
export { brands };

/** Toolbar value that shows the story once per brand, side by side. */
export const ALL_BRANDS = 'alle-marken';

export const defaultBrandId = brands[0]?.id ?? '';

export function findBrand(id: unknown): BrandPreview {
  const brand = brands.find((candidate) => candidate.id === id) ?? brands[0];
  if (!brand) throw new Error('Keine Marke gefunden: brands/ enthält keine brand.json.');
  return brand;
}

/** The `--x: var(--brand-y)` declarations of ui's `@theme` block (`@theme { … }`, `@theme static { … }`). */
export function themeMappings(css: string): [name: string, value: string][] {
  const block = /@theme\b[^{]*\{([\s\S]*?)\}/.exec(css)?.[1] ?? '';
  const mappings = [...block.matchAll(/(--[\w-]+)\s*:\s*(var\(--brand-[\w-]+\))\s*;/g)].map(
    (match): [string, string] => [match[1] ?? '', match[2] ?? ''],
  );
  // Without them the side-by-side panels would silently show the page's brand.
  if (mappings.length === 0)
    throw new Error('@ekp/ui/theme.css: keine Zuordnungen --…: var(--brand-…) im @theme-Block gefunden.');
  return mappings;
}

export const brandClass = (brand: BrandPreview) => `ekp-marke-${brand.id}`;
export const mandantClass = (brand: BrandPreview) => `mandant-${brand.config.mandant_short}`;

/** One rule per brand for <html> and panels, then each brand's own brand.css (bound to its mandant class). */
export function brandStylesheet(list: readonly BrandPreview[], mappings = themeMappings(themeCss)): string {
  const rules = list.map((brand) => {
    const declarations = [...brand.variables, ...mappings].map(([name, value]) => `  ${name}: ${value};`);
    return `:root.${brandClass(brand)},\n.${brandClass(brand)} {\n${declarations.join('\n')}\n}`;
  });
  const extras = list
    .filter((brand) => brand.css !== '')
    .map((brand) => `/* ${brand.id}/brand.css */\n${brand.css}`);
  return [...rules, ...extras].join('\n\n');
}

const STYLE_ID = 'ekp-marken';

/** Adds the brand stylesheet to the document once (Storybook has no CSP; the brand apps keep theirs). */
export function installBrandStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = brandStylesheet(brands);
  document.head.append(style);
}

/** Themes the whole document with one brand, as a brand app's <html class="mandant-…"> does. */
export function applyDocumentBrand(brand: BrandPreview | null): void {
  const root = document.documentElement;
  for (const other of brands) root.classList.remove(brandClass(other), mandantClass(other));
  root.lang = 'de';
  if (brand) root.classList.add(brandClass(brand), mandantClass(brand));
}
