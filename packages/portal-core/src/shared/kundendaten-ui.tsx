import { isApiError } from '@ekp/api-client';
import {
  Alert,
  Button,
  ChevronLeftIcon,
  cx,
  DescriptionList,
  ErrorSummary,
  focusRing,
  type DescriptionItem,
  type ErrorSummaryItem,
} from '@ekp/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { formatDatum, formatJaNein } from '../format/de.ts';
import {
  adresszeilen,
  formatiereIban,
  gueltigkeit,
  zeigtIban,
  type Gueltigkeit,
} from '../rules/kundendaten.ts';
import { kalendertag } from '../rules/zeit.ts';
import type { Meldung } from '../rules/validation.ts';
import * as texts from '../texts.ts';
import { FehlerPraefix } from './fehler-praefix.tsx';
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
 * A failed call of a form (save, send): announced and focused, so keyboard and screen reader users land on it.
 * `fokusKey` moves the focus there again when the same text comes back after another attempt.
 */
export function AktionsFehler({ children, fokusKey }: { children: ReactNode; fokusKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [fokusKey]);
  return (
    <Alert ref={ref} tabIndex={-1} tone="danger" className={focusRing}>
      <FehlerPraefix />
      {children}
    </Alert>
  );
}

/** A red message, e.g. a section that could not be loaded. */
export function FehlerAlert({ children }: { children: ReactNode }) {
  return (
    <Alert tone="danger">
      <FehlerPraefix />
      {children}
    </Alert>
  );
}

interface ZusammenfassungsStand<F extends string> {
  /** The fields that had a message at the last submit. */
  felder: readonly F[];
  /** The form was empty at the last submit. */
  leer: boolean;
  versuch: number;
}

/**
 * The error summary of a form (GOV.UK): shown on submit, focused, one link per field in the order of the form.
 * It lists the fields that were wrong at the last submit, with their current message, and drops each one as it
 * is corrected. Once everything in it is corrected it is done and comes back only with the next submit, so it
 * never takes the focus away while the customer types.
 */
export function useFehlerZusammenfassung<F extends string>({
  reihenfolge,
  feldId,
  fehler,
  leer,
}: {
  reihenfolge: readonly F[];
  feldId: (feld: F) => string;
  /** The messages shown at the fields now. */
  fehler: Readonly<Partial<Record<F, Meldung>>>;
  /** 'Das Formular ist leer.' applies now. */
  leer: boolean;
}) {
  const [stand, setStand] = useState<ZusammenfassungsStand<F>>({ felder: [], leer: false, versuch: 0 });
  const eintraege: ErrorSummaryItem[] = stand.felder.flatMap((feld) => {
    const meldung = fehler[feld];
    return meldung === undefined ? [] : [{ fieldId: feldId(feld), message: meldung }];
  });
  const mitLeer = stand.leer && leer;
  const sichtbar = eintraege.length > 0 || mitLeer;
  if (!sichtbar && (stand.felder.length > 0 || stand.leer))
    setStand((s) => ({ ...s, felder: [], leer: false }));

  /** On a submit that found errors (or when the server named a field). */
  const zeigen = (neu: Readonly<Partial<Record<F, Meldung>>>, formularLeer: boolean) =>
    setStand((s) => ({
      felder: reihenfolge.filter((feld) => neu[feld] !== undefined),
      leer: formularLeer,
      versuch: s.versuch + 1,
    }));

  const element = sichtbar ? (
    <ErrorSummary
      title={texts.allgemein.fehlerZusammenfassung}
      errors={eintraege}
      description={mitLeer ? texts.validierung.formularLeer : undefined}
      focusKey={stand.versuch}
    />
  ) : null;
  return { element, zeigen };
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
