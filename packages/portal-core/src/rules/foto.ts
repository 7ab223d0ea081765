/**
 * Rules of the meter photo (SPEC §5, §9: png and jpeg only; preview as JPEG base64; upload size in kB).
 *
 * This module imports nothing on purpose: `features/ablesung/foto-verkleinern.ts` builds on it, and
 * `scripts/bench-ablesung.mjs` injects both files, type-stripped, into a bare browser page.
 */

export type Bildtyp = 'png' | 'jpeg';

export const BILD_MIME_TYPEN: Readonly<Record<Bildtyp, string>> = { png: 'image/png', jpeg: 'image/jpeg' };

/** What the file picker offers (`accept`). */
export const BILD_ACCEPT = `${BILD_MIME_TYPEN.png},${BILD_MIME_TYPEN.jpeg}`;

/** PNG signature (RFC 2083): 89 50 4E 47 0D 0A 1A 0A. */
const PNG_SIGNATUR = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** JPEG: SOI marker FF D8 followed by the next marker's FF. */
const JPEG_SIGNATUR = [0xff, 0xd8, 0xff] as const;

/** How many leading bytes `bildtypAusBytes` needs. */
export const SIGNATUR_LAENGE = PNG_SIGNATUR.length;

function beginntMit(bytes: ArrayLike<number>, signatur: readonly number[]): boolean {
  if (bytes.length < signatur.length) return false;
  return signatur.every((byte, i) => bytes[i] === byte);
}

/** The image type by the file's first bytes, whatever its name or declared type says. */
export function bildtypAusBytes(bytes: ArrayLike<number>): Bildtyp | undefined {
  if (beginntMit(bytes, PNG_SIGNATUR)) return 'png';
  if (beginntMit(bytes, JPEG_SIGNATUR)) return 'jpeg';
  return undefined;
}

/**
 * The type the browser declares (derived from the file name or the camera). An empty type (some Android file
 * providers send none) is left to the byte check; any other type than png or jpeg is refused before reading.
 */
export function istErlaubterDateityp(mimeTyp: string): boolean {
  const typ = mimeTyp.trim().toLowerCase();
  return typ === '' || typ === BILD_MIME_TYPEN.png || typ === BILD_MIME_TYPEN.jpeg;
}

/** Limits of the photo upload. SPEC shows no size limit; these are ours. */
export const FOTO_GRENZEN = {
  /** Larger files are refused before reading: no meter photo is that big, and decoding it could exhaust a phone. */
  maxDateiBytes: 25 * 1024 * 1024,
  /** Longest side after downscaling, in pixels: the meter's digits stay sharp. */
  maxSeite: 2000,
  /** JPEG quality of the first attempt. */
  qualitaet: 0.82,
  /** Lowest JPEG quality before the picture is made smaller instead. */
  minQualitaet: 0.58,
  /** Quality step between attempts. */
  qualitaetsSchritt: 0.12,
  /** Never smaller than this (longest side), whatever the size. */
  minSeite: 800,
  /** Budget of the encoded image: base64 adds a third, so the request stays below 800 kB. */
  zielBytes: 600 * 1024,
} as const;

export type FotoGrenzen = typeof FOTO_GRENZEN;

export interface Masse {
  breite: number;
  hoehe: number;
}

/** Scales down (never up) so that the longest side is at most `maxSeite`; the aspect ratio is kept. */
export function zielmasse(masse: Masse, maxSeite: number): Masse {
  const laengste = Math.max(masse.breite, masse.hoehe);
  if (laengste <= maxSeite || laengste <= 0) return { breite: masse.breite, hoehe: masse.hoehe };
  const faktor = maxSeite / laengste;
  return {
    breite: Math.max(1, Math.round(masse.breite * faktor)),
    hoehe: Math.max(1, Math.round(masse.hoehe * faktor)),
  };
}

/**
 * Whether the original file can be sent as it is: small enough and not larger than the target size. Anything
 * else is re-encoded as JPEG (which also drops EXIF data such as the location of the photo).
 */
export function originalGenuegt(bytes: number, masse: Masse, grenzen: FotoGrenzen = FOTO_GRENZEN): boolean {
  return bytes <= grenzen.zielBytes && Math.max(masse.breite, masse.hoehe) <= grenzen.maxSeite;
}

export interface Kodierversuch {
  /** Longest side in pixels. */
  maxSeite: number;
  qualitaet: number;
}

export function ersterVersuch(grenzen: FotoGrenzen = FOTO_GRENZEN): Kodierversuch {
  return { maxSeite: grenzen.maxSeite, qualitaet: grenzen.qualitaet };
}

/**
 * After an encoding of `bytes`: undefined when it fits the budget or nothing smaller is allowed; otherwise the next
 * attempt. First the quality goes down in steps, then the picture shrinks by the square root of the excess (the size
 * of a JPEG grows roughly with its pixel count), by at least 10 % and at most half per step.
 */
export function naechsterVersuch(
  versuch: Kodierversuch,
  bytes: number,
  grenzen: FotoGrenzen = FOTO_GRENZEN,
): Kodierversuch | undefined {
  if (bytes <= grenzen.zielBytes) return undefined;
  const geringer = Math.round((versuch.qualitaet - grenzen.qualitaetsSchritt) * 100) / 100;
  if (geringer >= grenzen.minQualitaet) return { maxSeite: versuch.maxSeite, qualitaet: geringer };
  if (versuch.maxSeite <= grenzen.minSeite) return undefined;
  const faktor = Math.min(0.9, Math.max(0.5, Math.sqrt(grenzen.zielBytes / bytes) * 0.95));
  return {
    maxSeite: Math.max(grenzen.minSeite, Math.floor(versuch.maxSeite * faktor)),
    qualitaet: versuch.qualitaet,
  };
}

/** Base64 payload of a data URL ('data:image/jpeg;base64,/9j/…' → '/9j/…'); plain base64 stays as it is. */
export function base64OhneDataPrefix(wert: string): string {
  const komma = wert.indexOf(',');
  return wert.startsWith('data:') && komma >= 0 ? wert.slice(komma + 1) : wert;
}

/** Read progress in whole percent, 0 to 100; an unknown total counts as 0. */
export function lesefortschritt(geladen: number, gesamt: number): number {
  if (!(gesamt > 0) || !Number.isFinite(geladen)) return 0;
  return Math.min(100, Math.max(0, Math.floor((geladen / gesamt) * 100)));
}
