import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { ButtonGroup, RadioGroup } from './button-group';
import type { ChoiceGroupProps } from './button-group';
import { smartphone, useGesteuert } from './story-hilfen';

const modi = [
  { value: 'STUENDLICH', label: 'Stunden' },
  { value: 'TAEGLICH', label: 'Tage' },
  { value: 'MONATLICH', label: 'Monate' },
];

/** The groups are controlled; the story keeps the chosen value like a screen would. */
function Gesteuert({ as: Group, ...props }: ChoiceGroupProps & { as: typeof ButtonGroup }) {
  return <Group {...props} {...useGesteuert(props)} />;
}

/** The same group as a `RadioGroup` (a list), for the stories of that form. */
const alsListe = (args: ChoiceGroupProps) => <Gesteuert {...args} as={RadioGroup} />;

/**
 * Eine Auswahl aus wenigen Möglichkeiten. `ButtonGroup` zeigt sie als Segment-Buttons (Zeitraster der
 * Verbrauchshistorie), `RadioGroup` als Liste. Darunter liegen echte Radio-Buttons: ein Tab-Stopp,
 * Pfeiltasten wechseln. Eine nicht verpflichtende Gruppe lässt sich durch erneutes Wählen leeren.
 */
const meta = {
  title: 'Komponenten/Formular/ButtonGroup und RadioGroup',
  component: ButtonGroup,
  args: { legend: 'Zeitraster', options: modi, value: '', onChange: fn() },
  render: (args) => <Gesteuert {...args} as={ButtonGroup} />,
} satisfies Meta<typeof ButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ args, canvas }) => {
    const tage = canvas.getByRole('radio', { name: 'Tage' });
    await userEvent.click(tage);
    await expect(tage).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('TAEGLICH');
    // Not required: choosing the chosen option again clears the group.
    await userEvent.click(tage);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Pflichtfeld: Story = {
  name: 'Pflichtfeld mit Pfeiltasten',
  args: { required: true, value: 'STUENDLICH' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Stunden' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tage' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('TAEGLICH');
  },
};

export const Fehler: Story = {
  name: 'Fehler mit Meldung',
  args: {
    required: true,
    error: 'Bitte wählen Sie ein Zeitraster.',
    hint: 'Stunden gibt es nur für dynamische Tarife.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Zeitraster' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Deaktiviert: Story = {
  args: { disabled: true, value: 'MONATLICH' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const EineOptionGesperrt: Story = {
  name: 'Eine Option nicht wählbar',
  args: { options: [{ ...modi[0]!, disabled: true }, modi[1]!, modi[2]!], value: 'TAEGLICH' },
};

export const AlsListe: Story = {
  name: 'RadioGroup (Liste)',
  args: {
    legend: 'Anrede',
    options: [
      { value: 'Herr', label: 'Herr' },
      { value: 'Frau', label: 'Frau' },
      { value: 'Firma', label: 'Firma' },
      { value: 'KeineAnrede', label: 'keine Anrede' },
    ],
    value: 'Frau',
  },
  render: alsListe,
};

export const ListeMitFehler: Story = {
  name: 'RadioGroup mit Fehler',
  args: {
    legend: 'Ablesegrund',
    required: true,
    options: [
      { value: 'zwischen', label: 'Zwischenablesung auf Wunsch der Kundin oder des Kunden' },
      { value: 'wechsel', label: 'Zählerwechsel durch den Messstellenbetreiber (Ausbau des alten Zählers)' },
    ],
    error: 'Bitte wählen Sie einen Ablesegrund.',
  },
  render: alsListe,
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    legend: 'Darstellung der Verbrauchshistorie',
    options: [...modi, { value: 'JAEHRLICH', label: 'Jahre' }, { value: 'VIERTEL', label: 'Viertelstunden' }],
    value: 'TAEGLICH',
  },
  globals: smartphone,
};
