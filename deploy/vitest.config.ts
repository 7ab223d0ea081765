import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Real nginx processes, real Vite builds and kubectl kustomize.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
