// The whole portal at /kontaktanfrage, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { KontaktanfragePage } from './kontaktanfrage-page.tsx';

const t = texts.kontaktanfrage;
const seite = story.angemeldet('/kontaktanfrage');

export default {
  title: 'Seiten/Kontaktanfrage',
  component: KontaktanfragePage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof KontaktanfragePage>;

export const Leer: story.Seitenstory = {
  name: 'Leeres Formular',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel);
    await expect(canvas.getByRole('button', { name: texts.allgemein.senden })).toBeDisabled();
  },
};

export const Senden: story.Seitenstory = {
  name: 'Ausfüllen und senden',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel);
    await userEvent.click(canvas.getByRole('radio', { name: t.betreffe[1] }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: t.nachricht }),
      'Wann kommt meine Jahresabrechnung 2025?',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.senden }));
    await expect(await canvas.findByText(t.erfolg, {}, story.lange)).toBeVisible();
  },
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Senden fehlgeschlagen',
  parameters: story.mitStoerung(seite, 'kontaktanfrageSenden'),
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel);
    await userEvent.click(canvas.getByRole('radio', { name: t.betreffe[0] }));
    const nachricht = canvas.getByRole('textbox', { name: t.nachricht });
    await userEvent.type(nachricht, 'Bitte meinen Abschlag auf 85 Euro ändern.');
    await userEvent.click(canvas.getByRole('button', { name: texts.allgemein.senden }));
    await waitFor(() => expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0), story.lange);
    // Nothing typed is lost.
    await expect(nachricht).toHaveValue('Bitte meinen Abschlag auf 85 Euro ändern.');
  },
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(t.titel),
};
