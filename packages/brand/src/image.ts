// Recognises logo files by content, not by name: a renamed PDF must not reach the page as a "logo".
export type ImageKind = 'svg' | 'png' | 'jpeg' | 'webp';

export const IMAGE_EXTENSIONS: Record<ImageKind, readonly string[]> = {
  svg: ['.svg'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
};

export const IMAGE_MIME: Record<ImageKind, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

export type SniffResult = { kind: ImageKind } | { kind: null; reason: string };

/** Identifies the image type from magic bytes, or for SVG from the root element. */
export function sniffImage(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { kind: null, reason: 'die Datei ist leer' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'jpeg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { kind: 'webp' };
  return sniffSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
}

// Anything that runs script when the SVG is opened directly from the portal's origin.
const ACTIVE_SVG_CONTENT: readonly [RegExp, string][] = [
  [/<script[\s>]/i, '<script>'],
  [/<foreignObject[\s>]/i, '<foreignObject>'],
  [/\son[a-z]+\s*=/i, 'Event-Handler (on…=)'],
  [/javascript:/i, 'javascript:-Link'],
];

/** The root element of an XML text: its name and its attributes as written, after BOM, declaration, comments. */
export function xmlWurzel(text: string): { name: string; attribute: string } | undefined {
  // Skip BOM, XML declaration, comments, doctype and whitespace before the root element.
  const prolog = /^\uFEFF?(\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i;
  const root = /^<([A-Za-z][\w:.-]*)([^>]*)>/.exec(text.replace(prolog, ''));
  return root ? { name: root[1] ?? '', attribute: root[2] ?? '' } : undefined;
}

function sniffSvg(text: string): SniffResult {
  const root = xmlWurzel(text);
  if (!root) return { kind: null, reason: 'kein Bild (weder PNG, JPEG, WebP noch SVG)' };
  if (root.name !== 'svg')
    return { kind: null, reason: `kein Bild: Wurzelelement ist <${root.name}>, nicht <svg>` };
  if (!/\sxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(root.attribute)) {
    return {
      kind: null,
      reason: 'SVG ohne xmlns="http://www.w3.org/2000/svg" wird als <img> nicht angezeigt',
    };
  }
  const active = ACTIVE_SVG_CONTENT.find(([pattern]) => pattern.test(text));
  if (active) return { kind: null, reason: `SVG enthält ${active[1]}; Logos dürfen keine Skripte enthalten` };
  return { kind: 'svg' };
}
