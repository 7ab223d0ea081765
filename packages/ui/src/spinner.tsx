import { cx } from './cx';

export interface SpinnerProps {
  /** Accessible text; without it the spinner is decorative (the surrounding element says what is happening). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span className={cx('inline-flex items-center', className)} role={label ? 'status' : undefined}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={cx(
          sizes[size],
          'shrink-0 motion-safe:animate-spin motion-reduce:animate-[spin_2s_linear_infinite]',
        )}
      >
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
