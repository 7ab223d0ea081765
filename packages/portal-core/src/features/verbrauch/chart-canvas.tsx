import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useSyncExternalStore } from 'react';

import { erstelleChart } from './chart-setup.ts';
import type { ChartStil } from './diagramme.ts';

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
  konfiguration: (stil: ChartStil) => ChartConfiguration;
  /** Accessible name of the chart image (the figure's title). */
  label: string;
  /** Id of the text summary that describes the chart. */
  beschreibungId?: string;
}

/**
 * One chart.js chart on a canvas that fills its box (the caller sets the height; SPEC §9: at least 200 px).
 * The canvas is an image with a name and a description; the numbers themselves are in the caller's table.
 * A new configuration (new data, new brand colours) replaces the chart; leaving the screen destroys it.
 */
export function ChartCanvas({ konfiguration, label, beschreibungId }: ChartCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reduziert = useBewegungReduziert();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const stil: ChartStil = { text: getComputedStyle(canvas).color, animieren: !reduziert };
    const chart = erstelleChart(canvas, konfiguration(stil));
    return () => chart.destroy();
  }, [konfiguration, reduziert]);

  return (
    <div className="relative h-[300px] w-full min-w-0 sm:h-[380px]">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        aria-describedby={beschreibungId}
        className="text-text"
      >
        {label}
      </canvas>
    </div>
  );
}
