import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import {
  FieldError,
  FieldGroup,
  FieldHint,
  FieldLabel,
  controlClassName,
  describedBy,
  hasContent,
  useFieldIds,
} from './field';
import type { FieldBaseProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** First option with the value '' ('Bitte wählen'); the value of an unanswered select. */
  placeholder?: string;
  className?: string;
}

/** A native select: the platform's picker is the most usable one on phones and with screen readers. */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  id,
  required,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <FieldGroup error={invalid} className={className}>
      <FieldLabel htmlFor={ids.inputId} id={ids.labelId}>
        {label}
      </FieldLabel>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      <select
        id={ids.inputId}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hasContent(hint) && ids.hintId, invalid && ids.errorId)}
        className={cx(controlClassName, 'cursor-pointer pr-8')}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldGroup>
  );
}
