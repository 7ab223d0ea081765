import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { FieldFrame, controlClassName, useFieldWiring } from './field';
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
  const wiring = useFieldWiring({ id, hint, error, required });
  return (
    <FieldFrame wiring={wiring} label={label} hint={hint} error={error} className={className}>
      <select {...wiring.controlProps()} className={cx(controlClassName, 'cursor-pointer pr-8')} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
