import { describe, expect, it, vi } from 'vitest';

import {
  feiertageMitFallback,
  fruehestesKuendigungsdatum,
  holidayYears,
  istArbeitstag,
  lokaleFeiertage,
  parseFeiertagsantwort,
} from './arbeitstage';

/** Holidays as the product would have them on that day: local union of all states for holidayYears(heute). */
const fruehestes = (heute: string) => fruehestesKuendigungsdatum(heute, lokaleFeiertage(holidayYears(heute)));

describe('fruehestesKuendigungsdatum: second working day after today', () => {
  it.each([
    { fall: 'Monday → Wednesday', heute: '2026-01-12', ergebnis: '2026-01-14' },
    { fall: 'Thursday → Monday', heute: '2026-01-15', ergebnis: '2026-01-19' },
    { fall: 'Friday → Tuesday', heute: '2026-01-09', ergebnis: '2026-01-13' },
    { fall: 'Saturday → Tuesday', heute: '2026-01-10', ergebnis: '2026-01-13' },
    { fall: 'Sunday → Tuesday', heute: '2026-01-11', ergebnis: '2026-01-13' },
    {
      fall: 'before Easter: Good Friday and Easter Monday skipped',
      heute: '2026-04-01',
      ergebnis: '2026-04-07',
    },
    { fall: 'Maundy Thursday', heute: '2026-04-02', ergebnis: '2026-04-08' },
    { fall: 'Friday before Whit Monday 25.05.2026', heute: '2026-05-22', ergebnis: '2026-05-27' },
    { fall: '24.12. is a working day, 25./26.12. are not', heute: '2026-12-23', ergebnis: '2026-12-28' },
    { fall: 'Christmas on Thursday/Friday', heute: '2025-12-23', ergebnis: '2025-12-29' },
    {
      fall: '29.12. stays in December when 30./31. are working days',
      heute: '2026-12-29',
      ergebnis: '2026-12-31',
    },
    { fall: '30.12. → January, New Year skipped', heute: '2026-12-30', ergebnis: '2027-01-04' },
    { fall: '31.12. → January', heute: '2026-12-31', ergebnis: '2027-01-05' },
    { fall: 'Friday 29.12. → 03.01., New Year skipped', heute: '2028-12-29', ergebnis: '2029-01-03' },
    {
      fall: 'Heilige Drei Könige (BW, BY, ST) counts in the union',
      heute: '2027-01-04',
      ergebnis: '2027-01-07',
    },
    { fall: 'Reformationstag 31.10. (state holiday) counts', heute: '2025-10-30', ergebnis: '2025-11-04' },
    { fall: 'Allerheiligen 01.11. (state holiday) counts', heute: '2027-10-29', ergebnis: '2027-11-03' },
    { fall: 'Buß- und Bettag (Sachsen) counts', heute: '2026-11-16', ergebnis: '2026-11-19' },
  ])('$fall: $heute → $ergebnis', ({ heute, ergebnis }) => {
    expect(fruehestes(heute)).toBe(ergebnis);
  });

  it('without the December rule New Year would count as a working day', () => {
    expect(fruehestesKuendigungsdatum('2028-12-29', lokaleFeiertage([2028]))).toBe('2029-01-02');
  });

  it('with only nationwide holidays Reformationstag would count', () => {
    expect(fruehestesKuendigungsdatum('2025-10-30', new Set(['2025-10-03']))).toBe('2025-11-03');
  });

  it.each([
    { datum: '2026-01-09', feiertage: [], arbeitstag: true },
    { datum: '2026-01-10', feiertage: [], arbeitstag: false },
    { datum: '2026-01-11', feiertage: [], arbeitstag: false },
    { datum: '2026-01-09', feiertage: ['2026-01-09'], arbeitstag: false },
  ])('istArbeitstag($datum)', ({ datum, feiertage, arbeitstag }) => {
    expect(istArbeitstag(datum, new Set(feiertage))).toBe(arbeitstag);
  });
});

describe('holidayYears', () => {
  it.each([
    { heute: '2026-01-01', jahre: [2026] },
    { heute: '2026-11-30', jahre: [2026] },
    { heute: '2026-12-01', jahre: [2026, 2027] },
    { heute: '2026-12-31', jahre: [2026, 2027] },
    { heute: '2027-01-01', jahre: [2027] },
  ])('$heute → $jahre', ({ heute, jahre }) => {
    expect(holidayYears(heute)).toEqual(jahre);
  });
});

