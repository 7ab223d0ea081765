import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { LoadingMask } from './loading-mask';
import { Spinner } from './spinner';
import { axeViolations } from './test/axe';

const zweiBilder = () =>
  new Promise<void>((fertig) => requestAnimationFrame(() => requestAnimationFrame(() => fertig())));

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

  describe('replaced by the content (no layout shift)', () => {
    /** Renders the block with a paragraph after it, then the content in its place; the shifts the browser saw. */
    async function verschiebungen(fillScreen: boolean) {
      const gesehen: number[] = [];
      const beobachter = new PerformanceObserver((liste) => {
        for (const eintrag of liste.getEntries())
          gesehen.push((eintrag as PerformanceEntry & { value: number }).value);
      });
      const seite = (inhalt: ReactNode) => (
        <div>
          {inhalt}
          <p>Danach</p>
        </div>
      );
      const screen = await render(seite(<LoadingMask loading fillScreen={fillScreen} />));
      await zweiBilder();
      const danach = screen.getByText('Danach').element().getBoundingClientRect().top;
      beobachter.observe({ type: 'layout-shift' });
      await screen.rerender(
        seite(
          <LoadingMask loading={false}>
            <p className="h-[200vh]">Inhalt</p>
          </LoadingMask>,
        ),
      );
      await zweiBilder();
      beobachter.disconnect();
      return { danach, gesehen };
    }

    it('with fillScreen: what follows starts below the fold, and nothing in view moves', async () => {
      const { danach, gesehen } = await verschiebungen(true);
      expect(danach).toBeGreaterThanOrEqual(window.innerHeight);
      expect(gesehen).toEqual([]);
    });

    it('without it, what follows is in view and moves (why the chart pages use fillScreen)', async () => {
      const { danach, gesehen } = await verschiebungen(false);
      expect(danach).toBeLessThan(window.innerHeight);
      expect(gesehen.length).toBeGreaterThan(0);
    });
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
