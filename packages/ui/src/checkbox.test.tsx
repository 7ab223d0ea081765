import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './checkbox';
import { linkClassName } from './link';
import { axeViolations } from './test/axe';
import { expectHintAndErrorWired } from './test/field-wiring';

function Terms() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label={
        <>
          Ich akzeptiere die{' '}
          <a href="#nutzungsbedingungen" className={linkClassName()}>
            Nutzungsbedingungen
          </a>
          .
        </>
      }
      checked={checked}
      onChange={(e) => setChecked(e.target.checked)}
    />
  );
}

describe('Checkbox', () => {
  it('toggles by clicking the label text and by Space', async () => {
    const screen = await render(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'Ich akzeptiere die Nutzungsbedingungen.' });
    await expect.element(box).not.toBeChecked();
    // Click the words, not the link in the middle of the label.
    await screen.getByText(/Ich akzeptiere die/).click({ position: { x: 4, y: 6 } });
    await expect.element(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
  });

  it('keeps a link inside the label as its own tab stop', async () => {
    const screen = await render(<Terms />);
    await userEvent.tab();
    await expect.element(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveFocus();
  });

  it('wires hint and error', async () => {
    const wiring = { hint: 'Wir buchen monatlich ab.', error: 'Bitte bestätigen.' };
    const screen = await render(<Checkbox label="Lastschriftteilnahme" {...wiring} />);
    await expectHintAndErrorWired(screen.getByRole('checkbox', { name: 'Lastschriftteilnahme' }), wiring);
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="flex flex-col gap-4 bg-background p-4">
        <Terms />
        <Checkbox label="Lastschriftteilnahme" error="Bitte bestätigen." />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
