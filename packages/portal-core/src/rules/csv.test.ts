import { describe, expect, it } from 'vitest';

import { texts } from '../texts';
import {
  CSV_BOM,
  ablesungenCsv,
  ablesungenDateiname,
  baueCsv,
  csvText,
  csvZahl,
  csvZelle,
  historieCsv,
  historieDateiname,
  preiseCsv,
  preiseDateiname,
} from './csv';
import { tabellentest } from '../test/tabelle';

/** The lines of a built CSV without BOM and final line break. */
function zeilen(csv: string): string[] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

describe('cells', () => {
  tabellentest('number (csvZahl)', csvZahl, [
    [0.05, '0,05'],
    [-0.05, '-0,05'], // a negative price stays a number
    [1234.5, '1234,5'], // no thousands separator
    [0, '0'],
    [0.1 + 0.2, '0,30000000000000004'], // full precision, unrounded
    [1e-7, '0,0000001'],
    [Number.NaN, ''],
  ]);

  tabellentest('text (csvText)', csvText, [
    ['Zähler 1', 'Zähler 1'],
    ['=SUMME(A1:A2)', "'=SUMME(A1:A2)"],
    ['+49 30 123', "'+49 30 123"],
    ['-0,05', "'-0,05"], // as text it could be a formula; as number it is not neutralised
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
    ['a;b', '"a;b"'],
    ['sagt "hallo"', '"sagt ""hallo"""'],
    ['zwei\nZeilen', '"zwei\nZeilen"'],
    ['=1;2', '"\'=1;2"'],
    ['A=B', 'A=B'],
  ]);

  it('dispatches on the cell type', () => {
    expect(csvZelle(-1.5)).toBe('-1,5');
    expect(csvZelle('-1,5')).toBe("'-1,5");
    expect(csvZelle(null)).toBe('');
    expect(csvZelle(undefined)).toBe('');
  });

  it('builds BOM + CRLF lines, header untouched', () => {
    expect(
      baueCsv('a;b', [
        ['x', 1.5],
        [null, -2],
      ]),
    ).toBe('\uFEFFa;b\r\nx;1,5\r\n;-2\r\n');
    expect(baueCsv('a;b', [])).toBe('\uFEFFa;b\r\n');
  });
});

describe('consumption history export', () => {
  const daten = [
    { von: '2026-03-29T01:00:00+01:00', verbrauch: 0.42, arbeitspreis: 0.2531, kosten: 0.106302 },
    { von: '2026-03-29T03:00:00+02:00', verbrauch: 0.4, arbeitspreis: -0.0512, kosten: -0.02048 },
    { von: '2026-03-29T04:00:00+02:00', verbrauch: null, arbeitspreis: 0.1 },
  ];

  it('hourly rows with date and time', () => {
    expect(zeilen(historieCsv(daten, 'stuendlich'))).toEqual([
      'von;Verbrauch in kWh;Preis in EUR;Kosten in EUR',
      '29.03.2026 01:00;0,42;0,2531;0,106302',
      '29.03.2026 03:00;0,4;-0,0512;-0,02048',
      '29.03.2026 04:00;;0,1;',
    ]);
  });

  it('daily rows with the date, monthly rows with month and year', () => {
    const tag = [{ von: '2026-03-01T00:00:00+01:00', verbrauch: 10, arbeitspreis: 0.3, kosten: 3 }];
    expect(zeilen(historieCsv(tag, 'taeglich'))[1]).toBe('01.03.2026;10;0,3;3');
    expect(zeilen(historieCsv(tag, 'monatlich'))[1]).toBe('03.2026;10;0,3;3');
  });

  it('the header is the SPEC text', () => {
    expect(zeilen(historieCsv([], 'taeglich'))).toEqual([texts.verbrauchshistorie.csvKopf]);
  });

  it.each([
    {
      modus: 'taeglich' as const,
      name: 'Monatsdaten_dynamischer_Tarif__2026-03-01_2026-03-31.csv',
      bereich: { ersterTag: '2026-03-01', letzterTag: '2026-03-31' },
    },
    {
      modus: 'monatlich' as const,
      name: 'Jahresdaten_dynamischer_Tarif__2025-01-01_2025-12-31.csv',
      bereich: { ersterTag: '2025-01-01', letzterTag: '2025-12-31' },
    },
    {
      modus: 'stuendlich' as const,
      name: 'Stundendaten_dynamischer_Tarif__2026-03-28_2026-03-29.csv',
      bereich: { ersterTag: '2026-03-28', letzterTag: '2026-03-29' },
    },
  ])('file name for $modus', ({ modus, bereich, name }) => {
    expect(historieDateiname(modus, bereich)).toBe(name);
  });
});

