// Consumption charts, the whole portal at /vertrag/{id}/verbrauch, in the toolbar's brand (chart colours come from
// the brand config), against the in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { VerbrauchPage } from './verbrauch-page.tsx';

const v = texts.verbrauch;
const vertrag = story.vertragsseite('verbrauch');
const seite = vertrag('3000101');

export default {
  title: 'Seiten/Verbrauch/Verbräuche',
  component: VerbrauchPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof VerbrauchPage>;

export const Strom: story.Seitenstory = {
  name: 'Strom (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, v.titel('3000101'));
    await expect(canvas.getByRole('figure', { name: v.diagrammJahresverbrauch })).toBeVisible();
    await expect(canvas.getByRole('table', { name: v.tabelle })).toBeInTheDocument();
  },
};

export const Zweitarif: story.Seitenstory = {
  name: 'Strom HT/NT (3000102)',
  parameters: vertrag('3000102'),
  play: story.laedt(v.titel('3000102')),
};

export const Gas: story.Seitenstory = {
  name: 'Gas (3000103)',
  parameters: vertrag('3000103'),
  play: story.laedt(v.titel('3000103')),
};

export const Laedt: story.Seitenstory = {
  name: 'Lädt',
  parameters: story.mitStoerung(seite, 'getVerbraeuche', { delayMs: 60_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: v.titel('3000101') }, story.lange);
    await expect(canvas.getByText(texts.allgemein.wirdGeladen)).toBeVisible();
  },
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Verbräuche (3000201)',
  parameters: vertrag('3000201', '10000002'),
  play: story.zeigt(v.titel('3000201'), v.keine),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Verbräuche nicht ladbar',
  parameters: story.mitStoerung(seite, 'getVerbraeuche'),
  play: story.meldetFehler(v.titel('3000101')),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(v.titel('3000101')),
};
