import type { Meta, StoryObj } from '@storybook/react-vite';

import { linkClassName } from './link';
import { VisuallyHidden } from './visually-hidden';
import { fokusPerTab, zeigt } from './story-hilfen';

function Links() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-text">
        Fließtext mit einem{' '}
        <a href="#impressum" className={linkClassName()}>
          Link zum Impressum
        </a>{' '}
        und einem externen{' '}
        <a
          href="https://www.example.org/datenschutz"
          target="_blank"
          rel="noreferrer"
          className={linkClassName()}
        >
          Datenschutz
          <VisuallyHidden> (öffnet in einem neuen Tab)</VisuallyHidden>
        </a>
        .
      </p>
      <p className="rounded-brand bg-primary p-3 text-primary-text">
        Auf der Hauptfarbe:{' '}
        <a href="#abmelden" className={linkClassName('inverse')}>
          Abmelden
        </a>
      </p>
    </div>
  );
}

/**
 * `linkClassName()` gibt Ankern und Router-Links das Aussehen eines Textlinks (unterstrichen, Fokusrahmen);
 * `inverse` auf der Hauptfarbe. Öffnet ein Link einen neuen Tab, sagt ein `VisuallyHidden`-Zusatz das an.
 */
const meta = {
  title: 'Komponenten/Link',
  component: Links,
} satisfies Meta<typeof Links>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: zeigt('link', { name: 'Datenschutz (öffnet in einem neuen Tab)' }),
};

export const Fokus: Story = {
  name: 'Fokus (Tastatur)',
  play: fokusPerTab((canvas) => canvas.getByRole('link', { name: 'Link zum Impressum' })),
};
