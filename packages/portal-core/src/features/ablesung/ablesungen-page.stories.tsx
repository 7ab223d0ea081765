// The readings table, the whole portal at /vertrag/{id}/ablesungen, in the toolbar's brand, against the
// in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { AblesungenPage } from './ablesungen-page.tsx';

const t = texts.ablesungen;
const vertrag = story.vertragsseite('ablesungen');
const seite = vertrag('3000101');

export default {
  title: 'Seiten/Ablesung/Ablesungen',
  component: AblesungenPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof AblesungenPage>;

export const EinKanal: story.Seitenstory = {
  name: 'Ein Zählwerk (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel('3000101'));
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(2);
  },
};

export const ZweiKanaele: story.Seitenstory = {
  name: 'Zwei Zählwerke HT/NT (3000102)',
  parameters: vertrag('3000102'),
  play: story.zeigtElemente(t.titel('3000102'), ['table']),
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Ablesungen (3000201)',
  parameters: vertrag('3000201', '10000002'),
  play: story.zeigt(t.titel('3000201'), t.keineGefunden),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Ablesungen nicht ladbar',
  parameters: story.mitStoerung(seite, 'getAblesungen'),
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel('3000101'));
    const meldung = await canvas.findByRole('alert', {}, story.lange);
    await expect(within(meldung).getByRole('button', { name: texts.allgemein.neuLaden })).toBeVisible();
  },
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  parameters: vertrag('3000102'),
  globals: story.smartphone,
  play: story.passtAufSmartphone(t.titel('3000102')),
};
