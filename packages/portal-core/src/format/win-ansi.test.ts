import { describe, expect, it } from 'vitest';

import { alsWinAnsi } from './win-ansi';

describe('alsWinAnsi', () => {
  it.each([
    [
      'German text stays as it is',
      'Straße „Am Bach“ – Müller, Öl & Äpfel: 12,50 €',
      'Straße „Am Bach“ – Müller, Öl & Äpfel: 12,50 €',
    ],
    ['line breaks stay, a tab becomes a space', 'Zeile 1\nZeile\t2', 'Zeile 1\nZeile 2'],
    ['Turkish letters lose their accent only', 'Şahin Yıldız, Gökçe Ağaoğlu', 'Sahin Yildiz, Gökçe Agaoglu'],
    ['Polish and Czech names', 'Łukasz Wałęsa, Čapek, Dvořák', 'Lukasz Walesa, Capek, Dvorák'],
    ['Hungarian double accents', 'Erdős Pál', 'Erdos Pál'],
    ['a capital sharp s', 'GROẞ', 'GROSS'],
    ['emoji and other scripts become "?"', 'Danke 🙂 Ω', 'Danke ? ?'],
  ])('%s', (_fall, eingabe, erwartet) => {
    expect(alsWinAnsi(eingabe)).toBe(erwartet);
  });
});
