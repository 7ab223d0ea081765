// The whole portal at /passwort/vergessen (signed out), in the toolbar's brand, against the in-browser demo
// backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { PasswortVergessenPage } from './passwort-vergessen-page.tsx';

const p = texts.passwortVergessen;
const seite = story.abgemeldet('/passwort/vergessen');

export default {
  title: 'Seiten/Passwort vergessen',
  component: PasswortVergessenPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof PasswortVergessenPage>;

export const Leer: story.Seitenstory = {
  name: 'Leeres Formular',
  play: story.laedt(p.titel),
};

/** Play: asks for a new password for `kundennummer` and expects the page's `antwort`. */
const linkAnfordern =
  (kundennummer: string, antwort: string): story.Seitenstory['play'] =>
  async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, p.titel);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(texts.anmeldung.kundennummer) }),
      kundennummer,
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.senden }));
    await expect(await canvas.findByText(antwort, {}, story.lange)).toBeVisible();
  };

export const Erfolg: story.Seitenstory = {
  name: 'Link verschickt',
  play: linkAnfordern('10000001', p.erfolg),
};

export const Unbekannt: story.Seitenstory = {
  name: 'Fehler: keine E-Mail-Adresse hinterlegt',
  play: linkAnfordern('10000002', p.unbekannt),
};
