import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Table } from './table';
import type { TableColumn } from './table';
import { axeViolations } from './test/axe';

interface Ablesung {
  datum: string;
  zaehler: string;
  wert: string;
}

const rows: Ablesung[] = [
  { datum: '01.02.2026', zaehler: '1ESY1160000001', wert: '12.345,6' },
  { datum: '01.02.2025', zaehler: '1ESY1160000001', wert: '10.001,0' },
];

const columns: TableColumn<Ablesung>[] = [
  { key: 'datum', header: 'Ablesedatum', cell: (r) => r.datum, rowHeader: true },
  { key: 'zaehler', header: 'Zählernummer', cell: (r) => r.zaehler },
  { key: 'wert', header: 'Ablesewert', cell: (r) => r.wert, align: 'end' },
];

describe('Table', () => {
  it('has a caption, column headers with scope and row headers', async () => {
    const screen = await render(
      <Table caption="Ablesungen" columns={columns} rows={rows} rowKey={(r) => r.datum} />,
    );
    await expect.element(screen.getByRole('table', { name: 'Ablesungen' })).toBeVisible();
    const header = screen.getByRole('columnheader', { name: 'Zählernummer' });
    await expect.element(header).toHaveAttribute('scope', 'col');
    await expect
      .element(screen.getByRole('rowheader', { name: '01.02.2026' }))
      .toHaveAttribute('scope', 'row');
    expect(screen.getByRole('row').elements()).toHaveLength(3);
  });

  it('scrolls sideways in a focusable region named by the caption', async () => {
    await page.viewport(360, 640);
    const wide: TableColumn<Ablesung>[] = [
      ...columns,
      ...['a', 'b', 'c', 'd'].map((key) => ({
        key,
        header: `Spalte mit langem Titel ${key}`,
        cell: () => 'Wert mit viel Text',
      })),
    ];
    const screen = await render(
      <Table caption="Ablesungen" columns={wide} rows={rows} rowKey={(r) => r.datum} />,
    );
    const region = screen.getByRole('region', { name: 'Ablesungen' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
    const el = region.element();
    expect(el.scrollWidth).toBeGreaterThan(el.clientWidth);
    expect(await axeViolations(screen.container)).toBe('');
  });

  it('stacks rows as label/value cards on a phone and keeps table semantics', async () => {
    await page.viewport(360, 640);
    const screen = await render(
      <Table caption="Ablesungen" columns={columns} rows={rows} rowKey={(r) => r.datum} layout="stack" />,
    );
    await expect.element(screen.getByRole('table', { name: 'Ablesungen' })).toBeVisible();
    await expect.element(screen.getByRole('cell', { name: '12.345,6' })).toBeVisible();
    const cell = screen.getByRole('cell', { name: '12.345,6' }).element();
    expect(getComputedStyle(cell).display).toBe('flex');
    // The label is shown for the eye only; the header association stays for screen readers.
    const label = cell.querySelector('[aria-hidden="true"]');
    expect(label?.textContent).toBe('Ablesewert');
    expect(label?.checkVisibility()).toBe(true);
    expect(await axeViolations(screen.container)).toBe('');
  });

  it('keeps the normal table on wide screens in stack layout', async () => {
    await page.viewport(1024, 768);
    const screen = await render(
      <Table caption="Ablesungen" columns={columns} rows={rows} rowKey={(r) => r.datum} layout="stack" />,
    );
    const cell = screen.getByRole('cell', { name: '12.345,6' }).element();
    expect(getComputedStyle(cell).display).toBe('table-cell');
    expect(cell.querySelector('[aria-hidden="true"]')?.checkVisibility()).toBe(false);
  });

  it('has no axe violations with a hidden caption', async () => {
    await page.viewport(1024, 768);
    const screen = await render(
      <div className="bg-background p-4">
        <Table caption="Ablesungen" captionHidden columns={columns} rows={rows} rowKey={(r) => r.datum} />
      </div>,
    );
    await expect.element(screen.getByText('Ablesungen')).toHaveClass('sr-only');
    expect(await axeViolations(screen.container)).toBe('');
  });
});
