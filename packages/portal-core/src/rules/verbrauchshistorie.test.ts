import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  API_INTERVALL,
  cacheSchluessel,
  chartArbeitspreis,
  csvTagesAbrufe,
  historienAbrufe,
  monatsBeschriftung,
  naechsteReferenz,
  preiszeitreiheFenster,
  startReferenz,
  stundenAbrufe,
  vorherigeReferenz,
  zeitraum,
} from './verbrauchshistorie';
import type { HistorienModus } from './verbrauchshistorie';

/** A Berlin wall-clock instant: 'YYYY-MM-DD HH:MM'. */
function uhr(wert: string): Date {
  const [datum = '', zeit = ''] = wert.split(' ');
  const [j, m, t] = datum.split('-').map(Number);
  const [h, min] = zeit.split(':').map(Number);
  return new Date(new TZDate(j ?? 0, (m ?? 1) - 1, t ?? 1, h ?? 0, min ?? 0, 'Europe/Berlin').getTime());
}

/** The period of `modus` around `ref` at `now` runs from `von` to `bis` and spans `h` hours. */
function erwarteZeitraum(
  modus: HistorienModus,
  { now, ref, von, bis, h }: { now: string; ref: string; von: string; bis: string; h: number },
): void {
  const bereich = zeitraum(modus, ref, uhr(now));
  expect(bereich).toMatchObject({ von, bis });
  expect(stunden(bereich)).toBe(h);
}

function stunden(bereich: { von: string; bis: string }): number {
  return (Date.parse(bereich.bis) - Date.parse(bereich.von)) / 3_600_000;
}

