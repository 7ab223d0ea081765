import type { BrandLink } from '@ekp/brand';
import { buttonClassName, linkClassName } from '@ekp/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { href } from '../routes/paths.ts';
import { useBrand } from '../shared/portal-context.tsx';
import * as texts from '../texts.ts';
import { BrandLinkItem, ExternalLink } from './external-link.tsx';

/** The brand's optional header: links to the supplier's own pages (SPEC §1: hatHeader, header). */
export function BrandHeader() {
  const brand = useBrand();
  if (brand.header.length === 0) return null;
  return (
    <header className="border-b border-border bg-surface">
      <BrandLinks label={texts.navigation.kopfzeile} abstand="py-2" entries={brand.header} />
    </header>
  );
}

/**
 * The footer: the brand's entries when it has one (SPEC §1: hatFooter, footer; e.g. Impressum and Datenschutz in a
 * new tab), and always the portal's accessibility statement, which the BFSG wants easy to find from every page, and
 * the cancellation button, which § 312k BGB wants permanently available.
 */
export function BrandFooter() {
  const brand = useBrand();
  const entries = brand.hatFooter ? brand.footer : [];
  return (
    <footer className="mt-8 border-t border-border bg-surface">
      <BrandLinks label={texts.navigation.fusszeile} abstand="py-4" entries={entries}>
        <li className="py-1">
          <Link to={href('barrierefreiheit')} className={linkClassName()}>
            {texts.navigation.barrierefreiheit}
          </Link>
        </li>
        <li>
          <KuendigungsbuttonLink />
        </li>
      </BrandLinks>
    </footer>
  );
}

/** The brand's links in a row, as a labelled navigation; `children` are further items after them. */
function BrandLinks({
  label,
  abstand,
  entries,
  children,
}: {
  label: string;
  abstand: 'py-2' | 'py-4';
  entries: readonly BrandLink[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={`mx-auto w-full max-w-5xl px-4 ${abstand} text-sm sm:px-6`}>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        {entries.map((entry) => (
          <li key={`${entry.label}|${entry.url}`} className="py-1">
            <BrandLinkItem entry={entry} />
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/**
 * "Verträge hier kündigen" (§ 312k BGB): a link that looks like a button, to the portal's /kuendigung or to the
 * supplier's own cancellation page when the brand names one.
 */
export function KuendigungsbuttonLink() {
  const url = useBrand().kuendigungsbutton?.url;
  const className = buttonClassName('secondary', 'sm');
  const text = texts.navigation.kuendigungsbutton;
  return url ? (
    <ExternalLink url={url} className={className}>
      {text}
    </ExternalLink>
  ) : (
    <Link to={href('kuendigung')} className={className}>
      {text}
    </Link>
  );
}
