// Every story is a test (Storybook's Vitest addon): it renders in Chromium, runs its play function and the axe
// scan of the a11y addon (parameters.a11y.test = 'error'). One project per brand, because a brand's colours decide
// whether a component passes the contrast rules; the brands are discovered like the toolbar discovers them.
// STORYBOOK_BRAND=<id> runs one brand only. Every story runs at the run's pinned moment (src/vitest-uhr.ts).
import { join } from 'node:path';

import { listBrandIds } from '@ekp/brand/all-brands';
import { findBrandsDir } from '@ekp/brand/vite';
import { chromiumBrowser } from '@ekp/test-config';
import { testbericht } from '@ekp/test-config/testbericht';
import { testmoment } from '@ekp/test-config/testmoment';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';

const configDir = join(import.meta.dirname, '.storybook');
const only = process.env.STORYBOOK_BRAND;
const brandIds = listBrandIds(findBrandsDir(import.meta.dirname)).filter((id) => !only || id === only);
if (brandIds.length === 0) throw new Error(`Keine Marke${only ? ` "${only}"` : ''} in brands/ gefunden.`);

export default defineConfig({
  test: {
    ...testbericht(),
    projects: brandIds.map((brand) => ({
      extends: true,
      plugins: [storybookTest({ configDir, initialGlobals: { brand } })],
      test: {
        name: `storybook:${brand}`,
        browser: chromiumBrowser(),
        setupFiles: ['./src/vitest-uhr.ts'],
        provide: { jetzt: testmoment() },
        // Screens load lazily and talk to the in-browser backend; a cold first story needs a moment.
        testTimeout: 30_000,
      },
    })),
  },
});
