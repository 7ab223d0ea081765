import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { cx } from './cx';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const levelClasses: Record<HeadingLevel, string> = {
  1: 'text-2xl sm:text-3xl font-bold',
  2: 'text-xl sm:text-2xl font-bold',
  3: 'text-lg sm:text-xl font-semibold',
  4: 'text-base sm:text-lg font-semibold',
  5: 'text-base font-semibold',
  6: 'text-sm font-semibold',
};

export interface HeadingProps extends ComponentPropsWithRef<'h1'> {
  level: HeadingLevel;
  /** Looks of another level, when the document outline and the visual weight differ. */
  visualLevel?: HeadingLevel;
}

export function Heading({ level, visualLevel, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cx('text-text', levelClasses[visualLevel ?? level], className)} {...props} />;
}

export interface PageHeaderProps {
  title: ReactNode;
  /** Slot before the heading for a back link/button the caller renders (ui does no routing). */
  back?: ReactNode;
  /** Slot after the heading (page actions). */
  actions?: ReactNode;
  description?: ReactNode;
  /** Lets the caller move focus to the h1 after navigation; the heading is focusable by script only. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}

export function PageHeader({ title, back, actions, description, headingRef, className }: PageHeaderProps) {
  return (
    <header className={cx('flex flex-col gap-2', className)}>
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading level={1} ref={headingRef} tabIndex={-1} className="focus:outline-none">
          {title}
        </Heading>
        {actions}
      </div>
      {description !== undefined && <div className="text-muted">{description}</div>}
    </header>
  );
}
