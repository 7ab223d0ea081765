// Table tests of pure functions of one argument (ARCHITECTURE.md: business rules have table-driven tests). A test
// file then lists functions and their cases, instead of repeating one it.each/expect block for every function.
import { describe, expect, it } from 'vitest';

/** One `describe` named after the function, one test per case [argument, expected result] (toStrictEqual). */
export function tabellentest<E, R>(
  name: string,
  funktion: (eingabe: E) => R,
  faelle: readonly (readonly [eingabe: E, erwartet: R])[],
): void {
  describe(name, () => {
    it.each(faelle.map(([eingabe, erwartet]): [E, R] => [eingabe, erwartet]))(
      '%j → %j',
      (eingabe, erwartet) => {
        expect(funktion(eingabe)).toStrictEqual(erwartet);
      },
    );
  });
}
