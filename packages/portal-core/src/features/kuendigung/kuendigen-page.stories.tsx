// The whole portal at /vertrag/{id}/kuendigen, in the toolbar's brand, against the in-browser demo backend
// (parameters.portal: see apps/storybook/src/portal-stage.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { KuendigenPage } from './kuendigen-page.tsx';

const titel = texts.kuendigung.titel('3000101');
const seite = story.angemeldet('/vertrag/3000101/kuendigen');

const meta = {
  title: 'Seiten/Verträge/Kündigung',
  component: KuendigenPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', ...seite },
} satisfies Meta<typeof KuendigenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await story.seiteGeladen(canvasElement, titel);
    await expect(canvas.getByRole('button', { name: texts.vertraege.vertragKuendigen })).toBeVisible();
  },
};

export const FeiertageFehlen: Story = {
  name: 'Fehler: Feiertage nicht ladbar',
  parameters: story.mitStoerung(seite, 'getFeiertage'),
  play: story.laedt(titel),
};

export const Smartphone: Story = {
  name: 'Smartphone 360 px',
  globals: story.smartphone,
  play: story.passtAufSmartphone(titel),
};
