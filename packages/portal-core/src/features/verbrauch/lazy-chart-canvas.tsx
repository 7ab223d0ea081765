import { lazy, Suspense, useEffect } from 'react';

import type { ChartCanvasProps } from './chart-canvas.tsx';
import { DIAGRAMM_FLAECHE } from './diagramme.ts';

/**
 * The chart screens without chart.js in their own chunk (issue 17): the page and its texts render as soon as the
 * data is there, and chart.js (its own chunk, ~58 KB gzip) loads beside the data request and draws when it is ready,
 * into a placeholder of the same size.
 */
const ladeChartCanvas = () => import('./chart-canvas.tsx');

const SpaeterChartCanvas = lazy(() => ladeChartCanvas().then((m) => ({ default: m.ChartCanvas })));

/** Starts loading chart.js when the screen opens, so it arrives with the data and not after it. */
export function useChartVorladen() {
  useEffect(() => {
    // A failed load shows up where the chart renders (the route's error view); here it is only an early start.
    ladeChartCanvas().catch(() => undefined);
  }, []);
}

export function ChartCanvas(props: ChartCanvasProps) {
  return (
    <Suspense fallback={<div className={DIAGRAMM_FLAECHE} />}>
      <SpaeterChartCanvas {...props} />
    </Suspense>
  );
}
