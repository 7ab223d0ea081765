import { describe, expect, it } from 'vitest';

import {
  base64OhneDataPrefix,
  bildtypAusBytes,
  ersterVersuch,
  FOTO_GRENZEN,
  istErlaubterDateityp,
  lesefortschritt,
  naechsterVersuch,
  originalGenuegt,
  zielmasse,
  type Kodierversuch,
} from './foto';

const bytes = (...werte: number[]) => Uint8Array.from(werte);
const text = (t: string) => new TextEncoder().encode(t);

describe('bildtypAusBytes: the file type by its first bytes', () => {
  it.each<{ fall: string; kopf: ArrayLike<number>; typ: ReturnType<typeof bildtypAusBytes> }>([
    { fall: 'PNG signature', kopf: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), typ: 'png' },
    {
      fall: 'PNG signature followed by IHDR',
      kopf: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
      typ: 'png',
    },
    {
      fall: 'JPEG/JFIF (FF D8 FF E0)',
      kopf: bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46),
      typ: 'jpeg',
    },
    { fall: 'JPEG/Exif from a camera (FF D8 FF E1)', kopf: bytes(0xff, 0xd8, 0xff, 0xe1), typ: 'jpeg' },
    { fall: 'JPEG, only the three signature bytes', kopf: bytes(0xff, 0xd8, 0xff), typ: 'jpeg' },
    { fall: 'PNG cut after 7 bytes', kopf: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a), typ: undefined },
    {
      fall: 'PNG with a broken line-ending byte (text-mode transfer)',
      kopf: bytes(0x89, 0x50, 0x4e, 0x47, 0x0a, 0x1a, 0x0a, 0),
      typ: undefined,
    },
    { fall: 'FF D8 without the next marker', kopf: bytes(0xff, 0xd8, 0x00, 0xe0), typ: undefined },
    { fall: 'text file renamed to .png', kopf: text('Zählerstand 12345'), typ: undefined },
    { fall: 'the word PNG in text', kopf: text('PNG\r\n\x1a\n'), typ: undefined },
    { fall: 'GIF', kopf: text('GIF89a'), typ: undefined },
    { fall: 'WebP', kopf: text('RIFF\0\0\0\0WEBP'), typ: undefined },
    {
      fall: 'HEIC (ftypheic)',
      kopf: bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63),
      typ: undefined,
    },
    { fall: 'PDF', kopf: text('%PDF-1.7'), typ: undefined },
    { fall: 'empty file', kopf: bytes(), typ: undefined },
    { fall: 'plain array works too', kopf: [0xff, 0xd8, 0xff, 0xdb], typ: 'jpeg' },
  ])('$fall → $typ', ({ kopf, typ }) => {
    expect(bildtypAusBytes(kopf)).toBe(typ);
  });
});

describe('istErlaubterDateityp: the declared type', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['IMAGE/JPEG', true],
    ['', true],
    ['text/plain', false],
    ['image/gif', false],
    ['image/heic', false],
    ['image/webp', false],
    ['application/pdf', false],
    ['image/svg+xml', false],
  ] as const)('%j → %s', (typ, ok) => {
    expect(istErlaubterDateityp(typ)).toBe(ok);
  });
});

describe('zielmasse: longest side at most maxSeite, never upscaled, aspect kept', () => {
  it.each([
    { masse: { breite: 4000, hoehe: 3000 }, max: 2000, ziel: { breite: 2000, hoehe: 1500 } },
    { masse: { breite: 3000, hoehe: 4000 }, max: 2000, ziel: { breite: 1500, hoehe: 2000 } },
    { masse: { breite: 4032, hoehe: 3024 }, max: 2000, ziel: { breite: 2000, hoehe: 1500 } },
    { masse: { breite: 4624, hoehe: 3472 }, max: 2000, ziel: { breite: 2000, hoehe: 1502 } },
    { masse: { breite: 2000, hoehe: 2000 }, max: 2000, ziel: { breite: 2000, hoehe: 2000 } },
    { masse: { breite: 1200, hoehe: 900 }, max: 2000, ziel: { breite: 1200, hoehe: 900 } },
    { masse: { breite: 20000, hoehe: 10 }, max: 2000, ziel: { breite: 2000, hoehe: 1 } },
    { masse: { breite: 10, hoehe: 30000 }, max: 2000, ziel: { breite: 1, hoehe: 2000 } },
  ])('$masse.breite×$masse.hoehe at $max → $ziel.breite×$ziel.hoehe', ({ masse, max, ziel }) => {
    expect(zielmasse(masse, max)).toEqual(ziel);
  });
});

