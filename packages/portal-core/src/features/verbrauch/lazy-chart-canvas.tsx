import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';

import type { ChartCanvasProps } from './chart-canvas.tsx';
import { ChartLegende } from './chart-legende.tsx';
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

/**
 * The chart and its legend under it. The legend renders with the page, before chart.js is there, so nothing moves
 * when the chart appears; its marks take the text colour from the page (currentColor), as the chart does.
 */
export function ChartCanvas(props: Omit<ChartCanvasProps, 'verborgen'>) {
  const { konfiguration } = props;
  const legende = useMemo(() => konfiguration({ text: 'currentColor', animieren: false }), [konfiguration]);
  const [verborgen, setVerborgen] = useState<ReadonlySet<string>>(() => new Set());
  // A name the chart no longer has is forgotten (another window length, another unit): the series under a new name
  // shows, and one that comes back under an old name is not hidden by a choice made long before.
  const labels = legende.data.datasets.map((d) => d.label ?? '');
  const behalten = [...verborgen].filter((label) => labels.includes(label));
  if (behalten.length < verborgen.size) setVerborgen(new Set(behalten));
  const umschalten = useCallback((label: string) => {
    setVerborgen((vorher) => {
      const neu = new Set(vorher);
      if (!neu.delete(label)) neu.add(label);
      return neu;
    });
  }, []);
  return (
    <div className="flex flex-col gap-2">
      <Suspense fallback={<div className={DIAGRAMM_FLAECHE} />}>
        <SpaeterChartCanvas {...props} verborgen={verborgen} />
      </Suspense>
      <ChartLegende konfiguration={legende} verborgen={verborgen} umschalten={umschalten} />
    </div>
  );
}
