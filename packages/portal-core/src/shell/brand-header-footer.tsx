import { useBrand } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';
import { BrandLinkItem } from './external-link.tsx';

/** The brand's optional header: links to the supplier's own pages (SPEC §1: hatHeader, header). */
export function BrandHeader() {
  const brand = useBrand();
  if (brand.header.length === 0) return null;
  return (
    <header className="border-b border-border bg-surface">
      <nav aria-label={texts.navigation.kopfzeile} className="mx-auto w-full max-w-5xl px-4 py-2 text-sm sm:px-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {brand.header.map((entry) => (
            <li key={`${entry.label}|${entry.url}`} className="py-1">
              <BrandLinkItem entry={entry} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The brand's optional footer, e.g. Impressum and Datenschutz in a new tab (SPEC §1: hatFooter, footer). */
export function BrandFooter() {
  const brand = useBrand();
  if (brand.footer.length === 0) return null;
  return (
    <footer className="mt-8 border-t border-border bg-surface">
      <nav aria-label={texts.navigation.fusszeile} className="mx-auto w-full max-w-5xl px-4 py-4 text-sm sm:px-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {brand.footer.map((entry) => (
            <li key={`${entry.label}|${entry.url}`} className="py-1">
              <BrandLinkItem entry={entry} />
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
