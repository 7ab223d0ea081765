import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { axeViolations } from './test/axe';
import { expectHintAndErrorWired } from './test/field-wiring';
import { TextArea } from './text-area';

function Message() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Nachricht"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      showCharacterCount
      maxCharacters={10}
    />
  );
}

describe('TextArea', () => {
  it('labels the text area and wires hint and error', async () => {
    const wiring = {
      hint: 'Ihr Anliegen',
      error: 'Die Nachricht muss mindestens 20 Zeichen lang sein.',
      required: true,
    };
    const screen = await render(<TextArea label="Nachricht" {...wiring} />);
    await expectHintAndErrorWired(screen.getByRole('textbox', { name: 'Nachricht' }), wiring);
  });

  it('counts characters as the user types, also past the limit', async () => {
    const screen = await render(<Message />);
    const area = screen.getByRole('textbox', { name: 'Nachricht' });
    await expect.element(area).toHaveAccessibleDescription('Noch 10 von 10 Zeichen');
    await area.click();
    await userEvent.keyboard('Hallo');
    await expect.element(screen.getByText('Noch 5 von 10 Zeichen')).toBeVisible();
    await userEvent.keyboard(' Welt, hier');
    await expect.element(area).toHaveValue('Hallo Welt, hier');
    await expect.element(screen.getByText('6 Zeichen zu viel')).toBeVisible();
  });

  it('counts without a limit for an uncontrolled area, with a caller text', async () => {
    const screen = await render(
      <TextArea
        label="Bemerkung"
        defaultValue="abc"
        showCharacterCount
        characterCountText={(count) => `${count} Zeichen geschrieben`}
      />,
    );
    await expect.element(screen.getByText('3 Zeichen geschrieben')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <TextArea
          label="Nachricht"
          showCharacterCount
          maxCharacters={2}
          defaultValue="zu lang"
          error="Zu lang"
        />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
