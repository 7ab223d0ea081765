import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  STAERKE_BALKENBREITE,
  passwortStaerke,
  pruefePasswortFormular,
  staerkeText,
  zeigeStaerke,
} from './password';
import type { PasswortStaerke } from './password';

describe('passwortStaerke', () => {
  it.each<{ passwort: string; staerke: PasswortStaerke }>([
    { passwort: '', staerke: 'nichtVorhanden' },
    { passwort: 'Ab1!xyz', staerke: 'nichtVorhanden' }, // 7 characters, all kinds
    { passwort: 'abcdefgh', staerke: 'schwach' }, // letters only
    { passwort: '12345678', staerke: 'schwach' }, // digits only
    { passwort: '!!!!!!!!', staerke: 'schwach' }, // special only
    { passwort: 'abcd efgh', staerke: 'schwach' }, // a space is no special character
    { passwort: 'abcdefg1', staerke: 'mittel' }, // letter + digit
    { passwort: 'abcdefg!', staerke: 'mittel' }, // letter + special
    { passwort: '1234567!', staerke: 'mittel' }, // digit + special
    { passwort: 'Abcdefg1!', staerke: 'mittel' }, // all four kinds but only 9 characters
    { passwort: 'Abcdefgh1!', staerke: 'stark' }, // 10 characters, all four kinds
    { passwort: 'abcdefgh1!', staerke: 'mittel' }, // 10 characters, no uppercase
    { passwort: 'ABCDEFGH1!', staerke: 'mittel' }, // 10 characters, no lowercase
    { passwort: 'Abcdefghi!', staerke: 'mittel' }, // 10 characters, no digit
    { passwort: 'Abcdefghi1', staerke: 'mittel' }, // 10 characters, no special
    { passwort: 'Ärger-Öl-2026', staerke: 'stark' }, // umlauts count as letters
    { passwort: 'Demo-Passwort-1!', staerke: 'stark' },
  ])('$passwort → $staerke', ({ passwort, staerke }) => {
    expect(passwortStaerke(passwort)).toBe(staerke);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwortStaerke('😀😀😀😀a1b')).toBe('nichtVorhanden'); // 7 characters, 11 code units
  });

  it('maps strengths to bar widths 0, 5, 55, 100', () => {
    expect(STAERKE_BALKENBREITE).toEqual({ nichtVorhanden: 0, schwach: 5, mittel: 55, stark: 100 });
  });

  it('shows the indicator from 8 characters on', () => {
    expect(zeigeStaerke('1234567')).toBe(false);
    expect(zeigeStaerke('12345678')).toBe(true);
  });

  it('builds the strength sentence with the German word', () => {
    expect(staerkeText('mittel')).toBe(
      texts.passwortAendern.staerkeText(texts.passwortAendern.staerke.mittel),
    );
    expect(staerkeText('nichtVorhanden')).toBe(
      texts.passwortAendern.staerkeText(texts.passwortAendern.staerke.nichtVorhanden),
    );
  });
});

describe('pruefePasswortFormular', () => {
  const zuKurz = texts.passwortAendern.zuKurz;
  const ungleich = texts.passwortAendern.stimmenNichtUeberein;

  it.each([
    { fall: 'all empty', alt: '', neu: '', wdh: '', fNeu: undefined, fWdh: undefined, ok: false },
    {
      fall: 'valid',
      alt: 'alt',
      neu: '12345678',
      wdh: '12345678',
      fNeu: undefined,
      fWdh: undefined,
      ok: true,
    },
    {
      fall: 'old missing',
      alt: '',
      neu: '12345678',
      wdh: '12345678',
      fNeu: undefined,
      fWdh: undefined,
      ok: false,
    },
    {
      fall: 'new 7 characters',
      alt: 'alt',
      neu: '1234567',
      wdh: '1234567',
      fNeu: zuKurz,
      fWdh: undefined,
      ok: false,
    },
    {
      fall: 'mismatch',
      alt: 'alt',
      neu: '12345678',
      wdh: '12345679',
      fNeu: undefined,
      fWdh: ungleich,
      ok: false,
    },
    {
      fall: 'repeat not typed yet',
      alt: 'alt',
      neu: '12345678',
      wdh: '',
      fNeu: undefined,
      fWdh: undefined,
      ok: false,
    },
    { fall: 'both wrong', alt: 'alt', neu: 'kurz', wdh: 'anders', fNeu: zuKurz, fWdh: ungleich, ok: false },
  ])('$fall', ({ alt, neu, wdh, fNeu, fWdh, ok }) => {
    const ergebnis = pruefePasswortFormular({ altesPasswort: alt, neuesPasswort: neu, wiederholung: wdh });
    expect(ergebnis.fehler).toEqual({ neuesPasswort: fNeu, wiederholung: fWdh });
    expect(ergebnis.kannAbsenden).toBe(ok);
  });

  it('the renew form has no old password', () => {
    const werte = { altesPasswort: '', neuesPasswort: '12345678', wiederholung: '12345678' };
    expect(pruefePasswortFormular(werte, false).kannAbsenden).toBe(true);
    expect(pruefePasswortFormular(werte, true).kannAbsenden).toBe(false);
  });
});
