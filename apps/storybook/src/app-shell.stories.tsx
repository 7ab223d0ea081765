// The app shell (issue 17): what every page that is not prerendered arrives as, the signed-in pages above all, before
// any script runs; the build writes this component into index.html. In the toolbar's brand; `angemeldet` is what
// sitzung-vorab.js finds on the device (it marks <html>, and the shell's CSS shows the matching bar).
import { AppShellSeite } from '@ekp/portal-core/app-shell';
import { texts } from '@ekp/portal-core/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { expect, within } from 'storybook/test';

import { useStoryBrand } from './brand-decorator.tsx';

function AppShellMitSitzung({ angemeldet }: { angemeldet: boolean }) {
  const brand = useStoryBrand();
  useLayoutEffect(() => {
    const wurzel = document.documentElement;
    if (angemeldet) wurzel.dataset.sitzung = '';
    else delete wurzel.dataset.sitzung;
    return () => {
      delete wurzel.dataset.sitzung;
    };
  }, [angemeldet]);
  return <AppShellSeite brand={brand.config} />;
}

/**
 * So erscheint jede nicht vorgerenderte Seite, bevor ein Skript lief: der Rahmen der Marke mit dem Ladezustand.
 * Mit Sitzung die Navigationsleiste (ohne Abmelden, das vor dem Start nichts tun könnte), ohne Sitzung die
 * Markenleiste, wenn die Marke sie vor der Anmeldung zeigt. Das Portal ersetzt den Rahmen durch denselben.
 */
const meta = {
  title: 'Seiten/App-Shell',
  component: AppShellMitSitzung,
  tags: ['!autodocs'],
  args: { angemeldet: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShellMitSitzung>;

export default meta;
type Story = StoryObj<typeof meta>;

const hauptnavigation = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('navigation', { name: texts.navigation.hauptnavigation });

export const Angemeldet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.allgemein.wirdGeladen)).toBeVisible();
    await expect(hauptnavigation(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.navigation.vertraege })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.navigation.abmelden })).toBeNull();
  },
};

export const OhneSitzung: Story = {
  name: 'Ohne Sitzung',
  args: { angemeldet: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.allgemein.wirdGeladen)).toBeVisible();
    await expect(hauptnavigation(canvasElement)).toBeNull();
  },
};
