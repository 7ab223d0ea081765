import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  gueltigAbFehler,
  gueltigkeit,
  hatGueltigeOderKuenftige,
  vertragsAktion,
  zukuenftigeEintraege,
} from './gueltigkeit';
import { tabellentest } from '../test/tabelle';

const HEUTE = '2026-03-10';

describe('validity of dated entries', () => {
  it.each([
    { von: '2026-03-11', bis: null, g: 'zukuenftig', aktion: 'loeschen' },
    { von: '2027-01-01', bis: '2027-12-31', g: 'zukuenftig', aktion: 'loeschen' },
    { von: '2026-03-10', bis: null, g: 'aktuell', aktion: 'beenden' }, // starts today: not in the future
    { von: '2020-01-01', bis: null, g: 'aktuell', aktion: 'beenden' },
    { von: '2020-01-01', bis: '', g: 'aktuell', aktion: 'beenden' },
    { von: '2020-01-01', bis: '2026-03-31', g: 'aktuell', aktion: 'beenden' }, // scheduled end: can be ended now
    { von: '2020-01-01', bis: '2026-03-11', g: 'aktuell', aktion: 'beenden' },
    { von: '2020-01-01', bis: '2026-03-10', g: 'aktuell', aktion: null }, // ended today: valid today, nothing to end
    { von: '2020-01-01', bis: '2026-03-09', g: 'beendet', aktion: null },
  ] as const)('$von – $bis: $g, $aktion', ({ von, bis, g, aktion }) => {
    expect(gueltigkeit({ gueltigVon: von, gueltigBis: bis }, HEUTE)).toBe(g);
    expect(vertragsAktion({ gueltigVon: von, gueltigBis: bis }, HEUTE)).toBe(aktion);
  });

  it('finds future entries, earliest first', () => {
    const eintraege = [
      { id: 'c', gueltigVon: '2026-05-01' },
      { id: 'a', gueltigVon: '2020-01-01' },
      { id: 'b', gueltigVon: '2026-04-01' },
      { id: 'd', gueltigVon: HEUTE },
    ];
    expect(zukuenftigeEintraege(eintraege, HEUTE).map((e) => e.id)).toEqual(['b', 'c']);
    expect(zukuenftigeEintraege([], HEUTE)).toEqual([]);
  });

  it.each([
    { eintraege: [], ok: false },
    { eintraege: [{ gueltigVon: '2020-01-01', gueltigBis: '2025-12-31' }], ok: false },
    { eintraege: [{ gueltigVon: '2020-01-01', gueltigBis: null }], ok: true },
    { eintraege: [{ gueltigVon: '2027-01-01', gueltigBis: null }], ok: true },
    {
      eintraege: [
        { gueltigVon: '2020-01-01', gueltigBis: '2025-12-31' },
        { gueltigVon: '2026-01-01', gueltigBis: HEUTE },
      ],
      ok: true,
    },
  ])('has current or future entries: $ok', ({ eintraege, ok }) => {
    expect(hatGueltigeOderKuenftige(eintraege, HEUTE)).toBe(ok);
  });
});

tabellentest(
  'Gültig ab of a new entry (bank account and billing address)',
  (wert: string) => gueltigAbFehler(wert, HEUTE),
  [
    [HEUTE, undefined],
    ['2027-01-01', undefined],
    ['', texts.validierung.gueltigAbFehlt],
    ['2026-03-09', texts.validierung.gueltigAbVergangenheit],
  ],
);
