// Price chart of a dynamic tariff, the whole portal at /vertrag/{id}/preiszeitreihe, in the toolbar's brand (the
// line takes the brand's chart colour), against the in-browser demo backend (parameters.portal: see
// apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { PreiszeitreihePage } from './preiszeitreihe-page.tsx';

const p = texts.preiszeitreihe;
const seite = story.angemeldet('/vertrag/3000101/preiszeitreihe');

export default {
  title: 'Seiten/Verbrauch/Preiszeitreihe',
  component: PreiszeitreihePage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof PreiszeitreihePage>;

export const Marktpreise: story.Seitenstory = {
  name: 'Marktpreise (viertelstündlich seit 1.10.2025)',
  play: story.zeigtElemente(p.titel('3000101'), ['figure', p.diagramm]),
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Preise',
  parameters: story.mitStoerung(seite, 'getPreiszeitreihe', { status: 200, body: [] }),
  play: story.zeigt(p.titel('3000101'), texts.verbrauchshistorie.keineDaten),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Preise nicht ladbar',
  parameters: story.mitStoerung(seite, 'getPreiszeitreihe'),
  play: story.meldetFehler(p.titel('3000101')),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(p.titel('3000101')),
};
