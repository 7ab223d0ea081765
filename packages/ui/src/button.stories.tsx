import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from './button';
import { DownloadIcon, TrashIcon } from './icons';
import { fokusPerTab, smartphone } from './story-hilfen';

/**
 * Löst eine Aktion aus (Formular senden, Dialogschritt). **primary** für die eine Hauptaktion einer Seite,
 * **secondary** für alles Weitere, **danger** für Beenden/Löschen (besser mit `TwoStepButton`), **link** für
 * eine Aktion, die wie ein Link aussehen soll. Für Navigation einen Router-`Link` mit `buttonClassName()`
 * verwenden. `loading` hält den Fokus und ignoriert weitere Klicks (kein doppeltes Senden).
 */
const meta = {
  title: 'Komponenten/Button',
  component: Button,
  args: { children: 'Speichern', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primaer: Story = {
  name: 'Primär',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Sekundaer: Story = { name: 'Sekundär', args: { variant: 'secondary', children: 'Abbrechen' } };

export const Gefahr: Story = {
  args: { variant: 'danger', children: 'Bankverbindung beenden', icon: <TrashIcon /> },
};

export const AlsLink: Story = {
  name: 'Als Link',
  args: { variant: 'link', children: 'Alle Ablesungen anzeigen' },
};

export const Klein: Story = { args: { size: 'sm', icon: <DownloadIcon />, children: 'Herunterladen' } };

export const Fokus: Story = {
  name: 'Fokus (Tastatur)',
  play: fokusPerTab((canvas) => canvas.getByRole('button')),
};

export const Deaktiviert: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Laedt: Story = {
  name: 'Lädt',
  args: { loading: true, children: 'Wird gesendet …' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    // Keeps its focus while the request runs, but a second click does nothing.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LangerText: Story = {
  name: 'Langer deutscher Text',
  args: { children: 'Abweichende Rechnungsadresse für diesen Vertrag einrichten', variant: 'secondary' },
};

export const VolleBreite360: Story = {
  name: 'Smartphone 360 px',
  args: { fullWidth: true, children: 'Zählerstand erfassen' },
  globals: smartphone,
};
