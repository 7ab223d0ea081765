// The brand switcher: the toolbar's `brand` global themes every story with one brand, or shows it once per brand
// side by side. Stories and the portal decorator read the brand of their panel with useStoryBrand().
import type { Decorator } from '@storybook/react-vite';
import { createContext, use, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';

import { ALL_BRANDS, applyDocumentBrand, brandClass, brands, findBrand, mandantClass } from './brands.ts';
import type { BrandPreview } from './brands.ts';

const BrandContext = createContext<BrandPreview | null>(null);

/** The brand the surrounding story (or panel of the side-by-side view) is shown in. */
export function useStoryBrand(): BrandPreview {
  const brand = use(BrandContext);
  if (!brand) throw new Error('useStoryBrand() braucht den Marken-Decorator (withBrand).');
  return brand;
}

function DocumentBrand({ brand, children }: { brand: BrandPreview | null; children: ReactNode }) {
  // Before paint: the story never flashes in the previous brand.
  useLayoutEffect(() => applyDocumentBrand(brand), [brand]);
  return children;
}

export interface AllBrandsProps {
  children: (brand: BrandPreview) => ReactNode;
  /** Panel width at which the grid wraps; screens need more room than a single component. */
  minPanelWidth?: 'component' | 'screen';
}

/** One panel per brand, each themed on its own. */
export function AllBrands({ children, minPanelWidth = 'component' }: AllBrandsProps) {
  const columns =
    minPanelWidth === 'screen'
      ? 'grid-cols-[repeat(auto-fit,minmax(min(100%,40rem),1fr))]'
      : 'grid-cols-[repeat(auto-fit,minmax(min(100%,22rem),1fr))]';
  return (
    <div className={`grid gap-4 ${columns}`}>
      {brands.map((brand) => (
        <section
          key={brand.id}
          aria-label={brand.config.mandant}
          className={`${brandClass(brand)} ${mandantClass(brand)} min-w-0 overflow-hidden rounded-brand border border-border bg-background font-sans text-text`}
        >
          <p className="border-b border-border bg-surface px-4 py-2 text-sm font-semibold">
            {brand.config.mandant}
          </p>
          <div className="p-4">
            <BrandContext value={brand}>{children(brand)}</BrandContext>
          </div>
        </section>
      ))}
    </div>
  );
}

export const withBrand: Decorator = (Story, context) => {
  if (context.globals.brand === ALL_BRANDS) {
    return (
      <DocumentBrand brand={null}>
        <AllBrands minPanelWidth={context.parameters.portal ? 'screen' : 'component'}>
          {() => <Story />}
        </AllBrands>
      </DocumentBrand>
    );
  }
  const brand = findBrand(context.globals.brand);
  return (
    <DocumentBrand brand={brand}>
      <BrandContext value={brand}>
        <Story />
      </BrandContext>
    </DocumentBrand>
  );
};
