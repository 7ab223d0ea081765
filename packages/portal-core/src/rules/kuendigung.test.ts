import { describe, expect, it, vi } from 'vitest';

import { texts } from '../texts';
import { lokaleFeiertage } from './arbeitstage';
import {
  ermittleFruehestesKuendigungsdatum,
  KUENDIGUNG_TEXT_MAX,
  kuendigungFehler,
  kuendigungPayload,
} from './kuendigung';
import type { KuendigungWerte } from './kuendigung';

const werte = (teil: Partial<KuendigungWerte>): KuendigungWerte => ({
  grund: 'AUSZUG',
  datum: '2026-11-24',
  datumUnlesbar: false,
  text: '',
  ...teil,
});

describe('kuendigungFehler (earliest 24.11.2026)', () => {
  const fruehestes = '2026-11-24';

  it.each([
    { fall: 'complete', eingabe: {}, grund: undefined, datum: undefined },
    { fall: 'no reason', eingabe: { grund: '' }, grund: texts.kuendigung.grundFehlt, datum: undefined },
    {
      fall: 'unknown reason',
      eingabe: { grund: 'UMZUG' },
      grund: texts.kuendigung.grundFehlt,
      datum: undefined,
    },
    { fall: 'no date', eingabe: { datum: '' }, grund: undefined, datum: texts.kuendigung.datumFehlt },
    {
      fall: 'text that is no date',
      eingabe: { datum: '', datumUnlesbar: true },
      grund: undefined,
      datum: texts.kuendigung.datumUngueltig,
    },
    {
      fall: 'one day too early',
      eingabe: { datum: '2026-11-23' },
      grund: undefined,
      datum: texts.validierung.datumZuFrueh('24.11.2026'),
    },
    {
      fall: 'retroactive',
      eingabe: { datum: '2025-06-05' },
      grund: undefined,
      datum: texts.validierung.datumZuFrueh('24.11.2026'),
    },
    { fall: 'the earliest day itself', eingabe: { datum: '2026-11-24' }, grund: undefined, datum: undefined },
    { fall: 'later', eingabe: { datum: '2027-03-31' }, grund: undefined, datum: undefined },
    {
      fall: 'nothing at all',
      eingabe: { grund: '', datum: '' },
      grund: texts.kuendigung.grundFehlt,
      datum: texts.kuendigung.datumFehlt,
    },
  ])('$fall', ({ eingabe, grund, datum }) => {
    const fehler = kuendigungFehler(werte(eingabe), fruehestes);
    expect(fehler.grund).toBe(grund);
    expect(fehler.datum).toBe(datum);
    expect(fehler.text).toBeUndefined();
  });

  it(`the free text may have ${KUENDIGUNG_TEXT_MAX} characters, not more`, () => {
    expect(
      kuendigungFehler(werte({ text: 'x'.repeat(KUENDIGUNG_TEXT_MAX) }), fruehestes).text,
    ).toBeUndefined();
    expect(kuendigungFehler(werte({ text: 'x'.repeat(KUENDIGUNG_TEXT_MAX + 1) }), fruehestes).text).toBe(
      texts.validierung.hoechstlaenge(KUENDIGUNG_TEXT_MAX),
    );
  });
});

describe('kuendigungPayload', () => {
  it('sends grund, datum as YYYY-MM-DD and the trimmed text', () => {
    expect(
      kuendigungPayload(
        werte({ grund: 'SONDERKUENDIGUNG', datum: '2027-01-04', text: '  Umzug ins Ausland \n' }),
      ),
    ).toEqual({
      grund: 'SONDERKUENDIGUNG',
      datum: '2027-01-04',
      text: 'Umzug ins Ausland',
    });
  });

  it('refuses a reason the contract does not know', () => {
    expect(() => kuendigungPayload(werte({ grund: 'Auszug' }))).toThrow(RangeError);
  });
});

/**
 * The whole computation at a fake wall clock: Berlin calendar day of now, holidays from the service (here: the
 * same union of all states the demo service and the fallback compute) or from the fallback.
 */
