import { jsPDF } from 'jspdf';

import { alsWinAnsi } from '../../format/win-ansi.ts';
import type { Zeile } from '../../rules/kuendigungserklaerung.ts';

const RAND = 20;
const WERT_X = 75;
const SEITENENDE = 277;
const ZEILENHOEHE = 5.5;

/**
 * The receipt as a PDF (A4): supplier, title, every line of the declaration, the note about the confirmation e-mail.
 * jsPDF's standard font (Helvetica, WinAnsi) covers the German umlauts and ß; other letters are written without their
 * accent (format/win-ansi.ts). The text stays uncompressed, so it can be searched and read back.
 */
export function kuendigungAlsPdf({
  mandant,
  titel,
  zeilen,
  hinweis,
}: {
  mandant: string;
  titel: string;
  zeilen: readonly Zeile[];
  hinweis: string;
}): Blob {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  pdf.setProperties({ title: titel, author: mandant });
  const breite = pdf.internal.pageSize.getWidth() - WERT_X - RAND;
  let y = RAND + 5;
  const platz = (hoehe: number) => {
    if (y + hoehe <= SEITENENDE) return;
    pdf.addPage();
    y = RAND + 5;
  };

  pdf.setFont('helvetica', 'normal').setFontSize(11).text(alsWinAnsi(mandant), RAND, y);
  y += 10;
  pdf.setFont('helvetica', 'bold').setFontSize(16).text(alsWinAnsi(titel), RAND, y);
  y += 12;
  pdf.setFontSize(11);
  // Line by line, so a long message continues on the next page instead of running off this one.
  for (const { term, description } of zeilen) {
    const begriff = pdf.splitTextToSize(alsWinAnsi(term), WERT_X - RAND - 4) as string[];
    const wert = pdf.splitTextToSize(alsWinAnsi(description), breite) as string[];
    for (let i = 0; i < Math.max(begriff.length, wert.length); i++) {
      platz(ZEILENHOEHE);
      const links = begriff[i];
      const rechts = wert[i];
      if (links !== undefined) pdf.setFont('helvetica', 'bold').text(links, RAND, y);
      if (rechts !== undefined) pdf.setFont('helvetica', 'normal').text(rechts, WERT_X, y);
      y += ZEILENHOEHE;
    }
    y += 2;
  }
  const absatz = pdf.splitTextToSize(
    alsWinAnsi(hinweis),
    pdf.internal.pageSize.getWidth() - 2 * RAND,
  ) as string[];
  y += 6;
  for (const zeile of absatz) {
    platz(ZEILENHOEHE);
    pdf.text(zeile, RAND, y);
    y += ZEILENHOEHE;
  }
  return pdf.output('blob');
}
