import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx, focusRing } from './cx';
import { FieldError, FieldHint, hasContent, useFieldWiring } from './field';
import { CheckIcon } from './icons';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  legend: ReactNode;
  /** Renders the legend for screen readers only (the surrounding heading already says it). */
  legendHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly ChoiceOption[];
  /** The chosen value, '' for none. */
  value: string;
  /** Called with the new value, or '' when a non-required group is deselected. */
  onChange: (value: string) => void;
  /** A required group can start empty but cannot be deselected back to zero (SPEC §5). */
  required?: boolean;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

// Native radios underneath: fieldset/legend semantics, one tab stop, arrow keys and form behaviour come from the
// browser. The only addition is deselecting (click or Space on the chosen option) for groups that are not required.
function ChoiceGroup({
  appearance,
  legend,
  legendHidden = false,
  hint,
  error,
  options,
  value,
  onChange,
  required = false,
  name,
  id,
  disabled = false,
  className,
}: ChoiceGroupProps & { appearance: 'buttons' | 'list' }) {
  const { ids, invalid, controlProps } = useFieldWiring({ id, hint, error, required });
  const generatedName = useId();

  return (
    // role radiogroup (allowed on fieldset, still named by its legend) carries aria-required and aria-invalid,
    // which the single radios do not support.
    <fieldset
      {...controlProps()}
      role="radiogroup"
      className={cx('flex min-w-0 flex-col gap-1', invalid && 'border-l-4 border-danger pl-3', className)}
      disabled={disabled}
    >
      <legend className={cx('mb-1 font-semibold text-text', legendHidden && 'sr-only')}>{legend}</legend>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div className={appearance === 'buttons' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
        {options.map((option) => {
          const checked = option.value === value;
          const input = (
            <input
              type="radio"
              name={name ?? generatedName}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              onClick={() => {
                // The radio was already chosen when it was clicked: that is a request to deselect.
                if (checked && !required) onChange('');
              }}
              className={
                appearance === 'buttons'
                  ? 'absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed'
                  : cx(
                      'mt-0.5 size-6 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed',
                      focusRing,
                    )
              }
            />
          );
          return appearance === 'buttons' ? (
            <label
              key={option.value}
              className={cx(
                'relative inline-flex min-h-11 items-center gap-2 rounded-brand border-2 border-primary px-4 py-2 font-semibold',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                'has-[:disabled]:opacity-60',
                checked ? 'bg-primary text-primary-text' : 'bg-surface text-primary hover:bg-primary/5',
              )}
            >
              {input}
              {checked && <CheckIcon className="size-4 shrink-0" />}
              <span>{option.label}</span>
            </label>
          ) : (
            <label key={option.value} className="flex cursor-pointer items-start gap-3 text-text">
              {input}
              <span className="pt-0.5">{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Single choice shown as segmented buttons (e.g. the history modes). */
export function ButtonGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup appearance="buttons" {...props} />;
}

/** Single choice shown as a list of radio buttons. */
export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup appearance="list" {...props} />;
}
