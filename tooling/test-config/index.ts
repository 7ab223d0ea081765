// Vitest browser mode and Playwright settings for Debian's Chromium (see chromium.ts).
import { playwright } from '@vitest/browser-playwright';

import { chromiumArgs, chromiumPath } from './chromium.ts';

export { chromiumArgs, chromiumPath };

/** Vitest browser-mode settings: headless Chromium through Playwright. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
  };
}
