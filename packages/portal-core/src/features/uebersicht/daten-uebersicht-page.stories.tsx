// The whole portal at /daten/uebersicht, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { DatenUebersichtPage } from './daten-uebersicht-page.tsx';

const t = texts.datenuebersicht;
const geladen = (canvasElement: HTMLElement) => seiteGeladen(canvasElement, t.titel);

const meta = {
  title: 'Seiten/Datenübersicht',
  component: DatenUebersichtPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/daten/uebersicht', signedInAs: '10000001' } },
} satisfies Meta<typeof DatenUebersichtPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    for (const name of [t.anschlussnutzer, t.aktuelleRechnungsadresse, t.aktuelleBankverbindung]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(canvas.getByText('Herr Dr. Max Mustermann')).toBeVisible();
  },
};

export const Laedt: Story = {
  name: 'Lädt',
  parameters: {
    portal: {
      path: '/daten/uebersicht',
      signedInAs: '10000001',
      faults: [{ operationId: '*', delayMs: 60_000, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: t.titel }, lange);
    await expect(canvas.getAllByText(texts.allgemein.wirdGeladen).length).toBeGreaterThan(0);
  },
};

export const OhneAdresseUndBank: Story = {
  name: 'Leer: keine Rechnungsadresse, keine Bankverbindung',
  parameters: { portal: { path: '/daten/uebersicht', signedInAs: '10000002' } },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(canvas.getByText(t.keineRechnungsadresseHinterlegt)).toBeVisible();
    await expect(canvas.getByText(t.keineBankverbindungHinterlegt)).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler: nichts ladbar',
  parameters: {
    portal: {
      path: '/daten/uebersicht',
      signedInAs: '10000001',
      faults: [
        { operationId: 'getAnschlussnutzer', status: 500, times: -1 },
        { operationId: 'getAktuelleRechnungsadresse', status: 500, times: -1 },
        { operationId: 'getAktuelleBankverbindung', status: 500, times: -1 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    // SPEC §8: each part says on its own what could not be loaded.
    for (const text of [
      texts.kontakt.ladeFehler,
      t.keineAktuelleRechnungsadresse,
      t.keineAktuelleBankverbindung,
    ]) {
      await expect(await canvas.findByText(text, {}, lange)).toBeVisible();
    }
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await geladen(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
