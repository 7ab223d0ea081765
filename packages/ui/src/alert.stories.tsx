import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Alert, MessageBar } from './alert';
import { sagt, smartphone, zeigt } from './story-hilfen';

/**
 * Eine Meldung mit Symbol und Text. Jede Art hat ein eigenes Symbol (nie nur Farbe). Fehler (`danger`)
 * werden sofort vorgelesen (`role="alert"`), alles andere höflich (`role="status"`); für einen festen
 * Hinweis, der nicht angesagt werden soll, `role="note"` übergeben. `MessageBar` ist die seitenbreite,
 * schließbare Meldungsleiste des Portals.
 */
const meta = {
  title: 'Komponenten/Meldungen/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Ihre Ablesung wird geprüft und erscheint in Kürze in der Liste.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Erfolg: Story = {
  args: { tone: 'success', children: 'Ihre Kontaktdaten wurden gespeichert.' },
  play: sagt('status', 'Ihre Kontaktdaten wurden gespeichert.'),
};

export const Warnung: Story = {
  args: {
    tone: 'warning',
    title: 'Bitte prüfen Sie den Zählerstand.',
    children: 'Wenn der Zählerstand richtig ist, können Sie ihn trotzdem speichern.',
  },
};

export const Fehler: Story = {
  name: 'Fehler mit Meldung',
  args: {
    tone: 'danger',
    children:
      'Es ist ein unerwarteter technischer Fehler aufgetreten, bitte kontaktieren Sie den Kundenservice.',
  },
  play: zeigt('alert'),
};

export const Hinweis: Story = {
  name: 'Fester Hinweis (role note)',
  args: { role: 'note', children: 'Ihre Kundennummer finden Sie oben rechts auf Ihrer Rechnung.' },
};

export const Schliessbar: Story = {
  name: 'Schließbar',
  args: { tone: 'success', onClose: fn(), children: 'Das Passwort wurde erfolgreich geändert.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Meldung schließen' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Meldungsleiste: Story = {
  name: 'MessageBar (seitenbreit)',
  args: { tone: 'danger', onClose: fn(), children: 'Token konnte nicht erneuert werden.' },
  render: (args) => <MessageBar {...args} />,
  parameters: { layout: 'fullscreen' },
};

export const LangerText: Story = {
  name: 'Langer deutscher Text',
  args: {
    tone: 'info',
    title: 'Abweichende Rechnungsadresse ab 01.07.2026',
    children:
      'Ab dem 01.07.2026 gilt für diesen Vertrag die abweichende Rechnungsadresse Frau Prof. Dr. Maria-Theresia ' +
      'Müller-Lüdenscheidt, Hauptstraße 123a, Hinterhaus, 3. Obergeschoss links, 12345 Musterstadt-Oberweiler. ' +
      'Zählernummer 1EMH00123456789012345678901234567890.',
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    tone: 'warning',
    onClose: fn(),
    children:
      'Wir haben Ihre Ablesung erfolgreich entgegen genommen und werden diese jetzt prüfen und verarbeiten.',
  },
  globals: smartphone,
};
