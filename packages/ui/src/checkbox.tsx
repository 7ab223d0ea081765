import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx, focusRing } from './cx';
import { FieldError, FieldGroup, FieldHint, hasContent, useFieldWiring } from './field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** May contain a link (terms of use): the link stays a separate tab stop next to the box. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

export function Checkbox({ label, hint, error, className, id, required, ...props }: CheckboxProps) {
  const { ids, invalid, controlProps } = useFieldWiring({ id, hint, error, required });
  return (
    <FieldGroup error={invalid} className={className}>
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div className="flex items-start gap-3">
        <input
          {...controlProps()}
          type="checkbox"
          className={cx(
            'mt-0.5 size-6 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed',
            focusRing,
          )}
          {...props}
        />
        <div className="flex flex-col gap-1 pt-0.5">
          <label htmlFor={ids.inputId} id={ids.labelId} className="cursor-pointer text-text">
            {label}
          </label>
          {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
        </div>
      </div>
    </FieldGroup>
  );
}
