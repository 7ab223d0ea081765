import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

import { anmelden } from './anmeldung.ts';
import { demoApiUrl, type E2eBrand } from './brands.ts';
import { JETZT, stelleUhr } from './uhr.ts';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Control of the demo backend (packages/demo-api/README.md): reset, faults, mailbox, clock. */
export const demoBackend = {
  /** Back to the seed (relative to the backend's current clock), with no faults, sessions or mails. */
  async reset() {
    const response = await fetch(`${demoApiUrl}/__demo/reset`, { method: 'POST' });
    expect(response.ok).toBe(true);
  },
  /** Without a status (only delayMs) the correct answer comes, just late. */
  async fault(fault: {
    operationId: string;
    status?: number;
    body?: unknown;
    times?: number;
    delayMs?: number;
  }) {
    const response = await fetch(`${demoApiUrl}/__demo/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    expect(response.ok).toBe(true);
  },
  /** Ends every fault: from now on the backend answers correctly. */
  async faultsEnden() {
    const response = await fetch(`${demoApiUrl}/__demo/faults`, { method: 'DELETE' });
    expect(response.ok).toBe(true);
  },
  async mailbox(): Promise<{ kundennummer: string; subject: string; text: string; link: string }[]> {
    const response = await fetch(`${demoApiUrl}/__demo/mailbox`);
    return (await response.json()) as { kundennummer: string; subject: string; text: string; link: string }[];
  },
};

export function brandOf(testInfo: TestInfo): E2eBrand {
  return testInfo.project.metadata.brand as E2eBrand;
}

export async function expectNoAxeViolations(page: Page) {
  // A chart screen draws its charts and renders their tables after its text (issue 17): the scan waits for both, so
  // it sees the whole screen.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('figure')).every(
          (figur) =>
            figur.querySelector('canvas') !== null &&
            figur.querySelector('details > div, .sr-only')?.hasChildNodes() === true,
        ),
      ),
    )
    .toBe(true);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export interface UhrOptionen {
  /** The moment the journey runs at (default: the run's pinned moment). */
  jetzt: string;
  /** Time runs on from `jetzt` in the browser and the backend (session lifetimes), instead of standing still. */
  uhrLaeuft: boolean;
}

export const test = base.extend<{ brand: E2eBrand; angemeldet: Page } & UhrOptionen>({
  jetzt: [JETZT, { option: true }],
  uhrLaeuft: [false, { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  brand: async ({}, use, testInfo) => {
    await use(brandOf(testInfo));
  },
  // Requests outside the browser resolve names with Node, which does not know the brands' host names: they go to
  // 127.0.0.1 with the brand's Host header, as a browser's would arrive.
  request: async ({ request, playwright, brand }, use) => {
    if (brand.host === undefined) {
      await use(request);
      return;
    }
    const context = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${String(brand.port)}`,
      extraHTTPHeaders: { host: `${brand.host}:${String(brand.port)}` },
    });
    await use(context);
    await context.dispose();
  },
  page: async ({ page, jetzt, uhrLaeuft }, use) => {
    // The pinned moment and the seed for every journey: a test that pinned its own moment does not leak it.
    await stelleUhr(page, jetzt, { laeuft: uhrLaeuft });
    // Every journey runs under the production CSP; any violation the browser reports fails the test.
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
      });
    });
    await use(page);
    if (!page.isClosed()) {
      const violations = await page
        .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
        .catch(() => []);
      expect(violations, 'CSP violations').toEqual([]);
    }
  },
  /** The page signed in as 10000001 through the form, on the landing page: for journeys that start signed in. */
  angemeldet: async ({ page, brand }, use) => {
    await anmelden(page, brand);
    await use(page);
  },
});

export { expect };
