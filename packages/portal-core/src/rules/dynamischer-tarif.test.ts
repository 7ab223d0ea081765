import { describe, expect, it } from 'vitest';

import {
  aktuellesIntervall,
  durchschnittInEuro,
  durchschnittspreis,
  fensterZumMarkieren,
  guenstigsteFenster,
  intervalleAusHistorie,
  intervalleAusPreisen,
  kostenbilanz,
  liegtImFenster,
  preisstufe,
  tageMitFenstern,
  vorjahresvergleich,
} from './dynamischer-tarif';
import type { Preisintervall } from './dynamischer-tarif';

import { plusTage, tagesbeginn } from './zeit';

/** The cheapest window of one length (1–4 hours) out of the four the screens show. */
function guenstigstesFenster(daten: readonly Preisintervall[], tag: string, stunden: number, now: Date) {
  return guenstigsteFenster(daten, tag, now).find((f) => f.stunden === stunden)?.fenster ?? null;
}

const STUNDE = 3_600_000;
const VIERTEL = 900_000;
const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);

/**
 * The price series of Berlin days `tage` in steps of `schritt`, every price 0.30 EUR/kWh except where `preis`
 * (by the Berlin wall-clock 'HH:MM' of the slot and its UTC offset) says otherwise. Built from the day's real
 * start and end, so a DST day has 23 or 25 hours.
 */
function serie(
  tage: readonly string[],
  schritt: number,
  preis: (von: number) => number | null = () => 0.3,
): Preisintervall[] {
  const ergebnis: Preisintervall[] = [];
  for (const tag of tage) {
    const ende = tagesbeginn(plusTage(tag, 1)).getTime();
    for (let von = tagesbeginn(tag).getTime(); von < ende; von += schritt) {
      ergebnis.push({ von, bis: von + schritt, preis: preis(von) });
    }
  }
  return ergebnis;
}

/** Cheap (0.10) from `von` for `stunden` hours, otherwise 0.30. */
const billigAb = (von: string, stunden: number) => (t: number) =>
  t >= ms(von) && t < ms(von) + stunden * STUNDE ? 0.1 : 0.3;

describe('the series on hard days', () => {
  it.each([
    ['a normal day, hourly', '2026-11-24', STUNDE, 24],
    ['the spring DST day, hourly', '2026-03-29', STUNDE, 23],
    ['the autumn DST day, hourly', '2026-10-25', STUNDE, 25],
    ['a normal day, quarter-hourly', '2026-11-24', VIERTEL, 96],
    ['the spring DST day, quarter-hourly', '2026-03-29', VIERTEL, 92],
    ['the autumn DST day, quarter-hourly', '2026-10-25', VIERTEL, 100],
  ])('%s has the right number of values', (_fall, tag, schritt, anzahl) => {
    expect(serie([tag], schritt)).toHaveLength(anzahl);
  });
});

