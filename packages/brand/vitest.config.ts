import { testbericht } from '@ekp/test-config/testbericht';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testbericht(),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The plugin tests run real Vite builds.
    testTimeout: 60_000,
  },
});
