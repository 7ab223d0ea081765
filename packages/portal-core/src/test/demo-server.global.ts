// Vitest globalSetup: one real demo backend (Node HTTP) for all component tests. A real server rather than MSW,
// because statuses 700 and 702 cannot be built as a Fetch Response; the browser receives them from a server.
import { contractValidator, createDemoBackend } from '@ekp/demo-api';
import { startDemoServer } from '@ekp/demo-api/node-server';
import { testmoment } from '@ekp/test-config/testmoment';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    demoApiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startDemoServer({
    port: 0,
    backend: createDemoBackend({ processingDelayMs: 0, validator: contractValidator().validateRequest }),
    checkResponses: true,
  });
  project.provide('demoApiUrl', server.url);
  project.provide('jetzt', testmoment());
  return async () => {
    await server.close();
    // Contract test over the whole component suite: every response the backend gave matched the contract.
    if (server.contractViolations.length > 0) {
      throw new Error(
        `Antworten des Demo-Backends verletzen den Vertrag:\n${server.contractViolations.join('\n')}`,
      );
    }
  };
}
