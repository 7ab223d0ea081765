import '../styles.css';

import { beforeEach } from 'vitest';

import { demo } from './demo-backend.ts';

beforeEach(async () => {
  window.localStorage.clear();
  await demo.reset();
});
