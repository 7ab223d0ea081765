import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { expectNoAxeViolations } from '../test/axe.ts';
import { texts } from '../texts.ts';
import { NeueVersionBanner } from './neue-version-banner.tsx';

const t = texts.aktualisierung;

afterEach(() => {
  document.documentElement.style.scrollPaddingBottom = '';
  document.body.style.paddingBottom = '';
});

describe('update banner', () => {
  it('announces the new version, reloads on its button and keeps the page scrollable above it', async () => {
    const onNeuLaden = vi.fn();
    const ansicht = await render(<NeueVersionBanner onNeuLaden={onNeuLaden} onSpaeter={vi.fn()} />);
    const banner = page.getByRole('region', { name: t.bereich });
    await expect.element(banner.getByRole('status').getByText(t.neueVersion)).toBeVisible();
    await expectNoAxeViolations();

    // The page keeps room below its last line, and focused fields stop above the banner (WCAG 2.4.11).
    const hoehe = `${String((banner.element() as HTMLElement).offsetHeight)}px`;
    expect(document.body.style.paddingBottom).toBe(hoehe);
    expect(document.documentElement.style.scrollPaddingBottom).toBe(hoehe);

    await userEvent.click(banner.getByRole('button', { name: texts.allgemein.neuLaden }));
    expect(onNeuLaden).toHaveBeenCalledTimes(1);
    // A second click while the page reloads does nothing more (the busy button is aria-disabled, so click directly).
    (banner.getByRole('button', { name: texts.allgemein.neuLaden }).element() as HTMLElement).click();
    expect(onNeuLaden).toHaveBeenCalledTimes(1);

    await ansicht.unmount();
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('"Später" hands the decision back by keyboard too', async () => {
    const onSpaeter = vi.fn();
    await render(<NeueVersionBanner onNeuLaden={vi.fn()} onSpaeter={onSpaeter} />);
    page.getByRole('button', { name: t.spaeter }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onSpaeter).toHaveBeenCalledTimes(1);
  });
});
