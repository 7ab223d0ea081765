// The whole portal at /vertrag/{id}/tarifhistorie, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { TarifhistoriePage } from './tarifhistorie-page.tsx';

const t = texts.tarif;
const vertrag = story.vertragsseite('tarifhistorie');
const seite = vertrag('3000102');

export default {
  title: 'Seiten/Verträge/Tarifhistorie',
  component: TarifhistoriePage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof TarifhistoriePage>;

export const VorherigeUndZukuenftige: story.Seitenstory = {
  name: 'Vorherige, aktuelle und zukünftige Tarife (3000102)',
  play: story.zeigtElemente(
    t.historieTitel('3000102'),
    ['heading', t.vorherigeTarife],
    ['heading', t.zukuenftigeTarife],
  ),
};

export const Dynamisch: story.Seitenstory = {
  name: 'Dynamischer Tarif (3000101)',
  parameters: vertrag('3000101'),
  play: story.laedt(t.historieTitel('3000101')),
};

export const Leer: story.Seitenstory = {
  name: 'Leer: storniert, ohne Tarif (3000106)',
  parameters: vertrag('3000106'),
  play: story.laedt(t.historieTitel('3000106')),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Historie nicht ladbar',
  parameters: story.mitStoerung(seite, 'getTarifhistorie'),
  play: story.meldetFehler(t.historieTitel('3000102'), t.historieFehler),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(t.historieTitel('3000102')),
};
