import type { ComponentPropsWithRef } from 'react';

/** Text for assistive technology only (Tailwind's sr-only). */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={className ? `sr-only ${className}` : 'sr-only'} {...props} />;
}