describe('guenstigstesFenster', () => {
  it.each([
    {
      fall: 'a normal day: 3 cheap hours from 13:00',
      daten: serie(['2026-11-24'], STUNDE, billigAb('2026-11-24T13:00:00+01:00', 3)),
      tag: '2026-11-24',
      stunden: 3,
      now: '2026-11-24T08:10:00+01:00',
      von: '2026-11-24T13:00:00+01:00',
      bis: '2026-11-24T16:00:00+01:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'a 4-hour window over 3 cheap hours averages in one dear hour',
      daten: serie(['2026-11-24'], STUNDE, billigAb('2026-11-24T13:00:00+01:00', 3)),
      tag: '2026-11-24',
      stunden: 4,
      now: '2026-11-24T08:10:00+01:00',
      von: '2026-11-24T12:00:00+01:00',
      bis: '2026-11-24T16:00:00+01:00',
      durchschnitt: 0.15,
    },
    {
      fall: 'the spring DST day: 3 real hours from 01:00 end at 05:00 summer time',
      daten: serie(['2026-03-29'], STUNDE, billigAb('2026-03-29T01:00:00+01:00', 3)),
      tag: '2026-03-29',
      stunden: 3,
      now: '2026-03-28T20:00:00+01:00',
      von: '2026-03-29T01:00:00+01:00',
      bis: '2026-03-29T05:00:00+02:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'the autumn DST day: the second 02:00 (winter time) is the cheapest hour',
      daten: serie(['2026-10-25'], STUNDE, billigAb('2026-10-25T02:00:00+01:00', 1)),
      tag: '2026-10-25',
      stunden: 1,
      now: '2026-10-24T20:00:00+02:00',
      von: '2026-10-25T02:00:00+01:00',
      bis: '2026-10-25T03:00:00+01:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'quarter hours: a window starts on any quarter hour',
      daten: serie(['2026-11-24'], VIERTEL, billigAb('2026-11-24T13:15:00+01:00', 1)),
      tag: '2026-11-24',
      stunden: 1,
      now: '2026-11-24T08:10:00+01:00',
      von: '2026-11-24T13:15:00+01:00',
      bis: '2026-11-24T14:15:00+01:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'quarter hours on the spring DST day (92 values)',
      daten: serie(['2026-03-29'], VIERTEL, billigAb('2026-03-29T03:45:00+02:00', 2)),
      tag: '2026-03-29',
      stunden: 2,
      now: '2026-03-28T20:00:00+01:00',
      von: '2026-03-29T03:45:00+02:00',
      bis: '2026-03-29T05:45:00+02:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'quarter hours on the autumn DST day (100 values): the repeated hour counts twice',
      daten: serie(['2026-10-25'], VIERTEL, billigAb('2026-10-25T02:30:00+02:00', 1)),
      tag: '2026-10-25',
      stunden: 1,
      now: '2026-10-24T20:00:00+02:00',
      von: '2026-10-25T02:30:00+02:00',
      bis: '2026-10-25T02:30:00+01:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'late in the evening the window runs past midnight into the published next day',
      daten: serie(['2026-11-24', '2026-11-25'], STUNDE, billigAb('2026-11-24T23:00:00+01:00', 3)),
      tag: '2026-11-24',
      stunden: 3,
      now: '2026-11-24T22:30:00+01:00',
      von: '2026-11-24T23:00:00+01:00',
      bis: '2026-11-25T02:00:00+01:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'only what is left of today counts: the cheap morning is over at 10:05',
      daten: serie(['2026-11-24'], STUNDE, (t) => (t < ms('2026-11-24T06:00:00+01:00') ? 0.05 : 0.3)),
      tag: '2026-11-24',
      stunden: 1,
      now: '2026-11-24T10:05:00+01:00',
      von: '2026-11-24T11:00:00+01:00',
      bis: '2026-11-24T12:00:00+01:00',
      durchschnitt: 0.3,
    },
    {
      fall: 'equal windows: the earlier one',
      daten: serie(['2026-11-24'], STUNDE, (t) =>
        [ms('2026-11-24T09:00:00+01:00'), ms('2026-11-24T15:00:00+01:00')].includes(t) ? 0.1 : 0.3,
      ),
      tag: '2026-11-24',
      stunden: 1,
      now: '2026-11-24T00:00:00+01:00',
      von: '2026-11-24T09:00:00+01:00',
      bis: '2026-11-24T10:00:00+01:00',
      durchschnitt: 0.1,
    },
    {
      fall: 'a missing value: no window spans it, however cheap its neighbours',
      daten: serie(['2026-11-24'], STUNDE, (t) => {
        if (t === ms('2026-11-24T03:00:00+01:00')) return null;
        return t >= ms('2026-11-24T02:00:00+01:00') && t < ms('2026-11-24T05:00:00+01:00') ? 0.01 : 0.3;
      }),
      tag: '2026-11-24',
      stunden: 2,
      now: '2026-11-24T00:00:00+01:00',
      // 02:00–04:00 and 03:00–05:00 hold the missing hour; 01:00–03:00 and 04:00–06:00 tie, the earlier wins.
      von: '2026-11-24T01:00:00+01:00',
      bis: '2026-11-24T03:00:00+01:00',
      durchschnitt: 0.155,
    },
  ])('$fall', ({ daten, tag, stunden, now, von, bis, durchschnitt }) => {
    const fenster = guenstigstesFenster(daten, tag, stunden, at(now));
    expect(fenster).not.toBeNull();
    expect(new Date(fenster?.von ?? 0).toISOString()).toBe(at(von).toISOString());
    expect(new Date(fenster?.bis ?? 0).toISOString()).toBe(at(bis).toISOString());
    expect(fenster?.durchschnitt).toBeCloseTo(durchschnitt, 10);
  });

  it.each([
    [
      'tomorrow is not yet published',
      serie(['2026-11-24'], STUNDE),
      '2026-11-25',
      '2026-11-24T10:00:00+01:00',
    ],
    [
      'the day is entirely in the past',
      serie(['2026-11-23'], STUNDE),
      '2026-11-23',
      '2026-11-24T10:00:00+01:00',
    ],
    [
      'less than the window is left of today',
      serie(['2026-11-24'], STUNDE),
      '2026-11-24',
      '2026-11-24T22:10:00+01:00',
    ],
    ['no prices at all', [], '2026-11-24', '2026-11-24T10:00:00+01:00'],
  ])('none when %s', (_fall, daten, tag, now) => {
    expect(guenstigstesFenster(daten, tag, 2, at(now))).toBeNull();
  });

  it('a gap in the price series (an hour without entry) is not spanned', () => {
    // From the wire: each price holds until the next entry, so a missing entry extends the one before it; here
    // the interval lengths are given, as the history has them, and 03:00–04:00 is missing.
    const daten = serie(['2026-11-24'], STUNDE, (t) =>
      t >= ms('2026-11-24T02:00:00+01:00') && t < ms('2026-11-24T05:00:00+01:00') ? 0.05 : 0.3,
    ).filter((e) => e.von !== ms('2026-11-24T03:00:00+01:00'));
    const fenster = guenstigstesFenster(daten, '2026-11-24', 2, at('2026-11-24T00:00:00+01:00'));
    expect(fenster).toMatchObject({
      von: ms('2026-11-24T01:00:00+01:00'),
      bis: ms('2026-11-24T03:00:00+01:00'),
    });
    expect(fenster?.durchschnitt).toBeCloseTo(0.175, 10);
  });

  it('gives the four lengths in order, each with its own window', () => {
    const daten = serie(['2026-11-24'], STUNDE, billigAb('2026-11-24T13:00:00+01:00', 2));
    const fenster = guenstigsteFenster(daten, '2026-11-24', at('2026-11-24T08:00:00+01:00'));
    expect(fenster.map((f) => f.stunden)).toEqual([1, 2, 3, 4]);
    expect(fenster.map((f) => f.fenster && new Date(f.fenster.von).toISOString())).toEqual([
      at('2026-11-24T13:00:00+01:00').toISOString(),
      at('2026-11-24T13:00:00+01:00').toISOString(),
      at('2026-11-24T12:00:00+01:00').toISOString(),
      at('2026-11-24T11:00:00+01:00').toISOString(),
    ]);
  });
});

