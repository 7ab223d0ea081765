import { chromiumBrowser } from '@ekp/test-config';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  test: {
    browser: chromiumBrowser(),
  },
});
