import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ChartFrame } from './chart-frame';
import { axeViolations } from './test/axe';

const table = (
  <table>
    <caption>Verbrauch je Zeitraum</caption>
    <thead>
      <tr>
        <th scope="col">Zeitraum</th>
        <th scope="col">Verbrauch</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>2025</td>
        <td>3.200 kWh</td>
      </tr>
    </tbody>
  </table>
);

describe('ChartFrame', () => {
  it('is a figure named by its caption, with at least 200 px for the chart', async () => {
    const screen = await render(
      <ChartFrame title="Verbrauch" description="Seit Vertragsbeginn" alternative={table}>
        <div role="img" aria-label="Balkendiagramm des Verbrauchs" />
      </ChartFrame>,
    );
    await expect.element(screen.getByRole('figure', { name: 'Verbrauch' })).toBeVisible();
    const region = screen.getByRole('img').element().parentElement!;
    expect(region.getBoundingClientRect().height).toBeGreaterThanOrEqual(200);
    await expect.element(screen.getByText('Seit Vertragsbeginn')).toBeVisible();
  });

  it('keeps the table alternative behind a disclosure', async () => {
    const screen = await render(
      <ChartFrame title="Verbrauch" alternative={table}>
        <div />
      </ChartFrame>,
    );
    await expect.element(screen.getByRole('table', { includeHidden: true })).not.toBeVisible();
    await screen.getByText('Daten als Tabelle anzeigen').click();
    await expect.element(screen.getByRole('table', { name: 'Verbrauch je Zeitraum' })).toBeVisible();
  });

  it('can keep the alternative for screen readers only', async () => {
    const screen = await render(
      <ChartFrame title="Preise" alternative={table} alternativeMode="hidden">
        <div />
      </ChartFrame>,
    );
    await expect.element(screen.getByRole('table', { name: 'Verbrauch je Zeitraum' })).toBeInTheDocument();
    expect(screen.getByRole('table').element().parentElement?.className).toContain('sr-only');
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <ChartFrame title="Verbrauch" description="Hochgerechnet auf 365 Tage" alternative={table}>
          <div role="img" aria-label="Diagramm" className="h-[200px]" />
        </ChartFrame>
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