describe('tageMitFenstern', () => {
  it.each([
    ['before 12:00, only today is published', ['2026-11-23', '2026-11-24'], ['2026-11-24']],
    [
      'from 12:00, tomorrow as well',
      ['2026-11-23', '2026-11-24', '2026-11-25'],
      ['2026-11-24', '2026-11-25'],
    ],
    ['a period paged into the past: none', ['2026-11-20', '2026-11-21'], []],
  ])('%s', (_fall, tage, erwartet) => {
    expect(tageMitFenstern(serie(tage, STUNDE), at('2026-11-24T13:00:00+01:00'))).toEqual(erwartet);
  });
});

describe('fensterZumMarkieren', () => {
  const now = at('2026-11-24T13:00:00+01:00');
  // Cheap today 15:00–18:00 and tomorrow 02:00–05:00 (quarter hours), so the 3-hour windows are exactly those.
  const preis = (t: number) =>
    Math.min(billigAb('2026-11-24T15:00:00+01:00', 3)(t), billigAb('2026-11-25T02:00:00+01:00', 3)(t));

  it.each([
    [
      'the 3-hour window of today and of tomorrow',
      ['2026-11-24', '2026-11-25'],
      3,
      [
        ['2026-11-24T15:00:00+01:00', '2026-11-24T18:00:00+01:00'],
        ['2026-11-25T02:00:00+01:00', '2026-11-25T05:00:00+01:00'],
      ],
    ],
    [
      'before tomorrow is published: today only',
      ['2026-11-24'],
      3,
      [['2026-11-24T15:00:00+01:00', '2026-11-24T18:00:00+01:00']],
    ],
    [
      'a 1-hour window: the first cheap hour of each day (ties to the earlier)',
      ['2026-11-24', '2026-11-25'],
      1,
      [
        ['2026-11-24T15:00:00+01:00', '2026-11-24T16:00:00+01:00'],
        ['2026-11-25T02:00:00+01:00', '2026-11-25T03:00:00+01:00'],
      ],
    ],
    ['a period paged into the past: nothing to mark', ['2026-11-20', '2026-11-21'], 3, []],
  ])('%s', (_fall, tage, stunden, erwartet) => {
    const fenster = fensterZumMarkieren(serie(tage, VIERTEL, preis), now, stunden);
    expect(fenster.map((f) => [f.von, f.bis])).toStrictEqual(
      erwartet.map(([von, bis]) => [ms(von!), ms(bis!)]),
    );
  });

  it.each([
    ['an hour inside', '15:00', '16:00', true],
    ['the last quarter hour inside', '17:45', '18:00', true],
    ['a quarter hour before', '14:45', '15:00', false],
    ['an hour straddling the end', '17:30', '18:30', false],
  ])('liegtImFenster: %s', (_fall, von, bis, erwartet) => {
    const fenster = [
      { von: ms('2026-11-24T15:00:00+01:00'), bis: ms('2026-11-24T18:00:00+01:00'), durchschnitt: 0.1 },
    ];
    const zeit = (hhmm: string) => ms(`2026-11-24T${hhmm}:00+01:00`);
    expect(liegtImFenster(zeit(von), zeit(bis), fenster)).toBe(erwartet);
  });
});

