// What the page stories of every feature share. Stories run in Storybook's browser against the in-browser demo
// backend, which may still be starting: every wait gets the long timeout.
import type { FaultInput } from '@ekp/demo-api';
import { expect, waitFor, within } from 'storybook/test';

import { texts } from '../texts.ts';

export const lange = { timeout: 15_000 };

type Titel = string | RegExp;
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** `parameters.portal` of apps/storybook/src/portal-stage.tsx, as far as the page stories use it. */
interface Seite {
  portal: { path: string; signedInAs?: '10000001' | '10000002'; faults?: readonly FaultInput[] };
}

/** The page is there (its h1 with the given name) and nothing loads any more. */
export async function seiteGeladen(canvasElement: HTMLElement, titel: Titel) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: titel }, lange);
  await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), lange);
  return canvas;
}

/** The whole portal at `path`, signed in as `kunde`. */
export function angemeldet(path: string, kunde: '10000001' | '10000002' = '10000001'): Seite {
  return { portal: { path, signedInAs: kunde } };
}

/**
 * The same page while `operationId` answers with `stoerung` (default a 500) on every call: the portal retries a
 * 5xx once, so one faulty answer would not show the error.
 */
export function mitStoerung(
  seite: Seite,
  operationId: string,
  stoerung: Omit<FaultInput, 'operationId'> = { status: 500 },
): Seite {
  return { portal: { ...seite.portal, faults: [{ operationId, times: -1, ...stoerung }] } };
}

/** Play: the page loads, and that is all (the axe scan after every story checks the rest). */
export const laedt =
  (titel: Titel): Play =>
  async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, titel);
  };

/** Play: the page loads and shows `text`, e.g. its empty state. */
export const zeigt =
  (titel: Titel, text: string): Play =>
  async ({ canvasElement }) => {
    const canvas = await seiteGeladen(canvasElement, titel);
    await expect(await canvas.findByText(text, {}, lange)).toBeVisible();
  };

/** Play: the page loads and shows an alert; with `text`, the alert says it. */
export const meldetFehler =
  (titel: Titel, text?: string): Play =>
  async ({ canvasElement }) => {
    const canvas = await seiteGeladen(canvasElement, titel);
    const meldung = await canvas.findByRole('alert', {}, lange);
    if (text === undefined) await expect(meldung).toBeVisible();
    else await expect(meldung).toHaveTextContent(text);
  };

/** The story's viewport: a 360 px wide phone (apps/storybook/.storybook/preview.tsx). */
export const smartphone = { viewport: { value: 'smartphone360' } };

/** Play for `smartphone`: the page loads and nothing is wider than the phone. */
export const passtAufSmartphone =
  (titel: Titel): Play =>
  async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, titel);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  };
