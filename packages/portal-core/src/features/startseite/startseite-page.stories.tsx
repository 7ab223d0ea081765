// The whole portal at '/', in the toolbar's brand, against the in-browser demo backend (parameters.portal: see
// apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { StartseitePage } from './startseite-page.tsx';

const seite = story.angemeldet('/');

export default {
  title: 'Seiten/Startseite',
  component: StartseitePage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof StartseitePage>;

export const Privatkunde: story.Seitenstory = {
  play: story.zeigtElemente(
    /Willkommen im Kundenportal, .*Max Mustermann!/,
    ['link', texts.startseite.zaehlerstandErfassen],
    ['navigation', texts.navigation.hauptnavigation],
  ),
};

export const Firmenkunde: story.Seitenstory = {
  parameters: story.angemeldet('/', '10000002'),
  play: story.laedt(texts.startseite.begruessung('Beispiel Energiehandel GmbH')),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Kundendaten nicht ladbar',
  parameters: story.mitStoerung(seite, 'getAnschlussnutzer'),
  play: story.meldetFehler(texts.startseite.begruessungOhneName, texts.allgemein.unbekannterFehler),
};

export const Smartphone: story.Seitenstory = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(/Willkommen im Kundenportal/),
};
