import { isApiError } from '@ekp/api-client';
import {
  Alert,
  Button,
  ChevronLeftIcon,
  cx,
  DescriptionList,
  focusRing,
  type AlertTone,
  type DescriptionItem,
} from '@ekp/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { formatDatum, formatJaNein } from '../format/de.ts';
import { formatiereIban, zeigtIban } from '../rules/bankverbindung.ts';
import { gueltigkeit, type Gueltigkeit } from '../rules/gueltigkeit.ts';
import { adresszeilen } from '../rules/rechnungsadresse.ts';
import { kalendertag } from '../rules/zeit.ts';
import { href } from '../routes/paths.ts';
import * as texts from '../texts.ts';
import { useDocumentTitle } from './document-title.ts';
import { FehlerPraefix } from './fehler-praefix.tsx';
import { useApi } from './portal-context.tsx';
import type { Bankverbindung, Rechnungsadresse } from './queries.ts';

/** Pieces the customer data screens (overview, contact, billing addresses, bank accounts) share. */

/** Today in the portal's wall clock (Europe/Berlin), 'YYYY-MM-DD'. */
export function heute(): string {
  return kalendertag(new Date());
}

/** A value of read-only data, or 'nicht angegeben'. */
export function wertOderHinweis(wert: string | null | undefined): ReactNode {
  const t = (wert ?? '').trim();
  return t === '' ? <span className="text-muted">{texts.allgemein.nichtAngegeben}</span> : t;
}

/**
 * Back: to the previous page of this tab when there is one, otherwise to a fixed page (a page opened directly
 * has no history entry of the portal to return to).
 */
export function useZurueck(ersatz: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(ersatz, { replace: true });
    else void navigate(-1);
  };
}

/**
 * The two routes of a customer-data form: for the customer, and for one contract (/vertrag/{id}/…), remounted when
 * the contract changes so nothing typed for one contract shows up at another.
 */
export function kundeUndVertrag(Formular: (props: { vertrag?: string }) => ReactNode) {
  const FuerKunde = () => <Formular />;
  const FuerVertrag = () => {
    const { id = '' } = useParams();
    return <Formular key={id} vertrag={id} />;
  };
  return [FuerKunde, FuerVertrag] as const;
}

/**
 * A customer-data form for the customer or for one contract: its title (also the document title), the API, and
 * 'back' to where it was opened from (else the data overview or the contract's list).
 */
export function useKundendatenFormular(
  vertrag: string | undefined,
  titel: { titel: string; titelFuerVertrag: (vertrag: string) => string },
  vertragsListe: (vertrag: string) => string,
) {
  const seitentitel = vertrag === undefined ? titel.titel : titel.titelFuerVertrag(vertrag);
  useDocumentTitle(seitentitel);
  const api = useApi();
  const zurueck = useZurueck(vertrag === undefined ? href('datenUebersicht') : vertragsListe(vertrag));
  return { titel: seitentitel, api, zurueck };
}

export function ZurueckButton({ ersatz }: { ersatz: string }) {
  const zurueck = useZurueck(ersatz);
  return (
    <Button variant="secondary" icon={<ChevronLeftIcon />} onClick={zurueck} className="self-start">
      {texts.allgemein.zurueck}
    </Button>
  );
}

/** An icon that links to another page (the edit icons of the overview). */
export function IconLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-brand text-primary hover:bg-primary/10',
        focusRing,
      )}
    >
      {icon}
    </Link>
  );
}

/** The text to show for a failed call: the server's own message, else the screen's fallback. */
export function fehlertext(error: unknown, ersatz: string): string {
  if (isApiError(error)) return error.serverMessage ?? ersatz;
  return ersatz;
}

/** The field a 400 answer names (`Fehlermeldung.feld`), if any. */
export function fehlerFeld(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const feld = (error.body as { feld?: unknown }).feld;
  return typeof feld === 'string' && feld !== '' ? feld : undefined;
}

