import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';

/**
 * GOV.UK's wiring of a control shown with a hint and an error, the same for every control: marked invalid (and
 * required where asked), described by the hint and then the error with its visually hidden prefix.
 */
export async function expectHintAndErrorWired(
  control: Locator,
  { hint, error, required = false }: { hint: string; error: string; required?: boolean },
) {
  await expect.element(control).toHaveAttribute('aria-invalid', 'true');
  if (required) await expect.element(control).toHaveAttribute('aria-required', 'true');
  await expect.element(control).toHaveAccessibleDescription(`${hint} Fehler: ${error}`);
}
