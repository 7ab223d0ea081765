import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { FieldFrame, controlClassName, useFieldWiring, useInputText } from './field';
import type { FieldBaseProps } from './field';

export interface TextAreaProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Shows how many characters were typed (and how many remain when maxCharacters is set). */
  showCharacterCount?: boolean;
  /**
   * Limit shown by the counter. Not enforced with the native maxLength: as in GOV.UK's character count, users may
   * type past it and then shorten, the caller's validation reports the error.
   */
  maxCharacters?: number;
  characterCountText?: (count: number, max: number | undefined) => string;
  className?: string;
}

function defaultCountText(count: number, max: number | undefined): string {
  if (max === undefined) return `${count} Zeichen eingegeben`;
  const remaining = max - count;
  if (remaining >= 0) return `Noch ${remaining} von ${max} Zeichen`;
  return `${-remaining} Zeichen zu viel`;
}

export function TextArea({
  label,
  hint,
  error,
  showCharacterCount = false,
  maxCharacters,
  characterCountText = defaultCountText,
  className,
  id,
  required,
  rows = 5,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  const countId = `${wiring.ids.inputId}-count`;
  const [text, setText] = useInputText(value, defaultValue);
  const over = maxCharacters !== undefined && text.length > maxCharacters;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldFrame wiring={wiring} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...wiring.controlProps({ after: [showCharacterCount && countId] })}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={cx(controlClassName, 'resize-y')}
        {...props}
      />
      {showCharacterCount && (
        <p id={countId} className={cx('text-sm', over ? 'font-semibold text-danger' : 'text-muted')}>
          {characterCountText(text.length, maxCharacters)}
        </p>
      )}
    </FieldFrame>
  );
}
