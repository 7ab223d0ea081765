// The whole portal at /bankverbindungen and /vertrag/{id}/bankverbindungen, in the toolbar's brand, against the
// in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange, seiteGeladen } from '../../test/story-hilfen.ts';
import { BankverbindungenPage, VertragBankverbindungenPage } from './bankverbindungen-page.tsx';

const b = texts.bankverbindung;
const meta = {
  title: 'Seiten/Kundendaten/Bankverbindungen',
  component: BankverbindungenPage,
  subcomponents: { VertragBankverbindungenPage },
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/bankverbindungen', signedInAs: '10000001' } },
} satisfies Meta<typeof BankverbindungenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesKunden: Story = {
  name: 'Des Kunden: beendet, aktuell, zukünftig',
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, b.alleDesKunden);
  },
};

export const DesVertrags: Story = {
  name: 'Des Vertrags 3000102',
  parameters: { portal: { path: '/vertrag/3000102/bankverbindungen', signedInAs: '10000001' } },
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, b.alleDesVertrags('3000102'));
  },
};

export const Leer: Story = {
  name: 'Leer: keine Bankverbindung',
  parameters: { portal: { path: '/bankverbindungen', signedInAs: '10000002' } },
  play: async ({ canvasElement }) => {
    await seiteGeladen(canvasElement, b.alleDesKunden);
  },
};

export const Fehler: Story = {
  name: 'Fehler: Liste nicht ladbar',
  parameters: {
    portal: {
      path: '/bankverbindungen',
      signedInAs: '10000001',
      faults: [{ operationId: 'getBankverbindungen', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await seiteGeladen(canvasElement, b.alleDesKunden);
    await expect(await canvas.findByRole('alert', {}, lange)).toBeVisible();
  },
};
