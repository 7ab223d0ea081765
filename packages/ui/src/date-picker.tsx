import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { cx, focusRing } from './cx';
import {
  addDays,
  addMonths,
  checkDateText,
  clampDate,
  compareDates,
  daysInMonth,
  formatGermanDate,
  formatLongGermanDate,
  germanMonthNames,
  germanWeekdayNames,
  germanWeekdayShortNames,
  isSameDate,
  isWithin,
  parseIsoDate,
  plainDateOf,
  toIsoDate,
  weekdayIndex,
} from './date-utils';
import type { DateTextCheck, DateTextStatus, PlainDate } from './date-utils';
import { hasContent } from './field';
import type { FieldBaseProps } from './field';
import { IconButton } from './icon-button';
import {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
} from './icons';
import { TextField } from './text-field';

export interface DatePickerLabels {
  openCalendar: string;
  closeCalendar: string;
  dialog: string;
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
  formatHint: string;
  placeholder: string;
}

const defaultLabels: DatePickerLabels = {
  openCalendar: 'Kalender öffnen',
  closeCalendar: 'Kalender schließen',
  dialog: 'Datum auswählen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  previousYear: 'Vorheriges Jahr',
  nextYear: 'Nächstes Jahr',
  formatHint: 'Format: TT.MM.JJJJ',
  placeholder: 'TT.MM.JJJJ',
};

export type DateValidation = DateTextCheck & { text: string };

export interface DatePickerProps extends FieldBaseProps {
  /** ISO 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /**
   * Called with the ISO date whenever the text is a real calendar day (also one outside min/max: the caller's
   * validation owns that message), and with '' when the text is empty or not a date.
   */
  onChange: (value: string) => void;
  /** Earliest selectable day, ISO. Days before it are disabled in the calendar. */
  min?: string;
  /** Latest selectable day, ISO. */
  max?: string;
  /** Reports how the typed text was classified, on every change. */
  onValidate?: (validation: DateValidation) => void;
  /**
   * Messages the picker shows itself once the field was left with such a text. `error` from the caller wins.
   */
  messages?: Partial<Record<Exclude<DateTextStatus, 'valid' | 'empty'>, ReactNode>>;
  /** Today for the calendar's marker and start month, ISO; defaults to the browser's local day. */
  today?: string;
  labels?: Partial<DatePickerLabels>;
  /** Width of the calendar popover in px (shrinks on narrow screens). */
  calendarWidth?: number;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  className?: string;
}

function isoToText(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatGermanDate(date) : '';
}

