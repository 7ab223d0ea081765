import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { FileInput } from './file-input';
import { DownloadIcon } from './icons';
import { fokusPerTab, istUngueltig, smartphone } from './story-hilfen';

/**
 * Dateiauswahl, die wie ein Sekundär-Button aussieht (Foto des Zählers). Darunter liegt das native `<input
 * type="file">`, damit Tastatur, Screenreader und Kamera-/Dateiwahl des Telefons wie gewohnt funktionieren.
 */
const meta = {
  title: 'Komponenten/Formular/FileInput',
  component: FileInput,
  args: { label: 'Bild auswählen', accept: 'image/png,image/jpeg', name: 'foto', onChange: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  args: { hint: 'Erlaubt sind Bilder im Format PNG oder JPEG.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Bild auswählen');
    await userEvent.upload(input, new File(['png'], 'zaehler.png', { type: 'image/png' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const MitSymbol: Story = {
  name: 'Mit Symbol',
  args: { icon: <DownloadIcon />, label: 'Foto aufnehmen', capture: 'environment' },
};

export const Fehler: Story = {
  name: 'Fehler mit Meldung',
  args: { error: 'Bitte wählen Sie ein Bild im Format PNG oder JPEG.' },
  play: istUngueltig((canvas) => canvas.getByLabelText('Bild auswählen')),
};

export const Fokus: Story = {
  name: 'Fokus (Tastatur)',
  play: fokusPerTab((canvas) => canvas.getByLabelText('Bild auswählen')),
};

export const Deaktiviert: Story = { args: { disabled: true } };

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  args: {
    hint:
      'Die Datei darf höchstens 10 MB groß sein. Große Fotos werden vor dem Senden automatisch verkleinert, so ' +
      'bleibt die Übertragung unter 1 MB.',
  },
  globals: smartphone,
};
