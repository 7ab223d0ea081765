import { describe, expect, it } from 'vitest';

import { kannAnmelden, kannPasswortVergessenSenden } from './anmeldung';
import { tabellentest } from '../test/tabelle';

describe('login and recovery', () => {
  it.each([
    { k: '10000001', p: 'x', konf: false, akz: false, ok: true },
    { k: ' ', p: 'x', konf: false, akz: false, ok: false },
    { k: '10000001', p: '', konf: false, akz: false, ok: false },
    { k: '10000001', p: ' ', konf: false, akz: false, ok: true }, // a password is never trimmed
    { k: '10000001', p: 'x', konf: true, akz: false, ok: false },
    { k: '10000001', p: 'x', konf: true, akz: true, ok: true },
  ])('login enabled: $k / "$p" / terms $konf $akz', ({ k, p, konf, akz, ok }) => {
    expect(
      kannAnmelden({
        kundennummer: k,
        passwort: p,
        nutzungsbedingungenKonfiguriert: konf,
        nutzungsbedingungenAkzeptiert: akz,
      }),
    ).toBe(ok);
  });

  tabellentest('recovery (kannPasswortVergessenSenden)', kannPasswortVergessenSenden, [
    ['10000001', true],
    ['  ', false],
    ['', false],
  ]);
});
