import type { BrandLink } from '@ekp/brand';
import { linkClassName, VisuallyHidden } from '@ekp/ui';
import type { ReactNode } from 'react';

import * as texts from '../texts.ts';

interface ExternalLinkProps {
  url: string;
  children: ReactNode;
  /** Open in a new tab: the new page gets no access to the portal (noopener) and no referrer. */
  neuerTab?: boolean;
  tone?: 'default' | 'inverse';
  className?: string;
}

/**
 * A link to a page outside the portal. A new tab is announced to screen readers, since it changes context
 * without warning otherwise (WCAG 3.2.5 advisory, G201).
 */
export function ExternalLink({
  url,
  children,
  neuerTab = false,
  tone = 'default',
  className,
}: ExternalLinkProps) {
  const classes = className ?? linkClassName(tone);
  if (!neuerTab) {
    return (
      <a href={url} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={classes}>
      {children}
      <VisuallyHidden> {texts.allgemein.neuerTab}</VisuallyHidden>
    </a>
  );
}

/** An entry of the brand's header or footer. */
export function BrandLinkItem({ entry, tone }: { entry: BrandLink; tone?: 'default' | 'inverse' }) {
  return (
    <ExternalLink url={entry.url} neuerTab={entry.neuerTab === true} tone={tone}>
      {entry.label}
    </ExternalLink>
  );
}
