import { inject, vi } from 'vitest';

import { berlin, kalendertag } from '../rules/zeit.ts';
import { demo } from './demo-backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The pinned moment of this run (EKP_JETZT or the standard moment, @ekp/test-config/testmoment). */
    jetzt: string;
  }
}

// @date-fns/tz must be evaluated before Date is mocked: TZDate extends the Date it finds when its module runs, and
// a TZDate built on the mock gets the Berlin offset wrong. The lazy pages would otherwise load it after the mock.
berlin(0);

/** The moment every component test starts at, unless it pins its own. */
export const testmoment = (): string => inject('jetzt');

/**
 * Pins the portal's clock (Date only: timers keep running, Date stands still) and the demo backend's clock to one
 * instant, and reseeds the backend relative to it: "today" in the seed is that instant's day in Berlin.
 */
export async function stelleUhr(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  await demo.setClock(iso);
  await demo.reset();
}

/** The pinned instant (tests read the clock only through this, never `new Date()`). */
export const jetzt = (): Date => new Date(Date.now());

/** The pinned calendar day in Berlin, 'YYYY-MM-DD'. */
export const heute = (): string => kalendertag(jetzt());
