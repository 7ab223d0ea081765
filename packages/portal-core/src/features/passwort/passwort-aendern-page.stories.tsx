// The whole portal at /passwort/aendern, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx). The forced change after login status 700 cannot
// be shown here: fetch cannot carry status 700 (see packages/demo-api/README.md).
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { PasswortAendernPage } from './passwort-aendern-page.tsx';

const p = texts.passwortAendern;
const seite = story.angemeldet('/passwort/aendern');

export default {
  title: 'Seiten/Passwort ändern',
  component: PasswortAendernPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof PasswortAendernPage>;

export const Leer: story.Seitenstory = {
  name: 'Leeres Formular',
  play: story.laedt(p.titel),
};

export const StarkesPasswort: story.Seitenstory = {
  name: 'Stärke: stark',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, p.titel);
    await userEvent.type(canvas.getByLabelText(p.neuesPasswort, { selector: 'input' }), 'Sommer-Sonne-2026!');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: leer abgeschickt',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, p.titel);
    await userEvent.click(canvas.getByRole('button', { name: p.titel }));
    const summary = await canvas.findByRole('alert', {}, story.lange);
    await expect(within(summary).getByRole('link', { name: p.altesPasswortFehlt })).toBeVisible();
  },
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(p.titel),
};
