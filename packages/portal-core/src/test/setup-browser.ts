import '../styles.css';

import { afterEach, beforeEach, vi } from 'vitest';

import { stelleUhr, testmoment } from './uhr.ts';

beforeEach(async () => {
  window.localStorage.clear();
  // The pinned moment and the seed for every test: no test sees the day it happens to run on, and a test that
  // pinned its own moment does not leak it.
  await stelleUhr(testmoment());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