describe('earliest cancellation date at a given moment', () => {
  /** A stand-in for the holiday service: every local holiday of the asked years, flagged like api-feiertage.de. */
  const dienst = vi.fn((jahre: number[]) =>
    Promise.resolve({
      status: 'success',
      feiertage: [...lokaleFeiertage(jahre)].map((date) => ({
        date,
        fname: 'Feiertag',
        comment: null,
        all_states: '0',
        sn: '1',
      })),
    }),
  );

  it.each([
    {
      fall: 'Friday → Tuesday',
      jetzt: '2026-11-20T12:00:00+01:00',
      heute: '2026-11-20',
      fruehestes: '2026-11-24',
    },
    {
      fall: 'Friday late evening is still Friday in Berlin',
      jetzt: '2026-11-20T23:59:00+01:00',
      heute: '2026-11-20',
      fruehestes: '2026-11-24',
    },
    {
      fall: 'Saturday just after midnight (Berlin) → Tuesday',
      jetzt: '2026-11-20T23:30:00Z',
      heute: '2026-11-21',
      fruehestes: '2026-11-24',
    },
    {
      fall: 'Wednesday before Easter → Tuesday after',
      jetzt: '2026-04-01T09:00:00+02:00',
      heute: '2026-04-01',
      fruehestes: '2026-04-07',
    },
    {
      fall: 'Friday before Whit Monday → Wednesday',
      jetzt: '2026-05-22T09:00:00+02:00',
      heute: '2026-05-22',
      fruehestes: '2026-05-27',
    },
    {
      fall: '23.12. → 28.12. (24. counts, 25./26. do not)',
      jetzt: '2026-12-23T09:00:00+01:00',
      heute: '2026-12-23',
      fruehestes: '2026-12-28',
    },
    {
      fall: '24.12. → 29.12.',
      jetzt: '2026-12-24T09:00:00+01:00',
      heute: '2026-12-24',
      fruehestes: '2026-12-29',
    },
    {
      fall: '30.12. → 04.01. (New Year of next year)',
      jetzt: '2026-12-30T09:00:00+01:00',
      heute: '2026-12-30',
      fruehestes: '2027-01-04',
    },
    {
      fall: 'Reformationstag (state holiday) is skipped',
      jetzt: '2025-10-30T09:00:00+01:00',
      heute: '2025-10-30',
      fruehestes: '2025-11-04',
    },
    {
      fall: 'Buß- und Bettag (Saxony only) is skipped',
      jetzt: '2026-11-16T09:00:00+01:00',
      heute: '2026-11-16',
      fruehestes: '2026-11-19',
    },
  ])('$fall', async ({ jetzt, heute, fruehestes }) => {
    await expect(ermittleFruehestesKuendigungsdatum(new Date(jetzt), dienst)).resolves.toEqual({
      heute,
      fruehestes,
    });
  });

  it('asks for the current year, and in December also for the next', async () => {
    dienst.mockClear();
    await ermittleFruehestesKuendigungsdatum(new Date('2026-11-30T23:30:00+01:00'), dienst);
    await ermittleFruehestesKuendigungsdatum(new Date('2026-11-30T23:30:00Z'), dienst); // 01.12. 00:30 in Berlin
    expect(dienst.mock.calls).toEqual([[[2026]], [[2026, 2027]]]);
  });

  it('in December, a service answer without next year would let New Year count: the years must be asked', async () => {
    const freitag = new Date('2028-12-29T10:00:00+01:00');
    const nurDiesesJahr = (jahre: number[]) => dienst(jahre.slice(0, 1));
    await expect(ermittleFruehestesKuendigungsdatum(freitag, nurDiesesJahr)).resolves.toMatchObject({
      fruehestes: '2029-01-02',
    });
    await expect(ermittleFruehestesKuendigungsdatum(freitag, dienst)).resolves.toMatchObject({
      fruehestes: '2029-01-03',
    });
  });

  it.each([
    { fall: 'HTTP error', laden: () => Promise.reject(new Error('Feiertagsdienst antwortet mit HTTP 503')) },
    { fall: 'timeout', laden: () => Promise.reject(new DOMException('Zeit abgelaufen', 'TimeoutError')) },
    { fall: 'unusable answer', laden: () => Promise.resolve({ status: 'error' }) },
  ])('falls back to the local holidays on $fall and reports it', async ({ laden }) => {
    const melden = vi.fn();
    await expect(
      ermittleFruehestesKuendigungsdatum(new Date('2026-12-30T09:00:00+01:00'), laden, melden),
    ).resolves.toEqual({
      heute: '2026-12-30',
      fruehestes: '2027-01-04',
    });
    expect(melden).toHaveBeenCalledOnce();
  });

  it('uses what the service says (a day flagged only "katholisch" is non-working too)', async () => {
    const montag = new Date('2026-11-23T09:00:00+01:00');
    const antwort = {
      feiertage: [
        { date: '2026-11-24', fname: 'Test', comment: 'nur Beispiel', all_states: '0', katholisch: '1' },
      ],
    };
    await expect(
      ermittleFruehestesKuendigungsdatum(montag, () => Promise.resolve(antwort)),
    ).resolves.toMatchObject({
      fruehestes: '2026-11-26',
    });
  });
});
