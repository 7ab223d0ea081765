// The whole portal at /passwort/aendern, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx). The forced change after login status 700 cannot
// be shown here: fetch cannot carry status 700 (see packages/demo-api/README.md).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { lange } from '../../test/story-hilfen.ts';
import { PasswortAendernPage } from './passwort-aendern-page.tsx';

const p = texts.passwortAendern;
const meta = {
  title: 'Seiten/Passwort ändern',
  component: PasswortAendernPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/passwort/aendern', signedInAs: '10000001' } },
} satisfies Meta<typeof PasswortAendernPage>;

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

export const StarkesPasswort: Story = {
  name: 'Stärke: stark',
  play: async ({ canvasElement }) => {
    const canvas = await formular(canvasElement);
    await userEvent.type(canvas.getByLabelText(p.neuesPasswort, { selector: 'input' }), 'Sommer-Sonne-2026!');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Fehler: Story = {
  name: 'Fehler: leer abgeschickt',
  play: async ({ canvasElement }) => {
    const canvas = await formular(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: p.titel }));
    const summary = await canvas.findByRole('alert', {}, lange);
    await expect(within(summary).getByRole('link', { name: p.altesPasswortFehlt })).toBeVisible();
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await formular(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
