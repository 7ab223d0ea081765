import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx, focusRing } from './cx';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Required: an icon alone has no name. */
  'aria-label': string;
  icon: ReactNode;
  /** 'neutral' takes the body text colour, for use on tinted backgrounds (message close buttons). */
  variant?: 'ghost' | 'secondary' | 'neutral';
  size?: 'sm' | 'md';
}

const variants = {
  ghost: 'bg-transparent text-primary hover:enabled:bg-primary/10',
  secondary: 'bg-surface text-primary border-2 border-primary hover:enabled:bg-primary/5',
  neutral: 'bg-transparent text-text hover:enabled:bg-text/10',
} as const;

// 44 px (md) and 32 px (sm) targets: WCAG 2.2 asks for at least 24 px.
const sizes = { sm: 'size-8', md: 'size-11' } as const;

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-brand cursor-pointer disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {icon}
    </button>
  );
}
