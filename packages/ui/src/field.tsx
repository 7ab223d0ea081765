// GOV.UK field wiring shared by every form control: label, hint, error text, and the ids that tie them together.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { cx, focusRing } from './cx';

export interface FieldBaseProps {
  label: ReactNode;
  /** Help text below the label, referenced by aria-describedby. */
  hint?: ReactNode;
  /** Error text; sets aria-invalid and is referenced by aria-describedby. Rendered as text, never colour alone. */
  error?: ReactNode;
}

export interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { inputId: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** aria-describedby value from the ids whose element is rendered. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

export function FieldLabel({ htmlFor, id, children }: { htmlFor: string; id?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} id={id} className="block font-semibold text-text">
      {children}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="text-sm text-muted">
      {children}
    </div>
  );
}

export interface FieldErrorProps {
  id: string;
  children: ReactNode;
  /** Visually hidden prefix so screen readers announce the text as an error. */
  prefix?: string;
}

export function FieldError({ id, children, prefix = 'Fehler:' }: FieldErrorProps) {
  return (
    <p id={id} className="font-semibold text-danger">
      <span className="sr-only">{prefix} </span>
      {children}
    </p>
  );
}

/** The field's block: a red bar at the left edge marks the field in error (besides the text). */
export function FieldGroup({
  error,
  className,
  children,
}: {
  error?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('flex flex-col gap-1', error && 'border-l-4 border-danger pl-3', className)}>
      {children}
    </div>
  );
}

export const controlClassName = cx(
  'block w-full min-h-11 rounded-brand border-2 border-border bg-surface px-3 py-2 text-base text-text',
  'placeholder:text-muted read-only:bg-background disabled:cursor-not-allowed disabled:opacity-60',
  'aria-[invalid=true]:border-danger',
  focusRing,
);

type InputValue = string | number | readonly string[] | undefined;

function toText(value: InputValue): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : value.join(',');
}

/**
 * The text of an input, controlled or not: components that show something derived from it (clear button,
 * character count) need it in both cases.
 */
export function useInputText(value: InputValue, defaultValue: InputValue): [string, (text: string) => void] {
  const [uncontrolled, setUncontrolled] = useState(() => toText(defaultValue));
  return [value === undefined ? uncontrolled : toText(value), setUncontrolled];
}
