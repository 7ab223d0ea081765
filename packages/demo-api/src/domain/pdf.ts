// A tiny PDF 1.4 writer: Helvetica with WinAnsiEncoding (so ä ö ü ß € print), one content stream per page, an
// optional uncompressed grey image for large test files, and a correct xref table. Output is deterministic.

export interface PdfSeite {
  /** Lines top to bottom; the first is set as a heading. */
  zeilen: string[];
}

export interface PdfOptionen {
  titel: string;
  seiten: PdfSeite[];
  /** Adds a generated greyscale image of about this many bytes to the first page (uncompressed). */
  bildBytes?: number;
}

// Characters of Windows-1252 outside Latin-1 that German letters and prices need.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '„': 0x84,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const extra = WIN_ANSI_EXTRA[ch];
    let b = extra ?? (code < 256 ? code : 63);
    if (b === 0x28 || b === 0x29 || b === 0x5c) bytes.push(0x5c); // escape ( ) \
    if (b < 32) b = 32;
    bytes.push(b);
  }
  return bytes;
}

const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

class ByteBuffer {
  private chunks: Uint8Array[] = [];
  length = 0;

  push(bytes: number[] | Uint8Array | string): void {
    const chunk = typeof bytes === 'string' ? Uint8Array.from(ascii(bytes)) : Uint8Array.from(bytes);
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  toUint8Array(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

function contentStream(seite: PdfSeite, mitBild: boolean): number[] {
  const out: number[] = [];
  if (mitBild) out.push(...ascii('q 495 0 0 260 50 420 cm /Im1 Do Q\n'));
  out.push(...ascii('BT\n/F1 18 Tf\n50 780 Td\n22 TL\n'));
  seite.zeilen.forEach((zeile, index) => {
    if (index === 1) out.push(...ascii('/F1 11 Tf\n16 TL\n'));
    out.push(0x28, ...winAnsi(zeile), ...ascii(') Tj T*\n'));
  });
  out.push(...ascii('ET\n'));
  return out;
}

export function erzeugePdf(optionen: PdfOptionen): Uint8Array {
  const buf = new ByteBuffer();
  const offsets: number[] = [];
  const seiten = optionen.seiten.length > 0 ? optionen.seiten : [{ zeilen: [optionen.titel] }];
  const mitBild = (optionen.bildBytes ?? 0) > 0;
  // Object numbers: 1 catalog, 2 pages, 3 font, 4 info, 5 image (optional), then page/content pairs.
  const firstPage = mitBild ? 6 : 5;
  const pageIds = seiten.map((_, i) => firstPage + i * 2);
  const objectCount = firstPage - 1 + seiten.length * 2;

  const startObject = (id: number) => {
    offsets[id] = buf.length;
    buf.push(`${id} 0 obj\n`);
  };

  buf.push('%PDF-1.4\n');
  buf.push([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]); // binary marker comment
  startObject(1);
  buf.push('<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  startObject(2);
  buf.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${seiten.length} >>\nendobj\n`,
  );
  startObject(3);
  buf.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>\nendobj\n');
  startObject(4);
  buf.push('<< /Title (');
  buf.push(winAnsi(optionen.titel));
  buf.push(') /Producer (EKP Demo-Backend) >>\nendobj\n');
  if (mitBild) {
    const width = 1024;
    const height = Math.max(1, Math.ceil((optionen.bildBytes ?? 0) / width));
    const pixels = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) pixels[y * width + x] = (x * 7 + y * 13 + ((x * y) >> 6)) & 0xff;
    }
    startObject(5);
    buf.push(
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
    );
    buf.push(pixels);
    buf.push('\nendstream\nendobj\n');
  }
  seiten.forEach((seite, index) => {
    const pageId = pageIds[index] ?? 0;
    const resources = `/Font << /F1 3 0 R >>${mitBild && index === 0 ? ' /XObject << /Im1 5 0 R >>' : ''}`;
    startObject(pageId);
    buf.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << ${resources} >> /Contents ${pageId + 1} 0 R >>\nendobj\n`,
    );
    const content = contentStream(seite, mitBild && index === 0);
    startObject(pageId + 1);
    buf.push(`<< /Length ${content.length} >>\nstream\n`);
    buf.push(content);
    buf.push('\nendstream\nendobj\n');
  });

  const xrefOffset = buf.length;
  buf.push(`xref\n0 ${objectCount + 1}\n0000000000 65535 f \n`);
  for (let id = 1; id <= objectCount; id += 1) {
    buf.push(`${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`);
  }
  buf.push(
    `trailer\n<< /Size ${objectCount + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
  );
  return buf.toUint8Array();
}
