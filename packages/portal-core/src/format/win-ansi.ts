/**
 * Text for a PDF in a standard font (WinAnsi, Windows-1252). jsPDF turns a whole string into unreadable two-byte
 * codes as soon as one character lies outside that set, so a name like "Şahin Yıldız" would garble its whole line.
 * Letters outside the set lose their accent ("Sahin Yildiz"), anything else becomes "?": the line stays readable,
 * and the screen and the confirmation e-mail keep the exact text.
 */
const WINDOWS_1252_OBEN = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters that have no decomposition into a base letter and an accent. */
const OHNE_ZERLEGUNG: Record<string, string> = {
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ẞ: 'SS',
  ħ: 'h',
  Ħ: 'H',
};

function inWinAnsi(zeichen: string): boolean {
  const code = zeichen.codePointAt(0) ?? 0;
  return (
    zeichen === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WINDOWS_1252_OBEN.has(zeichen)
  );
}

export function alsWinAnsi(text: string): string {
  let ergebnis = '';
  for (const zeichen of text) {
    if (inWinAnsi(zeichen)) {
      ergebnis += zeichen;
      continue;
    }
    if (zeichen === '\t') {
      ergebnis += ' ';
      continue;
    }
    const ohneAkzent = zeichen.normalize('NFD').replace(/\p{M}/gu, '');
    if (ohneAkzent !== zeichen && Array.from(ohneAkzent).every(inWinAnsi)) ergebnis += ohneAkzent;
    else ergebnis += OHNE_ZERLEGUNG[zeichen] ?? '?';
  }
  return ergebnis;
}
