import { testmoment } from '@ekp/test-config/testmoment';
import { afterEach, beforeEach, vi } from 'vitest';

// Rules that default to "now" see the run's pinned moment, never the day the suite happens to run on.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(testmoment()));
});

afterEach(() => {
  vi.useRealTimers();
});
