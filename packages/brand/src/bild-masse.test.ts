import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { bildMasse } from './bild-masse.ts';
import type { ImageFile } from './load-brand.ts';

const svg = (wurzel: string): ImageFile => ({
  path: 'logo.svg',
  kind: 'svg',
  // A drawing of its own (200 × 50), which librsvg measures when the root gives no size; a comment that looks
  // like a root element before the real one.
  bytes: Buffer.from(
    `<?xml version="1.0"?>\n<!-- <svg width="1" height="1"> -->\n` +
      `<svg xmlns="http://www.w3.org/2000/svg" ${wurzel}><rect width="200" height="50"/></svg>`,
  ),
});

describe('bildMasse', () => {
  it.each([
    ['width and height', 'width="250" height="56" viewBox="0 0 500 112"', { breite: 250, hoehe: 56 }],
    ['only a viewBox', 'viewBox="0 0 120 40"', { breite: 120, hoehe: 40 }],
    ['sizes in em, in proportion', 'width="10em" height="2em"', { breite: 120, hoehe: 24 }],
  ])('reads an SVG logo with %s', async (_fall, wurzel, masse) => {
    expect(await bildMasse(svg(wurzel))).toEqual(masse);
  });

  it.each([
    ['no size at all (a browser would guess 300 × 150)', ''],
    ['only percentages', 'width="100%" height="100%"'],
    ['a width alone', 'width="240"'],
  ])('gives no size for an SVG with %s, so the page waits for the file as before', async (_fall, wurzel) => {
    expect(await bildMasse(svg(wurzel))).toBeUndefined();
  });

  it('reads a PNG logo, and a JPEG as it is shown after its EXIF turn', async () => {
    const pixel = { width: 90, height: 30, channels: 3, background: '#005a8c' } as const;
    const png = await sharp({ create: pixel }).png().toBuffer();
    expect(await bildMasse({ path: 'logo.png', kind: 'png', bytes: png })).toEqual({ breite: 90, hoehe: 30 });
    // Orientation 6: stored 90 × 30, shown turned by 90° as 30 × 90.
    const jpeg = await sharp({ create: pixel }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await bildMasse({ path: 'logo.jpg', kind: 'jpeg', bytes: jpeg })).toEqual({
      breite: 30,
      hoehe: 90,
    });
  });
});
