import { testbericht } from '@ekp/test-config/testbericht';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testbericht(),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
