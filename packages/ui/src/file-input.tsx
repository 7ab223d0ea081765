import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonClassName } from './button';
import { cx } from './cx';
import { FieldError, FieldGroup, FieldHint, hasContent, useFieldWiring } from './field';

export interface FileInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Text of the button-like label ('Bild auswählen'); also the input's accessible name. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Decorative icon inside the button. */
  icon?: ReactNode;
  className?: string;
}

/**
 * A native file input that looks like a secondary button. The input itself stays in place (transparent, covering
 * the button), so keyboard, screen readers and the phone's camera/file chooser work as usual.
 */
export function FileInput({
  label,
  hint,
  error,
  icon,
  className,
  id,
  required,
  disabled,
  ...props
}: FileInputProps) {
  const { ids, invalid, controlProps } = useFieldWiring({ id, hint, error, required });
  return (
    <FieldGroup error={invalid} className={className}>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div
        className={cx(
          'relative self-start rounded-brand',
          'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
          disabled && 'opacity-60',
        )}
      >
        <label htmlFor={ids.inputId} id={ids.labelId} className={buttonClassName('secondary')}>
          {icon}
          {label}
        </label>
        <input
          {...controlProps()}
          type="file"
          disabled={disabled}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...props}
        />
      </div>
    </FieldGroup>
  );
}
