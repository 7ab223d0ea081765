// Measures what a brand build sends for a route: the entry chunk, its static imports and the route's lazy chunk.
// Used by `pnpm bench` (prints) and by the budget test in e2e (fails above the budget).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const budgets = { signInJsGzip: 120 * 1024, signInCssGzip: 15 * 1024, chartChunkGzip: 80 * 1024 };

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function readManifest(distDir) {
  const file = new URL('.vite/manifest.json', distDir);
  if (!existsSync(file)) throw new Error(`no Vite manifest in ${distDir.pathname}; build the app first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every chunk a manifest entry pulls in with static imports (what the browser loads before it can run). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * @param {URL} distDir the app's dist/ folder (with trailing slash)
 * @param {string} pageSource the lazy page's source path suffix, e.g. 'features/anmeldung/anmelden-page.tsx'
 * @param {{ vorgerendert?: boolean }} [options] the route is a prerendered page: its starter script
 *   (assets/vorab-start-<hash>.js, written by portalVorrendern) loads first and counts too
 */
export function routeWeight(distDir, pageSource, { vorgerendert = false } = {}) {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(pageSource));
  if (!entryKey || !pageKey) throw new Error(`entry or page ${pageSource} not found in the manifest`);
  const chunks = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, pageKey)]);
  let jsGzip = 0;
  let cssGzip = 0;
  const files = [];
  for (const key of chunks) {
    const chunk = manifest[key];
    files.push(chunk.file);
    jsGzip += gzipBytes(new URL(chunk.file, distDir));
    for (const css of chunk.css ?? []) cssGzip += gzipBytes(new URL(css, distDir));
  }
  if (vorgerendert) {
    const starter = readdirSync(new URL('assets/', distDir)).find((name) =>
      /^vorab-start-\w+\.js$/.test(name),
    );
    if (!starter)
      throw new Error(`no assets/vorab-start-*.js in ${distDir.pathname}: the page is not prerendered`);
    files.push(`assets/${starter}`);
    jsGzip += gzipBytes(new URL(`assets/${starter}`, distDir));
  }
  return { jsGzip, cssGzip, files };
}

/** Minified chart.js keeps its controllers' datasetElementType keys and the 'chartjs' tooltip classes. */
function holdsChartJs(distDir, file) {
  const source = readFileSync(new URL(file, distDir), 'utf8');
  return source.includes('datasetElementType') && source.includes('chartjs');
}

/** The gzip size of the chunk that holds chart.js (loaded only by the chart routes). */
export function chartChunkWeight(distDir) {
  const manifest = readManifest(distDir);
  let largest = 0;
  for (const chunk of Object.values(manifest)) {
    if (holdsChartJs(distDir, chunk.file)) {
      largest = Math.max(largest, gzipBytes(new URL(chunk.file, distDir)));
    }
  }
  return largest;
}

/** The files of the chunks that hold chart.js, as the manifest names them (`assets/…js`). */
export function chartChunkFiles(distDir) {
  return Object.values(readManifest(distDir))
    .map((chunk) => chunk.file)
    .filter((file) => holdsChartJs(distDir, file));
}

/** Whether a route needs chart.js before it can render (chart.js in its static imports). */
export function routeWaitsForChartJs(distDir, pageSource) {
  return routeWeight(distDir, pageSource).files.some((file) => holdsChartJs(distDir, file));
}