describe('intervalleAusPreisen', () => {
  it('each price holds until the next; the last one as long as the step before it; unreadable entries out', () => {
    const intervalle = intervalleAusPreisen([
      { von: '2026-11-24T00:15:00+01:00', preis: 0.2 },
      { von: '2026-11-24T00:00:00+01:00', preis: 0.1 },
      { von: 'kein Zeitpunkt', preis: 0.5 },
      { von: '2026-11-24T00:30:00+01:00', preis: 0.3 },
    ]);
    expect(intervalle).toEqual([
      { von: ms('2026-11-24T00:00:00+01:00'), bis: ms('2026-11-24T00:15:00+01:00'), preis: 0.1 },
      { von: ms('2026-11-24T00:15:00+01:00'), bis: ms('2026-11-24T00:30:00+01:00'), preis: 0.2 },
      { von: ms('2026-11-24T00:30:00+01:00'), bis: ms('2026-11-24T00:45:00+01:00'), preis: 0.3 },
    ]);
  });

  it('a single price holds an hour', () => {
    expect(intervalleAusPreisen([{ von: '2026-11-24T10:00:00+01:00', preis: 0.2 }])).toEqual([
      { von: ms('2026-11-24T10:00:00+01:00'), bis: ms('2026-11-24T11:00:00+01:00'), preis: 0.2 },
    ]);
  });

  it.each([
    {
      fall: 'a missing hour on the wire extends the price before it, so a window may use it',
      preise: [
        ['2026-11-24T00:00:00+01:00', 0.1],
        ['2026-11-24T02:00:00+01:00', 0.3],
        ['2026-11-24T03:00:00+01:00', 0.3],
      ],
      stunden: 2,
      von: '2026-11-24T00:00:00+01:00',
      bis: '2026-11-24T02:00:00+01:00',
    },
    {
      fall: 'a price sent twice for the same instant keeps an hourly series on full hours',
      preise: [
        ['2026-11-24T10:00:00+01:00', 0.3],
        ['2026-11-24T11:00:00+01:00', 0.1],
        ['2026-11-24T11:00:00+01:00', 0.1],
        ['2026-11-24T12:00:00+01:00', 0.3],
        ['2026-11-24T13:00:00+01:00', 0.3],
      ],
      stunden: 1,
      von: '2026-11-24T11:00:00+01:00',
      bis: '2026-11-24T12:00:00+01:00',
    },
  ] as const)('$fall', ({ preise, stunden, von, bis }) => {
    const intervalle = intervalleAusPreisen(preise.map(([zeitpunkt, preis]) => ({ von: zeitpunkt, preis })));
    const fenster = guenstigstesFenster(intervalle, '2026-11-24', stunden, at('2026-11-23T12:00:00+01:00'));
    expect(fenster).toMatchObject({ von: ms(von), bis: ms(bis) });
  });
});

