import { cx, focusRing } from './cx';

/** Classes of a text link, for anchors and router Links the caller renders. */
export function linkClassName(tone: 'default' | 'inverse' = 'default'): string {
  return cx(
    'underline underline-offset-2 hover:decoration-2 rounded-sm',
    tone === 'default' ? 'text-link' : 'text-primary-text',
    focusRing,
  );
}
