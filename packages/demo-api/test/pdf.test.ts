import { describe, expect, it } from 'vitest';

import { erzeugePdf } from '../src/domain/pdf.ts';
import { createTestBackend } from './helpers.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('PDF documents', () => {
  it('writes a valid PDF 1.4 with a correct xref table and WinAnsi umlauts', () => {
    const pdf = latin1(
      erzeugePdf({
        titel: 'Rechnung 2025',
        seiten: [{ zeilen: ['Rechnung 2025', 'Grundpreis: 150,00 € (Zählerstand)'] }],
      }),
    );
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(pdf).toContain('(Grundpreis: 150,00 \x80 \\(Z\xe4hlerstand\\)) Tj');
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
    );
  });

  it('is deterministic', () => {
    const options = {
      titel: 'Abschlagsplan',
      seiten: [{ zeilen: ['Abschlagsplan'] }, { zeilen: ['Seite 2'] }],
    };
    expect(erzeugePdf(options)).toEqual(erzeugePdf(options));
  });

  it('downloads every seed document as a PDF with Content-Disposition; one is several MB', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const list = (await call({ method: 'GET', path: '/dokument/alle', headers })).body as {
      id: string;
      dateiname: string;
      beschreibung: string | null;
      kategorie: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.some((d) => d.beschreibung === d.kategorie)).toBe(true);
    expect(list.some((d) => d.beschreibung === '')).toBe(true);
    let largest = 0;
    for (const dokument of list) {
      const response = await call({ method: 'GET', path: `/dokument/daten/${dokument.id}`, headers });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const body = response.body as Uint8Array;
      expect(latin1(body.subarray(0, 5))).toBe('%PDF-');
      expect(latin1(body.subarray(body.length - 6)).trimEnd()).toBe('%%EOF');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(dokument.dateiname)}`,
      );
      largest = Math.max(largest, body.length);
    }
    expect(largest).toBeGreaterThan(3 * 1024 * 1024);
    const umlaut = list.find((d) => d.dateiname.startsWith('Preisänderung'));
    const response = await call({ method: 'GET', path: `/dokument/daten/${umlaut?.id ?? ''}`, headers });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Preisaenderung_3000102.pdf"; filename*=UTF-8\'\'Preis%C3%A4nderung_3000102.pdf',
    );
  });

  it('lists only the documents of a contract under /dokument/{vertrag}', async () => {
    const { call, login } = createTestBackend();
    const headers = await login();
    const list = (await call({ method: 'GET', path: '/dokument/3000101', headers })).body as {
      vertragId: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => d.vertragId === '3000101')).toBe(true);
  });
});
