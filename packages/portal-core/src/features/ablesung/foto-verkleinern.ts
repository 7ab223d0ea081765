import {
  base64OhneDataPrefix,
  ersterVersuch,
  FOTO_GRENZEN,
  lesefortschritt,
  naechsterVersuch,
  originalGenuegt,
  zielmasse,
  type FotoGrenzen,
  type Kodierversuch,
  type Masse,
} from '../../rules/foto.ts';

/**
 * The photo in the browser: read with progress, then downscale and encode so a 12 MP camera photo (5 MB and more)
 * goes out as a JPEG of a few hundred kB. Browser APIs only (FileReader, createImageBitmap, OffscreenCanvas or a
 * canvas); the decisions are the pure rules of rules/foto.ts.
 *
 * This file imports only rules/foto.ts (no React, no texts): scripts/bench-ablesung.mjs strips the types of both
 * and runs `bereiteFotoVor` in a bare Chromium page.
 */

export interface VorbereitetesFoto {
  /** Base64 without the `data:` prefix, as the contract's AblesungAnlage.foto wants it. */
  base64: string;
  mimeTyp: string;
  /** Size of the encoded image. */
  bytes: number;
  breite: number;
  hoehe: number;
  /** True when re-encoded (smaller or re-compressed); false when the original file is sent as it is. */
  verkleinert: boolean;
}

/** Reads a file completely, reporting the progress in percent (FileReader progress events). */
export function leseDatei(datei: Blob, fortschritt: (prozent: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) =>
      fortschritt(lesefortschritt(event.loaded, event.lengthComputable ? event.total : datei.size));
    reader.onload = () => {
      fortschritt(100);
      if (reader.result instanceof ArrayBuffer) resolve(reader.result);
      else reject(new Error('FileReader lieferte keinen ArrayBuffer.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader-Fehler'));
    reader.onabort = () => reject(new DOMException('Lesen abgebrochen', 'AbortError'));
    reader.readAsArrayBuffer(datei);
  });
}

/** The base64 text of a Blob (no data: prefix). FileReader does it natively, also for several MB. */
export function alsBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(base64OhneDataPrefix(reader.result));
      else reject(new Error('FileReader lieferte keine Data-URL.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader-Fehler'));
    reader.readAsDataURL(blob);
  });
}

type Zeichenflaeche = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function zeichne(kontext: Zeichenflaeche, bild: ImageBitmap, masse: Masse): void {
  // JPEG has no transparency: transparent parts of a PNG become white, not black.
  kontext.fillStyle = '#ffffff';
  kontext.fillRect(0, 0, masse.breite, masse.hoehe);
  kontext.imageSmoothingEnabled = true;
  kontext.imageSmoothingQuality = 'high';
  kontext.drawImage(bild, 0, 0, masse.breite, masse.hoehe);
}

/** One JPEG encoding at the given size and quality; OffscreenCanvas where there is one, else a canvas element. */
async function kodiere(bild: ImageBitmap, masse: Masse, qualitaet: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const flaeche = new OffscreenCanvas(masse.breite, masse.hoehe);
    const kontext = flaeche.getContext('2d');
    if (!kontext) throw new Error('Kein 2D-Kontext');
    zeichne(kontext, bild, masse);
    return flaeche.convertToBlob({ type: 'image/jpeg', quality: qualitaet });
  }
  const flaeche = document.createElement('canvas');
  flaeche.width = masse.breite;
  flaeche.height = masse.hoehe;
  const kontext = flaeche.getContext('2d');
  if (!kontext) throw new Error('Kein 2D-Kontext');
  zeichne(kontext, bild, masse);
  return new Promise((resolve, reject) => {
    flaeche.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Kodieren fehlgeschlagen'))),
      'image/jpeg',
      qualitaet,
    );
  });
}

/**
 * Decodes the image (EXIF orientation applied: a portrait photo stays upright) and returns what to send: the
 * original when it is small already, otherwise a JPEG with the longest side at most 2000 px at quality 0.82, made
 * smaller step by step until it fits the budget (rules/foto.ts). Rejects when the image cannot be decoded.
 */
export async function bereiteFotoVor(
  bild: Blob,
  grenzen: FotoGrenzen = FOTO_GRENZEN,
): Promise<VorbereitetesFoto> {
  const bitmap = await createImageBitmap(bild, { imageOrientation: 'from-image' });
  try {
    const masse: Masse = { breite: bitmap.width, hoehe: bitmap.height };
    if (originalGenuegt(bild.size, masse, grenzen)) {
      return {
        base64: await alsBase64(bild),
        mimeTyp: bild.type,
        bytes: bild.size,
        ...masse,
        verkleinert: false,
      };
    }
    let versuch: Kodierversuch | undefined = ersterVersuch(grenzen);
    let bestes: { blob: Blob; masse: Masse } | undefined;
    while (versuch) {
      const ziel = zielmasse(masse, versuch.maxSeite);
      const blob = await kodiere(bitmap, ziel, versuch.qualitaet);
      if (!bestes || blob.size < bestes.blob.size) bestes = { blob, masse: ziel };
      versuch = naechsterVersuch(versuch, blob.size, grenzen);
    }
    if (!bestes) throw new Error('Kein Kodierversuch');
    return {
      base64: await alsBase64(bestes.blob),
      mimeTyp: 'image/jpeg',
      bytes: bestes.blob.size,
      ...bestes.masse,
      verkleinert: true,
    };
  } finally {
    bitmap.close();
  }
}
