import { testmoment } from '@ekp/test-config/testmoment';
import type { Page } from '@playwright/test';

import { demoApiUrl } from './brands.ts';

/**
 * The moment every journey runs at (EKP_JETZT or the standard moment of @ekp/test-config/testmoment): the demo
 * backend's clock and the browser's Date are pinned to it, so no journey depends on the day it runs.
 */
export const JETZT = testmoment();

/** The pinned instant in milliseconds (what Date.now() answers in the pinned browser). */
export const jetztMs = (): number => Date.parse(JETZT);

/** A calendar day 'YYYY-MM-DD' of an instant in Berlin. */
export function tagInBerlin(zeitpunkt: string | number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(zeitpunkt));
}

/** The pinned day in Berlin. */
export const heuteInBerlin = (): string => tagInBerlin(JETZT);

async function steuerung(pfad: string, init: RequestInit = {}) {
  const antwort = await fetch(`${demoApiUrl}/__demo/${pfad}`, init);
  if (!antwort.ok) throw new Error(`demo backend ${pfad}: HTTP ${String(antwort.status)}`);
}

/**
 * Pins "now" for the backend and the browser and reseeds the backend relative to it. By default Date stands still
 * in both (timers run); with `laeuft` time runs on from there in both, and the page's timers follow Playwright's
 * clock (page.clock.fastForward), for journeys about session lifetimes.
 */
export async function stelleUhr(page: Page, iso: string, { laeuft = false } = {}) {
  await steuerung('clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: iso, frozen: !laeuft }),
  });
  await steuerung('reset', { method: 'POST' });
  if (laeuft) await page.clock.install({ time: new Date(iso) });
  else await page.clock.setFixedTime(new Date(iso));
}
