import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx, focusRing } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-brand font-semibold text-center cursor-pointer select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress ' +
  focusRing;

// Danger is outlined rather than filled: the palette has no "text on danger" token, and danger on surface is
// already required to be readable (it is the error text colour).
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-primary-text border-2 border-primary hover:enabled:shadow-[inset_0_0_0_2px_var(--color-primary-text)]',
  secondary: 'bg-surface text-primary border-2 border-primary hover:enabled:bg-primary/5',
  accent:
    'bg-accent text-accent-text border-2 border-accent hover:enabled:shadow-[inset_0_0_0_2px_var(--color-accent-text)]',
  danger: 'bg-surface text-danger border-2 border-danger hover:enabled:bg-danger/5',
  link: 'bg-transparent text-link underline underline-offset-4 hover:enabled:decoration-2',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-11 px-4 py-2 text-base',
};

// A link-like button keeps the target height but not the padding of a box it does not draw.
const linkSizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-1 text-sm',
  md: 'min-h-11 px-1 text-base',
};

/** Classes of a button, for elements the caller renders itself (a router Link that looks like a button). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(base, variants[variant], variant === 'link' ? linkSizes[size] : sizes[size]);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and sets aria-busy; clicks are ignored but the button keeps its focus. */
  loading?: boolean;
  /** Icon before the text (decorative). */
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...props
}: ButtonProps) {
  // aria-disabled instead of disabled while loading: a disabled button would drop keyboard focus mid-submit.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={cx(buttonClassName(variant, size), fullWidth && 'w-full', className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}
