import { defineEkpConfig } from '@ekp/eslint-config';

export default defineEkpConfig({ dir: import.meta.dirname });
