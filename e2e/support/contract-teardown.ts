import { demoApiUrl } from './brands.ts';

/**
 * Contract test over the whole journey suite: the demo backend checked every response it gave against
 * openapi/kundenportal.yaml (DEMO_API_CHECK_RESPONSES=1); any violation fails the run.
 */
export default async function contractTeardown() {
  const response = await fetch(`${demoApiUrl}/__demo/vertragsverletzungen`);
  const violations = (await response.json()) as string[];
  if (violations.length > 0) {
    throw new Error(`Antworten des Demo-Backends verletzen den Vertrag:\n${violations.join('\n')}`);
  }
}
