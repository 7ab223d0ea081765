import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Chart } from 'react-chartjs-2';

import { registriereChartJs } from './chart-setup.ts';
import { DIAGRAMM_FLAECHE } from './diagramme.ts';
import type { ChartStil, Konfiguration } from './diagramme.ts';

const BEWEGUNG_REDUZIERT = '(prefers-reduced-motion: reduce)';

function abonniereBewegung(melden: () => void) {
  const abfrage = window.matchMedia(BEWEGUNG_REDUZIERT);
  abfrage.addEventListener('change', melden);
  return () => abfrage.removeEventListener('change', melden);
}

/** prefers-reduced-motion, live: switching the OS setting redraws the chart without animation. */
export function useBewegungReduziert(): boolean {
  return useSyncExternalStore(
    abonniereBewegung,
    () => window.matchMedia(BEWEGUNG_REDUZIERT).matches,
    () => false,
  );
}

export interface ChartCanvasProps {
  /** Builds the configuration; called with the text colour of the surrounding page and the motion preference. */
  konfiguration: (stil: ChartStil) => Konfiguration;
  /** Accessible name of the chart image (the figure's title). */
  label: string;
  /** Id of the text summary that describes the chart. */
  beschreibungId?: string;
  /** Labels of the series the customer has hidden in the legend. */
  verborgen: ReadonlySet<string>;
}

/**
 * One chart.js chart (through react-chartjs-2) on a canvas that fills its box (the caller sets the height; SPEC §9:
 * at least 200 px). The canvas is an image with a name and a description; the numbers themselves are in the
 * caller's table. The text colour is read from the box, so axis labels follow the brand.
 */
export function ChartCanvas({ konfiguration, label, beschreibungId, verborgen }: ChartCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const reduziert = useBewegungReduziert();
  const [textfarbe, setTextfarbe] = useState<string | null>(null);
  // The first configuration draws without animation (issue 17): growing in, the chart redrew the canvas for a second
  // just as the screen became usable, the largest part of a slow phone's blocked time on a chart screen. A later one
  // (another period, another mode) moves from the old values to the new, unless motion is unwelcome.
  const [ersteKonfiguration] = useState(() => konfiguration);

  // The first draw waits for a task after the next frame (issue 17): chart.js building a chart is the longest task of
  // a chart screen on a slow phone, and the summary and the cheap hours need not wait for it. The box keeps its size
  // meanwhile, so nothing shifts. Later configurations draw at once with the colour read; it is read again after.
  useEffect(() => {
    let timer: number | undefined;
    const bild = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (boxRef.current) setTextfarbe(getComputedStyle(boxRef.current).color);
      });
    });
    return () => {
      cancelAnimationFrame(bild);
      window.clearTimeout(timer);
    };
  }, [konfiguration]);

  const chart = useMemo(
    () =>
      textfarbe === null
        ? null
        : konfiguration({ text: textfarbe, animieren: !reduziert && konfiguration !== ersteKonfiguration }),
    [konfiguration, textfarbe, reduziert, ersteKonfiguration],
  );
  // Hidden is set on every series, false as well: react-chartjs-2 merges a new series into the chart's old one.
  const daten = useMemo(
    () =>
      chart && {
        ...chart.data,
        datasets: chart.data.datasets.map((d) => ({ ...d, hidden: verborgen.has(d.label ?? '') })),
      },
    [chart, verborgen],
  );
  registriereChartJs();

  return (
    <div ref={boxRef} className={DIAGRAMM_FLAECHE}>
      {chart && daten && (
        <Chart
          type={chart.type}
          data={daten}
          options={chart.options}
          plugins={chart.plugins}
          role="img"
          aria-label={label}
          aria-describedby={beschreibungId}
          fallbackContent={label}
        />
      )}
    </div>
  );
}
