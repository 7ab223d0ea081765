// What the page stories of every feature share. Stories run in Storybook's browser against the in-browser demo
// backend, which may still be starting: every wait gets the long timeout.
import { expect, waitFor, within } from 'storybook/test';

import { texts } from '../texts.ts';

export const lange = { timeout: 15_000 };

/** The page is there (its h1 with the given name) and nothing loads any more. */
export async function seiteGeladen(canvasElement: HTMLElement, titel: string | RegExp) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: titel }, lange);
  await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), lange);
  return canvas;
}
