import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonClassName } from './button';
import { cx } from './cx';
import { FieldError, FieldHint, describedBy, hasContent, useFieldIds } from './field';

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
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={cx('flex flex-col gap-1', invalid && 'border-l-4 border-danger pl-3', className)}>
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
          id={ids.inputId}
          type="file"
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hasContent(hint) && ids.hintId, invalid && ids.errorId)}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...props}
        />
      </div>
    </div>
  );
}
