import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';

import type { HistorienZeile } from './csv';
import { erstelleTagesExport, ladeTageweise, PARALLELE_ABRUFE } from './tages-export';
import { csvTagesAbrufe } from './verbrauchshistorie';
import type { Zeitraum } from './verbrauchshistorie';

function uhr(j: number, m: number, t: number, h: number, min = 0): Date {
  return new Date(new TZDate(j, m - 1, t, h, min, 'Europe/Berlin').getTime());
}

/** A fetcher whose answers the test releases by hand, recording how many requests run at once. */
function handFetcher() {
  const offen = new Map<string, { antworten: () => void; fehler: (e: Error) => void }>();
  const gestartet: string[] = [];
  const signale: AbortSignal[] = [];
  let gleichzeitig = 0;
  let maximal = 0;
  const laden = (tag: Zeitraum, signal: AbortSignal) =>
    new Promise<HistorienZeile[]>((resolve, reject) => {
      gestartet.push(tag.ersterTag);
      signale.push(signal);
      gleichzeitig += 1;
      maximal = Math.max(maximal, gleichzeitig);
      let beendet = false;
      const ende = () => {
        if (beendet) return;
        beendet = true;
        gleichzeitig -= 1;
        offen.delete(tag.ersterTag);
      };
      signal.addEventListener('abort', () => {
        ende();
        reject(signal.reason as Error);
      });
      offen.set(tag.ersterTag, {
        antworten: () => {
          ende();
          resolve([{ von: tag.von, verbrauch: 1, arbeitspreis: 0.3, kosten: 0.3 }]);
        },
        fehler: (e: Error) => {
          ende();
          reject(e);
        },
      });
    });
  return {
    laden,
    gestartet,
    signale,
    offen,
    maximal: () => maximal,
    gleichzeitig: () => gleichzeitig,
  };
}

const warte = () => new Promise((r) => setTimeout(r, 0));

