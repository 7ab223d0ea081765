import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { ErrorView } from '../shell/error-view.tsx';
import { texts } from '../texts.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * SPEC §8 "Router": the last-resort view of the router, ErrorView (the root route's error boundary). The portal
 * redirects unknown paths to / before a 404 can happen, so these tests give the view a small route tree of its own.
 */

function Kaputt(): never {
  throw new Error('Bildschirm kaputt: Testfehler');
}

describe('router error view (SPEC §8)', () => {
  it("a path without a route shows 'Not Found'", async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>Start</p>, ErrorBoundary: ErrorView }], {
      initialEntries: ['/gibt-es-nicht'],
    });
    await render(<RouterProvider router={router} />);

    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.router.nichtGefunden }))
      .toBeVisible();
    expect(page.getByText('Start').all()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("a screen that fails to render shows 'Something went wrong!' with the error behind Show Error", async () => {
    const router = createMemoryRouter([{ path: '/', Component: Kaputt, ErrorBoundary: ErrorView }]);
    await render(<RouterProvider router={router} />);

    await expect
      .element(page.getByRole('heading', { level: 1, name: texts.router.fehlerAnsicht }))
      .toBeVisible();
    const umschalter = page.getByRole('button', { name: texts.router.fehlerAnzeigen });
    await expect.element(umschalter).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByText(/Bildschirm kaputt/).all()).toHaveLength(0);

    await expectNoAxeViolations();

    await userEvent.click(umschalter);
    await expect.element(page.getByText(/Error: Bildschirm kaputt: Testfehler/)).toBeVisible();
    const ausblenden = page.getByRole('button', { name: texts.router.fehlerAusblenden });
    await expect.element(ausblenden).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(ausblenden);
    await expect.element(page.getByText(/Bildschirm kaputt/)).not.toBeInTheDocument();
  });

  it('the shown error details can be scrolled with the keyboard (axe)', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Kaputt, ErrorBoundary: ErrorView }]);
    await render(<RouterProvider router={router} />);
    await userEvent.click(page.getByRole('button', { name: texts.router.fehlerAnzeigen }));
    await expect.element(page.getByText(/Error: Bildschirm kaputt: Testfehler/)).toBeVisible();
    // The stack trace is wider than a phone: its scroll box must take keyboard focus (WCAG 2.1.1).
    await expectNoAxeViolations();
  });
});
