import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { LoadingMask } from './loading-mask';
import { Spinner } from './spinner';
import { axeViolations } from './test/axe';

describe('LoadingMask', () => {
  it('covers its content while loading, marks it busy and says so', async () => {
    const screen = await render(
      <LoadingMask loading>
        <p>Verträge</p>
      </LoadingMask>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    const wrapper = screen.getByText('Verträge').element().parentElement;
    expect(wrapper?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows only the content when done', async () => {
    const screen = await render(
      <LoadingMask loading={false} label="Daten werden geladen">
        <p>Verträge</p>
      </LoadingMask>,
    );
    // The live region stays, empty, so the next loading phase is announced.
    expect(screen.getByRole('status').element().textContent).toBe('');
    expect(screen.getByText('Verträge').element().parentElement?.getAttribute('aria-busy')).toBe('false');
  });

  it('stands alone with a caller text and the reload icon, announcing when loading starts', async () => {
    const screen = await render(<LoadingMask loading={false} icon="reload" label="Daten werden geladen" />);
    const status = screen.getByRole('status');
    expect(status.element().textContent).toBe('');
    await screen.rerender(<LoadingMask loading icon="reload" label="Daten werden geladen" />);
    await expect.element(status).toHaveTextContent('Daten werden geladen');
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <LoadingMask loading>
          <p className="h-40">Inhalt</p>
        </LoadingMask>
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});

describe('Spinner', () => {
  it('is decorative without a label and a status with one', async () => {
    const screen = await render(
      <>
        <Spinner />
        <Spinner label="Wird gesendet" />
      </>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Wird gesendet');
    expect(screen.container.querySelectorAll('svg[aria-hidden="true"]').length).toBe(2);
  });
});
