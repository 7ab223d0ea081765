// Generated from packages/brand/src/cli/app-template.ts (pnpm --filter @ekp/brand apps:sync).
import { defineEkpConfig } from '@ekp/eslint-config';

export default defineEkpConfig({ dir: import.meta.dirname, boundary: 'app', react: true });
