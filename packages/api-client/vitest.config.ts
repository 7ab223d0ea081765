import { testbericht } from '@ekp/test-config/testbericht';
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { environment: 'node', ...testbericht() } });
