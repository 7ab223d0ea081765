import { useRef } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { FieldFrame, controlClassName, hasContent, useFieldWiring, useInputText } from './field';
import type { FieldBaseProps } from './field';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { useMergedRef } from './refs';

export interface TextFieldProps
  extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'children' | 'size'> {
  /** Fixed text before the input ('DE' for an IBAN, the Kundennummer prefix). */
  prefix?: ReactNode;
  /** Fixed text after the input (a unit). */
  suffix?: ReactNode;
  /** Shows a button that empties the field (while it has text) and puts the focus back into it. */
  clearable?: boolean;
  clearLabel?: string;
  /** Called after the field was emptied by the clear button (onChange has already seen ''). */
  onClear?: () => void;
  /** Extra control after the input, e.g. the password visibility toggle. */
  endAction?: ReactNode;
  /** Classes of the input itself (width, font). */
  inputClassName?: string;
  className?: string;
}

// The fixed texts join the input's border on their inner side.
const affixClassName = {
  prefix:
    'inline-flex items-center rounded-l-brand border-2 border-r-0 border-border bg-background px-3 font-semibold text-text',
  suffix:
    'inline-flex items-center rounded-r-brand border-2 border-l-0 border-border bg-background px-3 text-text',
};

export function TextField({
  label,
  hint,
  error,
  prefix,
  suffix,
  clearable = false,
  clearLabel = 'Eingabe löschen',
  onClear,
  endAction,
  inputClassName,
  className,
  id,
  ref,
  type = 'text',
  required,
  value,
  defaultValue,
  onChange,
  readOnly,
  disabled,
  'aria-describedby': extraDescription,
  ...inputProps
}: TextFieldProps) {
  const wiring = useFieldWiring({ id, hint, error, required });
  const prefixId = `${wiring.ids.inputId}-prefix`;
  const suffixId = `${wiring.ids.inputId}-suffix`;
  const inputRef = useRef<HTMLInputElement>(null);
  const setRef = useMergedRef(inputRef, ref);
  const [text, setText] = useInputText(value, defaultValue);
  const showClear = clearable && !readOnly && !disabled && text !== '';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(event);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    // The native setter plus an input event make React call onChange with '' exactly as if the user had
    // deleted the text, so controlled and uncontrolled callers need no extra wiring.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
    onClear?.();
  };

  return (
    <FieldFrame wiring={wiring} label={label} hint={hint} error={error} className={className}>
      <div className="flex items-stretch gap-2">
        <div className="flex min-w-0 flex-1 items-stretch">
          {hasContent(prefix) && (
            <span id={prefixId} className={affixClassName.prefix}>
              {prefix}
            </span>
          )}
          <div className="relative min-w-0 flex-1">
            <input
              ref={setRef}
              {...wiring.controlProps({
                before: [hasContent(prefix) && prefixId, hasContent(suffix) && suffixId],
                after: [extraDescription],
              })}
              type={type}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              readOnly={readOnly}
              disabled={disabled}
              className={cx(
                controlClassName,
                hasContent(prefix) && 'rounded-l-none',
                hasContent(suffix) && 'rounded-r-none',
                showClear && 'pr-11',
                inputClassName,
              )}
              {...inputProps}
            />
            {showClear && (
              <IconButton
                aria-label={clearLabel}
                icon={<CloseIcon />}
                size="sm"
                className="absolute top-1/2 right-1.5 -translate-y-1/2"
                onClick={clear}
              />
            )}
          </div>
          {hasContent(suffix) && (
            <span id={suffixId} className={affixClassName.suffix}>
              {suffix}
            </span>
          )}
        </div>
        {endAction}
      </div>
    </FieldFrame>
  );
}
