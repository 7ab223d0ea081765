// Additions to vertrag.test.ts: the status for every combination of the four fields, and the tariff slice
// boundaries where start or end is exactly now.
import { describe, expect, it } from 'vitest';

import { klassifiziereTarife, tarifZeitbezug, vertragGruppe, vertragStatus } from './vertrag';
import type { VertragGruppe, VertragStatus } from './vertrag';

describe('vertragStatus for every combination of storniert, lieferende, gewuenschtesLieferende, lieferbeginn', () => {
  // S = storniert, E = lieferende, W = gewuenschtesLieferende, B = lieferbeginn; '-' = not set.
  it.each<[string, VertragStatus, VertragGruppe]>([
    ['S E W B', 'storniert', 'inaktiv'],
    ['S E W -', 'storniert', 'inaktiv'],
    ['S E - B', 'storniert', 'inaktiv'],
    ['S E - -', 'storniert', 'inaktiv'],
    ['S - W B', 'storniert', 'inaktiv'],
    ['S - W -', 'storniert', 'inaktiv'],
    ['S - - B', 'storniert', 'inaktiv'],
    ['S - - -', 'storniert', 'inaktiv'],
    ['- E W B', 'beendet', 'inaktiv'],
    ['- E W -', 'beendet', 'inaktiv'],
    ['- E - B', 'beendet', 'inaktiv'],
    ['- E - -', 'beendet', 'inaktiv'],
    ['- - W B', 'gekuendigt', 'gekuendigt'],
    ['- - W -', 'gekuendigt', 'gekuendigt'],
    ['- - - B', 'aktiv', 'aktiv'],
    ['- - - -', 'beauftragt', 'beauftragt'],
  ])('%s → %s (group %s)', (felder, status, gruppe) => {
    const [s, e, w, b] = felder.split(' ').map((f) => f !== '-');
    const vertrag = {
      storniert: s === true,
      lieferende: e ? '2025-12-31' : null,
      gewuenschtesLieferende: w ? '2026-06-30' : null,
      lieferbeginn: b ? '2024-01-01' : null,
    };
    expect(vertragStatus(vertrag)).toBe(status);
    expect(vertragGruppe(vertragStatus(vertrag))).toBe(gruppe);
  });
});

describe('tariff slices exactly at now', () => {
  // 29.03.2026 03:00 Berlin: the first hour after the switch to summer time (UTC+2).
  const now = new Date('2026-03-29T01:00:00Z');

  it.each([
    { fall: 'start == now', von: '2026-03-29T03:00:00+02:00', bis: null, bezug: 'aktuell' },
    { fall: 'start one second after now', von: '2026-03-29T03:00:01+02:00', bis: null, bezug: 'zukuenftig' },
    { fall: 'end == now', von: '2026-01-01', bis: '2026-03-29T03:00:00+02:00', bezug: 'vorherig' },
    {
      fall: 'start == end == now',
      von: '2026-03-29T03:00:00+02:00',
      bis: '2026-03-29T03:00:00+02:00',
      bezug: 'vorherig',
    },
    { fall: 'missing start, end after now', von: null, bis: '2026-03-30', bezug: 'aktuell' },
    { fall: 'missing start, end == now', von: null, bis: '2026-03-29T03:00:00+02:00', bezug: 'vorherig' },
    { fall: 'missing end, start before now', von: '2026-03-29', bis: null, bezug: 'aktuell' },
    { fall: 'missing end, start after now', von: '2026-03-30', bis: null, bezug: 'zukuenftig' },
    { fall: 'missing start and end', von: null, bis: null, bezug: 'aktuell' },
  ])('$fall → $bezug', ({ von, bis, bezug }) => {
    expect(tarifZeitbezug({ gueltigVon: von, gueltigBis: bis }, now)).toBe(bezug);
  });

  it.each([
    { fall: 'delivery starts exactly now', lieferbeginn: '2026-03-29T03:00:00+02:00', bezug: 'aktuell' },
    { fall: 'delivery starts tomorrow', lieferbeginn: '2026-03-30', bezug: 'zukuenftig' },
    { fall: 'delivery started today (00:00)', lieferbeginn: '2026-03-29', bezug: 'aktuell' },
    { fall: 'no delivery start either', lieferbeginn: null, bezug: 'aktuell' },
  ])('missing start falls back to lieferbeginn: $fall → $bezug', ({ lieferbeginn, bezug }) => {
    expect(tarifZeitbezug({ gueltigVon: null, gueltigBis: null }, now, lieferbeginn)).toBe(bezug);
    const gruppen = klassifiziereTarife(
      [{ name: 'Ohne Beginn', gueltigVon: null, gueltigBis: null }],
      now,
      lieferbeginn,
    );
    expect(gruppen[bezug as 'aktuell' | 'zukuenftig']).toHaveLength(1);
  });

  it('a date on the wire means Berlin midnight, not UTC midnight', () => {
    // 31.03.2026 23:30 Berlin = 21:30 UTC: a slice ending 01.04. is still current, one ending 31.03. is over.
    const spaet = new Date('2026-03-31T21:30:00Z');
    expect(tarifZeitbezug({ gueltigVon: '2026-01-01', gueltigBis: '2026-04-01' }, spaet)).toBe('aktuell');
    expect(tarifZeitbezug({ gueltigVon: '2026-01-01', gueltigBis: '2026-03-31' }, spaet)).toBe('vorherig');
    // 01.04.2026 00:30 Berlin = 31.03. 22:30 UTC: a slice starting 01.04. has begun.
    expect(
      tarifZeitbezug({ gueltigVon: '2026-04-01', gueltigBis: null }, new Date('2026-03-31T22:30:00Z')),
    ).toBe('aktuell');
  });
});
