import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { cx, focusRing } from './cx';
import { hasContent } from './field';

export interface ErrorSummaryItem {
  /** id of the field in error; the link moves focus there. */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  title: ReactNode;
  errors: readonly ErrorSummaryItem[];
  /** Text above the list. */
  description?: ReactNode;
  /** Change it (e.g. a submit counter) to move focus to the summary again while it stays visible. */
  focusKey?: string | number;
  className?: string;
}

/**
 * GOV.UK error summary: shown at the top of a form after a failed submit, takes focus so the errors are announced
 * and links to every field in error. As GOV.UK Frontend since 4.4, the focused box is not the alert itself: an
 * element that is both focused and role="alert" is announced twice. The box (no role, read when focused) holds the
 * live region, which announces the errors where focus does not (iOS VoiceOver, TalkBack).
 */
export function ErrorSummary({ title, errors, description, focusKey, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0;

  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Focus the field instead of following the hash: no router sees the click, and the label or legend is
    // scrolled into view with it (GOV.UK), not only the bare input.
    event.preventDefault();
    const isGroup = field instanceof HTMLFieldSetElement;
    const caption = isGroup
      ? field.querySelector('legend')
      : document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (caption ?? field).scrollIntoView({ block: 'start' });
    const target = isGroup
      ? (field.querySelector<HTMLInputElement>('input:checked') ??
        field.querySelector<HTMLInputElement>('input:not(:disabled)') ??
        field)
      : field;
    target.focus({ preventScroll: true });
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={cx('rounded-brand border-4 border-danger bg-surface p-4 text-text', focusRing, className)}
    >
      <div role="alert">
        <h2 className="text-lg font-bold">{title}</h2>
        {hasContent(description) && <div className="mt-2">{description}</div>}
        <ul className="mt-2 flex list-none flex-col gap-1">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId)}
                className={cx(
                  'font-semibold text-danger underline underline-offset-2 hover:decoration-2',
                  focusRing,
                )}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
