import { testbericht } from '@ekp/test-config/testbericht';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testbericht(),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
