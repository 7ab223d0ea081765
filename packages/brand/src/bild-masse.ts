// The logo's own width and height, for <img width height>: the browser reserves the logo's box before the file
// arrives, so the header does not move when it comes late on a slow connection. Read with sharp, which the icons
// already need; loaded on demand like there.
import type { BildMasse } from './brand-preview.ts';
import type { ImageFile } from './load-brand.ts';

// An SVG without these has no size of its own: a browser shows it at 300 × 150, librsvg at its drawing's bounds.
const SVG_MIT_GROESSE = /^[^]*?<svg\b[^>]*\s(viewBox|width|height)\s*=/i;

/** The image's size in CSS pixels (an SVG's width and height, else its viewBox); undefined when it has none. */
export async function bildMasse(bild: ImageFile): Promise<BildMasse | undefined> {
  if (bild.kind === 'svg' && !SVG_MIT_GROESSE.test(new TextDecoder().decode(bild.bytes))) return undefined;
  const { default: sharp } = await import('sharp');
  try {
    // A photo turned by its EXIF orientation is shown turned: its displayed width is the stored height.
    const { width: breite, height: hoehe } = (await sharp(bild.bytes).metadata()).autoOrient;
    return breite > 0 && hoehe > 0 ? { breite, hoehe } : undefined;
  } catch {
    // An SVG sized only in percent has no size of its own; the header then sizes it when it has loaded, as before.
    return undefined;
  }
}
