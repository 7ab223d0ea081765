import { useDeferredValue, useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface ChartFrameProps {
  title: ReactNode;
  /** Text under the title (e.g. the brand's chart description). */
  description?: ReactNode;
  /** The chart (the caller gives its canvas role="img" and a label). */
  children: ReactNode;
  /** The same data as text or a table, for everyone who cannot read the chart. */
  alternative: ReactNode;
  /** 'details' shows the alternative behind a disclosure; 'hidden' keeps it for screen readers only. */
  alternativeMode?: 'details' | 'hidden';
  alternativeSummary?: ReactNode;
  className?: string;
}

export function ChartFrame({
  title,
  description,
  children,
  alternative,
  alternativeMode = 'details',
  alternativeSummary = 'Daten als Tabelle anzeigen',
  className,
}: ChartFrameProps) {
  const captionId = useId();
  // The alternative (a table of up to 196 rows) renders in React's background passes, which yield to the browser,
  // not in the render that shows the page's text (issue 17). After an update the rows follow a moment later.
  const alternativeSpaeter = useDeferredValue(alternative, null);
  return (
    <figure
      aria-labelledby={captionId}
      className={cx('flex flex-col gap-3 rounded-brand border border-border bg-surface p-4', className)}
    >
      <figcaption id={captionId} className="text-lg font-semibold text-text">
        {title}
      </figcaption>
      {description !== undefined && <div className="text-muted">{description}</div>}
      {/* SPEC §9: chart minimum height 200px. */}
      <div className="relative min-h-[200px] w-full">{children}</div>
      {alternativeMode === 'details' ? (
        <details className="text-text">
          <summary className="cursor-pointer font-semibold text-link underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
            {alternativeSummary}
          </summary>
          <div className="mt-2">{alternativeSpaeter}</div>
        </details>
      ) : (
        <div className="sr-only">{alternativeSpaeter}</div>
      )}
    </figure>
  );
}
