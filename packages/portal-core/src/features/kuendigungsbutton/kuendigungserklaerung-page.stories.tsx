// The whole portal at /kuendigung (§ 312k BGB), in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import * as story from '../../test/story-hilfen.ts';
import { texts } from '../../texts.ts';
import { KuendigungserklaerungPage } from './kuendigungserklaerung-page.tsx';

const t = texts.kuendigungsbutton;
const seite = story.abgemeldet('/kuendigung');

export default {
  title: 'Seiten/Kündigungsbutton',
  component: KuendigungserklaerungPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof KuendigungserklaerungPage>;

export const Abgemeldet: story.Seitenstory = {
  name: 'Formular ohne Anmeldung',
  play: story.zeigtElemente(
    t.titel,
    ['button', t.jetztKuendigen],
    ['link', texts.navigation.kuendigungsbutton],
  ),
};

export const Angemeldet: story.Seitenstory = {
  name: 'Formular angemeldet, vorausgefüllt',
  parameters: story.angemeldet('/kuendigung'),
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel);
    const auswahl = { name: texts.allgemein.optional(t.vertragWaehlen) };
    await expect(await canvas.findByRole('combobox', auswahl, story.lange)).toBeVisible();
  },
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: leer gesendet',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel);
    await userEvent.click(canvas.getByRole('button', { name: t.jetztKuendigen }));
    await expect(await canvas.findByRole('link', { name: t.fehler.nameFehlt }, story.lange)).toBeVisible();
  },
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(t.titel),
};
