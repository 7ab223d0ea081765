// The whole portal at /vertraege, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { VertraegePage } from './vertraege-page.tsx';

const geladen = (canvasElement: HTMLElement) => seiteGeladen(canvasElement, texts.navigation.vertraege);

const meta = {
  title: 'Seiten/Verträge/Vertragsliste',
  component: VertraegePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/vertraege', signedInAs: '10000001' } },
} satisfies Meta<typeof VertraegePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlleStatus: Story = {
  name: 'Verträge in jedem Status',
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    for (const gruppe of Object.values(texts.vertraege.gruppen)) {
      await expect(canvas.getByRole('heading', { level: 2, name: gruppe })).toBeVisible();
    }
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

export const EinVertrag: Story = {
  name: 'Ein Vertrag (Firmenkunde)',
  parameters: { portal: { path: '/vertraege', signedInAs: '10000002' } },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(canvas.getByRole('article', { name: texts.vertragDetail.titel('3000201') })).toBeVisible();
  },
};

export const Laedt: Story = {
  name: 'Lädt',
  parameters: {
    portal: {
      path: '/vertraege',
      signedInAs: '10000001',
      faults: [{ operationId: 'getAnschlussnutzer', delayMs: 60_000, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.allgemein.wirdGeladen, {}, lange)).toBeVisible();
  },
};

export const Leer: Story = {
  name: 'Leer: keine Verträge',
  parameters: {
    portal: {
      path: '/vertraege',
      signedInAs: '10000002',
      faults: [
        {
          operationId: 'getAnschlussnutzer',
          status: 200,
          times: -1,
          body: {
            kundennummer: '10000002',
            anrede: 'Firma',
            titel: null,
            vorname: null,
            nachname: null,
            firma: 'Beispiel Energiehandel GmbH',
            geburtsdatum: null,
            email: null,
            festnetz: null,
            mobil: null,
            fax: null,
            vertraege: [],
          },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(canvas.getByText(texts.vertraege.keineVertraege)).toBeVisible();
  },
};

export const Fehler: Story = {
  name: 'Fehler: Liste nicht ladbar',
  parameters: {
    portal: {
      path: '/vertraege',
      signedInAs: '10000001',
      faults: [{ operationId: 'getAnschlussnutzer', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(await canvas.findByRole('alert', {}, lange)).toBeVisible();
  },
};

export const StammdatenFehlen: Story = {
  name: 'Fehler: Stammdaten eines Vertrags fehlen',
  parameters: {
    portal: {
      path: '/vertraege',
      signedInAs: '10000002',
      faults: [{ operationId: 'getVertrag', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await geladen(canvasElement);
    await expect(canvas.getByText(texts.vertraege.stammdatenNichtGeladen)).toBeVisible();
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
