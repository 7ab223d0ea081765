import type { ReactNode } from 'react';
import { cx } from './cx';
import { ReloadIcon } from './icons';
import { Spinner } from './spinner';

export interface LoadingMaskProps {
  loading: boolean;
  /** Announced and shown under the spinner. */
  label?: string;
  /** SPEC §2: spinner or reload icon. */
  icon?: 'spinner' | 'reload';
  /** Content covered while loading; without children the mask is a block of its own. */
  children?: ReactNode;
  /**
   * The block stands for a page's main content, which arrives taller than the screen (a chart page): it reserves
   * the rest of the screen, spinner at its top, so what follows it starts below the fold and nothing in view moves
   * when the content replaces it (a layout shift).
   */
  fillScreen?: boolean;
  className?: string;
}

export function LoadingMask({
  loading,
  label = 'Wird geladen …',
  icon = 'spinner',
  children,
  fillScreen = false,
  className,
}: LoadingMaskProps) {
  // The status region is always rendered and only its content changes: screen readers announce changes of an
  // existing live region more reliably than a newly inserted one.
  const status = (
    <div role="status" className="flex flex-col items-center gap-2 text-primary">
      {loading && (
        <>
          {icon === 'spinner' ? (
            <Spinner size="lg" />
          ) : (
            <ReloadIcon className="size-10 motion-safe:animate-spin motion-reduce:animate-[spin_2s_linear_infinite]" />
          )}
          <span className="font-semibold text-text">{label}</span>
        </>
      )}
    </div>
  );

  // The keys keep React from turning the block's nodes into the content's when one replaces the other at the same
  // place: a node that is reused moves, and the browser counts that as a layout shift.
  if (children === undefined) {
    return (
      <div
        key="block"
        className={cx(
          'flex justify-center',
          loading && (fillScreen ? 'min-h-svh items-start pt-8' : 'min-h-32 items-center'),
          className,
        )}
      >
        {status}
      </div>
    );
  }

  // aria-busy goes on the content only: screen readers may hold back live regions inside a busy element.
  return (
    <div key="inhalt" className={cx('relative', className)}>
      <div aria-busy={loading}>{children}</div>
      <div
        className={cx(
          loading
            ? 'absolute inset-0 z-10 flex items-center justify-center rounded-brand bg-surface/80'
            : 'sr-only',
        )}
      >
        {status}
      </div>
    </div>
  );
}
