import type { Page, Request } from '@playwright/test';

import { apiGet, apiSitzung } from './anmeldung.ts';
import { expect } from './fixtures.ts';
import { heuteInBerlin } from './uhr.ts';

/** Helpers of the meter reading journeys (tests/ablesung*.spec.ts). */

export { anmelden } from './anmeldung.ts';

interface Ablesung {
  ablesedatum: string;
  ablesewerte: Record<string, { ablesewert: number }>;
}

/**
 * A reading day without a seeded reading (today in Berlin, unless the seed has one there) and the latest value per
 * channel before it, straight from the demo backend with a session of its own.
 */
export async function freierAblesetag(vertrag: string, kundennummer = '10000001') {
  const response = await apiGet(`/${vertrag}/ablesungen`, await apiSitzung(kundennummer));
  expect(response.ok).toBe(true);
  const liste = (await response.json()) as Ablesung[];
  let tag = heuteInBerlin();
  while (liste.some((a) => a.ablesedatum === tag)) tag = plusTage(tag, -1);
  const vorher = liste
    .filter((a) => a.ablesedatum < tag)
    .sort((a, b) => b.ablesedatum.localeCompare(a.ablesedatum))[0];
  const letzte: Record<string, number> = {};
  for (const [obis, wert] of Object.entries(vorher?.ablesewerte ?? {})) letzte[obis] = wert.ablesewert;
  return { tag, letzte };
}

export function plusTage(iso: string, tage: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + tage);
  return d.toISOString().slice(0, 10);
}

export const deutsch = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** '12345,6': a little above the last value, typed the German way. */
export const ueber = (letzter: number | undefined, plus: number) =>
  ((letzter ?? 0) + plus).toFixed(1).replace('.', ',');

export interface Bilddatei {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Images made at test time in the page's own canvas, so no binary sits in the repository: a small PNG with digits,
 * or a camera-sized JPEG of noise (incompressible like sensor noise, so quality 0.95 gives several MB).
 */
export async function erzeugeBild(
  page: Page,
  art: 'png' | 'rauschen-jpeg',
  breite: number,
  hoehe: number,
): Promise<Bilddatei> {
  const base64 = await page.evaluate(
    async ({ art, breite, hoehe }) => {
      const canvas = new OffscreenCanvas(breite, hoehe);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('2d');
      if (art === 'png') {
        ctx.fillStyle = '#1b1b1b';
        ctx.fillRect(0, 0, breite, hoehe);
        ctx.fillStyle = '#f5f5f5';
        ctx.font = `${Math.round(hoehe / 4)}px monospace`;
        ctx.fillText('012345,6', breite / 10, hoehe / 2);
      } else {
        const bild = ctx.createImageData(breite, hoehe);
        let zufall = 12345;
        for (let i = 0; i < bild.data.length; i += 4) {
          zufall = (Math.imul(zufall, 1103515245) + 12345) >>> 0;
          // Six bits of noise per channel around a grey: rough like a dim basement photo, several MB as JPEG.
          bild.data[i] = 96 + ((zufall >>> 24) & 63);
          bild.data[i + 1] = 96 + ((zufall >>> 16) & 63);
          bild.data[i + 2] = 96 + ((zufall >>> 8) & 63);
          bild.data[i + 3] = 255;
        }
        ctx.putImageData(bild, 0, 0);
      }
      const blob = await canvas.convertToBlob(
        art === 'png' ? { type: 'image/png' } : { type: 'image/jpeg', quality: 0.95 },
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binaer = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binaer += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binaer);
    },
    { art, breite, hoehe },
  );
  return art === 'png'
    ? { name: 'zaehler.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }
    : { name: 'IMG_20261122_101500.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** The POSTs of readings the browser sends, with their body size, and the query strings of the plausibility GETs. */
export function beobachteAblesungen(page: Page) {
  const gesendet: {
    vertrag: string;
    bytes: number;
    body: { foto?: string; ablesewerte: Record<string, number> };
  }[] = [];
  const plausibilisiert: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && /\/api\/\d+\/ablesungen\/plausibilisiere$/.test(url.pathname)) {
      plausibilisiert.push(decodeURIComponent(url.search));
      return;
    }
    const treffer = /\/api\/(\d+)\/ablesungen$/.exec(url.pathname);
    if (request.method() !== 'POST' || !treffer) return;
    const body = request.postData() ?? '';
    gesendet.push({
      vertrag: treffer[1] ?? '',
      bytes: Buffer.byteLength(body),
      body: JSON.parse(body) as (typeof gesendet)[number]['body'],
    });
  });
  return { gesendet, plausibilisiert };
}
