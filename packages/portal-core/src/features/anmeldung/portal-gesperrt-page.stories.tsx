// The whole portal at /portal/gesperrt, in the toolbar's brand (parameters.portal: see
// apps/storybook/src/portal-stage.tsx). The page a login with status 702 leads to.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { texts } from '../../texts.ts';
import * as story from '../../test/story-hilfen.ts';
import { PortalGesperrtPage } from './portal-gesperrt-page.tsx';

const meta = {
  title: 'Seiten/Anmeldung/Kein Zugang',
  component: PortalGesperrtPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', portal: { path: '/portal/gesperrt' } },
} satisfies Meta<typeof PortalGesperrtPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: texts.gesperrt.titel }, story.lange);
    await expect(canvas.getByText(texts.gesperrt.keinZugang)).toBeVisible();
  },
};
