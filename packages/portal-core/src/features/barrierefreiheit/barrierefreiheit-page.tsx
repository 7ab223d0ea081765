import { linkClassName, PageHeader, Section, Stack } from '@ekp/ui';
import { Link } from 'react-router';

import { formatDatum } from '../../format/de.ts';
import { href } from '../../routes/paths.ts';
import { isLoggedIn } from '../../rules/session.ts';
import { useBrand, useSession } from '../../shared/portal-context.tsx';
import { useDocumentTitle } from '../../shared/document-title.ts';
import { ExternalLink } from '../../shell/external-link.tsx';
import * as texts from '../../texts.ts';

const t = texts.barrierefreiheit;

/**
 * Day this statement was last reviewed. Update it with every re-evaluation (BFSG: the statement is kept current),
 * together with the texts of the groups `barrierefreiheit.stand` and `barrierefreiheit.einschraenkungen`.
 */
export const ERKLAERUNG_STAND = '2026-11-22';

/** The conciliation body of § 16 BGG, to which § 34 BFSG refers consumers. */
export const SCHLICHTUNGSSTELLE = {
  website: 'https://www.schlichtungsstelle-bgg.de',
  email: 'info@schlichtungsstelle-bgg.de',
} as const;

/** `tel:` wants the digits (and a leading +) only. */
export function telefonHref(telefon: string): string {
  return `tel:${telefon.replace(/[^\d+]/g, '')}`;
}

/**
 * /barrierefreiheit: the brand's accessibility statement (BFSG; structure of the EU model statement): state of
 * conformity, how the portal is accessible, known limitations, date, the brand's feedback contact and the
 * conciliation procedure. Reachable signed in or not.
 */
export function BarrierefreiheitPage() {
  const brand = useBrand();
  const session = useSession();
  useDocumentTitle(texts.navigation.barrierefreiheit);
  const signedIn = isLoggedIn(session, new Date());
  const kontakt = brand.barrierefreiheit;
  // Without a configured contact the supplier's legal notice names the ways to reach it.
  const impressum =
    brand.footer.find((entry) => /impressum/i.test(entry.label)) ??
    brand.header.find((entry) => /impressum/i.test(entry.label));

  return (
    <Stack gap="lg" className="max-w-3xl">
      <PageHeader title={texts.navigation.barrierefreiheit} description={t.einleitung(brand.mandant)} />

      <Section title={t.standTitel}>
        <p>{t.stand}</p>
      </Section>

      <Aufzaehlung titel={t.merkmaleTitel} punkte={t.merkmale} />
      <Aufzaehlung titel={t.einschraenkungenTitel} punkte={t.einschraenkungen} />

      <Section title={t.feedbackTitel}>
        <p>{t.feedback}</p>
        {kontakt ? (
          <dl className="flex flex-col gap-1">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{t.email}:</dt>
              <dd>
                <a href={`mailto:${kontakt.email}`} className={linkClassName()}>
                  {kontakt.email}
                </a>
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{t.telefon}:</dt>
              <dd>
                <a href={telefonHref(kontakt.telefon)} className={linkClassName()}>
                  {kontakt.telefon}
                </a>
              </dd>
            </div>
          </dl>
        ) : (
          <>
            <p>{t.feedbackOhneKontakt(brand.mandant)}</p>
            {(impressum || signedIn) && (
              <ul className="flex flex-col gap-1">
                {impressum && (
                  <li>
                    <ExternalLink url={impressum.url} neuerTab={impressum.neuerTab === true}>
                      {t.zumImpressum}
                    </ExternalLink>
                  </li>
                )}
                {signedIn && (
                  <li>
                    <Link to={href('kontaktanfrage')} className={linkClassName()}>
                      {t.zurKontaktanfrage}
                    </Link>
                  </li>
                )}
              </ul>
            )}
          </>
        )}
      </Section>

      <Section title={t.schlichtungTitel}>
        <p>{t.schlichtung}</p>
        <address className="not-italic">
          <p>{t.schlichtungsstelle}</p>
          <p>
            {t.email}:{' '}
            <a href={`mailto:${SCHLICHTUNGSSTELLE.email}`} className={linkClassName()}>
              {SCHLICHTUNGSSTELLE.email}
            </a>
          </p>
          <p>
            <ExternalLink url={SCHLICHTUNGSSTELLE.website} neuerTab>
              {t.schlichtungsstelleWebsite}
            </ExternalLink>
          </p>
        </address>
        <p>{t.marktueberwachung}</p>
      </Section>

      <Section title={t.erstellungTitel}>
        <p>{t.erstellung(formatDatum(ERKLAERUNG_STAND))}</p>
      </Section>
    </Stack>
  );
}

/** A section of the statement that is a bulleted list. */
function Aufzaehlung({ titel, punkte }: { titel: string; punkte: readonly string[] }) {
  return (
    <Section title={titel}>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        {punkte.map((punkt) => (
          <li key={punkt}>{punkt}</li>
        ))}
      </ul>
    </Section>
  );
}
