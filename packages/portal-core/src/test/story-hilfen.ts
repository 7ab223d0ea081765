// What the page stories of every feature share. Stories run in Storybook's browser against the in-browser demo
// backend, which may still be starting: every wait gets the long timeout.
import type { AppBrand } from '@ekp/brand';
import type { FaultInput } from '@ekp/demo-api';
import type { StoryObj } from '@storybook/react-vite';
import type { getByRole } from 'storybook/test';
import { expect, waitFor, within } from 'storybook/test';

import { texts } from '../texts.ts';

export const lange = { timeout: 15_000 };

type Titel = string | RegExp;
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
type Rolle = Parameters<typeof getByRole>[1];

/** The type of every page story: a page takes no args, so one type serves every file (no `typeof meta`). */
export type Seitenstory = StoryObj;

type Kunde = '10000001' | '10000002';

/** `parameters.portal` of apps/storybook/src/portal-stage.tsx, as far as the page stories use it. */
interface Seite {
  portal: {
    path: string;
    signedInAs?: Kunde;
    faults?: readonly FaultInput[];
    brand?: (brand: AppBrand) => AppBrand;
  };
}

/** The page is there (its h1 with the given name) and nothing loads any more. */
export async function seiteGeladen(canvasElement: HTMLElement, titel: Titel) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: titel }, lange);
  await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), lange);
  return canvas;
}

/**
 * `parameters` of a page story's meta: the whole portal at `seite`, edge to edge. `title` and `tags` stay literal
 * in each meta: Storybook's indexer reads them statically, and tags in a spread would switch autodocs back on.
 */
export function ganzeSeite(seite: Seite) {
  return { layout: 'fullscreen', ...seite };
}

/** The whole portal at `path`, signed out; `brand` changes the toolbar's brand, e.g. drops its terms of use. */
export function abgemeldet(path: string, brand?: (brand: AppBrand) => AppBrand): Seite {
  return { portal: brand ? { path, brand } : { path } };
}

/** The whole portal at `path`, signed in as `kunde`. */
export function angemeldet(path: string, kunde: Kunde = '10000001'): Seite {
  return { portal: { path, signedInAs: kunde } };
}

/** A page of one contract, /vertrag/{id}/`unterseite`, for any contract (and the customer it belongs to). */
export function vertragsseite(unterseite: string) {
  return (id: string, kunde?: Kunde) => angemeldet(`/vertrag/${id}/${unterseite}`, kunde);
}

/**
 * The same page while `operationId` (or each of several) answers with `stoerung` (default a 500) on every call:
 * the portal retries a 5xx once, so one faulty answer would not show the error.
 */
export function mitStoerung(
  seite: Seite,
  operationId: string | readonly string[],
  stoerung: Omit<FaultInput, 'operationId'> = { status: 500 },
): Seite {
  const faults = [operationId].flat().map((id) => ({ operationId: id, times: -1, ...stoerung }));
  return { portal: { ...seite.portal, faults } };
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

/** Play: the page loads and shows each element, given by its role and (where it has one) its name. */
export const zeigtElemente =
  (titel: Titel, ...elemente: [rolle: Rolle, name?: Titel][]): Play =>
  async ({ canvasElement }) => {
    const canvas = await seiteGeladen(canvasElement, titel);
    for (const [rolle, name] of elemente) await expect(canvas.getByRole(rolle, { name })).toBeVisible();
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
