import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';

import { demoApiUrl } from '../../../test/demo-backend.ts';
import { Chart } from '../chart-setup.ts';

/** A slow but correct answer: the demo backend's fault injection with a delay and no status. */
export async function verzoegere(operationId: string, delayMs: number, times = 1) {
  const antwort = await fetch(`${demoApiUrl}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId, delayMs, times }),
  });
  expect(antwort.ok).toBe(true);
}

/**
 * The chart.js instance behind a chart image. react-chartjs-2 creates it in an effect after the canvas is in the
 * page, so the canvas can be visible a moment before there is a chart: wait for the chart, not only the canvas.
 */
export async function diagramm(name: string) {
  const bild = page.getByRole('img', { name, exact: true });
  await expect.element(bild).toBeVisible();
  const chartAufBild = () => Chart.getChart(bild.element() as HTMLCanvasElement);
  await expect.poll(chartAufBild).toBeDefined();
  return chartAufBild()!;
}

export interface Abruf {
  url: URL;
  antwort?: unknown;
}

/** Watches the portal's calls to one path: their URLs, answers and how many ran at once. */
export function beobachteAbrufe(pfadEnde: string) {
  const original = globalThis.fetch.bind(globalThis);
  const abrufe: Abruf[] = [];
  let laufend = 0;
  let maximal = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.endsWith(pfadEnde)) return original(input, init);
    const abruf: Abruf = { url };
    abrufe.push(abruf);
    laufend += 1;
    maximal = Math.max(maximal, laufend);
    try {
      const antwort = await original(input, init);
      abruf.antwort = await antwort
        .clone()
        .json()
        .catch(() => undefined);
      return antwort;
    } finally {
      laufend -= 1;
    }
  });
  return { abrufe, maximal: () => maximal };
}

export interface Download {
  name: string;
  bytes: Uint8Array;
  text: string;
  /** Lines without the BOM and the final line break. */
  zeilen: string[];
}

/** Catches what speichereCsv saves (object URL + <a download>) instead of letting the browser save it. */
export function faengeDownloads() {
  const dateien: Promise<Download>[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((objekt) => {
    blob = objekt as Blob;
    return 'blob:verbrauch-test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const inhalt = blob;
    if (!this.download || !inhalt) return;
    const name = this.download;
    dateien.push(
      inhalt.arrayBuffer().then((puffer) => {
        const bytes = new Uint8Array(puffer);
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
        return { name, bytes, text, zeilen: text.slice(1).replace(/\r\n$/, '').split('\r\n') };
      }),
    );
  });
  return {
    anzahl: () => dateien.length,
    async letzte(): Promise<Download> {
      await expect.poll(() => dateien.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const letzte = dateien[dateien.length - 1];
      if (!letzte) throw new Error('kein Download');
      return letzte;
    },
  };
}

/** UTF-8 byte order mark, CRLF lines, ';' separators: what German Excel needs. */
export function pruefeCsvForm(datei: Download, kopf: string) {
  expect([...datei.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(datei.text.endsWith('\r\n')).toBe(true);
  expect(datei.zeilen[0]).toBe(kopf);
  const spalten = kopf.split(';').length;
  for (const zeile of datei.zeilen) expect(zeile.split(';')).toHaveLength(spalten);
}
