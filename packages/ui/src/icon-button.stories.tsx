import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { IconButton } from './icon-button';
import { CloseIcon, DownloadIcon, EditIcon, TrashIcon } from './icons';
import { fokusPerTab, istDeaktiviert, smartphone } from './story-hilfen';

/**
 * Eine Aktion nur mit Symbol, z. B. „bearbeiten“ neben einer Überschrift oder „Meldung schließen“.
 * `aria-label` ist Pflicht: es ist der einzige Name des Buttons. Wo Platz ist, lieber `Button` mit Text.
 */
const meta = {
  title: 'Komponenten/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Rechnungsadresse bearbeiten', icon: <EditIcon />, onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['ghost', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rechnungsadresse bearbeiten' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Umrandet: Story = {
  args: { variant: 'secondary', icon: <DownloadIcon />, 'aria-label': 'Rechnung 2025 herunterladen' },
};

export const Klein: Story = { args: { size: 'sm', icon: <CloseIcon />, 'aria-label': 'Meldung schließen' } };

export const Fokus: Story = {
  name: 'Fokus (Tastatur)',
  play: fokusPerTab((canvas) => canvas.getByRole('button')),
};

export const Deaktiviert: Story = {
  args: { disabled: true, icon: <TrashIcon />, 'aria-label': 'Bankverbindung löschen' },
  play: istDeaktiviert((canvas) => canvas.getByRole('button', { name: 'Bankverbindung löschen' })),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: smartphone,
};
