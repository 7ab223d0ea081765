import type { ReactNode } from 'react';
import { cx } from './cx';

export interface DescriptionItem {
  term: ReactNode;
  description: ReactNode;
  /** Needed when terms are not plain strings. */
  key?: string;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** 'columns' puts term and value side by side from the sm breakpoint on. */
  layout?: 'columns' | 'stacked';
  className?: string;
  /** Shown for a value that is missing (null, undefined, ''), so no label stands next to a blank. */
  emptyText?: ReactNode;
}

/** Label/value pairs (master data) as a dl; a div per pair is valid HTML and keeps pairs together when wrapping. */
export function DescriptionList({
  items,
  layout = 'columns',
  className,
  emptyText = '–',
}: DescriptionListProps) {
  return (
    <dl className={cx('flex flex-col gap-2 text-text', className)}>
      {items.map((item, index) => (
        <div
          key={item.key ?? (typeof item.term === 'string' ? item.term : index)}
          className={cx(
            layout === 'columns' ? 'sm:grid sm:grid-cols-[minmax(10rem,1fr)_2fr] sm:gap-4' : 'flex flex-col',
          )}
        >
          <dt className="font-semibold">{item.term}</dt>
          <dd className="break-words">
            {item.description === null || item.description === undefined || item.description === ''
              ? emptyText
              : item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
