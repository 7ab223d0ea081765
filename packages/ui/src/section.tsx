import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { Heading } from './heading';
import type { HeadingLevel } from './heading';

export interface SectionProps {
  title: ReactNode;
  headingLevel?: HeadingLevel;
  /** Next to the heading, e.g. an edit IconButton. */
  actions?: ReactNode;
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** A titled part of a page: a section named by its heading. */
export function Section({ title, headingLevel = 2, actions, children, id, className }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cx('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
