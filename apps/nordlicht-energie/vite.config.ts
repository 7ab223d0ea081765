// Generated from packages/brand/src/cli/app-template.ts (pnpm --filter @ekp/brand apps:sync).
import { brand } from '@ekp/brand/vite';
import {
  portalCodeSplitting,
  portalModulePreload,
  portalServiceWorker,
  portalVorrendern,
} from '@ekp/portal-core/build';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The demo backend (@ekp/demo-api) serves the contract under /api and its control endpoints under /__demo.
const demoApi = 'http://localhost:4010';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    brand('nordlicht-energie'),
    // Writes the public pages as HTML after the build: their text paints before any script.
    portalVorrendern(),
    // The service worker that keeps the portal for use without a network (the brand plugin writes its manifest).
    portalServiceWorker(),
  ],
  // The manifest lets `pnpm bench` and the budget test weigh exactly what a route loads.
  build: {
    manifest: true,
    modulePreload: portalModulePreload(),
    rolldownOptions: { output: { codeSplitting: portalCodeSplitting() } },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': demoApi, '/__demo': demoApi },
  },
  // preview.proxy defaults to server.proxy.
  preview: { port: 5174, strictPort: true },
});
