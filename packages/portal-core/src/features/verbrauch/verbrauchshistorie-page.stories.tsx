// Consumption and price history of a dynamic tariff, the whole portal at /vertrag/{id}/verbrauchshistorie, in the
// toolbar's brand, against the in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { VerbrauchshistoriePage } from './verbrauchshistorie-page.tsx';

const h = texts.verbrauchshistorie;
const vertrag = story.vertragsseite('verbrauchshistorie');
const seite = vertrag('3000101');

export default {
  title: 'Seiten/Verbrauch/Verbrauchshistorie',
  component: VerbrauchshistoriePage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof VerbrauchshistoriePage>;

export const Stunden: story.Seitenstory = {
  name: 'Stundenwerte, 48 h (3000101)',
  play: story.zeigtElemente(h.titel('3000101'), ['figure', h.diagramm]),
};

export const Monat: story.Seitenstory = {
  name: 'Monatsübersicht (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, h.titel('3000101'));
    await userEvent.click(canvas.getByRole('button', { name: h.modi.taeglich }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: h.modi.taeglich })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), story.lange);
  },
};

export const Jahr: story.Seitenstory = {
  name: 'Jahresübersicht (3000101)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, h.titel('3000101'));
    await userEvent.click(canvas.getByRole('button', { name: h.modi.monatlich }));
    await waitFor(() => expect(canvas.queryByText(texts.allgemein.wirdGeladen)).toBeNull(), story.lange);
  },
};

export const Viertelstunden: story.Seitenstory = {
  name: 'Viertelstundenwerte (3000108)',
  parameters: vertrag('3000108'),
  play: story.laedt(h.titel('3000108')),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Historie nicht ladbar',
  parameters: story.mitStoerung(seite, 'getVerbrauchshistorie'),
  play: story.meldetFehler(h.titel('3000101')),
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Werte im Zeitraum',
  parameters: story.mitStoerung(seite, 'getVerbrauchshistorie', { status: 200, body: [] }),
  play: story.zeigt(h.titel('3000101'), h.keineDaten),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(h.titel('3000101')),
};
