import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from './button';
import type { ButtonSize, ButtonVariant } from './button';
import { cx } from './cx';

export interface TwoStepButtonProps {
  /** Text of the first button ('Bankverbindung beenden'). */
  label: ReactNode;
  /** Shown with the two answers; defaults to the label. */
  question?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  loading?: boolean;
  className?: string;
}

/**
 * A destructive action that asks first: the button turns into 'Ja'/'Nein'. Focus goes to the safe answer 'Nein';
 * 'Nein' or Escape goes back, and focus returns to the first button.
 */
export function TwoStepButton({
  label,
  question,
  confirmLabel = 'Ja',
  cancelLabel = 'Nein',
  onConfirm,
  variant = 'danger',
  size = 'md',
  disabled,
  loading,
  className,
}: TwoStepButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) triggerRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setConfirming(false);
    }
  };

  if (!confirming) {
    return (
      <Button
        ref={triggerRef}
        variant={variant}
        size={size}
        disabled={disabled}
        loading={loading}
        className={className}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className={cx('inline-flex flex-wrap items-center gap-2', className)}
    >
      <span id={questionId} className="font-semibold text-text">
        {question ?? label}
      </span>
      <Button
        variant={variant}
        size={size}
        onKeyDown={onKeyDown}
        onClick={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button
        ref={cancelRef}
        variant="secondary"
        size={size}
        onKeyDown={onKeyDown}
        onClick={() => setConfirming(false)}
      >
        {cancelLabel}
      </Button>
    </div>
  );
}