/**
 * A message that takes the focus, so keyboard and screen reader users land on it: the result of an action, or why
 * it failed. As in ErrorSummary (GOV.UK Frontend 4.4), the focused box is not the alert itself: an element that is
 * both focused and role="alert" is announced twice. `fokusKey` moves the focus there again when the same text
 * comes back after another attempt.
 */
export function MeldungMitFokus({
  ton,
  fokusKey,
  children,
}: {
  ton: AlertTone;
  fokusKey?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [fokusKey]);
  return (
    <div ref={ref} tabIndex={-1} className={cx('rounded-brand', focusRing)}>
      <Alert tone={ton}>{children}</Alert>
    </div>
  );
}

/** A failed call of a form (save, send), focused. */
export function AktionsFehler({ children, fokusKey }: { children: ReactNode; fokusKey?: number }) {
  return (
    <MeldungMitFokus ton="danger" fokusKey={fokusKey}>
      <FehlerPraefix />
      {children}
    </MeldungMitFokus>
  );
}

export function gueltigkeitText(g: Gueltigkeit): string {
  return texts.allgemein.gueltigkeit[g];
}

/** Card tone of an entry's validity. */
export function gueltigkeitTon(g: Gueltigkeit): 'active' | 'ordered' | 'inactive' {
  return g === 'aktuell' ? 'active' : g === 'zukuenftig' ? 'ordered' : 'inactive';
}

export function eintragGueltigkeit(eintrag: { gueltigVon: string; gueltigBis: string | null }): Gueltigkeit {
  return gueltigkeit(eintrag, heute());
}

function gueltigkeitsZeilen(eintrag: { gueltigVon: string; gueltigBis: string | null }): DescriptionItem[] {
  return [
    { term: texts.allgemein.gueltigAb, description: formatDatum(eintrag.gueltigVon) },
    ...(eintrag.gueltigBis
      ? [{ term: texts.allgemein.gueltigBis, description: formatDatum(eintrag.gueltigBis) }]
      : []),
  ];
}

/** A billing address: the lines of the envelope, then its validity. */
export function RechnungsadresseAnzeige({
  adresse,
  mitGueltigkeit = true,
}: {
  adresse: Rechnungsadresse;
  mitGueltigkeit?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      <address className="not-italic">
        {adresszeilen(adresse).map((zeile, index) => (
          <span key={index} className="block">
            {zeile}
          </span>
        ))}
      </address>
      {mitGueltigkeit && <DescriptionList items={gueltigkeitsZeilen(adresse)} />}
    </div>
  );
}

/** A bank account; Mandatsreferenz only with direct debit (SPEC §3), Kontonummer and BLZ for legacy accounts. */
export function BankverbindungAnzeige({ bankverbindung: bv }: { bankverbindung: Bankverbindung }) {
  const b = texts.bankverbindung;
  const items: DescriptionItem[] = [
    { term: b.kontoinhaber, description: wertOderHinweis(bv.kontoinhaber) },
    ...(zeigtIban(bv)
      ? [
          {
            term: b.iban,
            description: <span className="font-mono break-all">{formatiereIban(bv.iban)}</span>,
          },
        ]
      : [
          { term: b.kontonummer, description: wertOderHinweis(bv.kontonummer) },
          { term: b.blz, description: wertOderHinweis(bv.blz) },
        ]),
    { term: b.bic, description: wertOderHinweis(bv.bic) },
    { term: b.bankname, description: wertOderHinweis(bv.bankname) },
    ...gueltigkeitsZeilen(bv),
    { term: b.lastschrift, description: formatJaNein(bv.lastschrifteinzugErlaubt) },
    ...(bv.lastschrifteinzugErlaubt
      ? [{ term: b.mandatsreferenz, description: wertOderHinweis(bv.mandatsreferenz) }]
      : []),
  ];
  return <DescriptionList items={items} />;
}
