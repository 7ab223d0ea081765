import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

import '../src/storybook.css';
import { wcagTags } from '../src/a11y.ts';
import { withBrand } from '../src/brand-decorator.tsx';
import { ALL_BRANDS, brands, defaultBrandId, installBrandStyles } from '../src/brands.ts';
import { portalLoader, withPortal } from '../src/portal-stage.tsx';

installBrandStyles();

const preview: Preview = {
  // Every component gets a docs page; screens opt out (their stories render the whole portal).
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Marke (Mandant), in der die Stories erscheinen',
      toolbar: {
        title: 'Marke',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          ...brands.map((brand) => ({ value: brand.id, title: brand.config.mandant, right: brand.id })),
          { value: ALL_BRANDS, title: 'Alle Marken nebeneinander', icon: 'sidebyside' },
        ],
      },
    },
  },
  initialGlobals: { brand: defaultBrandId },
  // Innermost first: the portal decorator needs the brand the brand decorator provides.
  decorators: [withPortal, withBrand],
  loaders: [portalLoader],
  parameters: {
    layout: 'padded',
    options: { storySort: { order: ['Einführung', 'Marken', 'Komponenten', 'Seiten'] } },
    controls: { expanded: true },
    // The brand paints the background; Storybook's own backgrounds would hide it.
    backgrounds: { disable: true },
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        smartphone360: {
          name: 'Smartphone 360 px',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
      },
    },
    a11y: {
      // A violation fails the story's test, in the Vitest run and in Storybook's test panel.
      test: 'error',
      options: { runOnly: { type: 'tag', values: wcagTags } },
    },
    docs: { toc: true },
  },
};

export default preview;
