import { vi } from 'vitest';

import { plusTage } from '../rules/zeit.ts';
import { demoApiUrl } from './demo-backend.ts';
import { heute } from './uhr.ts';

/** Test helpers of the meter reading screens (features/ablesung). */

export interface GelisteteAblesung {
  ablesedatum: string;
  zaehlernummer: string;
  ablesewerte: Record<string, { obiskennzahl: string; ablesewert: number; nachkommastellen: number }>;
  erfassungshinweis: string | null;
  ermittlungsart: string;
}

function sitzung(): { kundennummer: string; token: string } {
  const raw = window.localStorage.getItem('ekp-token');
  if (!raw) throw new Error('Niemand angemeldet');
  return JSON.parse(raw) as { kundennummer: string; token: string };
}

/** The contract's readings straight from the demo backend, with the session the portal stored. */
export async function ablesungenVomBackend(vertrag: string): Promise<GelisteteAblesung[]> {
  const { kundennummer, token } = sitzung();
  const response = await fetch(`${demoApiUrl}/api/${vertrag}/ablesungen`, {
    headers: { kundennummer, token },
  });
  if (!response.ok) throw new Error(`ablesungen ${vertrag}: HTTP ${response.status}`);
  return (await response.json()) as GelisteteAblesung[];
}

/**
 * A reading day the seed has no reading on (today, unless the seed put one there, e.g. on 15 June or 31 December)
 * and the latest value per channel before it: adding a little stays plausible.
 */
export async function freierAblesetag(
  vertrag: string,
): Promise<{ tag: string; letzte: Record<string, number> }> {
  const liste = await ablesungenVomBackend(vertrag);
  let tag = heute();
  while (liste.some((a) => a.ablesedatum === tag)) tag = plusTage(tag, -1);
  const vorher = liste
    .filter((a) => a.ablesedatum < tag)
    .sort((a, b) => b.ablesedatum.localeCompare(a.ablesedatum))[0];
  const letzte: Record<string, number> = {};
  for (const [obis, wert] of Object.entries(vorher?.ablesewerte ?? {})) letzte[obis] = wert.ablesewert;
  return { tag, letzte };
}

/** '12345,6' for a value a little above the last one, in the German form a customer types. */
export function eingabeUeber(letzter: number | undefined, plus: number, nachkommastellen = 1): string {
  return ((letzter ?? 0) + plus).toFixed(nachkommastellen).replace('.', ',');
}

/** A real PNG drawn on a canvas (canvas.toBlob), as a File from the picker. */
export async function pngDatei(name = 'zaehler.png', breite = 320, hoehe = 200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = breite;
  canvas.height = hoehe;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#222';
  ctx.fillRect(0, 0, breite, hoehe);
  ctx.fillStyle = '#fff';
  ctx.font = '48px monospace';
  ctx.fillText('012345,6', 20, hoehe / 2);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** A large camera-like JPEG (gradients, shapes and noise), drawn on a canvas. */
export async function grossesJpeg(
  name: string,
  breite: number,
  hoehe: number,
  qualitaet = 0.95,
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = breite;
  canvas.height = hoehe;
  const ctx = canvas.getContext('2d')!;
  const verlauf = ctx.createLinearGradient(0, 0, breite, hoehe);
  verlauf.addColorStop(0, '#3a4a5a');
  verlauf.addColorStop(1, '#d8c8a0');
  ctx.fillStyle = verlauf;
  ctx.fillRect(0, 0, breite, hoehe);
  // Noise in tiles: incompressible detail like a real photo's sensor noise.
  const kachel = ctx.createImageData(256, 256);
  let zufall = 1;
  for (let i = 0; i < kachel.data.length; i += 4) {
    zufall = (zufall * 1103515245 + 12345) & 0x7fffffff;
    const wert = zufall & 0xff;
    kachel.data[i] = wert;
    kachel.data[i + 1] = (wert * 7) & 0xff;
    kachel.data[i + 2] = (wert * 13) & 0xff;
    kachel.data[i + 3] = 90;
  }
  const bitmap = await createImageBitmap(kachel);
  for (let y = 0; y < hoehe; y += 256) for (let x = 0; x < breite; x += 256) ctx.drawImage(bitmap, x, y);
  ctx.fillStyle = '#111';
  ctx.font = `${Math.round(hoehe / 8)}px monospace`;
  ctx.fillText('012345,6', breite / 8, hoehe / 2);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', qualitaet),
  );
  return new File([blob], name, { type: 'image/jpeg' });
}

/** Records the portal's requests (openapi-fetch resolves globalThis.fetch per call) with their bodies. */
export function beobachteAnfragen() {
  const anfragen: { methode: string; pfad: string; query: URLSearchParams; body: string }[] = [];
  const original = globalThis.fetch;
  const spion = vi.spyOn(globalThis, 'fetch').mockImplementation(async (eingabe, init) => {
    if (eingabe instanceof Request) {
      const url = new URL(eingabe.url);
      anfragen.push({
        methode: eingabe.method,
        pfad: url.pathname,
        query: url.searchParams,
        body: await eingabe.clone().text(),
      });
    }
    return original(eingabe, init);
  });
  return {
    anfragen,
    posts: (pfadEnde: string) => anfragen.filter((a) => a.methode === 'POST' && a.pfad.endsWith(pfadEnde)),
    gets: (pfadEnde: string) => anfragen.filter((a) => a.methode === 'GET' && a.pfad.endsWith(pfadEnde)),
    beenden: () => spion.mockRestore(),
  };
}
