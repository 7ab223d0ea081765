import { isAbortError } from '@ekp/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

import { speichereCsv } from '../../shared/datei-speichern.ts';

export type ExportZustand =
  | { art: 'bereit' }
  | { art: 'laeuft'; fertig: number; gesamt: number }
  | { art: 'fehler' }
  | { art: 'abgebrochen' };

export interface CsvDatei {
  inhalt: string;
  dateiname: string;
}

/** Reports progress of a long export: finished steps of all steps. */
export type Fortschritt = (fertig: number, gesamt: number) => void;

/**
 * Runs one CSV export at a time: builds the file (possibly fetching first), saves it, and tracks progress, failure
 * and cancellation. Cancelling or leaving the screen aborts the running requests; an abort is never a failure.
 */
export function useCsvExport() {
  const [zustand, setZustand] = useState<ExportZustand>({ art: 'bereit' });
  const laufend = useRef<AbortController | null>(null);

  useEffect(() => () => laufend.current?.abort(), []);

  const starte = useCallback(
    async (erstelle: (signal: AbortSignal, fortschritt: Fortschritt) => Promise<CsvDatei>) => {
      if (laufend.current) return;
      const abbruch = new AbortController();
      laufend.current = abbruch;
      setZustand({ art: 'laeuft', fertig: 0, gesamt: 0 });
      try {
        const datei = await erstelle(abbruch.signal, (fertig, gesamt) => {
          if (!abbruch.signal.aborted) setZustand({ art: 'laeuft', fertig, gesamt });
        });
        if (abbruch.signal.aborted) throw abbruch.signal.reason;
        speichereCsv(datei.inhalt, datei.dateiname);
        setZustand({ art: 'bereit' });
      } catch (fehler) {
        setZustand({ art: abbruch.signal.aborted || isAbortError(fehler) ? 'abgebrochen' : 'fehler' });
      } finally {
        laufend.current = null;
      }
    },
    [],
  );

  const abbrechen = useCallback(() => laufend.current?.abort(), []);
  const zuruecksetzen = useCallback(() => {
    if (!laufend.current) setZustand({ art: 'bereit' });
  }, []);

  return { zustand, laeuft: zustand.art === 'laeuft', starte, abbrechen, zuruecksetzen };
}
