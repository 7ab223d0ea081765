import axe from 'axe-core';
import type { Result } from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describe(violations: Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n\n');
}

/** Runs axe over `container` with the WCAG 2.x A/AA rules and returns the violations as readable text ('' if none). */
export async function axeViolations(container: Element): Promise<string> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: wcagTags } });
  return describe(results.violations);
}
