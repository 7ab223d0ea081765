import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Checkbox } from './checkbox';
import { linkClassName } from './link';
import { istDeaktiviert, istUngueltig, smartphone } from './story-hilfen';

/**
 * Ein Ja/Nein-Feld. Die Beschriftung darf einen Link enthalten (Nutzungsbedingungen): der Link bleibt ein
 * eigener Tab-Stopp neben dem Kästchen.
 */
const meta = {
  title: 'Komponenten/Formular/Checkbox',
  component: Checkbox,
  args: { label: 'Lastschriftteilnahme', name: 'lastschrift', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Lastschriftteilnahme' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Angehakt: Story = {
  args: { defaultChecked: true, hint: 'Der Betrag wird monatlich abgebucht.' },
};

export const Nutzungsbedingungen: Story = {
  name: 'Mit Link (Nutzungsbedingungen)',
  args: {
    name: 'nutzungsbedingungen',
    required: true,
    label: (
      <>
        Ich habe die{' '}
        <a
          href="https://www.example.org/nutzungsbedingungen"
          target="_blank"
          rel="noreferrer"
          className={linkClassName()}
        >
          Nutzungsbedingungen
        </a>{' '}
        gelesen und akzeptiere sie.
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveFocus();
  },
};

export const Fehler: Story = {
  name: 'Fehler mit Meldung',
  args: {
    label: 'Ich bestätige die Kündigung meines Stromliefervertrags.',
    error: 'Bitte bestätigen Sie die Kündigung.',
    required: true,
  },
  play: istUngueltig((canvas) => canvas.getByRole('checkbox')),
};

export const Deaktiviert: Story = {
  args: { disabled: true, defaultChecked: true },
  play: istDeaktiviert((canvas) => canvas.getByRole('checkbox')),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    label:
      'Ich bin damit einverstanden, dass meine Rechnungsadresse (Hauptstraße 123a, Hinterhaus, 12345 ' +
      'Musterstadt-Oberweiler) auch für die Jahresverbrauchsabrechnung verwendet wird.',
  },
  globals: smartphone,
};
