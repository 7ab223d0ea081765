// Meter photo benchmark: how long the browser takes to downscale and encode a 12 MP camera photo, and how big the
// upload gets. Runs the portal's own code (rules/foto.ts + features/ablesung/foto-verkleinern.ts, types stripped by
// Node) in Debian's Chromium. Prints numbers; asserts nothing.
import { readFileSync } from 'node:fs';
import { createRequire, stripTypeScriptTypes } from 'node:module';

const root = new URL('../', import.meta.url);
const { chromiumArgs, chromiumPath } = await import(new URL('tooling/test-config/chromium.ts', root).href);
// playwright-core comes with portal-core's Playwright (Vitest browser mode); the root has no copy of its own.
const ausPortalCore = createRequire(new URL('packages/portal-core/package.json', root));
const { chromium } = createRequire(ausPortalCore.resolve('playwright'))('playwright-core');

const LAEUFE = 5;

/** The two modules as one browser module: foto-verkleinern's import of rules/foto.ts is satisfied by concatenation. */
function fotoModul() {
  const lies = (pfad) => stripTypeScriptTypes(readFileSync(new URL(pfad, root), 'utf8'));
  const regeln = lies('packages/portal-core/src/rules/foto.ts');
  const verkleinern = lies('packages/portal-core/src/features/ablesung/foto-verkleinern.ts').replace(
    /import\s*\{[^}]*\}\s*from\s*'\.\.\/\.\.\/rules\/foto\.ts';/,
    '',
  );
  if (/^\s*import\s/m.test(verkleinern))
    throw new Error('foto-verkleinern.ts hat weitere Importe; das Benchmark-Modul muss angepasst werden.');
  return `${regeln}\n${verkleinern}\nglobalThis.bereiteFotoVor = bereiteFotoVor;`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>bench-ablesung</title>');
  await page.addScriptTag({ type: 'module', content: fotoModul() });
  await page.waitForFunction(() => typeof globalThis.bereiteFotoVor === 'function');

  for (const motiv of ['foto', 'rauschen']) {
    const ergebnis = await page.evaluate(
      async ({ motiv, laeufe }) => {
        // 12 MP like a phone camera (4000 × 3000).
        const breite = 4000;
        const hoehe = 3000;
        const canvas = new OffscreenCanvas(breite, hoehe);
        const ctx = canvas.getContext('2d');
        let zufall = 4711;
        const naechste = () => (zufall = (Math.imul(zufall, 1103515245) + 12345) >>> 0) >>> 24;
        if (motiv === 'foto') {
          // A meter in a basement: gradients, a few shapes, digits and mild sensor noise.
          const verlauf = ctx.createLinearGradient(0, 0, breite, hoehe);
          verlauf.addColorStop(0, '#2c3440');
          verlauf.addColorStop(1, '#b9ab8e');
          ctx.fillStyle = verlauf;
          ctx.fillRect(0, 0, breite, hoehe);
          for (let i = 0; i < 60; i += 1) {
            ctx.fillStyle = `rgb(${naechste()},${naechste()},${naechste()})`;
            ctx.beginPath();
            ctx.arc(naechste() * 16, naechste() * 12, 40 + naechste(), 0, Math.PI * 2);
            ctx.fill();
          }
          ctx.fillStyle = '#0c0c0c';
          ctx.fillRect(800, 1100, 2400, 700);
          ctx.fillStyle = '#f4f4f4';
          ctx.font = '520px monospace';
          ctx.fillText('012345,6', 850, 1640);
          const rauschen = ctx.getImageData(0, 0, breite, hoehe);
          for (let i = 0; i < rauschen.data.length; i += 4) {
            const d = (naechste() >> 4) - 8;
            rauschen.data[i] += d;
            rauschen.data[i + 1] += d;
            rauschen.data[i + 2] += d;
          }
          ctx.putImageData(rauschen, 0, 0);
        } else {
          // Worst case: pure noise, nothing to compress.
          const bild = ctx.createImageData(breite, hoehe);
          for (let i = 0; i < bild.data.length; i += 4) {
            bild.data[i] = naechste();
            bild.data[i + 1] = naechste();
            bild.data[i + 2] = naechste();
            bild.data[i + 3] = 255;
          }
          ctx.putImageData(bild, 0, 0);
        }
        const eingabe = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
        const zeiten = [];
        let foto;
        for (let i = 0; i < laeufe; i += 1) {
          const start = performance.now();
          foto = await globalThis.bereiteFotoVor(eingabe);
          zeiten.push(performance.now() - start);
        }
        return {
          eingabeBytes: eingabe.size,
          zeiten,
          base64Laenge: foto.base64.length,
          breite: foto.breite,
          hoehe: foto.hoehe,
        };
      },
      { motiv, laeufe: LAEUFE },
    );
    const sortiert = [...ergebnis.zeiten].sort((a, b) => a - b);
    const median = sortiert[Math.floor(sortiert.length / 2)];
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `ablesung foto (${motiv.padEnd(8)}) 4000×3000 JPEG ${kb(ergebnis.eingabeBytes).padStart(10)} → ` +
        `${ergebnis.breite}×${ergebnis.hoehe}, payload foto ${kb(ergebnis.base64Laenge)} base64, ` +
        `median ${median.toFixed(0)} ms of ${LAEUFE} (min ${sortiert[0].toFixed(0)}, max ${sortiert.at(-1).toFixed(0)})`,
    );
  }
} finally {
  await browser.close();
}
