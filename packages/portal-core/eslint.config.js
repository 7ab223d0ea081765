import { defineEkpConfig } from '@ekp/eslint-config';

export default defineEkpConfig({
  dir: import.meta.dirname,
  boundary: 'portal-core',
  react: true,
  featureZones: true,
});
