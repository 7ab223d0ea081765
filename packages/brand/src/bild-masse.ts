// The logo's own width and height, for <img width height>: the browser reserves the logo's box before the file
// arrives, so the header does not move when it comes late on a slow connection. Read with sharp, which the icons
// already need; loaded on demand like there. Also the brand config with that size, as the apps' code gets it.
import type { AppBrand, BildMasse } from './brand-preview.ts';
import { xmlWurzel } from './image.ts';
import type { ImageFile } from './load-brand.ts';
import type { BrandConfig } from './types.ts';

/**
 * Whether an SVG has a size of its own: a viewBox, or width and height that are not percentages. Without one a
 * browser shows it at 300 × 150 and librsvg measures the drawing, and a ratio from either would be a guess.
 */
function svgMitGroesse(bild: ImageFile): boolean {
  const attribute = xmlWurzel(new TextDecoder().decode(bild.bytes))?.attribute ?? '';
  const wert = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(attribute)?.[1];
  const absolut = (laenge: string | undefined) => laenge !== undefined && !laenge.includes('%');
  return wert('viewBox') !== undefined || (absolut(wert('width')) && absolut(wert('height')));
}

/**
 * The image's size as the browser takes its ratio from (an SVG's width and height, else its viewBox; lengths in
 * other units keep their proportion); undefined when it has none or cannot be read.
 */
export async function bildMasse(bild: ImageFile): Promise<BildMasse | undefined> {
  if (bild.kind === 'svg' && !svgMitGroesse(bild)) return undefined;
  try {
    const { default: sharp } = await import('sharp');
    // A photo turned by its EXIF orientation is shown turned: its displayed width is the stored height.
    const { width: breite, height: hoehe } = (await sharp(bild.bytes).metadata()).autoOrient;
    return breite > 0 && hoehe > 0 ? { breite, hoehe } : undefined;
  } catch {
    // Without a size the header sizes the logo when it has loaded, as before; the page itself works.
    return undefined;
  }
}

/**
 * The brand file's config as the apps' code gets it, before its image paths become URLs: without `$schema` (editors
 * read it, no script does) and with the logo's own size when it has one. Shared by the brand plugin, which also drops
 * the theme, and the all-brands module, which keeps it for the brand overview, so both stay in step.
 */
export function mitLogoMasse(
  config: BrandConfig,
  logoMasse: BildMasse | undefined,
): Omit<BrandConfig, '$schema'> & Pick<AppBrand, 'logoMasse'> {
  const sicht: BrandConfig & Pick<AppBrand, 'logoMasse'> = { ...config, ...(logoMasse && { logoMasse }) };
  delete sicht.$schema;
  return sicht;
}
