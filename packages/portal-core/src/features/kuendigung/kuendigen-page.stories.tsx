// The whole portal at /vertrag/{id}/kuendigen, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { KuendigenPage } from './kuendigen-page.tsx';

const titel = texts.kuendigung.titel('3000101');
const seite = story.angemeldet('/vertrag/3000101/kuendigen');

export default {
  title: 'Seiten/Verträge/Kündigung',
  component: KuendigenPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof KuendigenPage>;

export const Formular: story.Seitenstory = {
  play: story.zeigtElemente(titel, ['button', texts.vertraege.vertragKuendigen]),
};

export const FeiertageFehlen: story.Seitenstory = {
  name: 'Fehler: Feiertage nicht ladbar',
  parameters: story.mitStoerung(seite, 'getFeiertage'),
  play: story.laedt(titel),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(titel),
};
