// The whole portal at /passwort/vergessen (signed out), in the toolbar's brand, against the in-browser demo
// backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange } from '../../test/story-hilfen.ts';
import { PasswortVergessenPage } from './passwort-vergessen-page.tsx';

const p = texts.passwortVergessen;
const meta = {
  title: 'Seiten/Passwort vergessen',
  component: PasswortVergessenPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/passwort/vergessen' } },
} satisfies Meta<typeof PasswortVergessenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function formular(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: p.titel }, lange);
  return canvas;
}

export const Leer: Story = {
  name: 'Leeres Formular',
  play: async ({ canvasElement }) => {
    await formular(canvasElement);
  },
};

export const Erfolg: Story = {
  name: 'Link verschickt',
  play: async ({ canvasElement }) => {
    const canvas = await formular(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(texts.anmeldung.kundennummer) }),
      '10000001',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.senden }));
    await expect(await canvas.findByText(p.erfolg, {}, lange)).toBeVisible();
  },
};

export const Unbekannt: Story = {
  name: 'Fehler: keine E-Mail-Adresse hinterlegt',
  play: async ({ canvasElement }) => {
    const canvas = await formular(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(texts.anmeldung.kundennummer) }),
      '10000002',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.senden }));
    await expect(await canvas.findByText(p.unbekannt, {}, lange)).toBeVisible();
  },
};