describe('price series export', () => {
  const preise = [
    { von: '2026-03-09T00:00:00+01:00', preis: 0.1234 },
    { von: '2026-03-09T01:00:00+01:00', preis: -0.05 },
    { von: '2026-03-10T23:00:00+01:00', preis: 0.3 },
  ];

  it('von;Preis with negative prices as numbers', () => {
    expect(zeilen(preiseCsv(preise))).toEqual([
      'von;Preis',
      '09.03.2026 00:00;0,1234',
      '09.03.2026 01:00;-0,05',
      '10.03.2026 23:00;0,3',
    ]);
  });

  it('quarter-hour prices stay quarter-hours; the doubled hour of the fall-back day carries its zone', () => {
    const viertel = [
      '2026-10-25T01:45:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:15:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T03:00:00+01:00',
    ].map((von, i) => ({ von, preis: [0.1, 0.11, 0.12, 0.13, 0.14][i] }));
    expect(zeilen(preiseCsv(viertel)).slice(1)).toEqual([
      '25.10.2026 01:45;0,1',
      '25.10.2026 02:00 MESZ;0,11',
      '25.10.2026 02:15 MESZ;0,12',
      '25.10.2026 02:00 MEZ;0,13',
      '25.10.2026 03:00;0,14',
    ]);
    expect(preiseDateiname(viertel)).toBe('preiszeitreihe_20261025T0145-20261025T0300.csv');
  });

  it('file name from the first and last von (Berlin time, no colons)', () => {
    expect(preiseDateiname(preise)).toBe('preiszeitreihe_20260309T0000-20260310T2300.csv');
    expect(preiseDateiname([{ von: '2026-03-08T23:00:00Z', preis: 1 }])).toBe(
      'preiszeitreihe_20260309T0000-20260309T0000.csv',
    );
    expect(preiseDateiname([])).toBe('preiszeitreihe.csv');
  });
});

describe('readings export', () => {
  it('one row per reading and channel, decimals as the channel has them', () => {
    const csv = ablesungenCsv([
      {
        ablesedatum: '2026-01-15',
        zaehlernummer: '1ESY1160000002',
        ablesewerte: {
          HT: { obiskennzahl: '1-1:1.8.1', ablesewert: 12345.6, nachkommastellen: 1 },
          NT: { obiskennzahl: '1-1:1.8.2', ablesewert: 6789, nachkommastellen: 2 },
        },
        ermittlungsart: 'KUNDE',
      },
      {
        ablesedatum: '2025-12-31',
        zaehlernummer: '=HYPERLINK("x")',
        ablesewerte: { '1': { obiskennzahl: '7-20:3.0.0', ablesewert: 42 } },
        ermittlungsart: 'ERSATZWERT',
      },
    ]);
    expect(zeilen(csv)).toEqual([
      'Ablesedatum;Zählernummer;OBIS;Ablesewert;Ermittlungsart',
      '15.01.2026;1ESY1160000002;1-1:1.8.1;12345,6;Kunde',
      '15.01.2026;1ESY1160000002;1-1:1.8.2;6789,00;Kunde',
      '31.12.2025;"\'=HYPERLINK(""x"")";7-20:3.0.0;42;Ersatzwert',
    ]);
  });

  it('file name', () => {
    expect(ablesungenDateiname('3000101')).toBe('Ablesungen_Vertrag_3000101.csv');
  });
});
