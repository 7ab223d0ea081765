import { defineEkpConfig } from '@ekp/eslint-config';

export default defineEkpConfig({ dir: import.meta.dirname, boundary: 'demo-api', react: false });
