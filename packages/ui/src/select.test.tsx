import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Select } from './select';
import { axeViolations } from './test/axe';
import { expectHintAndErrorWired } from './test/field-wiring';

const laender = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
];

function Land() {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        label="Land"
        placeholder="Bitte wählen"
        options={laender}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output data-testid="state">{value || 'leer'}</output>
    </>
  );
}

describe('Select', () => {
  it('starts on the placeholder and reports the chosen value', async () => {
    const screen = await render(<Land />);
    const select = screen.getByRole('combobox', { name: 'Land' });
    await expect.element(select).toHaveValue('');
    await expect.element(select).toHaveDisplayValue('Bitte wählen');
    await select.selectOptions('Österreich');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('AT');
  });

  it('wires hint and error', async () => {
    const wiring = {
      hint: 'Worum geht es?',
      error: 'Vor dem Senden muss ein Betreff gewählt werden.',
      required: true,
    };
    const screen = await render(<Select label="Betreff" options={laender} {...wiring} />);
    await expectHintAndErrorWired(screen.getByRole('combobox', { name: 'Betreff' }), wiring);
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <Select
          label="Land"
          placeholder="Bitte wählen"
          options={laender}
          error="Bitte wählen Sie ein Land."
          defaultValue=""
        />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
