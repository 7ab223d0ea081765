import { readFile } from 'node:fs/promises';

import { texts } from '@ekp/portal-core/texts';
import type { Download, Page } from '@playwright/test';

import { demoApiUrl } from './brands.ts';
import { expect } from './fixtures.ts';

export { anmelden } from './anmeldung.ts';

async function steuerung(pfad: string, init: RequestInit = {}) {
  const antwort = await fetch(`${demoApiUrl}/__demo/${pfad}`, init);
  expect(antwort.ok, `${pfad}: HTTP ${String(antwort.status)}`).toBe(true);
}

/** A slow but correct answer (fault injection with a delay and no status). */
export async function verzoegere(operationId: string, delayMs: number, times = 1) {
  await steuerung('faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationId, delayMs, times }),
  });
}

export interface CsvDatei {
  name: string;
  /** Lines without the BOM and the final CRLF. */
  zeilen: string[];
}

/** Clicks the CSV button, waits for the download and checks what German Excel needs: BOM, CRLF, ';' columns. */
export async function ladeCsv(
  page: Page,
  kopf: string,
  knopf = texts.verbrauchshistorie.csvHerunterladen,
): Promise<CsvDatei> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: knopf, exact: true }).click(),
  ]);
  return pruefeCsv(download, kopf);
}

export async function pruefeCsv(download: Download, kopf: string): Promise<CsvDatei> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  const zeilen = text.slice(1, -2).split('\r\n');
  expect(zeilen[0]).toBe(kopf);
  const spalten = kopf.split(';').length;
  for (const zeile of zeilen) expect(zeile.split(';')).toHaveLength(spalten);
  return { name: download.suggestedFilename(), zeilen };
}
