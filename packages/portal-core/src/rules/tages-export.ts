import { historieCsv, historieDateiname } from './csv';
import type { HistorienZeile } from './csv';
import { csvTagesAbrufe, zeitraum } from './verbrauchshistorie';
import type { Zeitraum } from './verbrauchshistorie';
import type { IsoDatum } from './zeit';

/**
 * The daily CSV export (SPEC §7: "fetches each day of the month separately"): the hourly (or quarter-hourly)
 * values of every day of the shown month, fetched with a bounded number of requests in flight, assembled in day
 * order. Pure: the fetcher is injected, so the screen passes the API client and the benchmark a plain fetch.
 */

/** Requests in flight at once: fast enough for a month (8 rounds of 100 ms), gentle on the backend. */
export const PARALLELE_ABRUFE = 4;

export interface TageweiseOptionen<T> {
  tage: readonly Zeitraum[];
  /** Loads one day; must honour the signal. */
  laden: (tag: Zeitraum, signal: AbortSignal) => Promise<readonly T[]>;
  /** At most this many requests at once (default PARALLELE_ABRUFE). */
  parallel?: number;
  /** Cancels the whole export: no further request starts, running ones are aborted. */
  signal?: AbortSignal;
  /** Called after every finished day with the number of finished days. */
  fortschritt?: (fertig: number, gesamt: number) => void;
}

function abbruchFehler(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Der Export wurde abgebrochen.', 'AbortError');
}

/**
 * Loads every day with at most `parallel` requests in flight and returns all rows in day order, whatever order
 * the answers arrive in. The first failure cancels the remaining requests and rejects with that failure.
 */
export async function ladeTageweise<T>({
  tage,
  laden,
  parallel = PARALLELE_ABRUFE,
  signal,
  fortschritt,
}: TageweiseOptionen<T>): Promise<T[]> {
  const intern = new AbortController();
  const weiterleiten = () => intern.abort(signal ? abbruchFehler(signal) : undefined);
  if (signal?.aborted) throw abbruchFehler(signal);
  signal?.addEventListener('abort', weiterleiten, { once: true });

  const ergebnisse: (readonly T[])[] = new Array<readonly T[]>(tage.length);
  let naechster = 0;
  let fertig = 0;

  async function arbeiter(): Promise<void> {
    while (naechster < tage.length) {
      intern.signal.throwIfAborted();
      const index = naechster;
      naechster += 1;
      const tag = tage[index];
      if (!tag) continue;
      ergebnisse[index] = await laden(tag, intern.signal);
      // A fetcher that ignores the signal must not add a day after the export was cancelled.
      intern.signal.throwIfAborted();
      fertig += 1;
      fortschritt?.(fertig, tage.length);
    }
  }

  try {
    const anzahl = Math.max(1, Math.min(Math.floor(parallel), tage.length));
    await Promise.all(
      Array.from({ length: anzahl }, () =>
        arbeiter().catch((fehler: unknown) => {
          // The first failure stops the others; they then reject with the abort, which Promise.all ignores.
          if (!intern.signal.aborted) intern.abort(fehler);
          throw fehler;
        }),
      ),
    );
  } finally {
    signal?.removeEventListener('abort', weiterleiten);
  }
  return ergebnisse.flat();
}

export interface TagesExport {
  inhalt: string;
  dateiname: string;
  zeilen: number;
}

/**
 * The export of the month view of `referenz`: every day of the shown month (capped at yesterday), one line per
 * interval, named after the shown period ('Monatsdaten_dynamischer_Tarif__2026-03-01_2026-03-31.csv').
 */
export async function erstelleTagesExport(
  referenz: IsoDatum,
  now: Date,
  optionen: Omit<TageweiseOptionen<HistorienZeile>, 'tage'>,
): Promise<TagesExport> {
  const zeilen = await ladeTageweise({ ...optionen, tage: csvTagesAbrufe(referenz, now) });
  return {
    inhalt: historieCsv(zeilen, 'stuendlich'),
    dateiname: historieDateiname('taeglich', zeitraum('taeglich', referenz, now)),
    zeilen: zeilen.length,
  };
}
