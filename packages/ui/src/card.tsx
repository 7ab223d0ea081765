import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { Heading } from './heading';
import type { HeadingLevel } from './heading';

export type CardTone = 'default' | 'active' | 'inactive' | 'ordered' | 'terminated';

export interface CardProps {
  heading?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Colours the card's left edge; the state itself must also be said in text (statusLabel or content). */
  tone?: CardTone;
  /** A short state text shown as a badge next to the heading ('aktiv', 'gekündigt'). */
  statusLabel?: ReactNode;
  /** Buttons or links at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Card({
  heading,
  headingLevel = 2,
  tone = 'default',
  statusLabel,
  actions,
  children,
  className,
}: CardProps) {
  const headingId = useId();
  const hasHeading = heading !== undefined && heading !== null;
  const Tag = hasHeading ? 'article' : 'div';
  return (
    <Tag
      aria-labelledby={hasHeading ? headingId : undefined}
      data-tone={tone}
      className={cx(
        'flex flex-col gap-3 rounded-brand border border-l-4 border-border bg-surface p-4 text-text',
        'data-[tone=active]:border-l-success data-[tone=inactive]:border-l-muted data-[tone=ordered]:border-l-info',
        'data-[tone=terminated]:border-l-danger data-[tone=inactive]:bg-background',
        className,
      )}
    >
      {(hasHeading || statusLabel !== undefined) && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {hasHeading && (
            <Heading level={headingLevel} visualLevel={3} id={headingId}>
              {heading}
            </Heading>
          )}
          {statusLabel !== undefined && (
            <span
              data-tone={tone}
              className={cx(
                'rounded-full border-2 px-2 py-0.5 text-sm font-semibold',
                'border-border text-text data-[tone=active]:border-success data-[tone=active]:text-success',
                'data-[tone=ordered]:border-info data-[tone=ordered]:text-info',
                'data-[tone=terminated]:border-danger data-[tone=terminated]:text-danger',
              )}
            >
              {statusLabel}
            </span>
          )}
        </div>
      )}
      {children}
      {actions !== undefined && <div className="mt-auto flex flex-wrap gap-2">{actions}</div>}
    </Tag>
  );
}
