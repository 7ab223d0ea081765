import '../styles.css';

import { beforeEach } from 'vitest';

import { demo } from './demo-backend.ts';

beforeEach(async () => {
  window.localStorage.clear();
  // Real time and the seed for every test: a test that pinned the backend's clock does not leak it.
  await demo.resetClock();
  await demo.reset();
});
