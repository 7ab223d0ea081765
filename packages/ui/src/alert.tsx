import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { IconButton } from './icon-button';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  closeLabel?: string;
  /** 'bar' spans the full width without rounded corners (the global message bar). */
  appearance?: 'box' | 'bar';
}

// The brand validates exactly these pairs: tone colour and body text on the tone's background.
const toneClasses: Record<AlertTone, string> = {
  info: 'border-info bg-info-background',
  success: 'border-success bg-success-background',
  warning: 'border-warning bg-warning-background',
  danger: 'border-danger bg-danger-background',
};

const toneTextClasses: Record<AlertTone, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
};

// Each tone has its own icon shape, so the meaning never rests on colour alone.
const icons: Record<AlertTone, typeof InfoIcon> = {
  info: InfoIcon,
  success: CheckIcon,
  warning: WarningIcon,
  danger: WarningIcon,
};

/**
 * A message with icon and text. Errors are announced assertively (role alert), everything else politely
 * (role status); pass `role` to override, e.g. role="note" for a static hint that should not be announced.
 */
export function Alert({
  tone = 'info',
  title,
  onClose,
  closeLabel = 'Meldung schließen',
  appearance = 'box',
  className,
  children,
  role,
  ...props
}: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      data-tone={tone}
      className={cx(
        'flex items-start gap-3 border-l-4 p-4 text-text',
        appearance === 'box' ? 'rounded-brand' : 'w-full',
        toneClasses[tone],
        className,
      )}
      {...props}
    >
      <Icon className={cx('mt-0.5 size-6 shrink-0', toneTextClasses[tone])} />
      <div className="min-w-0 flex-1">
        {title !== undefined && title !== null && (
          <p className={cx('font-bold', toneTextClasses[tone])}>{title}</p>
        )}
        {children}
      </div>
      {onClose && (
        <IconButton
          aria-label={closeLabel}
          icon={<CloseIcon />}
          variant="neutral"
          size="sm"
          className="-my-1"
          onClick={onClose}
        />
      )}
    </div>
  );
}

/** The closable global message bar of SPEC §2: an Alert spanning the page width. */
export function MessageBar(props: Omit<AlertProps, 'appearance'>) {
  return <Alert appearance="bar" {...props} />;
}
