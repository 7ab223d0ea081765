// The whole portal at /rechnungsadressen and /vertrag/{id}/rechnungsadressen, in the toolbar's brand, against the
// in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { RechnungsadressenPage, VertragRechnungsadressenPage } from './rechnungsadressen-page.tsx';

const r = texts.rechnungsadresse;
const meta = {
  title: 'Seiten/Kundendaten/Rechnungsadressen',
  component: RechnungsadressenPage,
  subcomponents: { VertragRechnungsadressenPage },
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/rechnungsadressen', signedInAs: '10000001' } },
} satisfies Meta<typeof RechnungsadressenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesKunden: Story = {
  name: 'Des Kunden: beendet, aktuell, zukünftig',
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, r.alleDesKunden);
  },
};

export const DesVertrags: Story = {
  name: 'Des Vertrags 3000102',
  parameters: { portal: { path: '/vertrag/3000102/rechnungsadressen', signedInAs: '10000001' } },
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, r.alleDesVertrags('3000102'));
  },
};

export const Leer: Story = {
  name: 'Leer: keine Rechnungsadresse',
  parameters: { portal: { path: '/rechnungsadressen', signedInAs: '10000002' } },
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, r.alleDesKunden);
  },
};

export const Fehler: Story = {
  name: 'Fehler: Liste nicht ladbar',
  parameters: {
    portal: {
      path: '/rechnungsadressen',
      signedInAs: '10000001',
      faults: [{ operationId: 'getRechnungsadressen', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await seiteGeladen(canvasElement, r.alleDesKunden);
    await expect(await canvas.findByRole('alert', {}, lange)).toBeVisible();
  },
};
