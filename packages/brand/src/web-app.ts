// The installable portal (issue 15): the web app manifest and its icons, made from brand.json at build time.
// Icons are rasterised with sharp (libvips): launchers need PNGs of fixed sizes, and the brand delivers an SVG, PNG,
// JPEG or WebP of any size. Loaded on demand, so validating a brand file does not start libvips.
import { brandSchema, type ImageFile } from './load-brand.ts';
import type { BrandConfig } from './types.ts';

export type AppSymbolZweck = 'any' | 'maskable';

export interface AppSymbol {
  /** Edge length in px (square). */
  groesse: number;
  zweck: AppSymbolZweck;
  png: Uint8Array;
}

/** What Chromium asks for (192 and 512 px), and a maskable one for Android's round and squircle masks. */
export const APP_SYMBOLE: readonly { groesse: number; zweck: AppSymbolZweck }[] = [
  { groesse: 192, zweck: 'any' },
  { groesse: 512, zweck: 'any' },
  { groesse: 512, zweck: 'maskable' },
];

/**
 * A maskable icon may be cut to a circle of 80 % of its width (W3C "Icon masks"); a square mark fits that circle
 * at 80 % / √2 ≈ 56 % of the edge.
 */
const MASKIERBAR_ANTEIL = 0.56;

const RECHTSFORMEN =
  /[\s,]+(GmbH & Co\.? KG|GmbH|gGmbH|mbH|AG|KGaA|KG|OHG|eG|e\. ?V\.|SE|AöR|Anstalt des öffentlichen Rechts)$/i;

/** What a launcher shows under an icon before it cuts the label: the schema's limit of `kurzname`. */
const KURZNAME_LAENGE = brandSchema.properties.kurzname.maxLength;

/**
 * The home-screen label: brand.json's `kurzname`; else the supplier's name without its legal form, and when that is
 * longer than a launcher shows, its first word ("Stadtwerke Musterstadt GmbH" → "Stadtwerke"), cut to length.
 */
export function appKurzname(config: Pick<BrandConfig, 'mandant' | 'kurzname'>): string {
  if (config.kurzname !== undefined) return config.kurzname;
  const name = config.mandant.replace(RECHTSFORMEN, '').trim();
  if (name.length <= KURZNAME_LAENGE) return name;
  return (name.split(/\s+/)[0] ?? name).slice(0, KURZNAME_LAENGE);
}

/**
 * Renders the icons of APP_SYMBOLE from the brand's favicon (a mark made for small squares; the logo when there is
 * none); `hintergrund` fills the maskable one edge to edge.
 */
export async function appSymboleRendern(bild: ImageFile, hintergrund: string): Promise<AppSymbol[]> {
  const { default: sharp } = await import('sharp');
  const { width, height } = await sharp(bild.bytes).metadata();
  return Promise.all(
    APP_SYMBOLE.map(async ({ groesse, zweck }) => {
      const innen = zweck === 'maskable' ? Math.round(groesse * MASKIERBAR_ANTEIL) : groesse;
      // Vector images are rendered at the density that gives the target size directly, not scaled up from 72 dpi.
      const density =
        bild.kind === 'svg' ? Math.min(2400, (72 * innen) / Math.max(width, height)) : undefined;
      const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
      const motiv = await sharp(bild.bytes, density === undefined ? {} : { density })
        .resize(innen, innen, { fit: 'contain', background: transparent })
        .png()
        .toBuffer();
      const rand = Math.floor((groesse - innen) / 2);
      const png =
        zweck === 'maskable'
          ? await sharp({ create: { width: groesse, height: groesse, channels: 4, background: hintergrund } })
              .composite([{ input: motiv, top: rand, left: rand }])
              .png()
              .toBuffer()
          : motiv;
      return { groesse, zweck, png: new Uint8Array(png) };
    }),
  );
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: 'de';
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: AppSymbolZweck }[];
}

/**
 * The manifest of one brand. start_url and scope are the brand's base path (baseUrlRouting), so an installed
 * portal under /kundenportal/ opens there and keeps the supplier's other pages in the browser.
 */
export function webAppManifest(
  config: BrandConfig,
  basis: string,
  symbole: readonly { url: string; groesse: number; zweck: AppSymbolZweck }[],
): WebAppManifest {
  return {
    id: basis,
    name: config.mandant,
    short_name: appKurzname(config),
    description: `${config.mandant} – Kundenportal`,
    lang: 'de',
    dir: 'ltr',
    start_url: basis,
    scope: basis,
    display: 'standalone',
    theme_color: config.theme.primary,
    background_color: config.theme.background,
    icons: symbole.map(({ url, groesse, zweck }) => ({
      src: url,
      sizes: `${String(groesse)}x${String(groesse)}`,
      type: 'image/png',
      purpose: zweck,
    })),
  };
}
