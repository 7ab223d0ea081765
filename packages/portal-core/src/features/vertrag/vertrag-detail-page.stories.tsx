// The whole portal at /vertrag/{id}/detail, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { VertragDetailPage } from './vertrag-detail-page.tsx';

const t = texts.vertragDetail;
const vertrag = story.vertragsseite('detail');
const seite = vertrag('3000101');

export default {
  title: 'Seiten/Verträge/Vertragsdetails',
  component: VertragDetailPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof VertragDetailPage>;

export const DynamischerTarif: story.Seitenstory = {
  name: 'Strom, dynamischer Tarif (3000101)',
  play: story.zeigtElemente(t.titel('3000101'), ['link', t.preiszeitreihe], ['link', t.verbrauchshistorie]),
};

export const Zweitarifzaehler: story.Seitenstory = {
  name: 'Strom, HT/NT-Zähler mit eigener Adresse und Bank (3000102)',
  parameters: vertrag('3000102'),
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, t.titel('3000102'));
    await expect(canvas.getByRole('region', { name: t.abweichendeRechnungsadresse })).toBeVisible();
    await expect(canvas.getByText(texts.ablesungen.ablesewerte)).toBeVisible();
  },
};

export const Gas: story.Seitenstory = {
  name: 'Gas (3000103)',
  parameters: vertrag('3000103'),
  play: story.laedt(t.titel('3000103')),
};

export const Gekuendigt: story.Seitenstory = {
  name: 'Gekündigt (3000104)',
  parameters: vertrag('3000104'),
  play: story.laedt(t.titel('3000104')),
};

export const Beendet: story.Seitenstory = {
  name: 'Beendet, ohne aktuellen Tarif (3000105)',
  parameters: vertrag('3000105'),
  play: story.zeigt(t.titel('3000105'), texts.tarif.keinTarif),
};

export const Storniert: story.Seitenstory = {
  name: 'Storniert, ohne Zähler (3000106)',
  parameters: vertrag('3000106'),
  play: story.laedt(t.titel('3000106')),
};

export const OhneAblesungen: story.Seitenstory = {
  name: 'Leer: keine Ablesungen (Firmenkunde, 3000201)',
  parameters: vertrag('3000201', '10000002'),
  play: story.zeigt(t.titel('3000201'), texts.ablesungen.keineHinterlegt),
};

export const NichtGefunden: story.Seitenstory = {
  name: 'Fehler: Vertrag nicht gefunden (404)',
  parameters: story.mitStoerung(seite, 'getVertrag', { status: 404 }),
  play: story.meldetFehler(t.titel('3000101'), t.ladeFehler),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  parameters: vertrag('3000102'),
  globals: story.smartphone,
  play: story.passtAufSmartphone(t.titel('3000102')),
};
