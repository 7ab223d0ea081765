import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** SPEC §9: the bar shows 0, 5, 55 or 100 percent. */
export type StrengthValue = 0 | 5 | 55 | 100;

export interface StrengthBarProps {
  value: StrengthValue;
  /** Visible text naming the strength ('Passwortstärke: stark'); the meter's accessible name. */
  label: ReactNode;
  /** Spoken instead of the percentage, e.g. 'stark'. */
  valueText?: string;
  className?: string;
}

const fill: Record<StrengthValue, string> = {
  0: 'bg-border',
  5: 'bg-danger',
  55: 'bg-warning',
  100: 'bg-success',
};

export function StrengthBar({ value, label, valueText, className }: StrengthBarProps) {
  const labelId = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="h-2 w-full overflow-hidden rounded-full border border-border bg-surface"
      >
        <div
          className={cx('h-full transition-[width] motion-reduce:transition-none', fill[value])}
          style={{ width: `${value}%` }}
        />
      </div>
      <div id={labelId} className="text-sm text-text">
        {label}
      </div>
    </div>
  );
}
