// The whole portal at /portal/gesperrt, in the toolbar's brand (parameters.portal: see
// apps/storybook/src/portal-stage.tsx). The page a login with status 702 leads to.
import type { Meta } from '@storybook/react-vite';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { PortalGesperrtPage } from './portal-gesperrt-page.tsx';

const seite = story.abgemeldet('/portal/gesperrt');

export default {
  title: 'Seiten/Anmeldung/Kein Zugang',
  component: PortalGesperrtPage,
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof PortalGesperrtPage>;

export const Standard: story.Seitenstory = {
  play: story.zeigt(texts.gesperrt.titel, texts.gesperrt.keinZugang),
};
