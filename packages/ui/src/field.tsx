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

/** An id for aria-describedby, or a falsy value where its element is not rendered. */
type DescriptionId = string | false | null | undefined;

/** aria-describedby value from the ids whose element is rendered. */
export function describedBy(...ids: DescriptionId[]): string | undefined {
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

export interface FieldWiring {
  ids: FieldIds;
  invalid: boolean;
  /**
   * The control's own attributes: its id, aria-required, aria-invalid and aria-describedby naming the hint and
   * the error. Ids the control adds (a prefix, a character count, the caller's own) go before or after those two.
   */
  controlProps: (extra?: { before?: DescriptionId[]; after?: DescriptionId[] }) => {
    id: string;
    'aria-required': true | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** One form control's GOV.UK wiring, so every control names its hint and error in the same way. */
export function useFieldWiring({
  id,
  hint,
  error,
  required,
}: Omit<FieldBaseProps, 'label'> & { id?: string; required?: boolean }): FieldWiring {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return {
    ids,
    invalid,
    controlProps: ({ before = [], after = [] } = {}) => ({
      id: ids.inputId,
      // aria-required, not required: the portal validates itself; native bubbles would compete with it.
      'aria-required': required || undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(
        ...before,
        hasContent(hint) && ids.hintId,
        invalid && ids.errorId,
        ...after,
      ),
    }),
  };
}

/** A control under its label, hint and error (in this order), inside the field's block. */
export function FieldFrame({
  wiring,
  label,
  hint,
  error,
  className,
  children,
}: FieldBaseProps & { wiring: FieldWiring; className?: string; children: ReactNode }) {
  return (
    <FieldGroup error={wiring.invalid} className={className}>
      <FieldLabel htmlFor={wiring.ids.inputId} id={wiring.ids.labelId}>
        {label}
      </FieldLabel>
      {hasContent(hint) && <FieldHint id={wiring.ids.hintId}>{hint}</FieldHint>}
      {wiring.invalid && <FieldError id={wiring.ids.errorId}>{error}</FieldError>}
      {children}
    </FieldGroup>
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
