// The whole portal at /bankverbindungen and /vertrag/{id}/bankverbindungen, in the toolbar's brand, against the
// in-browser demo backend (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta } from '@storybook/react-vite';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { BankverbindungenPage, VertragBankverbindungenPage } from './bankverbindungen-page.tsx';

const b = texts.bankverbindung;
const seite = story.angemeldet('/bankverbindungen');

export default {
  title: 'Seiten/Kundendaten/Bankverbindungen',
  component: BankverbindungenPage,
  subcomponents: { VertragBankverbindungenPage },
  tags: ['!autodocs'],
  parameters: story.ganzeSeite(seite),
} satisfies Meta<typeof BankverbindungenPage>;

export const DesKunden: story.Seitenstory = {
  name: 'Des Kunden: beendet, aktuell, zukünftig',
  play: story.laedt(b.alleDesKunden),
};

export const DesVertrags: story.Seitenstory = {
  name: 'Des Vertrags 3000102',
  parameters: story.angemeldet('/vertrag/3000102/bankverbindungen'),
  play: story.laedt(b.alleDesVertrags('3000102')),
};

export const Leer: story.Seitenstory = {
  name: 'Leer: keine Bankverbindung',
  parameters: story.angemeldet('/bankverbindungen', '10000002'),
  play: story.laedt(b.alleDesKunden),
};

export const Fehler: story.Seitenstory = {
  name: 'Fehler: Liste nicht ladbar',
  parameters: story.mitStoerung(seite, 'getBankverbindungen'),
  play: story.meldetFehler(b.alleDesKunden),
};