describe('bounded parallel day fetching', () => {
  const tage = csvTagesAbrufe('2026-01-15', uhr(2026, 3, 10, 10)); // 31 days

  it('keeps exactly 4 requests in flight (not 31, not 1) and keeps day order', async () => {
    const f = handFetcher();
    const fortschritt: number[] = [];
    const ergebnis = ladeTageweise({
      tage,
      laden: f.laden,
      fortschritt: (fertig) => fortschritt.push(fertig),
    });
    await warte();
    expect(PARALLELE_ABRUFE).toBe(4);
    expect(f.gleichzeitig()).toBe(4);
    expect(f.gestartet).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    // Answers arrive out of order: the last started first.
    while (f.offen.size > 0) {
      const schluessel = [...f.offen.keys()].pop() ?? '';
      f.offen.get(schluessel)?.antworten();
      await warte();
    }
    const zeilen = await ergebnis;
    expect(f.maximal()).toBe(4);
    expect(f.gestartet).toHaveLength(31);
    expect(zeilen.map((z) => z.von)).toEqual(tage.map((t) => t.von));
    expect(fortschritt).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it.each([1, 2, 8])('honours parallel = %i', async (parallel) => {
    const f = handFetcher();
    const ergebnis = ladeTageweise({ tage, laden: f.laden, parallel });
    await warte();
    expect(f.gleichzeitig()).toBe(parallel);
    while (f.offen.size > 0) {
      for (const eintrag of [...f.offen.values()]) eintrag.antworten();
      await warte();
    }
    expect(await ergebnis).toHaveLength(31);
    expect(f.maximal()).toBe(parallel);
  });

  it('cancelling aborts the running requests and starts no further one', async () => {
    const f = handFetcher();
    const abbruch = new AbortController();
    const ergebnis = ladeTageweise({ tage, laden: f.laden, signal: abbruch.signal });
    await warte();
    f.offen.get('2026-01-01')?.antworten();
    await warte();
    expect(f.gestartet).toHaveLength(5);
    abbruch.abort();
    await expect(ergebnis).rejects.toMatchObject({ name: 'AbortError' });
    await warte();
    expect(f.gestartet).toHaveLength(5);
    expect(f.signale.every((s) => s.aborted)).toBe(true);
    expect(f.gleichzeitig()).toBe(0);
  });

  it('an already cancelled export starts nothing', async () => {
    const f = handFetcher();
    const abbruch = new AbortController();
    abbruch.abort();
    await expect(ladeTageweise({ tage, laden: f.laden, signal: abbruch.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(f.gestartet).toHaveLength(0);
  });

  it('the first failure rejects the export and cancels the others', async () => {
    const f = handFetcher();
    const ergebnis = ladeTageweise({ tage, laden: f.laden });
    await warte();
    const kaputt = new Error('HTTP 500');
    f.offen.get('2026-01-03')?.fehler(kaputt);
    await expect(ergebnis).rejects.toBe(kaputt);
    await warte();
    expect(f.gestartet).toHaveLength(4);
    expect(f.gleichzeitig()).toBe(0);
  });

  it('an empty list loads nothing', async () => {
    const f = handFetcher();
    expect(await ladeTageweise({ tage: [], laden: f.laden })).toEqual([]);
    expect(f.gestartet).toHaveLength(0);
  });
});

describe('the month export', () => {
  /** A day of hourly (or quarter-hourly) rows like the backend's, by stepping through the day's instants. */
  function tagesWerte(schritt: number) {
    return (tag: Zeitraum): Promise<HistorienZeile[]> => {
      const zeilen: HistorienZeile[] = [];
      for (let t = Date.parse(tag.von); t < Date.parse(tag.bis); t += schritt) {
        zeilen.push({ von: new Date(t).toISOString(), verbrauch: 0.5, arbeitspreis: -0.01, kosten: -0.005 });
      }
      return Promise.resolve(zeilen);
    };
  }

  it.each([
    {
      fall: 'October 2026 hourly: 31 days, 745 hours',
      ref: '2026-10-10',
      schritt: 3_600_000,
      zeilen: 745,
      tage: 31,
    },
    { fall: 'March 2026 hourly: 743 hours', ref: '2026-03-10', schritt: 3_600_000, zeilen: 743, tage: 31 },
    {
      fall: 'October 2026 quarter-hourly: 2980',
      ref: '2026-10-10',
      schritt: 900_000,
      zeilen: 2980,
      tage: 31,
    },
    { fall: 'leap February 2028 hourly', ref: '2028-02-10', schritt: 3_600_000, zeilen: 29 * 24, tage: 29 },
  ])('$fall', async ({ ref, schritt, zeilen, tage }) => {
    const abgerufen: string[] = [];
    const laden = tagesWerte(schritt);
    const ergebnis = await erstelleTagesExport(ref, uhr(2028, 6, 1, 10), {
      laden: (tag) => {
        abgerufen.push(tag.ersterTag);
        return laden(tag);
      },
    });
    expect(abgerufen).toHaveLength(tage);
    expect(ergebnis.zeilen).toBe(zeilen);
    const linien = ergebnis.inhalt
      .slice(1)
      .split('\r\n')
      .filter((l) => l !== '');
    expect(ergebnis.inhalt.startsWith('\uFEFF')).toBe(true);
    expect(linien[0]).toBe('von;Verbrauch in kWh;Preis in EUR;Kosten in EUR');
    expect(linien).toHaveLength(zeilen + 1);
    expect(linien[1]).toMatch(/^01\.\d\d\.20\d\d 00:00;0,5;-0,01;-0,005$/);
    expect(ergebnis.dateiname).toMatch(
      /^Monatsdaten_dynamischer_Tarif__20\d\d-\d\d-01_20\d\d-\d\d-\d\d\.csv$/,
    );
  });

  it('the fall-back day keeps its 25 hours apart', async () => {
    const ergebnis = await erstelleTagesExport('2026-10-10', uhr(2026, 11, 2, 10), {
      laden: tagesWerte(3_600_000),
    });
    const linien = ergebnis.inhalt.split('\r\n').filter((l) => l.startsWith('25.10.2026'));
    expect(linien).toHaveLength(25);
    expect(linien.filter((l) => l.startsWith('25.10.2026 02:00'))).toEqual([
      '25.10.2026 02:00 MESZ;0,5;-0,01;-0,005',
      '25.10.2026 02:00 MEZ;0,5;-0,01;-0,005',
    ]);
    expect(ergebnis.dateiname).toBe('Monatsdaten_dynamischer_Tarif__2026-10-01_2026-10-31.csv');
  });

  it('the current month ends yesterday', async () => {
    const ergebnis = await erstelleTagesExport('2026-11-21', uhr(2026, 11, 22, 9), {
      laden: tagesWerte(3_600_000),
    });
    expect(ergebnis.zeilen).toBe(21 * 24);
    expect(ergebnis.dateiname).toBe('Monatsdaten_dynamischer_Tarif__2026-11-01_2026-11-21.csv');
  });
});
