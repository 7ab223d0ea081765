import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

type Gap = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
const gaps: Record<Gap, string> = { xs: 'gap-1', sm: 'gap-2', md: 'gap-4', lg: 'gap-6', xl: 'gap-10' };

export interface StackProps extends ComponentPropsWithRef<'div'> {
  gap?: Gap;
}

/** Children one below the other with even spacing. */
export function Stack({ gap = 'md', className, ...props }: StackProps) {
  return <div className={cx('flex flex-col', gaps[gap], className)} {...props} />;
}

export interface InlineProps extends ComponentPropsWithRef<'div'> {
  gap?: Gap;
  align?: 'start' | 'center' | 'end' | 'between';
}

const justify = {
  start: 'justify-start',
  center: 'justify-center',
  end: 'justify-end',
  between: 'justify-between',
} as const;

/** Children side by side, wrapping on narrow screens (button rows). */
export function Inline({ gap = 'sm', align = 'start', className, ...props }: InlineProps) {
  return (
    <div className={cx('flex flex-wrap items-center', gaps[gap], justify[align], className)} {...props} />
  );
}

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  size?: 'narrow' | 'default' | 'wide';
}

const widths = { narrow: 'max-w-xl', default: 'max-w-4xl', wide: 'max-w-6xl' } as const;

/** Centred page column; 16 px side padding keeps content usable on 360 px phones. */
export function Container({ size = 'default', className, ...props }: ContainerProps) {
  return <div className={cx('mx-auto w-full px-4 sm:px-6', widths[size], className)} {...props} />;
}
