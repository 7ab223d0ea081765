// The whole portal at /rechnungsadressen and /vertrag/{id}/rechnungsadressen, in the toolbar's brand, against the
// in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { RechnungsadressenPage, VertragRechnungsadressenPage } from './rechnungsadressen-page.tsx';

const r = texts.rechnungsadresse;
const seite = story.angemeldet('/rechnungsadressen');

export default {
  title: 'Seiten/Kundendaten/Rechnungsadressen',
  component: RechnungsadressenPage,
  subcomponents: { VertragRechnungsadressenPage },
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof RechnungsadressenPage>;

export const DesKunden: story.Seitenstory = {
  name: 'Des Kunden: beendet, aktuell, zukünftig',
  play: story.laedt(r.alleDesKunden),
};

export const DesVertrags: story.Seitenstory = {
  name: 'Des Vertrags 3000102',
  parameters: story.angemeldet('/vertrag/3000102/rechnungsadressen'),
  play: story.laedt(r.alleDesVertrags('3000102')),
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Rechnungsadresse',
  parameters: story.angemeldet('/rechnungsadressen', '10000002'),
  play: story.laedt(r.alleDesKunden),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Liste nicht ladbar',
  parameters: story.mitStoerung(seite, 'getRechnungsadressen'),
  play: story.meldetFehler(r.alleDesKunden),
};
