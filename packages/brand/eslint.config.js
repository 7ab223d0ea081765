import { defineEkpConfig } from '@ekp/eslint-config';

export default [
  ...defineEkpConfig({ dir: import.meta.dirname, boundary: 'brand', react: false }),
  // The boundary forbids @ekp/* in code; the lint config itself must still import the shared config.
  { files: ['eslint.config.js'], rules: { 'no-restricted-imports': 'off' } },
];