describe('intervalleAusHistorie', () => {
  it('takes von, bis and arbeitspreis, drops unreadable and empty intervals', () => {
    expect(
      intervalleAusHistorie([
        { von: '2026-11-24T01:00:00+01:00', bis: '2026-11-24T02:00:00+01:00', arbeitspreis: null },
        { von: '2026-11-24T00:00:00+01:00', bis: '2026-11-24T01:00:00+01:00', arbeitspreis: 0.25 },
        { von: '2026-11-24T02:00:00+01:00', bis: '2026-11-24T02:00:00+01:00', arbeitspreis: 0.25 },
        { von: 'kaputt', bis: '2026-11-24T04:00:00+01:00', arbeitspreis: 0.25 },
      ]),
    ).toEqual([
      { von: ms('2026-11-24T00:00:00+01:00'), bis: ms('2026-11-24T01:00:00+01:00'), preis: 0.25 },
      { von: ms('2026-11-24T01:00:00+01:00'), bis: ms('2026-11-24T02:00:00+01:00'), preis: null },
    ]);
  });
});

describe('preisstufe', () => {
  const mittel030 = durchschnittspreis(serie(['2026-11-24'], STUNDE));
  it.each([
    [0.18, 'sehrGuenstig'],
    [0.1801, 'guenstig'],
    [0.27, 'guenstig'],
    [0.2701, 'normal'],
    [0.3, 'normal'],
    [0.3449, 'normal'],
    [0.345, 'teuer'],
    [0.4199, 'teuer'],
    [0.42, 'sehrTeuer'],
    [-0.05, 'sehrGuenstig'],
  ])('%s EUR/kWh against an average of 0.30 is %s', (preis, stufe) => {
    expect(preisstufe(preis, mittel030)).toBe(stufe);
  });

  const negativ = durchschnittspreis(serie(['2026-11-24'], STUNDE, () => -0.1));
  const null0 = durchschnittspreis(serie(['2026-11-24'], STUNDE, () => 0));
  it.each([
    [-0.15, negativ, 'sehrGuenstig'],
    [-0.1, negativ, 'normal'],
    [-0.08, negativ, 'teuer'],
    [0, negativ, 'sehrTeuer'],
    [-0.01, null0, 'sehrGuenstig'],
    [0, null0, 'normal'],
    [0.01, null0, 'sehrTeuer'],
  ])('%s EUR/kWh against a negative or zero average: %s', (preis, durchschnitt, stufe) => {
    expect(preisstufe(preis, durchschnitt)).toBe(stufe);
  });

  it('the average is weighted by time: the autumn DST day has 25 hours, a missing value does not count', () => {
    const daten = serie(['2026-10-25'], STUNDE, (t) =>
      t === ms('2026-10-25T02:00:00+01:00') ? 0.55 : t === ms('2026-10-25T05:00:00+01:00') ? null : 0.3,
    );
    const durchschnitt = durchschnittspreis(daten);
    expect(durchschnitt.slots).toBe(24);
    expect(durchschnittInEuro(durchschnitt)).toBeCloseTo(0.3 + 0.25 / 24, 10);
    expect(durchschnittInEuro(durchschnittspreis([]))).toBeNull();
  });
});

describe('aktuellesIntervall', () => {
  it('is the interval holding now, also in the repeated hour of the autumn DST day', () => {
    const daten = serie(['2026-10-25'], STUNDE, billigAb('2026-10-25T02:00:00+01:00', 1));
    expect(aktuellesIntervall(daten, at('2026-10-25T02:30:00+01:00'))?.preis).toBe(0.1);
    expect(aktuellesIntervall(daten, at('2026-10-25T02:30:00+02:00'))?.preis).toBe(0.3);
    expect(aktuellesIntervall(daten, at('2026-10-26T02:30:00+01:00'))).toBeUndefined();
  });
});

