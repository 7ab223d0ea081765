import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ButtonGroup, RadioGroup } from './button-group';
import type { ChoiceGroupProps } from './button-group';
import { axeViolations } from './test/axe';
import { expectHintAndErrorWired } from './test/field-wiring';

const modes = [
  { value: 'stunde', label: 'Preisübersicht 48h' },
  { value: 'tag', label: 'Monatsübersicht' },
  { value: 'monat', label: 'Jahresübersicht' },
];

function Modes(props: Partial<ChoiceGroupProps> & { initial?: string; group?: typeof ButtonGroup }) {
  const { initial = '', group: Group = ButtonGroup, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <Group legend="Ansicht" options={modes} value={value} onChange={setValue} {...rest} />
      <output data-testid="state">{value || 'keine'}</output>
    </>
  );
}

describe('ButtonGroup', () => {
  it('is a named group of radios in a fieldset, single select', async () => {
    const screen = await render(<Modes />);
    const group = screen.getByRole('radiogroup', { name: 'Ansicht' });
    expect(group.element().tagName).toBe('FIELDSET');
    await screen.getByRole('radio', { name: 'Monatsübersicht' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Monatsübersicht' })).toBeChecked();
    await screen.getByRole('radio', { name: 'Jahresübersicht' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Jahresübersicht' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Monatsübersicht' })).not.toBeChecked();
    await expect.element(screen.getByTestId('state')).toHaveTextContent('monat');
  });

  it('moves the choice with the arrow keys', async () => {
    const screen = await render(<Modes initial="stunde" required />);
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'Preisübersicht 48h' })).toHaveFocus();
    // The transparent radio has focus; its visible button shows the ring.
    const button = screen.getByRole('radio', { name: 'Preisübersicht 48h' }).element().closest('label')!;
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('tag');
    await expect.element(screen.getByRole('radio', { name: 'Monatsübersicht' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('monat');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('tag');
  });

  it('a required group cannot be deselected to zero, neither by click nor by Space', async () => {
    const screen = await render(<Modes initial="tag" required />);
    await screen.getByRole('radio', { name: 'Monatsübersicht' }).click();
    await expect.element(screen.getByTestId('state')).toHaveTextContent('tag');
    await userEvent.keyboard(' ');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('tag');
    await expect.element(screen.getByRole('radio', { name: 'Monatsübersicht' })).toBeChecked();
    await expect.element(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  });

  it('a group that is not required is deselected by choosing the chosen option again', async () => {
    const screen = await render(<Modes initial="tag" />);
    await screen.getByRole('radio', { name: 'Monatsübersicht' }).click();
    await expect.element(screen.getByTestId('state')).toHaveTextContent('keine');
    await expect.element(screen.getByRole('radio', { name: 'Monatsübersicht' })).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('tag');
  });

  it('wires hint and error to the group', async () => {
    const wiring = { hint: 'Zeitraum der Grafik', error: 'Bitte wählen Sie eine Ansicht.' };
    const screen = await render(<Modes {...wiring} />);
    await expectHintAndErrorWired(screen.getByRole('radiogroup', { name: 'Ansicht' }), wiring);
  });

  it('marks the chosen button with more than colour (a check mark)', async () => {
    const screen = await render(<Modes initial="stunde" />);
    const chosen = screen.getByText('Preisübersicht 48h').element().closest('label');
    const other = screen.getByText('Monatsübersicht').element().closest('label');
    expect(chosen?.querySelector('svg')).not.toBeNull();
    expect(other?.querySelector('svg')).toBeNull();
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <Modes initial="tag" required error="Bitte wählen." />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});

describe('RadioGroup', () => {
  it('shows native radios with the same behaviour', async () => {
    const screen = await render(<Modes group={RadioGroup} required />);
    await screen.getByRole('radio', { name: 'Jahresübersicht' }).click();
    await expect.element(screen.getByTestId('state')).toHaveTextContent('monat');
    await screen.getByRole('radio', { name: 'Jahresübersicht' }).click();
    await expect.element(screen.getByTestId('state')).toHaveTextContent('monat');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByTestId('state')).toHaveTextContent('tag');
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <div className="bg-background p-4">
        <Modes group={RadioGroup} hint="Bitte eine Ansicht" />
      </div>,
    );
    expect(await axeViolations(screen.container)).toBe('');
  });
});
