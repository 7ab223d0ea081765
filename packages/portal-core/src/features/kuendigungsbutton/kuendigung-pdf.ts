import { jsPDF } from 'jspdf';

import type { Zeile } from '../../rules/kuendigungserklaerung.ts';

const RAND = 20;
const WERT_X = 75;
const SEITENENDE = 277;
const ZEILENHOEHE = 5.5;

/**
 * The receipt as a PDF (A4): supplier, title, every line of the declaration, the note about the confirmation e-mail.
 * jsPDF's standard font (Helvetica, WinAnsi) covers the German umlauts and ß; the text stays uncompressed, so it can
 * be searched and read back.
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

  pdf.setFont('helvetica', 'normal').setFontSize(11).text(mandant, RAND, y);
  y += 10;
  pdf.setFont('helvetica', 'bold').setFontSize(16).text(titel, RAND, y);
  y += 12;
  pdf.setFontSize(11);
  for (const { term, description } of zeilen) {
    const begriff = pdf.splitTextToSize(term, WERT_X - RAND - 4) as string[];
    const wert = pdf.splitTextToSize(description, breite) as string[];
    const hoehe = Math.max(begriff.length, wert.length) * ZEILENHOEHE;
    platz(hoehe);
    pdf.setFont('helvetica', 'bold').text(begriff, RAND, y);
    pdf.setFont('helvetica', 'normal').text(wert, WERT_X, y);
    y += hoehe + 2;
  }
  const absatz = pdf.splitTextToSize(hinweis, pdf.internal.pageSize.getWidth() - 2 * RAND) as string[];
  platz(absatz.length * ZEILENHOEHE + 6);
  pdf.text(absatz, RAND, y + 6);
  return pdf.output('blob');
}
