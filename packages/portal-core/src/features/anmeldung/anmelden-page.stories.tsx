// The whole portal at /anmelden, in the toolbar's brand, against the in-browser demo backend (see
// apps/storybook/src/portal-stage.tsx for `parameters.portal`).
import { demoPasswort } from '@ekp/demo-api/konten';
import type { AppBrand } from '@ekp/brand';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import * as story from '../../test/story-hilfen.ts';
import { texts } from '../../texts.ts';
import { AnmeldenPage } from './anmelden-page.tsx';

const t = texts.anmeldung;
const lange = { timeout: 10_000 };

/** Terms of use for brands that have none, so every brand can show the checkbox variant. */
const beispielBedingungen: NonNullable<AppBrand['nutzungsbedingungen']> = {
  part1: 'Ich habe die',
  url: 'https://www.example.org/nutzungsbedingungen',
  label: 'Nutzungsbedingungen',
  part2: 'gelesen und akzeptiere sie.',
};

const mitBedingungen = (brand: AppBrand): AppBrand => ({
  ...brand,
  nutzungsbedingungen: brand.nutzungsbedingungen ?? beispielBedingungen,
});

const ohneBedingungen = (brand: AppBrand): AppBrand => ({ ...brand, nutzungsbedingungen: undefined });

const seite = story.abgemeldet('/anmelden');

export default {
  title: 'Seiten/Anmeldung',
  component: AnmeldenPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof AnmeldenPage>;

async function formular(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t.titel }, lange);
  const kundennummer = canvas.getByRole('textbox', { name: new RegExp(t.kundennummer) });
  const passwort = canvas.getByLabelText(t.passwort, { selector: 'input' });
  return {
    canvas,
    kundennummer,
    anmelden: canvas.getByRole('button', { name: t.anmelden }),
    /** Types the demo customer 10000001 and `kennwort` (by default the right one). */
    ausfuellen: async (kennwort = demoPasswort('10000001')) => {
      await userEvent.type(kundennummer, '10000001');
      await userEvent.type(passwort, kennwort);
    },
  };
}

export const OhneNutzungsbedingungen: story.Seitenstory = {
  name: 'Ohne Nutzungsbedingungen',
  parameters: story.abgemeldet('/anmelden', ohneBedingungen),
  play: async ({ canvasElement }) => {
    const { canvas, anmelden } = await formular(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(anmelden).toBeDisabled();
  },
};

export const MitNutzungsbedingungen: story.Seitenstory = {
  name: 'Mit Nutzungsbedingungen',
  parameters: story.abgemeldet('/anmelden', mitBedingungen),
  play: async ({ canvasElement }) => {
    const { canvas, ausfuellen, anmelden } = await formular(canvasElement);
    await ausfuellen();
    // Sign-in needs the box ticked (SPEC §4).
    await expect(anmelden).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(anmelden).toBeEnabled();
  },
};

export const Erfolgreich: story.Seitenstory = {
  name: 'Anmeldung führt zur Startseite',
  parameters: story.abgemeldet('/anmelden', ohneBedingungen),
  play: async ({ canvasElement }) => {
    const { canvas, ausfuellen, anmelden } = await formular(canvasElement);
    await ausfuellen();
    await userEvent.click(anmelden);
    await canvas.findByRole('heading', { level: 1, name: /Willkommen im Kundenportal, .*Mustermann/ }, lange);
  },
};

export const FalschesPasswort: story.Seitenstory = {
  name: 'Fehler: falsches Passwort',
  parameters: story.abgemeldet('/anmelden', ohneBedingungen),
  play: async ({ canvasElement }) => {
    const { canvas, kundennummer, ausfuellen, anmelden } = await formular(canvasElement);
    await ausfuellen('falsch');
    await userEvent.click(anmelden);
    // The server's text/plain message is shown as it is (SPEC §8); nothing typed is lost.
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(
      'Kundennummer oder Passwort falsch',
    );
    await expect(kundennummer).toHaveValue('10000001');
  },
};

export const Serverfehler: story.Seitenstory = {
  name: 'Fehler: Server nicht erreichbar (500)',
  parameters: story.mitStoerung(story.abgemeldet('/anmelden', ohneBedingungen), 'login'),
  play: async ({ canvasElement }) => {
    const { canvas, ausfuellen, anmelden } = await formular(canvasElement);
    await ausfuellen();
    await userEvent.click(anmelden);
    await expect(await canvas.findByRole('alert', {}, lange)).toHaveTextContent(
      texts.allgemein.technischerFehler,
    );
  },
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  parameters: story.abgemeldet('/anmelden', mitBedingungen),
  globals: story.smartphone,
  play: async ({ canvasElement }) => {
    await formular(canvasElement);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360));
  },
};