describe('kostenbilanz', () => {
  const h = (
    von: string,
    bis: string,
    verbrauch: number | null,
    arbeitspreis: number | null,
    kosten: number | null,
  ) => ({
    von,
    bis,
    verbrauch,
    arbeitspreis,
    kosten,
  });

  it('sums kWh and EUR, and sets the price paid against the average price', () => {
    const bilanz = kostenbilanz([
      h('2026-11-24T00:00:00+01:00', '2026-11-24T01:00:00+01:00', 0.5, 0.2, 0.1),
      h('2026-11-24T01:00:00+01:00', '2026-11-24T02:00:00+01:00', 1.5, 0.1, 0.15),
      h('2026-11-24T02:00:00+01:00', '2026-11-24T03:00:00+01:00', null, 0.3, null),
    ]);
    expect(bilanz.verbrauchKwh).toBe(2);
    expect(bilanz.kostenEur).toBe(0.25);
    expect(bilanz.bezahlterPreis).toBe(0.125);
    // The unmeasured hour's 0.30 is not in the average: (0.20 + 0.10) / 2.
    expect(bilanz.durchschnittspreis).toBeCloseTo(0.15, 10);
    expect(bilanz.ohneMesswert).toBe(1);
  });

  it('sums without float drift: 0.1 + 0.2 kWh is 0.3', () => {
    const bilanz = kostenbilanz([
      h('2026-11-24T00:00:00+01:00', '2026-11-24T01:00:00+01:00', 0.1, 0.3, 0.03),
      h('2026-11-24T01:00:00+01:00', '2026-11-24T02:00:00+01:00', 0.2, 0.3, 0.06),
    ]);
    expect(bilanz.verbrauchKwh).toBe(0.3);
    expect(bilanz.kostenEur).toBe(0.09);
  });

  it('weights monthly prices by the month length (March 2026 is an hour short)', () => {
    const bilanz = kostenbilanz([
      h('2026-02-01T00:00:00+01:00', '2026-03-01T00:00:00+01:00', 100, 0.3, 30),
      h('2026-03-01T00:00:00+01:00', '2026-04-01T00:00:00+02:00', 100, 0.2, 20),
    ]);
    // (0.30 × 40,320 + 0.20 × 44,580 minutes) / 84,900 minutes
    expect(bilanz.durchschnittspreis).toBeCloseTo(0.2474911661, 9);
    expect(bilanz.bezahlterPreis).toBe(0.25);
  });

  it('a period without any value has none of them, not zero', () => {
    expect(
      kostenbilanz([h('2026-11-24T00:00:00+01:00', '2026-11-24T01:00:00+01:00', null, null, null)]),
    ).toEqual({
      verbrauchKwh: null,
      kostenEur: null,
      bezahlterPreis: null,
      durchschnittspreis: null,
      ohneMesswert: 1,
    });
  });
});

describe('vorjahresvergleich', () => {
  const monat = (von: string, bis: string, verbrauch: number | null, kosten: number | null) => ({
    von,
    bis,
    verbrauch,
    arbeitspreis: null,
    kosten,
  });

  it('sets each month next to the same month a year before, null where that month has no data', () => {
    expect(
      vorjahresvergleich(
        [
          monat('2026-01-01T00:00:00+01:00', '2026-02-01T00:00:00+01:00', 300, 90),
          monat('2026-02-01T00:00:00+01:00', '2026-03-01T00:00:00+01:00', 280, 80),
          monat('2026-03-01T00:00:00+01:00', '2026-04-01T00:00:00+02:00', null, null),
        ],
        [
          monat('2025-01-01T00:00:00+01:00', '2025-02-01T00:00:00+01:00', 320, 100),
          monat('2025-03-01T00:00:00+01:00', '2025-04-01T00:00:00+02:00', 250, 70),
        ],
      ),
    ).toEqual([
      { monat: '2026-01', verbrauchKwh: 300, kostenEur: 90, vorjahrVerbrauchKwh: 320, vorjahrKostenEur: 100 },
      {
        monat: '2026-02',
        verbrauchKwh: 280,
        kostenEur: 80,
        vorjahrVerbrauchKwh: null,
        vorjahrKostenEur: null,
      },
      {
        monat: '2026-03',
        verbrauchKwh: null,
        kostenEur: null,
        vorjahrVerbrauchKwh: 250,
        vorjahrKostenEur: 70,
      },
    ]);
  });

  it('reads the month on the Berlin calendar: a month starting 00:00 Berlin is 23:00 UTC the day before', () => {
    const [ergebnis] = vorjahresvergleich([monat('2026-10-31T23:00:00Z', '2026-11-30T23:00:00Z', 1, 1)], []);
    expect(ergebnis?.monat).toBe('2026-11');
  });
});
