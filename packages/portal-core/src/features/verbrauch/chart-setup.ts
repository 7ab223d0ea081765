import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * chart.js with only what the three chart screens draw: bars and lines on a category x axis and linear y axes,
 * tooltips (no Legend: chart-legende.tsx draws it in HTML; no Filler: no area is filled; no Title: the figcaption
 * names each chart). Imported only from this feature's lazy pages, so chart.js lands in their chunk and never in the
 * sign-in bundle.
 *
 * The registration runs when the first chart renders, not at module level: portal-core declares itself free of side
 * effects (package.json "sideEffects"), and the production bundler drops a bare top-level Chart.register(...).
 */
let registriert = false;

export function registriereChartJs() {
  if (registriert) return;
  Chart.register(
    BarController,
    LineController,
    BarElement,
    LineElement,
    PointElement,
    CategoryScale,
    LinearScale,
    Tooltip,
  );
  registriert = true;
}

export { Chart };
