import { describe, expect, it } from 'vitest';

import { kuendigungAlsPdf } from './kuendigung-pdf.ts';

/** The PDF as written: jsPDF keeps the text uncompressed, one `(…) Tj` per line. */
async function pdfText(blob: Blob): Promise<string> {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

describe('kuendigungAlsPdf', () => {
  it('continues a long message on the next page and keeps names outside WinAnsi readable', async () => {
    const nachricht = Array.from({ length: 60 }, (_, i) => `Zeile ${String(i + 1)}`).join('\n');
    const text = await pdfText(
      kuendigungAlsPdf({
        mandant: 'Testwerke',
        titel: 'Ihre Kündigung ist bei uns eingegangen',
        zeilen: [
          { term: 'Name', description: 'Şahin Yıldız' },
          { term: 'Nachricht', description: nachricht },
        ],
        hinweis: 'Eine Bestätigung ist unterwegs.',
      }),
    );
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(text).toContain('(Sahin Yildiz)');
    expect(text).toContain('(Zeile 1)');
    expect(text).toContain('(Zeile 60)');
    expect(text).toContain('(Eine Bestätigung ist unterwegs.)');
  });
});
