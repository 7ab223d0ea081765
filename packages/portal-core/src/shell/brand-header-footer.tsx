import { linkClassName } from '@ekp/ui';
import { Link } from 'react-router';

import { href } from '../routes/paths.ts';
import { useBrand } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';
import { BrandLinkItem } from './external-link.tsx';

/** The brand's optional header: links to the supplier's own pages (SPEC §1: hatHeader, header). */
export function BrandHeader() {
  const brand = useBrand();
  if (brand.header.length === 0) return null;
  return (
    <header className="border-b border-border bg-surface">
      <nav
        aria-label={texts.navigation.kopfzeile}
        className="mx-auto w-full max-w-5xl px-4 py-2 text-sm sm:px-6"
      >
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

/**
 * The footer: the brand's entries when it has one (SPEC §1: hatFooter, footer; e.g. Impressum and Datenschutz in a
 * new tab), and always the portal's accessibility statement, which the BFSG wants easy to find from every page.
 */
export function BrandFooter() {
  const brand = useBrand();
  const entries = brand.hatFooter ? brand.footer : [];
  return (
    <footer className="mt-8 border-t border-border bg-surface">
      <nav
        aria-label={texts.navigation.fusszeile}
        className="mx-auto w-full max-w-5xl px-4 py-4 text-sm sm:px-6"
      >
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {entries.map((entry) => (
            <li key={`${entry.label}|${entry.url}`} className="py-1">
              <BrandLinkItem entry={entry} />
            </li>
          ))}
          <li className="py-1">
            <Link to={href('barrierefreiheit')} className={linkClassName()}>
              {texts.barrierefreiheit.titel}
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
