// What the component stories share. Only stories import this file: it is not in the package index, so it never
// reaches a brand app's bundle.
import type { StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import type { getByRole } from 'storybook/test';
import { expect, userEvent } from 'storybook/test';

type Canvas = StoryContext['canvas'];
type Play = (context: { canvas: Canvas }) => Promise<void>;
type Rolle = Parameters<typeof getByRole>[1];
type RollenOptionen = Parameters<typeof getByRole>[2];

/** The story's viewport: a 360 px wide phone (apps/storybook/.storybook/preview.tsx). */
export const smartphone = { viewport: { value: 'smartphone360' } };

/**
 * A controlled component's `value` and `onChange`, kept in state the way a form would keep them; every change
 * still reaches the story's `onChange` spy, so the play functions can check it.
 */
export function useGesteuert<T>(props: { value: T; onChange: (next: T) => void }) {
  const [value, setValue] = useState(props.value);
  const onChange = (next: T) => {
    setValue(next);
    props.onChange(next);
  };
  return { value, onChange };
}

/** Play: the element with `rolle` (and, with `optionen`, that name or level) is visible. */
export const zeigt =
  (rolle: Rolle, optionen?: RollenOptionen): Play =>
  async ({ canvas }) => {
    await expect(canvas.getByRole(rolle, optionen)).toBeVisible();
  };

/** Play: the one element with `rolle` says `text`, e.g. the status message of something that loads. */
export const sagt =
  (rolle: Rolle, text: string): Play =>
  async ({ canvas }) => {
    await expect(canvas.getByRole(rolle)).toHaveTextContent(text);
  };

/** Play: the first Tab lands on the element `finden` returns (no tabindex tricks, no focus trap before it). */
export const fokusPerTab =
  (finden: (canvas: Canvas) => HTMLElement): Play =>
  async ({ canvas }) => {
    await userEvent.tab();
    await expect(finden(canvas)).toHaveFocus();
  };

/** Play: the field is marked invalid (`aria-invalid`), as every field with an `error` must be. */
export const istUngueltig =
  (finden: (canvas: Canvas) => HTMLElement): Play =>
  async ({ canvas }) => {
    await expect(finden(canvas)).toBeInvalid();
  };

/** Play: the element is disabled. */
export const istDeaktiviert =
  (finden: (canvas: Canvas) => HTMLElement): Play =>
  async ({ canvas }) => {
    await expect(finden(canvas)).toBeDisabled();
  };
