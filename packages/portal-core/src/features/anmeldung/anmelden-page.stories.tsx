// The whole portal at /anmelden, in the toolbar's brand, against the in-browser demo backend (see
// apps/storybook/src/portal-stage.tsx for `parameters.portal`).
import { demoPasswort } from '@ekp/demo-api/konten';
import type { BrandConfig } from '@ekp/brand';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import { AnmeldenPage } from './anmelden-page.tsx';

const t = texts.anmeldung;
const lange = { timeout: 10_000 };

/** Terms of use for brands that have none, so every brand can show the checkbox variant. */
const beispielBedingungen: NonNullable<BrandConfig['nutzungsbedingungen']> = {
  part1: 'Ich habe die',
  url: 'https://www.example.org/nutzungsbedingungen',
  label: 'Nutzungsbedingungen',
  part2: 'gelesen und akzeptiere sie.',
};

const mitBedingungen = (brand: BrandConfig): BrandConfig => ({
  ...brand,
  nutzungsbedingungen: brand.nutzungsbedingungen ?? beispielBedingungen,
});

const ohneBedingungen = (brand: BrandConfig): BrandConfig => ({ ...brand, nutzungsbedingungen: undefined });

const meta = {
  title: 'Seiten/Anmeldung',
  component: AnmeldenPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/anmelden' } },
} satisfies Meta<typeof AnmeldenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function formular(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t.titel }, lange);
  return {
    canvas,
    kundennummer: canvas.getByRole('textbox', { name: new RegExp(t.kundennummer) }),
    passwort: canvas.getByLabelText(t.passwort, { selector: 'input' }),
    anmelden: canvas.getByRole('button', { name: t.anmelden }),
  };
}

export const OhneNutzungsbedingungen: Story = {
  name: 'Ohne Nutzungsbedingungen',
  parameters: { portal: { path: '/anmelden', brand: ohneBedingungen } },
  play: async ({ canvasElement }) => {
    const { canvas, anmelden } = await formular(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(anmelden).toBeDisabled();
  },
};

export const MitNutzungsbedingungen: Story = {
  name: 'Mit Nutzungsbedingungen',
  parameters: { portal: { path: '/anmelden', brand: mitBedingungen } },
  play: async ({ canvasElement }) => {
    const { canvas, kundennummer, passwort, anmelden } = await formular(canvasElement);
    await userEvent.type(kundennummer, '10000001');
    await userEvent.type(passwort, demoPasswort('10000001'));
    // Sign-in needs the box ticked (SPEC §4).
    await expect(anmelden).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(anmelden).toBeEnabled();
  },
};

export const Erfolgreich: Story = {
  name: 'Anmeldung führt zur Startseite',
  parameters: { portal: { path: '/anmelden', brand: ohneBedingungen } },
  play: async ({ canvasElement }) => {
    const { canvas, kundennummer, passwort, anmelden } = await formular(canvasElement);
    await userEvent.type(kundennummer, '10000001');
    await userEvent.type(passwort, demoPasswort('10000001'));
    await userEvent.click(anmelden);
    await canvas.findByRole('heading', { level: 1, name: /Willkommen im Kundenportal, .*Mustermann/ }, lange);
  },
};

export const FalschesPasswort: Story = {
  name: 'Fehler: falsches Passwort',
  parameters: { portal: { path: '/anmelden', brand: ohneBedingungen } },
  play: async ({ canvasElement }) => {
    const { canvas, kundennummer, passwort, anmelden } = await formular(canvasElement);
    await userEvent.type(kundennummer, '10000001');
    await userEvent.type(passwort, 'falsch');
    await userEvent.click(anmelden);
    // The server's text/plain message is shown as it is (SPEC §8); nothing typed is lost.
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(
      'Kundennummer oder Passwort falsch',
    );
    await expect(kundennummer).toHaveValue('10000001');
  },
};

export const Serverfehler: Story = {
  name: 'Fehler: Server nicht erreichbar (500)',
  parameters: {
    portal: {
      path: '/anmelden',
      brand: ohneBedingungen,
      faults: [{ operationId: 'login', status: 500, times: -1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, kundennummer, passwort, anmelden } = await formular(canvasElement);
    await userEvent.type(kundennummer, '10000001');
    await userEvent.type(passwort, demoPasswort('10000001'));
    await userEvent.click(anmelden);
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(
      texts.allgemein.technischerFehler,
    );
  },
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  parameters: { portal: { path: '/anmelden', brand: mitBedingungen } },
  globals: { viewport: { value: 'smartphone360' } },
  play: async ({ canvasElement }) => {
    await formular(canvasElement);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360));
  },
};