export function DatePicker({
  label,
  hint,
  error,
  value,
  onChange,
  min,
  max,
  onValidate,
  messages,
  today,
  labels: labelOverrides,
  calendarWidth = 350,
  id,
  name,
  required,
  disabled,
  readOnly,
  onBlur,
  className,
}: DatePickerProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const longId = `${inputId}-long`;
  const dialogId = `${inputId}-calendar`;
  const minDate = min ? parseIsoDate(min) : null;
  const maxDate = max ? parseIsoDate(max) : null;
  const todayDate = (today ? parseIsoDate(today) : null) ?? plainDateOf(new Date());

  const [text, setText] = useState(() => isoToText(value));
  // The value this component last emitted or was given; a different `value` prop means the caller changed it.
  const [syncedValue, setSyncedValue] = useState(value);
  const [shownStatus, setShownStatus] = useState<DateTextStatus | null>(null);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setText(isoToText(value));
    setShownStatus(null);
  }
  const [open, setOpen] = useState(false);
  const [focusDate, setFocusDate] = useState<PlainDate>(todayDate);

  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const focusDayRequested = useRef(false);

  const check = checkDateText(text, { min: minDate, max: maxDate });
  const ownMessage =
    shownStatus && shownStatus !== 'valid' && shownStatus !== 'empty' ? messages?.[shownStatus] : undefined;
  const shownError = hasContent(error) ? error : ownMessage;

  const emit = (nextText: string, nextCheck: DateTextCheck) => {
    const iso = nextCheck.date ? toIsoDate(nextCheck.date) : '';
    setSyncedValue(iso);
    onValidate?.({ ...nextCheck, text: nextText });
    if (iso !== value) onChange(iso);
  };

  const handleTextChange = (nextText: string) => {
    setText(nextText);
    const nextCheck = checkDateText(nextText, { min: minDate, max: maxDate });
    // A message shown since the last blur goes away as soon as the text is fine, not only on the next blur.
    if (nextCheck.status === 'valid' || nextCheck.status === 'empty') setShownStatus(null);
    emit(nextText, nextCheck);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setShownStatus(check.status);
    // '1.2.2026' is shown as '01.02.2026' once the user moves on.
    if (check.date) setText(formatGermanDate(check.date));
    onBlur?.(event);
  };

  const selectable = (date: PlainDate) => isWithin(date, minDate, maxDate);
  const clampToRange = (date: PlainDate) => clampDate(date, minDate, maxDate);

  const openCalendar = () => {
    setFocusDate(clampToRange(check.date ?? todayDate));
    focusDayRequested.current = true;
    setOpen(true);
  };

  const closeCalendar = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const selectDate = (date: PlainDate) => {
    if (!selectable(date)) return;
    const nextText = formatGermanDate(date);
    setText(nextText);
    setShownStatus(null);
    emit(nextText, { status: 'valid', date });
    closeCalendar(true);
  };

  const moveFocus = (date: PlainDate) => {
    focusDayRequested.current = true;
    setFocusDate(clampToRange(date));
  };

  useEffect(() => {
    if (!open || !focusDayRequested.current) return;
    focusDayRequested.current = false;
    dialogRef.current?.querySelector<HTMLButtonElement>('[data-day][tabindex="0"]')?.focus();
  }, [open, focusDate]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, () => PlainDate> = {
      ArrowLeft: () => addDays(focusDate, -1),
      ArrowRight: () => addDays(focusDate, 1),
      ArrowUp: () => addDays(focusDate, -7),
      ArrowDown: () => addDays(focusDate, 7),
      Home: () => addDays(focusDate, -weekdayIndex(focusDate)),
      End: () => addDays(focusDate, 6 - weekdayIndex(focusDate)),
      PageUp: () => addMonths(focusDate, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focusDate, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeCalendar(true);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Focus stays inside the dialog while it is open (aria-modal).
    const focusables = [
      ...dialogRef.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled):not([tabindex="-1"])'),
    ];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A month can be shown when at least one of its days can be chosen.
  const monthReachable = (date: PlainDate) => {
    const first = { year: date.year, month: date.month, day: 1 };
    const last = { year: date.year, month: date.month, day: daysInMonth(date.year, date.month) };
    const clamped = clampToRange(first);
    return compareDates(clamped, first) >= 0 && compareDates(clamped, last) <= 0;
  };
  const navTargets = {
    previousYear: addMonths(focusDate, -12),
    previousMonth: addMonths(focusDate, -1),
    nextMonth: addMonths(focusDate, 1),
    nextYear: addMonths(focusDate, 12),
  };

  const firstOfMonth = { year: focusDate.year, month: focusDate.month, day: 1 };
  const cells: (PlainDate | null)[] = [
    ...Array.from({ length: weekdayIndex(firstOfMonth) }, () => null),
    ...Array.from({ length: daysInMonth(focusDate.year, focusDate.month) }, (_, i) => ({
      ...firstOfMonth,
      day: i + 1,
    })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const monthTitle = `${germanMonthNames()[focusDate.month - 1]} ${focusDate.year}`;

  const navButton = (key: keyof typeof navTargets, icon: ReactNode) => (
    <IconButton
      aria-label={labels[key]}
      icon={icon}
      size="sm"
      disabled={!monthReachable(navTargets[key])}
      onClick={() => setFocusDate(clampToRange(navTargets[key]))}
    />
  );

  return (
    <div ref={wrapperRef} className={cx('relative flex flex-col gap-1', className)}>
      <TextField
        id={inputId}
        name={name}
        label={label}
        hint={
          <>
            {hasContent(hint) && <span className="block">{hint}</span>}
            <span className="block">{labels.formatHint}</span>
          </>
        }
        error={shownError}
        value={text}
        onChange={(event) => handleTextChange(event.target.value)}
        onBlur={handleBlur}
        placeholder={labels.placeholder}
        autoComplete="off"
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        inputClassName="sm:max-w-48"
        aria-describedby={check.date ? longId : undefined}
        endAction={
          <IconButton
            ref={toggleRef}
            aria-label={labels.openCalendar}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            variant="secondary"
            icon={<CalendarIcon />}
            disabled={disabled || readOnly}
            onClick={() => (open ? closeCalendar(false) : openCalendar())}
          />
        }
      />
      {check.date && (
        <p id={longId} className="text-sm text-muted">
          {formatLongGermanDate(check.date)}
        </p>
      )}
      {open && (
        // APG date picker dialog: Escape and the focus loop are handled on the dialog itself.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-label={`${labels.dialog}, ${monthTitle}`}
          onKeyDown={onDialogKeyDown}
          style={{ width: calendarWidth }}
          className="absolute top-full left-0 z-20 mt-1 max-w-[calc(100vw-2rem)] rounded-brand border-2 border-border bg-surface p-3 text-text shadow-lg"
        >
          <div className="flex items-center gap-1">
            {navButton('previousYear', <DoubleChevronLeftIcon />)}
            {navButton('previousMonth', <ChevronLeftIcon />)}
            <p className="flex-1 text-center font-semibold" aria-live="polite">
              {monthTitle}
            </p>
            {navButton('nextMonth', <ChevronRightIcon />)}
            {navButton('nextYear', <DoubleChevronRightIcon />)}
            <IconButton
              aria-label={labels.closeCalendar}
              icon={<CloseIcon />}
              size="sm"
              onClick={() => closeCalendar(true)}
            />
          </div>
          <table
            role="grid"
            aria-label={monthTitle}
            className="mt-2 w-full table-fixed border-collapse text-center"
          >
            <thead>
              <tr>
                {germanWeekdayShortNames().map((short, index) => (
                  <th
                    key={short}
                    scope="col"
                    abbr={germanWeekdayNames()[index]}
                    className="pb-1 text-sm font-semibold text-muted"
                  >
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, weekIndex) => (
                <tr key={weekIndex}>
                  {week.map((date, dayIndex) => {
                    if (!date) return <td key={dayIndex} />;
                    const selected = check.date ? isSameDate(date, check.date) : false;
                    const isToday = isSameDate(date, todayDate);
                    return (
                      <td key={dayIndex} aria-selected={selected} className="p-0.5">
                        <button
                          type="button"
                          data-day={toIsoDate(date)}
                          tabIndex={isSameDate(date, focusDate) ? 0 : -1}
                          aria-label={formatLongGermanDate(date)}
                          aria-current={isToday ? 'date' : undefined}
                          disabled={!selectable(date)}
                          onClick={() => selectDate(date)}
                          onKeyDown={onDayKeyDown}
                          className={cx(
                            'mx-auto flex size-10 cursor-pointer items-center justify-center rounded-full tabular-nums',
                            'disabled:cursor-not-allowed disabled:text-muted disabled:line-through disabled:opacity-60',
                            focusRing,
                            selected
                              ? 'bg-primary font-bold text-primary-text'
                              : 'hover:enabled:bg-primary/10',
                            isToday && !selected && 'border-2 border-primary font-bold',
                          )}
                        >
                          {date.day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
