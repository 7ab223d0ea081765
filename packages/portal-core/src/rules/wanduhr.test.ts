import { describe, expect, it } from 'vitest';

import { wanduhr, zeitzonenZusatz } from './wanduhr';

describe('doubled wall-clock hours', () => {
  it.each([
    { utc: '2026-10-24T23:00:00Z', zusatz: '' }, // 01:00 MESZ
    { utc: '2026-10-25T00:00:00Z', zusatz: ' MESZ' }, // 02:00 MESZ
    { utc: '2026-10-25T00:45:00Z', zusatz: ' MESZ' }, // 02:45 MESZ (quarter hour)
    { utc: '2026-10-25T01:00:00Z', zusatz: ' MEZ' }, // 02:00 MEZ
    { utc: '2026-10-25T01:45:00Z', zusatz: ' MEZ' }, // 02:45 MEZ
    { utc: '2026-10-25T02:00:00Z', zusatz: '' }, // 03:00 MEZ
    { utc: '2026-03-29T00:00:00Z', zusatz: '' }, // 01:00 MEZ, spring forward
    { utc: '2026-03-29T01:00:00Z', zusatz: '' }, // 03:00 MESZ (02:00 does not exist)
    { utc: '2026-07-01T10:00:00Z', zusatz: '' },
    { utc: '2025-10-26T00:30:00Z', zusatz: ' MESZ' }, // 2025: last Sunday is the 26th
  ])('$utc', ({ utc, zusatz }) => {
    expect(zeitzonenZusatz(Date.parse(utc))).toBe(zusatz);
  });
});

describe('wall-clock parts', () => {
  it.each([
    {
      utc: '2026-03-28T23:00:00Z',
      teile: { jahr: '2026', monat: '03', tag: '29', stunde: '00', minute: '00' },
    },
    {
      utc: '2026-03-29T01:15:00Z',
      teile: { jahr: '2026', monat: '03', tag: '29', stunde: '03', minute: '15' },
    },
    {
      utc: '2026-10-25T01:45:00Z',
      teile: { jahr: '2026', monat: '10', tag: '25', stunde: '02', minute: '45' },
    },
    {
      utc: '2026-12-31T23:00:00Z',
      teile: { jahr: '2027', monat: '01', tag: '01', stunde: '00', minute: '00' },
    },
  ])('$utc', ({ utc, teile }) => {
    expect(wanduhr(new Date(utc))).toEqual(teile);
  });
});
