// Vitest browser mode and Playwright settings for Debian's Chromium (see chromium.ts).
import { playwright } from '@vitest/browser-playwright';

import { chromiumArgs, chromiumPath } from './chromium.ts';

export { chromiumArgs, chromiumPath };

/**
 * How long `expect.poll` waits for a check to hold (Vitest's default is 1 s). On a 2-core machine that builds and
 * tests other packages at the same time, a poll for a chart screen's first chart ran out after 1 s with a correct
 * screen; 5 s still fails a check that does not hold soon.
 */
export const expectUnterLast = { poll: { timeout: 5_000 } };

/** Vitest browser-mode settings: headless Chromium through Playwright. */
export function chromiumBrowser() {
  // Vitest ends a run when the browser misses two heartbeat pings (default 15 s apart). On a 2-core machine that
  // also builds and runs other suites, a busy but healthy Chromium missed them for 30 s once and failed the whole
  // Storybook run; 60 s apart still catches a dead browser, after 2 minutes.
  process.env.VITEST_BROWSER_HEARTBEAT_INTERVAL ??= '60000';
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
  };
}
