import axe from 'axe-core';
import { expect } from 'vitest';

/** The WCAG 2.x A/AA rule sets the portal promises (WCAG 2.1 AA, plus the 2.2 AA additions). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans the rendered page (default: the whole document body) and fails with readable violations. */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, { runOnly: { type: 'tag', values: wcagTags } });
  const violations = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
  );
  expect(violations).toEqual([]);
}