describe('lokaleFeiertage (feiertagejs, union of the 16 states)', () => {
  const tage2026 = lokaleFeiertage([2026]);

  it.each([
    '2026-01-01',
    '2026-01-06', // Heilige Drei Könige (BW, BY, ST)
    '2026-03-08', // Internationaler Frauentag (BE, MV)
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-05-14',
    '2026-05-25',
    '2026-06-04', // Fronleichnam
    '2026-08-15', // Mariä Himmelfahrt (SL, BY)
    '2026-09-20', // Weltkindertag (TH)
    '2026-10-03',
    '2026-10-31',
    '2026-11-01',
    '2026-11-18',
    '2026-12-25',
    '2026-12-26',
  ])('contains %s', (datum) => {
    expect(tage2026.has(datum)).toBe(true);
  });

  it.each([
    { datum: '2026-08-08', grund: 'Augsburger Friedensfest is a city holiday' },
    { datum: '2026-12-24', grund: 'Heiligabend is no public holiday' },
    { datum: '2026-12-31', grund: 'Silvester is no public holiday' },
  ])('does not contain $datum ($grund)', ({ datum }) => {
    expect(tage2026.has(datum)).toBe(false);
  });

  it('covers every requested year', () => {
    const tage = lokaleFeiertage([2026, 2027]);
    expect(tage.has('2026-01-01')).toBe(true);
    expect(tage.has('2027-01-01')).toBe(true);
    expect(tage.has('2027-03-26')).toBe(true); // Good Friday 2027
  });
});

/** Shape of the external service (api-feiertage.de): one flag per state plus extra flags, "1" / "0" / null. */
const antwort = {
  status: 'success',
  feiertage: [
    {
      date: '2026-01-01',
      fname: 'Neujahrstag',
      all_states: '1',
      bw: '1',
      by: '1',
      sn: '1',
      comment: null,
      augsburg: null,
    },
    {
      date: '2026-10-31',
      fname: 'Reformationstag',
      all_states: '0',
      bw: '0',
      by: '0',
      sn: '1',
      comment: null,
    },
    { date: '2026-12-24', fname: 'Heiligabend', all_states: '0', bw: '0', by: '0', sn: '0', comment: '1' },
    {
      date: '2026-08-08',
      fname: 'Augsburger Friedensfest',
      all_states: '0',
      bw: '0',
      by: '0',
      augsburg: '1',
    },
    { date: '2026-05-01', fname: 'Tag der Arbeit', all_states: 1 },
    { date: 'kaputt', fname: 'x', all_states: '1' },
    'kein Objekt',
  ],
};

describe('parseFeiertagsantwort', () => {
  it('a day is non-working when any field other than date, fname, comment is "1"', () => {
    expect([...(parseFeiertagsantwort(antwort) ?? [])].sort()).toEqual([
      '2026-01-01',
      '2026-05-01',
      '2026-08-08',
      '2026-10-31',
    ]);
  });

  it.each([
    { fall: 'null', wert: null },
    { fall: 'a string', wert: 'Fehler' },
    { fall: 'no feiertage', wert: { status: 'error' } },
    { fall: 'feiertage not a list', wert: { feiertage: {} } },
  ])('unexpected shape ($fall) → undefined', ({ wert }) => {
    expect(parseFeiertagsantwort(wert)).toBeUndefined();
  });
});

describe('feiertageMitFallback', () => {
  it('asks for the years of holidayYears and uses the service answer', async () => {
    const laden = vi.fn(() => Promise.resolve(antwort));
    const tage = await feiertageMitFallback(laden, '2026-12-10');
    expect(laden).toHaveBeenCalledWith([2026, 2027]);
    expect(tage.has('2026-10-31')).toBe(true);
    expect(tage.has('2026-12-25')).toBe(false); // not in the fixture: the service answer is taken as it is
  });

  it('falls back to the local computation when the service fails, and reports the error', async () => {
    const melden = vi.fn();
    const tage = await feiertageMitFallback(() => Promise.reject(new Error('503')), '2026-12-10', melden);
    expect(melden).toHaveBeenCalledOnce();
    expect(tage.has('2026-12-25')).toBe(true);
    expect(tage.has('2027-01-01')).toBe(true);
  });

  it.each([{ wert: { status: 'error' } }, { wert: { feiertage: [] } }])(
    'falls back on an unusable answer $wert',
    async ({ wert }) => {
      const melden = vi.fn();
      const tage = await feiertageMitFallback(() => Promise.resolve(wert), '2026-03-10', melden);
      expect(melden).toHaveBeenCalledOnce();
      expect(tage.has('2026-04-03')).toBe(true);
    },
  );

  it('passes a cancelled request on instead of computing a fallback', async () => {
    const abbruch = new DOMException('abgebrochen', 'AbortError');
    await expect(feiertageMitFallback(() => Promise.reject(abbruch), '2026-03-10')).rejects.toBe(abbruch);
  });
});
