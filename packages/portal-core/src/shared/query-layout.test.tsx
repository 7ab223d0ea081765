import { onlineManager } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { oeffneSeite, renderPortal } from '../test/render-portal.tsx';
import { texts } from '../texts.ts';

afterEach(() => {
  onlineManager.setOnline(true);
});

it('a network that came back while no signed-in page was open is seen after signing in again', async () => {
  const erstesMal = await oeffneSeite('/', texts.startseite.begruessung('Dr. Max Mustermann'));
  window.dispatchEvent(new Event('offline'));
  expect(onlineManager.isOnline()).toBe(false);
  // Signed out: no query client is mounted while the browser reports the network back.
  await erstesMal.screen.unmount();
  window.dispatchEvent(new Event('online'));

  await renderPortal({ path: '/', signedInAs: '10000001' });
  await expect
    .element(page.getByRole('heading', { level: 1 }))
    .toHaveTextContent(texts.startseite.begruessung('Dr. Max Mustermann'));
});
