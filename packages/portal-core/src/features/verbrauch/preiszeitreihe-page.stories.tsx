// Price chart of a dynamic tariff, the whole portal at /vertrag/{id}/preiszeitreihe, in the toolbar's brand (the
// line takes the brand's chart colour), against the in-browser demo backend (parameters.portal: see
// apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { PreiszeitreihePage } from './preiszeitreihe-page.tsx';

const p = texts.preiszeitreihe;
const seite = story.angemeldet('/vertrag/3000101/preiszeitreihe');

const meta = {
  title: 'Seiten/Verbrauch/Preiszeitreihe',
  component: PreiszeitreihePage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...seite },
} satisfies Meta<typeof PreiszeitreihePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Marktpreise: Story = {
  name: 'Marktpreise (viertelstündlich seit 1.10.2025)',
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, p.titel('3000101'));
    await expect(canvas.getByRole('figure', { name: p.diagramm })).toBeVisible();
  },
};

export const Leer: Story = {
  name: 'Leer: keine Preise',
  parameters: story.mitStoerung(seite, 'getPreiszeitreihe', { status: 200, body: [] }),
  play: story.zeigt(p.titel('3000101'), texts.verbrauchshistorie.keineDaten),
};

export const Fehler: Story = {
  name: 'Fehler: Preise nicht ladbar',
  parameters: story.mitStoerung(seite, 'getPreiszeitreihe'),
  play: story.meldetFehler(p.titel('3000101')),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(p.titel('3000101')),
};