describe('hourly period (Preisübersicht 48h)', () => {
  it.each([
    {
      fall: '11:59, reference today',
      now: '2026-03-10 11:59',
      ref: '2026-03-10',
      von: '2026-03-09T00:00:00+01:00',
      bis: '2026-03-11T00:00:00+01:00',
      h: 48,
    },
    {
      fall: '12:00, reference today',
      now: '2026-03-10 12:00',
      ref: '2026-03-10',
      von: '2026-03-09T00:00:00+01:00',
      bis: '2026-03-11T00:00:00+01:00',
      h: 48,
    },
    {
      fall: '11:59, reference tomorrow is capped at the end of today',
      now: '2026-03-10 11:59',
      ref: '2026-03-11',
      von: '2026-03-09T00:00:00+01:00',
      bis: '2026-03-11T00:00:00+01:00',
      h: 48,
    },
    {
      fall: '12:00, reference tomorrow reaches the end of tomorrow',
      now: '2026-03-10 12:00',
      ref: '2026-03-11',
      von: '2026-03-10T00:00:00+01:00',
      bis: '2026-03-12T00:00:00+01:00',
      h: 48,
    },
    {
      fall: 'spring forward on the reference day (29.03.2026, 23 h)',
      now: '2026-03-29 15:00',
      ref: '2026-03-29',
      von: '2026-03-28T00:00:00+01:00',
      bis: '2026-03-30T00:00:00+02:00',
      h: 47,
    },
    {
      fall: 'spring forward on the first day',
      now: '2026-03-30 10:00',
      ref: '2026-03-30',
      von: '2026-03-29T00:00:00+01:00',
      bis: '2026-03-31T00:00:00+02:00',
      h: 47,
    },
    {
      fall: 'fall back on the reference day (25.10.2026, 25 h)',
      now: '2026-10-25 18:00',
      ref: '2026-10-25',
      von: '2026-10-24T00:00:00+02:00',
      bis: '2026-10-26T00:00:00+01:00',
      h: 49,
    },
    {
      fall: 'across the year end',
      now: '2027-01-01 09:00',
      ref: '2027-01-01',
      von: '2026-12-31T00:00:00+01:00',
      bis: '2027-01-02T00:00:00+01:00',
      h: 48,
    },
  ])('$fall', (fall) => {
    erwarteZeitraum('stuendlich', fall);
  });

  it.each([
    {
      fall: 'from 12:00 the next step shows today and tomorrow',
      now: '2026-03-10 12:00',
      h: 48,
      von: '2026-03-10T00:00:00+01:00',
      bis: '2026-03-12T00:00:00+01:00',
    },
    {
      fall: 'tomorrow is the spring-forward day (23 h)',
      now: '2026-03-28 12:00',
      h: 47,
      von: '2026-03-28T00:00:00+01:00',
      bis: '2026-03-30T00:00:00+02:00',
    },
    {
      fall: 'tomorrow is the fall-back day (25 h)',
      now: '2026-10-24 12:30',
      h: 49,
      von: '2026-10-24T00:00:00+02:00',
      bis: '2026-10-26T00:00:00+01:00',
    },
  ])('$fall', ({ now, h, von, bis }) => {
    const jetzt = uhr(now);
    const morgen = naechsteReferenz('stuendlich', startReferenz(jetzt), jetzt);
    expect(morgen).toBeDefined();
    const bereich = zeitraum('stuendlich', morgen ?? '', jetzt);
    expect(bereich).toMatchObject({ von, bis });
    expect(stunden(bereich)).toBe(h);
    expect(naechsteReferenz('stuendlich', morgen ?? '', jetzt)).toBeUndefined();
  });

  it('the reference date starts at the Berlin today', () => {
    expect(startReferenz(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11'); // 00:30 Berlin
    expect(startReferenz(new Date('2026-03-10T22:59:00Z'))).toBe('2026-03-10'); // 23:59 Berlin
  });

  it('is fetched in two calls: before and after midnight of the final day', () => {
    const [vorher, nachher] = stundenAbrufe('2026-03-29', uhr('2026-03-29 15:00'));
    expect(vorher).toEqual({
      von: '2026-03-28T00:00:00+01:00',
      bis: '2026-03-29T00:00:00+01:00',
      ersterTag: '2026-03-28',
      letzterTag: '2026-03-28',
    });
    expect(nachher).toEqual({
      von: '2026-03-29T00:00:00+01:00',
      bis: '2026-03-30T00:00:00+02:00',
      ersterTag: '2026-03-29',
      letzterTag: '2026-03-29',
    });
    expect(stunden(nachher)).toBe(23);
  });

  it('the fall-back day is fetched as one call of 25 hours', () => {
    const [, nachher] = stundenAbrufe('2026-10-25', uhr('2026-10-25 18:00'));
    expect(nachher).toMatchObject({ von: '2026-10-25T00:00:00+02:00', bis: '2026-10-26T00:00:00+01:00' });
    expect(stunden(nachher)).toBe(25);
  });

  it.each<{ modus: HistorienModus; abrufe: number }>([
    { modus: 'stuendlich', abrufe: 2 },
    { modus: 'taeglich', abrufe: 1 },
    { modus: 'monatlich', abrufe: 1 },
  ])('$modus view: $abrufe request(s) covering exactly the period', ({ modus, abrufe }) => {
    const jetzt = uhr('2026-03-29 15:00');
    const liste = historienAbrufe(modus, '2026-03-29', jetzt);
    const bereich = zeitraum(modus, '2026-03-29', jetzt);
    expect(liste).toHaveLength(abrufe);
    expect(liste[0]?.von).toBe(bereich.von);
    expect(liste[liste.length - 1]?.bis).toBe(bereich.bis);
    // The calls follow each other without gap or overlap.
    liste.slice(1).forEach((abruf, i) => expect(abruf.von).toBe(liste[i]?.bis));
  });
});

describe('daily period (Monatsübersicht)', () => {
  it.each([
    {
      fall: 'current month, capped at the end of yesterday',
      now: '2026-03-10 10:00',
      ref: '2026-03-10',
      von: '2026-03-01T00:00:00+01:00',
      bis: '2026-03-10T00:00:00+01:00',
      tage: ['2026-03-01', '2026-03-09'],
    },
    {
      fall: 'a past month with the DST switch: 31 days, 743 hours',
      now: '2026-04-15 10:00',
      ref: '2026-03-31',
      von: '2026-03-01T00:00:00+01:00',
      bis: '2026-04-01T00:00:00+02:00',
      tage: ['2026-03-01', '2026-03-31'],
    },
    {
      fall: 'leap February 2028',
      now: '2028-06-01 10:00',
      ref: '2028-02-10',
      von: '2028-02-01T00:00:00+01:00',
      bis: '2028-03-01T00:00:00+01:00',
      tage: ['2028-02-01', '2028-02-29'],
    },
    {
      fall: 'on the 1st the reference falls back to yesterday: the previous month',
      now: '2026-03-01 09:00',
      ref: '2026-03-01',
      von: '2026-02-01T00:00:00+01:00',
      bis: '2026-03-01T00:00:00+01:00',
      tage: ['2026-02-01', '2026-02-28'],
    },
  ])('$fall', ({ now, ref, von, bis, tage }) => {
    expect(zeitraum('taeglich', ref, uhr(now))).toEqual({
      von,
      bis,
      ersterTag: tage[0],
      letzterTag: tage[1],
    });
  });

  it('counts the hours of a DST month', () => {
    expect(stunden(zeitraum('taeglich', '2026-03-31', uhr('2026-04-15 10:00')))).toBe(743);
    expect(stunden(zeitraum('taeglich', '2026-10-01', uhr('2026-11-15 10:00')))).toBe(745);
  });

  it('the CSV export fetches each day of the month separately', () => {
    const tage = csvTagesAbrufe('2028-02-10', uhr('2028-06-01 10:00'));
    expect(tage).toHaveLength(29);
    expect(tage[0]).toMatchObject({ von: '2028-02-01T00:00:00+01:00', bis: '2028-02-02T00:00:00+01:00' });
    expect(tage[28]).toMatchObject({ von: '2028-02-29T00:00:00+01:00', bis: '2028-03-01T00:00:00+01:00' });
    expect(csvTagesAbrufe('2026-03-10', uhr('2026-03-10 10:00')).map((t) => t.ersterTag)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
  });
});

describe('monthly period (Jahresübersicht)', () => {
  it.each([
    {
      fall: 'current year, capped at the end of yesterday',
      now: '2026-03-10 10:00',
      ref: '2026-03-10',
      von: '2026-01-01T00:00:00+01:00',
      bis: '2026-03-10T00:00:00+01:00',
      h: 68 * 24,
    },
    {
      fall: 'a past year',
      now: '2026-03-10 10:00',
      ref: '2025-06-15',
      von: '2025-01-01T00:00:00+01:00',
      bis: '2026-01-01T00:00:00+01:00',
      h: 8760,
    },
    {
      fall: 'on 1 January: the whole previous year',
      now: '2026-01-01 10:00',
      ref: '2026-01-01',
      von: '2025-01-01T00:00:00+01:00',
      bis: '2026-01-01T00:00:00+01:00',
      h: 8760,
    },
    {
      fall: 'leap year 2028',
      now: '2029-05-01 10:00',
      ref: '2028-02-29',
      von: '2028-01-01T00:00:00+01:00',
      bis: '2029-01-01T00:00:00+01:00',
      h: 8784,
    },
  ])('$fall', (fall) => {
    erwarteZeitraum('monatlich', fall);
  });
});

describe('previous and next', () => {
  const jetzt = uhr('2026-03-10 10:00');

  it.each<{ modus: HistorienModus; ref: string; vorher: string }>([
    { modus: 'stuendlich', ref: '2026-03-10', vorher: '2026-03-09' },
    { modus: 'stuendlich', ref: '2026-03-01', vorher: '2026-02-28' },
    { modus: 'taeglich', ref: '2026-03-09', vorher: '2026-02-09' },
    { modus: 'taeglich', ref: '2026-03-10', vorher: '2026-02-09' }, // today is first clamped to yesterday
    { modus: 'taeglich', ref: '2025-12-31', vorher: '2025-11-30' },
    { modus: 'monatlich', ref: '2026-03-09', vorher: '2025-03-09' },
    { modus: 'monatlich', ref: '2024-02-29', vorher: '2023-02-28' },
    { modus: 'taeglich', ref: '2026-01-15', vorher: '2025-12-15' }, // across the year end
    { modus: 'taeglich', ref: '2024-03-31', vorher: '2024-02-29' }, // month end into leap February
    { modus: 'stuendlich', ref: '2026-01-01', vorher: '2025-12-31' },
    { modus: 'stuendlich', ref: '2026-03-11', vorher: '2026-03-09' }, // tomorrow before 12:00 is clamped to today
  ])('previous $modus from $ref → $vorher', ({ modus, ref, vorher }) => {
    expect(vorherigeReferenz(modus, ref, jetzt)).toBe(vorher);
  });

  it.each<{ modus: HistorienModus; now: string; ref: string; weiter: string | undefined }>([
    { modus: 'stuendlich', now: '2026-03-10 10:00', ref: '2026-03-09', weiter: '2026-03-10' },
    { modus: 'stuendlich', now: '2026-03-10 10:00', ref: '2026-03-10', weiter: undefined },
    // Before 12:00 not later than today; from 12:00 tomorrow's prices are published (see spaetesteReferenz).
    { modus: 'stuendlich', now: '2026-03-10 11:59', ref: '2026-03-10', weiter: undefined },
    { modus: 'stuendlich', now: '2026-03-10 12:00', ref: '2026-03-10', weiter: '2026-03-11' },
    { modus: 'stuendlich', now: '2026-03-10 13:00', ref: '2026-03-11', weiter: undefined },
    { modus: 'stuendlich', now: '2026-12-31 12:00', ref: '2026-12-31', weiter: '2027-01-01' }, // into the new year
    { modus: 'taeglich', now: '2026-03-10 10:00', ref: '2025-12-15', weiter: '2026-01-15' }, // across the year end
    { modus: 'taeglich', now: '2028-06-01 10:00', ref: '2028-01-31', weiter: '2028-02-29' }, // leap February
    { modus: 'monatlich', now: '2029-03-10 10:00', ref: '2028-02-29', weiter: '2029-02-28' },
    { modus: 'taeglich', now: '2026-03-10 10:00', ref: '2026-01-31', weiter: '2026-02-28' },
    { modus: 'taeglich', now: '2026-03-10 10:00', ref: '2026-02-15', weiter: '2026-03-09' }, // lands on yesterday
    { modus: 'taeglich', now: '2026-03-10 10:00', ref: '2026-03-09', weiter: undefined },
    { modus: 'taeglich', now: '2026-03-01 09:00', ref: '2026-01-15', weiter: '2026-02-15' },
    { modus: 'taeglich', now: '2026-03-01 09:00', ref: '2026-02-15', weiter: undefined }, // March has no yesterday yet
    { modus: 'monatlich', now: '2026-03-10 10:00', ref: '2024-06-30', weiter: '2025-06-30' },
    { modus: 'monatlich', now: '2026-03-10 10:00', ref: '2025-06-30', weiter: '2026-03-09' },
    { modus: 'monatlich', now: '2026-03-10 10:00', ref: '2026-03-09', weiter: undefined },
    { modus: 'monatlich', now: '2026-01-01 10:00', ref: '2025-05-05', weiter: undefined },
  ])('next $modus at $now from $ref → $weiter', ({ modus, now, ref, weiter }) => {
    expect(naechsteReferenz(modus, ref, uhr(now))).toBe(weiter);
  });
});

describe('cache key', () => {
  it('differs per mode and per range', () => {
    const a = { von: '2026-03-01T00:00:00+01:00', bis: '2026-03-10T00:00:00+01:00' };
    const b = { von: '2026-02-01T00:00:00+01:00', bis: '2026-03-01T00:00:00+01:00' };
    expect(cacheSchluessel('taeglich', a)).toBe(cacheSchluessel('taeglich', { ...a }));
    expect(cacheSchluessel('taeglich', a)).not.toBe(cacheSchluessel('monatlich', a));
    expect(cacheSchluessel('taeglich', a)).not.toBe(cacheSchluessel('taeglich', b));
  });

  it('maps modes to the API interval', () => {
    expect(API_INTERVALL).toEqual({ stuendlich: 'STUENDLICH', taeglich: 'TAEGLICH', monatlich: 'MONATLICH' });
  });
});

describe('price series window', () => {
  it.each([
    { now: '2026-03-10 11:59', von: '2026-03-09T00:00:00+01:00', bis: '2026-03-11T00:00:00+01:00', h: 48 },
    { now: '2026-03-10 12:00', von: '2026-03-10T00:00:00+01:00', bis: '2026-03-12T00:00:00+01:00', h: 48 },
    { now: '2026-03-10 00:00', von: '2026-03-09T00:00:00+01:00', bis: '2026-03-11T00:00:00+01:00', h: 48 },
    { now: '2026-03-10 23:59', von: '2026-03-10T00:00:00+01:00', bis: '2026-03-12T00:00:00+01:00', h: 48 },
    { now: '2026-03-29 12:00', von: '2026-03-29T00:00:00+01:00', bis: '2026-03-31T00:00:00+02:00', h: 47 },
    { now: '2026-10-24 13:00', von: '2026-10-24T00:00:00+02:00', bis: '2026-10-26T00:00:00+01:00', h: 49 },
    { now: '2026-12-31 12:00', von: '2026-12-31T00:00:00+01:00', bis: '2027-01-02T00:00:00+01:00', h: 48 },
  ])('at $now', ({ now, von, bis, h }) => {
    const fenster = preiszeitreiheFenster(uhr(now));
    expect(fenster).toEqual({ von, bis });
    expect(stunden(fenster)).toBe(h);
  });

  it('uses the Berlin clock, not UTC', () => {
    // 11:30 UTC is 12:30 in Berlin: already after noon.
    expect(preiszeitreiheFenster(new Date('2026-03-10T11:30:00Z')).von).toBe('2026-03-10T00:00:00+01:00');
  });
});

describe('chart helpers', () => {
  it.each<{ modus: HistorienModus; wert: number; chart: number }>([
    { modus: 'stuendlich', wert: 25.3, chart: 25.3 },
    { modus: 'taeglich', wert: 0.25, chart: 25 },
    { modus: 'monatlich', wert: -0.05, chart: -5 },
  ])('$modus price $wert → $chart', ({ modus, wert, chart }) => {
    expect(chartArbeitspreis(modus, wert)).toBeCloseTo(chart, 10);
  });

  it.each([
    { von: '2026-03-01T00:00:00+01:00', label: texts.verbrauchshistorie.aktuell },
    { von: '2026-03-01', label: texts.verbrauchshistorie.aktuell },
    { von: '2026-02-01T00:00:00+01:00', label: 'Februar' },
    { von: '2025-03-01T00:00:00+01:00', label: 'März' },
    { von: '2026-01-31T23:30:00Z', label: 'Februar' }, // 00:30 Berlin on 1 February
  ])('month label of $von', ({ von, label }) => {
    expect(monatsBeschriftung(von, uhr('2026-03-20 10:00'))).toBe(label);
  });
});