describe('originalGenuegt: small files within the size are sent as they are', () => {
  it.each([
    { bytes: 200 * 1024, masse: { breite: 1600, hoehe: 1200 }, ok: true },
    { bytes: FOTO_GRENZEN.zielBytes, masse: { breite: 2000, hoehe: 1500 }, ok: true },
    { bytes: FOTO_GRENZEN.zielBytes + 1, masse: { breite: 1600, hoehe: 1200 }, ok: false },
    { bytes: 100 * 1024, masse: { breite: 2001, hoehe: 100 }, ok: false },
    { bytes: 5 * 1024 * 1024, masse: { breite: 4000, hoehe: 3000 }, ok: false },
  ])('$bytes bytes, $masse.breite×$masse.hoehe → $ok', ({ bytes: b, masse, ok }) => {
    expect(originalGenuegt(b, masse)).toBe(ok);
  });
});

describe('naechsterVersuch: quality first, then the size, until the budget fits', () => {
  const ziel = FOTO_GRENZEN.zielBytes;
  it('starts at 2000 px and quality 0.82', () => {
    expect(ersterVersuch()).toEqual({ maxSeite: 2000, qualitaet: 0.82 });
  });

  const versuch = (maxSeite: number, qualitaet: number): Kodierversuch => ({ maxSeite, qualitaet });
  // [case, the attempt just encoded, its size in bytes, the next attempt (undefined: stop)]
  it.each<[string, Kodierversuch, number, Kodierversuch | undefined]>([
    ['fits: done', versuch(2000, 0.82), ziel, undefined],
    ['too big: lower quality', versuch(2000, 0.82), ziel + 1, versuch(2000, 0.7)],
    ['still too big: lower again', versuch(2000, 0.7), 2 * ziel, versuch(2000, 0.58)],
    // sqrt(1/4) * 0.95 = 0.475 → at most half per step.
    ['lowest quality, 4× too big: half the size', versuch(2000, 0.58), 4 * ziel, versuch(1000, 0.58)],
    // sqrt(1/2) * 0.95 = 0.6717…
    ['lowest quality, 2× too big', versuch(2000, 0.58), 2 * ziel, versuch(1343, 0.58)],
    // sqrt(1/1.01) * 0.95 = 0.945 → at least 10 % smaller.
    [
      'lowest quality, slightly too big: 10 % smaller',
      versuch(2000, 0.58),
      Math.round(1.01 * ziel),
      versuch(1800, 0.58),
    ],
    ['never below the minimum side', versuch(1000, 0.58), 4 * ziel, versuch(800, 0.58)],
    ['at the minimum side: give up, the smallest result is sent', versuch(800, 0.58), 4 * ziel, undefined],
  ])('%s', (_fall, vorher, groesse, danach) => {
    expect(naechsterVersuch(vorher, groesse)).toEqual(danach);
  });

  it('ends after a few attempts even for a picture that never fits', () => {
    let versuch: Kodierversuch | undefined = ersterVersuch();
    let anzahl = 0;
    while (versuch) {
      anzahl += 1;
      versuch = naechsterVersuch(versuch, 100 * ziel);
    }
    expect(anzahl).toBeLessThanOrEqual(6);
  });
});

describe('base64 helpers and read progress', () => {
  it.each([
    ['data:image/jpeg;base64,/9j/4AAQ', '/9j/4AAQ'],
    ['data:image/png;base64,iVBORw0KGgo=', 'iVBORw0KGgo='],
    ['/9j/4AAQ', '/9j/4AAQ'],
    ['', ''],
  ])('base64OhneDataPrefix(%j) → %j', (wert, ergebnis) => {
    expect(base64OhneDataPrefix(wert)).toBe(ergebnis);
  });

  it.each([
    [0, 100, 0],
    [33, 100, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [50, 0, 0],
    [Number.NaN, 100, 0],
  ])('lesefortschritt(%d, %d) → %d %%', (geladen, gesamt, prozent) => {
    expect(lesefortschritt(geladen, gesamt)).toBe(prozent);
  });
});
