import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  /** The empty text ('Es wurden keine Ablesungen gefunden.'). */
  children: ReactNode;
  className?: string;
}

export function EmptyState({ children, className }: EmptyStateProps) {
  return (
    <p
      className={cx('rounded-brand border border-dashed border-border bg-surface p-4 text-muted', className)}
    >
      {children}
    </p>
  );
}
