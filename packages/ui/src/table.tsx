import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx, focusRing } from './cx';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** 'end' for numbers and amounts. */
  align?: 'start' | 'end';
  /** Renders the cells of this column as row headers (th scope="row"), e.g. the date of a reading. */
  rowHeader?: boolean;
  /** Label in front of each value in the stacked layout; defaults to the header when that is a string. */
  stackLabel?: string;
}

export interface TableProps<Row> {
  caption: ReactNode;
  /** Keeps the caption for screen readers only (a visible heading already names the table). */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /**
   * Narrow screens: 'scroll' keeps the table and scrolls it sideways (the scroll area is focusable so keyboard users
   * can scroll it); 'stack' turns every row into a card of label/value lines below the sm breakpoint.
   */
  layout?: 'scroll' | 'stack';
  className?: string;
}

/** With display changed for the stacked layout some browsers drop table semantics; explicit roles keep them. */
const explicitRole = (stacked: boolean) => (name: string) => (stacked ? name : undefined);

export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  layout = 'scroll',
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const stacked = layout === 'stack';
  const role = explicitRole(stacked);

  const table = (
    <table
      role={role('table')}
      className={cx('w-full border-collapse bg-surface text-left text-text', stacked && 'max-sm:block')}
    >
      <caption
        id={captionId}
        className={cx(
          captionHidden ? 'sr-only' : 'mb-2 text-left text-lg font-semibold',
          stacked && 'max-sm:block',
        )}
      >
        {caption}
      </caption>
      <thead role={role('rowgroup')} className={cx(stacked && 'max-sm:sr-only')}>
        <tr role={role('row')}>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              role={role('columnheader')}
              className={cx(
                'border-b-2 border-border px-3 py-2 font-semibold',
                column.align === 'end' && 'text-right',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role={role('rowgroup')} className={cx(stacked && 'max-sm:flex max-sm:flex-col max-sm:gap-3')}>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)} row={row} index={index} columns={columns} stacked={stacked} />
        ))}
      </tbody>
    </table>
  );

  if (stacked) return <div className={className}>{table}</div>;

  return (
    // A focusable, named scroll region: keyboard users can scroll it (axe scrollable-region-focusable).
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cx('overflow-x-auto rounded-brand', focusRing, className)}
    >
      {table}
    </div>
  );
}

interface TableRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly TableColumn<Row>[];
  stacked: boolean;
}

/**
 * One row as a component of its own: a long table rendered in the background (a deferred value) then yields to the
 * browser between rows instead of formatting every cell in one task.
 */
function TableRow<Row>({ row, index, columns, stacked }: TableRowProps<Row>) {
  const role = explicitRole(stacked);
  return (
    <tr
      role={role('row')}
      className={cx(
        'border-b border-border',
        stacked && 'max-sm:block max-sm:rounded-brand max-sm:border max-sm:p-3',
      )}
    >
      {columns.map((column) => {
        const label = column.stackLabel ?? (typeof column.header === 'string' ? column.header : undefined);
        const classes = cx(
          'px-3 py-2 align-top',
          column.align === 'end' && 'text-right tabular-nums',
          stacked &&
            'max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right',
        );
        const content = (
          <>
            {/* The stacked label is for the eye only; screen readers keep the column header association. */}
            {stacked && label !== undefined && (
              <span aria-hidden="true" className="text-left font-semibold sm:hidden">
                {label}
              </span>
            )}
            {stacked ? <span>{column.cell(row, index)}</span> : column.cell(row, index)}
          </>
        );
        return column.rowHeader ? (
          <th key={column.key} scope="row" role={role('rowheader')} className={cx(classes, 'font-semibold')}>
            {content}
          </th>
        ) : (
          <td key={column.key} role={role('cell')} className={classes}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}
